package org.furylike.format;

/**
 * The layout kinds of the row format. Each kind has an explicit code (never an ordinal), a label
 * (the name in schema layout text, which fingerprints hash) and, for values stored inside their
 * 8-byte slot, a natural width in bytes; 0 means the value lives in the variable-length region and
 * its slot holds offset and size.
 */
public enum RowKind {
  /** {@code boolean}: one byte, 1 or 0. */
  BOOL(1, 1, "bool"),
  /** {@code byte}: one byte. */
  INT8(2, 1, "int8"),
  /** {@code short}: two bytes, little-endian. */
  INT16(3, 2, "int16"),
  /** {@code char}: its UTF-16 code unit in two bytes, little-endian. */
  CHAR(4, 2, "char"),
  /** {@code int}: four bytes, little-endian. */
  INT32(5, 4, "int32"),
  /** {@code long}: eight bytes, little-endian. */
  INT64(6, 8, "int64"),
  /** {@code float}: its raw IEEE 754 bits in four bytes. */
  FLOAT32(7, 4, "float32"),
  /** {@code double}: its raw IEEE 754 bits in eight bytes. */
  FLOAT64(8, 8, "float64"),
  /** {@code LocalDate} as its epoch day, an int64. */
  DATE(9, 8, "date"),
  /** UTF-8 bytes. */
  STRING(10, 0, "string"),
  /** An enum constant's name in UTF-8. */
  ENUM(11, 0, "enum"),
  /** int32 scale, then the unscaled value as big-endian two's complement. */
  DECIMAL(12, 0, "decimal"),
  /** Big-endian two's complement. */
  BIGINT(13, 0, "bigint"),
  /** int64 epoch seconds, int32 nanoseconds. */
  INSTANT(14, 0, "instant"),
  /** int64 epoch day, int64 nanosecond of day. */
  DATETIME(15, 0, "datetime"),
  /** int64 seconds, int32 nanoseconds. */
  DURATION(16, 0, "duration"),
  /** Raw bytes of a {@code byte[]}. */
  BINARY(17, 0, "binary"),
  /**
   * A Java array, {@code List}, {@code Set} or {@code Collection}: an element count, a null bitmap
   * and the elements, see {@link BinaryArray}.
   */
  ARRAY(18, 0, "array"),
  /**
   * A {@code Map}: the byte size of its key array, the key array, then the value array; see {@link
   * BinaryMap}.
   */
  MAP(19, 0, "map"),
  /** A nested object: a row of the field class's own schema, see {@link BinaryRow}. */
  STRUCT(20, 0, "struct");

  private final int code;
  private final int width;
  private final String label;

  RowKind(int code, int width, String label) {
    this.code = code;
    this.width = width;
    this.label = label;
  }

  /** {@return the explicit code of this kind, stable across releases (never an ordinal)} */
  public int code() {
    return code;
  }

  /**
   * {@return the bytes of a value stored in its slot or as an array element; 0 for variable-length
   * kinds}
   */
  public int width() {
    return width;
  }

  /** {@return whether values of this kind are stored inside their slot} */
  public boolean isFixed() {
    return width != 0;
  }

  /**
   * {@return the bytes one element of this kind takes in an array: its width, or an 8-byte slot}
   */
  public int elementWidth() {
    return width == 0 ? 8 : width;
  }

  /** {@return the lower-case name used in schema text and error messages} */
  public String label() {
    return label;
  }
}
