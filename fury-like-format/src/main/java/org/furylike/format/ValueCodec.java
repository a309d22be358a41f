package org.furylike.format;

/**
 * Internal: writes and reads Java values of one {@link RowType}. Fixed-width kinds are written at
 * their natural width at an index (a slot or an array element); variable-length kinds are written
 * at the current end of their container and report where they end. Readers receive an index range
 * already checked against the enclosing region and check every claim inside it themselves.
 */
public abstract class ValueCodec {
  protected final RowType type;

  protected ValueCodec(RowType type) {
    this.type = type;
  }

  /** A codec tree for {@code type}; nested structs use the codecs of {@code mode}. */
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

  /** The type of this type. */
  public RowType type() {
    return type;
  }

  /** Writes a non-null fixed-width value at {@code at}. */
  public void writeFixed(RowMemory m, int at, Object v) {
    throw new IllegalStateException(type + " is not fixed-width");
  }

  /** Reads a fixed-width value at {@code at}. */
  public Object readFixed(RowMemory m, int at, String where) {
    throw new IllegalStateException(type + " is not fixed-width");
  }

  /** Writes a non-null variable-length value at {@code at}; returns where it ends. */
  public int writeVar(RowMemory m, int at, Object v) {
    throw new IllegalStateException(type + " is not variable-length");
  }

  /** Reads a variable-length value of {@code size} bytes at {@code at}. */
  public Object readVar(RowMemory m, int at, int size, String where) {
    throw new IllegalStateException(type + " is not variable-length");
  }

  /** The Java value to store for a row value (wraps optionals). */
  public Object toJava(Object rowValue) {
    return type.isOptional() ? java.util.Optional.ofNullable(rowValue) : rowValue;
  }

  /** The row value of a Java value (unwraps optionals; null stays null). */
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
