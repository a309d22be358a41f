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
        .append(plan.isNestmate() ? ", generated as its nestmate" : "")
        .append('\n');
    row(sb, "#", "field", "declared in", "type", "kind", "access");
    for (SerializerPlan.Field f : plan.fields()) {
      FieldDescriptor d = f.descriptor();
      String access =
          f.access().constructorArgument()
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
      sb.append("  ");
      padRight(sb, "K[" + c.index + "]", 6).append(' ');
      padRight(sb, String.valueOf(c.name), 24).append(' ').append(c.what).append('\n');
    }
    List<String> members = members(plan);
    if (!members.isEmpty()) {
      sb.append("members\n");
      for (String m : members) {
        sb.append("  ").append(m).append('\n');
      }
    }
    sb.append("methods\n");
    boolean locals = plan.readsIntoLocals();
    if (locals) {
      sb.append("  read: every component into a local, then the canonical constructor\n");
    }
    for (SerializerPlan.Group g : plan.primitiveGroups()) {
      sb.append("  ")
          .append(g.writeMethod)
          .append(locals ? "" : "/" + g.readMethod)
          .append(": ")
          .append(names(g))
          .append(" (at most ")
          .append(g.maxBytes)
          .append(" bytes)\n");
    }
    for (SerializerPlan.Group g : plan.referenceGroups()) {
      sb.append("  ")
          .append(g.writeMethod)
          .append(locals ? "" : "/" + g.readMethod)
          .append(": ")
          .append(names(g))
          .append('\n');
    }
    return sb.toString();
  }

  /**
   * One row of the field table: the index right-aligned in 3 columns, then cells left-aligned in
   * 20, 16, 26 and 13 columns (longer cells push the rest right), then the last cell. Appended by
   * hand rather than with {@code String.format}, which is slow while the JVM is cold and this runs
   * once per field of every compiled class.
   */
  private static void row(StringBuilder sb, String... cells) {
    for (int i = cells[0].length(); i < 3; i++) {
      sb.append(' ');
    }
    sb.append(cells[0]).append("  ");
    padRight(sb, cells[1], 20).append(' ');
    padRight(sb, cells[2], 16).append(' ');
    padRight(sb, cells[3], 26).append(' ');
    padRight(sb, cells[4], 13).append(' ').append(cells[5]).append('\n');
  }

  private static StringBuilder padRight(StringBuilder sb, String cell, int width) {
    sb.append(cell);
    for (int i = cell.length(); i < width; i++) {
      sb.append(' ');
    }
    return sb;
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
      if (f.codecOwner != null) {
        out.add(
            n + ": value methods of " + f.codecOwner.descriptor().name() + " (same declared type)");
        continue;
      }
      if (f.codec != null) {
        out.add(n + ": value methods " + f.codec.writeMethod + "/" + f.codec.readMethod);
      }
      if (f.serializerField != null) {
        out.add(n + ": serializer " + f.serializerField + "()");
      }
      if (f.declaredSwitch != null) {
        out.add(n + ": declared-class switch " + f.declaredSwitch);
      }
      if (f.classCache != null) {
        out.add(n + ": " + cache(f.classCache) + "; " + cache(f.readCache));
      }
      if (f.loopOwner != null) {
        out.add(
            n
                + ": "
                + (f.mapLoop != null ? "entry" : "element")
                + " loop of "
                + f.loopOwner.descriptor().name()
                + " (same declared type)");
        continue;
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
                + ", keys "
                + inPlaceOr(m.keySerializer)
                + ", values "
                + inPlaceOr(m.valueSerializer));
      }
      if (f.elementLoop != SerializerPlan.ElementLoop.NONE) {
        String detail =
            f.elementLoop == SerializerPlan.ElementLoop.SAME_TYPE
                ? cache(f.elementCache) + "; " + cache(f.elementReadCache)
                : f.elementSerializerField != null
                    ? "element serializer " + f.elementSerializerField + "()"
                    : "elements in place";
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

  /** {@code serializer()}, or "in place" for values written with no serializer. */
  private static String inPlaceOr(String serializer) {
    return serializer == null ? "in place" : "by " + serializer + "()";
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
