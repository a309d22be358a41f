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

  /**
   * A scalar (non-container) type.
   *
   * @param kind a kind other than {@code ARRAY}, {@code MAP} and {@code STRUCT}
   * @param javaClass the class values are decoded to, such as {@code int.class} or {@code
   *     Integer.class}
   * @return the type
   */
  public static RowType scalar(RowKind kind, Class<?> javaClass) {
    return new RowType(kind, javaClass, false, null, null, null, null);
  }

  /**
   * An array whose Java form is {@code javaClass} (a Java array, List, Set or Collection).
   *
   * @param javaClass the container class values are decoded to
   * @param element the element type
   * @return the type
   */
  public static RowType array(Class<?> javaClass, RowType element) {
    return new RowType(RowKind.ARRAY, javaClass, false, element, null, null, null);
  }

  /**
   * A map whose Java form is {@code javaClass}.
   *
   * @param javaClass the map class values are decoded to
   * @param key the key type
   * @param value the value type
   * @return the type
   */
  public static RowType map(Class<?> javaClass, RowType key, RowType value) {
    return new RowType(RowKind.MAP, javaClass, false, null, key, value, null);
  }

  /**
   * A nested row.
   *
   * @param schema the nested row's schema
   * @return the type, decoded to the schema's class
   */
  public static RowType struct(RowSchema schema) {
    return new RowType(RowKind.STRUCT, schema.javaClass(), false, null, null, null, schema);
  }

  /** {@return the same layout, held in Java as an {@code Optional} (empty stands for null)} */
  public RowType asOptional() {
    return new RowType(kind, javaClass, true, element, key, value, struct);
  }

  /** {@return the kind of this type} */
  public RowKind kind() {
    return kind;
  }

  /**
   * {@return the class values are decoded to (for an optional type: the class inside the Optional)}
   */
  public Class<?> javaClass() {
    return javaClass;
  }

  /**
   * {@return whether the Java value is an {@code Optional} around a value of {@link #javaClass()}}
   */
  public boolean isOptional() {
    return optional;
  }

  /** {@return the element type of an array, else null} */
  public RowType element() {
    return element;
  }

  /** {@return the key type of a map, else null} */
  public RowType key() {
    return key;
  }

  /** {@return the value type of a map, else null} */
  public RowType value() {
    return value;
  }

  /** {@return the schema of a struct, else null} */
  public RowSchema struct() {
    return struct;
  }

  /**
   * {@return whether values of this type sit in their slot (true) or in the variable-length region}
   */
  public boolean isFixed() {
    return kind.isFixed();
  }

  /** {@return whether the Java form is a primitive, which can never be null} */
  public boolean isPrimitive() {
    return javaClass.isPrimitive();
  }

  /**
   * Whether two types have the same layout (kinds, element types, struct fields); the Java classes
   * may differ.
   *
   * @param other the other type
   * @return whether their layout texts are equal
   */
  public boolean sameLayout(RowType other) {
    return layout().equals(other.layout());
  }

  /**
   * {@return the layout text hashed into fingerprints, such as {@code array<map<string,int32>>}}
   */
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
