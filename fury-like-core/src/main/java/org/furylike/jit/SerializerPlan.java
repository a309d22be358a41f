package org.furylike.jit;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.GenericType;
import org.furylike.meta.FieldOrder;
import org.furylike.serializer.FieldKind;

/**
 * What a generated serializer will do, field by field, before any source exists: the same field
 * order and {@link FieldKind} encodings as the interpreter, plus the names the source will use.
 * {@link #toString()} prints the plan as a table.
 */
public final class SerializerPlan {
  /** One field of the plan. */
  public static final class Field {
    private final int index;
    private final FieldDescriptor descriptor;
    private final FieldKind kind;
    private final String javaName;

    Field(int index, FieldDescriptor descriptor, String javaName) {
      this.index = index;
      this.descriptor = descriptor;
      this.kind = FieldKind.of(descriptor.genericType());
      this.javaName = javaName;
    }

    public int index() {
      return index;
    }

    public FieldDescriptor descriptor() {
      return descriptor;
    }

    public FieldKind kind() {
      return kind;
    }

    /** A Java identifier derived from the field name, unique within the plan. */
    public String javaName() {
      return javaName;
    }

    public boolean isFinal() {
      return Modifier.isFinal(descriptor.field().getModifiers());
    }
  }

  private final Class<?> type;
  private final boolean record;
  private final boolean numberCompressed;
  private final List<Field> fields;

  private SerializerPlan(Class<?> type, boolean numberCompressed) {
    this.type = type;
    this.record = type.isRecord();
    this.numberCompressed = numberCompressed;
    List<Field> list = new ArrayList<>();
    Set<String> used = new HashSet<>();
    for (FieldDescriptor d : FieldOrder.of(type)) {
      String base = identifier(d.name());
      String name = base;
      for (int n = 1; !used.add(name); n++) {
        name = base + "_" + n;
      }
      list.add(new Field(list.size(), d, name));
    }
    this.fields = Collections.unmodifiableList(list);
  }

  /** The plan for {@code type} with the given number encoding. */
  public static SerializerPlan of(Class<?> type, boolean numberCompressed) {
    return new SerializerPlan(type, numberCompressed);
  }

  private static String identifier(String name) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      sb.append(Character.isJavaIdentifierPart(c) && c != '$' ? c : '_');
    }
    return sb.toString();
  }

  public Class<?> type() {
    return type;
  }

  public boolean isRecord() {
    return record;
  }

  public boolean isNumberCompressed() {
    return numberCompressed;
  }

  public List<Field> fields() {
    return fields;
  }

  /** Fields of primitive kind, in wire order (they always come first). */
  public List<Field> primitiveFields() {
    List<Field> out = new ArrayList<>();
    for (Field f : fields) {
      if (f.kind.isPrimitive()) {
        out.add(f);
      }
    }
    return out;
  }

  /** Fields of reference kind, in wire order. */
  public List<Field> referenceFields() {
    List<Field> out = new ArrayList<>();
    for (Field f : fields) {
      if (!f.kind.isPrimitive()) {
        out.add(f);
      }
    }
    return out;
  }

  /** Most bytes a primitive field of {@code kind} can take with this plan's number encoding. */
  public int maxBytes(FieldKind kind) {
    switch (kind) {
      case BOOLEAN:
      case BYTE:
        return 1;
      case CHAR:
      case SHORT:
        return 2;
      case INT:
        return numberCompressed ? 5 : 4;
      case LONG:
        return numberCompressed ? 9 : 8;
      case FLOAT:
        return 4;
      case DOUBLE:
        return 8;
      default:
        throw new IllegalArgumentException("not primitive: " + kind);
    }
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    sb.append("SerializerPlan ").append(type.getName())
        .append(record ? " (record)" : "")
        .append(numberCompressed ? " [compressed numbers]" : " [fixed-width numbers]")
        .append('\n');
    sb.append(String.format("%3s  %-24s %-20s %-28s %-13s %s%n",
        "#", "field", "declared in", "type", "kind", "stored by"));
    for (Field f : fields) {
      FieldDescriptor d = f.descriptor;
      sb.append(String.format("%3d  %-24s %-20s %-28s %-13s %s%n",
          f.index, f.javaName, GenericType.shortName(d.declaringClass()), d.genericType(), f.kind,
          record ? "canonical ctor" : (f.isFinal() ? "handle (final field)" : "field or handle")));
    }
    return sb.toString();
  }
}
