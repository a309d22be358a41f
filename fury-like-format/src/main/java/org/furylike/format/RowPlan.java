package org.furylike.format;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldOrder;
import org.furylike.meta.GenericType;

/**
 * Every decision the generated codec of one class makes, printable as a table: per field its slot,
 * how it is written and read, and the names the source uses. The emitter only renders this plan.
 */
final class RowPlan {
  /**
   * Fields per generated write or read method, keeping each well under HotSpot's inlining limit.
   */
  static final int FIELDS_PER_METHOD = 12;

  /** How one field is written and read. */
  enum Strategy {
    /** A Java primitive in its slot. */
    PRIMITIVE,
    /** A boxed primitive in its slot, null through the bitmap. */
    BOXED,
    /** A Java primitive array (not byte[]), copied in bulk by {@link RowArrays}. */
    PRIMITIVE_ARRAY,
    /** A String in the variable-length region. */
    STRING,
    /** A nested struct, through its class's own generated codec. */
    STRUCT,
    /** A List of structs, one loop in the generated source (other lists: the codec). */
    LIST_STRUCT,
    /** A List of strings, one loop in the generated source (other lists: the codec). */
    LIST_STRING,
    /** Any other type, through its shared value codec. */
    CODEC
  }

  /** One field of the plan. */
  static final class Field {
    final FieldDescriptor descriptor;
    final RowField rowField;
    final Strategy strategy;
    final String getter;
    final String setter;
    final String codec;
    final String nested;
    final String structClass;
    final String listWriter;
    final String listReader;

    Field(FieldDescriptor descriptor, RowField rowField, Strategy strategy) {
      this.descriptor = descriptor;
      this.rowField = rowField;
      this.strategy = strategy;
      String n = descriptor.name();
      this.getter = "GET_" + n;
      this.setter = "SET_" + n;
      boolean list = strategy == Strategy.LIST_STRUCT || strategy == Strategy.LIST_STRING;
      boolean struct = strategy == Strategy.STRUCT || strategy == Strategy.LIST_STRUCT;
      this.codec = strategy == Strategy.CODEC || list ? "CODEC_" + n : null;
      this.nested = struct ? "NESTED_" + n : null;
      this.structClass = struct ? "TYPE_" + n : null;
      this.listWriter = list ? "writeList_" + n : null;
      this.listReader = list ? "readList_" + n : null;
    }

    /** The struct class a STRUCT or LIST_STRUCT field holds. */
    Class<?> structJavaClass() {
      RowType t = rowField.type();
      return strategy == Strategy.STRUCT ? t.javaClass() : t.element().javaClass();
    }

    /** The derived names this field uses, for the plan table. */
    String names() {
      StringBuilder sb = new StringBuilder(getter).append(' ').append(setter);
      for (String n : new String[] {codec, nested, structClass, listWriter, listReader}) {
        if (n != null) {
          sb.append(' ').append(n);
        }
      }
      return sb.toString();
    }

    int slot() {
      return rowField.index();
    }

    /** The Java class of a primitive or boxed field, as written in source. */
    Class<?> javaType() {
      return descriptor.type();
    }
  }

  private final Class<?> type;
  private final RowSchema schema;
  private final List<Field> fields = new ArrayList<>();

  private RowPlan(Class<?> type) {
    this.type = type;
    this.schema = RowSchema.of(type);
    List<FieldDescriptor> descriptors = FieldOrder.of(type);
    for (int i = 0; i < descriptors.size(); i++) {
      RowField rf = schema.field(i);
      fields.add(new Field(descriptors.get(i), rf, strategy(rf.type())));
    }
  }

  static RowPlan of(Class<?> type) {
    return new RowPlan(type);
  }

  private static Strategy strategy(RowType t) {
    if (t.isOptional()) {
      return Strategy.CODEC;
    }
    if (t.javaClass().isPrimitive()) {
      return Strategy.PRIMITIVE;
    }
    if (t.isFixed() && t.kind() != RowKind.DATE) {
      return Strategy.BOXED;
    }
    Class<?> c = t.javaClass();
    if (t.kind() == RowKind.ARRAY && c.isArray() && c.getComponentType().isPrimitive()) {
      return Strategy.PRIMITIVE_ARRAY;
    }
    if (t.kind() == RowKind.STRING) {
      return Strategy.STRING;
    }
    if (t.kind() == RowKind.STRUCT) {
      return Strategy.STRUCT;
    }
    boolean list =
        t.kind() == RowKind.ARRAY
            && (t.javaClass() == java.util.List.class || t.javaClass() == java.util.ArrayList.class)
            && !t.element().isOptional();
    if (list && t.element().kind() == RowKind.STRUCT) {
      return Strategy.LIST_STRUCT;
    }
    return list && t.element().kind() == RowKind.STRING ? Strategy.LIST_STRING : Strategy.CODEC;
  }

  Class<?> type() {
    return type;
  }

  RowSchema schema() {
    return schema;
  }

  boolean isRecord() {
    return type.isRecord();
  }

  List<Field> fields() {
    return Collections.unmodifiableList(fields);
  }

  @Override
  public String toString() {
    StringBuilder sb =
        new StringBuilder("row codec plan for ")
            .append(type.getName())
            .append(
                String.format(
                    ": %d fields, bitmap %d bytes, fixed part %d bytes%n",
                    fields.size(), schema.bitmapBytes(), schema.fixedBytes()));
    sb.append(
        String.format(
            "%4s  %-18s %-22s %-22s %-11s %s%n",
            "slot", "field", "java type", "layout", "strategy", "names"));
    for (Field f : fields) {
      sb.append(
          String.format(
              "%4d  %-18s %-22s %-22s %-11s %s%n",
              f.slot(),
              f.descriptor.name(),
              GenericType.shortName(f.javaType()),
              f.rowField.type(),
              f.strategy.name().toLowerCase(),
              f.names()));
    }
    return sb.toString();
  }
}
