package org.furylike.jit;

import java.util.ArrayList;
import java.util.List;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.GenericType;

/** Prints a {@link SerializerPlan} as tables: fields, constants, derived members, method groups. */
final class PlanTable {
  private PlanTable() {}

  static String render(SerializerPlan plan) {
    StringBuilder sb = new StringBuilder();
    sb.append("SerializerPlan ")
        .append(plan.type().getName())
        .append(plan.isRecord() ? " (record)" : "")
        .append(plan.isNumberCompressed() ? " [compressed numbers]" : " [fixed-width numbers]")
        .append(
            plan.isRecord()
                ? ", built by its canonical constructor"
                : plan.isDirectConstructor() ? ", created with new" : ", created through NEW")
        .append('\n');
    row(sb, "#", "field", "declared in", "type", "kind", "access");
    for (SerializerPlan.Field f : plan.fields()) {
      FieldDescriptor d = f.descriptor();
      String access =
          f.access() == SerializerPlan.Access.RECORD_COMPONENT
              ? f.access() + " " + f.recordParam()
              : f.access().toString();
      row(
          sb,
          String.valueOf(f.index()),
          d.name(),
          GenericType.shortName(d.declaringClass()),
          d.genericType().toString(),
          f.kind().name(),
          access);
    }
    sb.append("constants\n");
    for (SerializerPlan.Constant c : plan.constants()) {
      sb.append(String.format("  %-6s %-24s %s%n", "K[" + c.index + "]", c.name, c.what));
    }
    List<String> members = members(plan);
    if (!members.isEmpty()) {
      sb.append("members\n");
      for (String m : members) {
        sb.append("  ").append(m).append('\n');
      }
    }
    sb.append("methods\n");
    for (SerializerPlan.Group g : plan.primitiveGroups()) {
      sb.append("  ")
          .append(g.writeMethod)
          .append('/')
          .append(g.readMethod)
          .append(": ")
          .append(names(g))
          .append(" (at most ")
          .append(g.maxBytes)
          .append(" bytes)\n");
    }
    for (SerializerPlan.Group g : plan.referenceGroups()) {
      sb.append("  ")
          .append(g.writeMethod)
          .append('/')
          .append(g.readMethod)
          .append(": ")
          .append(names(g))
          .append('\n');
    }
    return sb.toString();
  }

  private static void row(StringBuilder sb, String... cells) {
    sb.append(String.format("%3s  %-20s %-16s %-26s %-13s %s%n", (Object[]) cells));
  }

  private static String names(SerializerPlan.Group g) {
    List<String> out = new ArrayList<>();
    for (SerializerPlan.Field f : g.fields) {
      out.add(f.descriptor().name());
    }
    return String.join(", ", out);
  }

  private static List<String> members(SerializerPlan plan) {
    List<String> out = new ArrayList<>();
    for (SerializerPlan.Field f : plan.fields()) {
      String n = f.descriptor().name();
      if (f.serializerField != null) {
        out.add(n + ": serializer " + f.serializerField + "()");
      }
      if (f.classCache != null) {
        out.add(n + ": " + cache(f.classCache) + "; " + cache(f.readCache));
      }
      if (f.mapLoop != null) {
        SerializerPlan.MapLoop m = f.mapLoop;
        out.add(
            n
                + ": entry loop "
                + m.writeMethod
                + "/"
                + m.readMethod
                + " over "
                + GenericType.shortName(m.viewType)
                + ", serializers "
                + m.keySerializer
                + "()/"
                + m.valueSerializer
                + "()");
      }
      if (f.elementLoop != SerializerPlan.ElementLoop.NONE) {
        String detail =
            f.elementSerializerField != null
                ? "element serializer " + f.elementSerializerField + "()"
                : cache(f.elementCache) + "; " + cache(f.elementReadCache);
        out.add(
            n
                + ": "
                + f.elementLoop.name().toLowerCase().replace('_', '-')
                + " element loop "
                + f.writeElementsMethod
                + "/"
                + f.readElementsMethod
                + " over "
                + GenericType.shortName(f.viewType)
                + ", "
                + f.elementTypeField
                + ", "
                + detail);
      }
    }
    return out;
  }

  private static String cache(SerializerPlan.ReadCache c) {
    return "read cache "
        + c.method
        + "() over "
        + c.headerField
        + "/"
        + c.serializerField
        + "/"
        + c.epochField;
  }

  private static String cache(SerializerPlan.ClassCache c) {
    return "class cache "
        + c.method
        + "() over "
        + c.classField
        + "/"
        + c.infoField
        + "/"
        + c.epochField;
  }
}
