package org.furylike.format;

/**
 * Internal: writes and reads Java values of one {@link RowType}. Fixed-width kinds are written at
 * their natural width at an index (a slot or an array element); variable-length kinds are written
 * at the current end of their container and report where they end. Readers receive an index range
 * already checked against the enclosing region and check every claim inside it themselves.
 */
public abstract class ValueCodec {
  /** The type this codec writes and reads. */
  protected final RowType type;

  /**
   * For subclasses: a codec of {@code type}.
   *
   * @param type the type written and read
   */
  protected ValueCodec(RowType type) {
    this.type = type;
  }

  /**
   * A codec tree for {@code type}; nested structs use the codecs of {@code mode}.
   *
   * @param type the type
   * @param mode generated or interpreted codecs for nested structs
   * @return the codec
   */
  public static ValueCodec of(RowType type, CodecMode mode) {
    switch (type.kind()) {
      case ARRAY:
        return new ArrayCodec(type, mode);
      case MAP:
        return new MapCodec(type, mode);
      case STRUCT:
        return new StructValueCodec(type, mode);
      default:
        return new ScalarCodec(type);
    }
  }

  /** {@return the type this codec writes and reads} */
  public RowType type() {
    return type;
  }

  /**
   * Writes a non-null fixed-width value at {@code at}.
   *
   * @param m the target
   * @param at the slot or element index
   * @param v the row value, not null
   * @throws IllegalStateException if the type is variable-length
   */
  public void writeFixed(RowMemory m, int at, Object v) {
    throw new IllegalStateException(type + " is not fixed-width");
  }

  /**
   * Reads a fixed-width value at {@code at}.
   *
   * @param m the source
   * @param at the slot or element index, already checked
   * @param where the field or element, for error messages
   * @return the row value
   * @throws RowFormatException if the bytes are not a valid value (a boolean other than 0 or 1, for
   *     example)
   * @throws IllegalStateException if the type is variable-length
   */
  public Object readFixed(RowMemory m, int at, String where) {
    throw new IllegalStateException(type + " is not fixed-width");
  }

  /**
   * Writes a non-null variable-length value at {@code at}.
   *
   * @param m the target
   * @param at where the value starts
   * @param v the row value, not null
   * @return the index after the value
   * @throws IllegalStateException if the type is fixed-width
   */
  public int writeVar(RowMemory m, int at, Object v) {
    throw new IllegalStateException(type + " is not variable-length");
  }

  /**
   * Reads a variable-length value of {@code size} bytes at {@code at}.
   *
   * @param m the source
   * @param at where the value starts, with {@code size} bytes already checked against the container
   * @param size the value's length
   * @param where the field or element, for error messages
   * @return the row value
   * @throws RowFormatException if the value's own counts, offsets or sizes are malformed
   * @throws IllegalStateException if the type is fixed-width
   */
  public Object readVar(RowMemory m, int at, int size, String where) {
    throw new IllegalStateException(type + " is not variable-length");
  }

  /**
   * The Java value to store for a row value (wraps optionals).
   *
   * @param rowValue the row value, or null
   * @return the Java value
   */
  public Object toJava(Object rowValue) {
    return type.isOptional() ? java.util.Optional.ofNullable(rowValue) : rowValue;
  }

  /**
   * The row value of a Java value (unwraps optionals; null stays null).
   *
   * @param javaValue the Java value, or null
   * @return the row value, or null
   */
  public Object fromJava(Object javaValue) {
    if (type.isOptional() && javaValue != null) {
      return ((java.util.Optional<?>) javaValue).orElse(null);
    }
    return javaValue;
  }

  /** A malformed-row error naming the place, the offset and what is wrong. */
  static RowFormatException malformed(String where, int at, String what) {
    return new RowFormatException("malformed row: " + where + " at offset " + at + ": " + what);
  }
}
