package org.furylike.format;

import java.util.Objects;

/**
 * The row-format type of one value: its {@link RowKind}, the element type of an array, key and
 * value types of a map, the schema of a struct, and the Java class values are decoded to. The Java
 * class (int[] or List, String or Optional) does not change the layout and is not part of the
 * schema fingerprint; the kinds and, for structs, the field names are.
 */
public final class RowType {
  private final RowKind kind;
  private final Class<?> javaClass;
  private final boolean optional;
  private final RowType element;
  private final RowType key;
  private final RowType value;
  private final RowSchema struct;
  private final String layout;

  private RowType(
      RowKind kind,
      Class<?> javaClass,
      boolean optional,
      RowType element,
      RowType key,
      RowType value,
      RowSchema struct) {
    this.kind = kind;
    this.javaClass = javaClass;
    this.optional = optional;
    this.element = element;
    this.key = key;
    this.value = value;
    this.struct = struct;
    this.layout = computeLayout();
  }

  /** A scalar (non-container) type. */
  public static RowType scalar(RowKind kind, Class<?> javaClass) {
    return new RowType(kind, javaClass, false, null, null, null, null);
  }

  /** An array whose Java form is {@code javaClass} (a Java array, List, Set or Collection). */
  public static RowType array(Class<?> javaClass, RowType element) {
    return new RowType(RowKind.ARRAY, javaClass, false, element, null, null, null);
  }

  /** A map whose Java form is {@code javaClass}. */
  public static RowType map(Class<?> javaClass, RowType key, RowType value) {
    return new RowType(RowKind.MAP, javaClass, false, null, key, value, null);
  }

  /** A nested row. */
  public static RowType struct(RowSchema schema) {
    return new RowType(RowKind.STRUCT, schema.javaClass(), false, null, null, null, schema);
  }

  /** The same layout, held in Java as an {@code Optional} (empty stands for null). */
  public RowType asOptional() {
    return new RowType(kind, javaClass, true, element, key, value, struct);
  }

  /** The kind of this type. */
  public RowKind kind() {
    return kind;
  }

  /** The class values are decoded to (for an optional type: the class inside the Optional). */
  public Class<?> javaClass() {
    return javaClass;
  }

  /** Whether the Java value is an {@code Optional} around a value of {@link #javaClass()}. */
  public boolean isOptional() {
    return optional;
  }

  /** The element type of an array, else null. */
  public RowType element() {
    return element;
  }

  /** The key type of a map, else null. */
  public RowType key() {
    return key;
  }

  /** The value type of a map, else null. */
  public RowType value() {
    return value;
  }

  /** The schema of a struct, else null. */
  public RowSchema struct() {
    return struct;
  }

  /** Whether values of this type sit in their slot (true) or in the variable-length region. */
  public boolean isFixed() {
    return kind.isFixed();
  }

  /** Whether the Java form is a primitive (or an array of primitives' element): never null. */
  public boolean isPrimitive() {
    return javaClass.isPrimitive();
  }

  /** Whether two types have the same layout (kinds, element types, struct fields). */
  public boolean sameLayout(RowType other) {
    return layout().equals(other.layout());
  }

  /** The layout text hashed into fingerprints, e.g. {@code array<map<string,int32>>}. */
  public String layout() {
    return layout;
  }

  private String computeLayout() {
    switch (kind) {
      case ARRAY:
        return "array<" + element.layout() + ">";
      case MAP:
        return "map<" + key.layout() + "," + value.layout() + ">";
      case STRUCT:
        return struct.layout();
      default:
        return kind.label();
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RowType
        && ((RowType) o).layout().equals(layout())
        && ((RowType) o).javaClass == javaClass
        && ((RowType) o).optional == optional;
  }

  @Override
  public int hashCode() {
    return Objects.hash(layout(), javaClass, optional);
  }

  @Override
  public String toString() {
    return optional ? "optional " + layout() : layout();
  }
}
