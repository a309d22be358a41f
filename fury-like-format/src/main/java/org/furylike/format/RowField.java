package org.furylike.format;

import java.math.BigDecimal;

/**
 * One field of a {@link RowSchema}, resolved once by name and then used to read any row of that
 * schema by slot: {@code RowField price = schema.field("price"); long p = price.getLong(row);}.
 * Reading a row of another schema, or with a getter of another kind, is an error naming the field.
 */
public final class RowField {
  private final RowSchema schema;
  private final int index;
  private final String name;
  private final RowType type;
  private final String where;
  private volatile ValueCodec codec;

  RowField(RowSchema schema, int index, String name, RowType type) {
    this.schema = schema;
    this.index = index;
    this.name = name;
    this.type = type;
    this.where = schema.name() + "." + name;
  }

  /** {@return the index of this field in its schema: its slot and null bit} */
  public int index() {
    return index;
  }

  /** {@return the name of this field (the Java field's name for schemas of a class)} */
  public String name() {
    return name;
  }

  /** {@return the type of this field} */
  public RowType type() {
    return type;
  }

  /** {@return the kind of this field, the kind of its type} */
  public RowKind kind() {
    return type.kind();
  }

  /** {@return the schema this field belongs to} */
  public RowSchema schema() {
    return schema;
  }

  /** {@code Class.field} for messages. */
  String where() {
    return where;
  }

  /** The codec that turns this field's value into its Java form (generated nested structs). */
  ValueCodec codec() {
    ValueCodec c = codec;
    if (c == null) {
      c = ValueCodec.of(type, CodecMode.GENERATED);
      codec = c;
    }
    return c;
  }

  private BinaryRow check(BinaryRow row) {
    RowSchema s = row.schema();
    if (s != schema && s.fingerprint() != schema.fingerprint()) {
      throw new RowFormatException(
          "field "
              + where
              + " belongs to schema "
              + schema.name()
              + " but the row has schema "
              + s.name()
              + " (fingerprints "
              + Long.toHexString(schema.fingerprint())
              + " and "
              + Long.toHexString(s.fingerprint())
              + ")");
    }
    return row;
  }

  /**
   * Whether this field is null in {@code row}.
   *
   * @param row a row of this field's schema
   * @return whether the field's null bit is set
   * @throws RowFormatException if {@code row} has another schema
   */
  public boolean isNull(BinaryRow row) {
    return check(row).isNullAt(index);
  }

  /**
   * This bool field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value; false when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public boolean getBoolean(BinaryRow row) {
    return check(row).getBoolean(index);
  }

  /**
   * This int8 field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value; 0 when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public byte getByte(BinaryRow row) {
    return check(row).getInt8(index);
  }

  /**
   * This int16 field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value; 0 when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public short getShort(BinaryRow row) {
    return check(row).getInt16(index);
  }

  /**
   * This char field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value; 0 when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public char getChar(BinaryRow row) {
    return check(row).getChar(index);
  }

  /**
   * This int32 field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value; 0 when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public int getInt(BinaryRow row) {
    return check(row).getInt32(index);
  }

  /**
   * This int64 field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value; 0 when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public long getLong(BinaryRow row) {
    return check(row).getInt64(index);
  }

  /**
   * This float32 field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value; 0 when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public float getFloat(BinaryRow row) {
    return check(row).getFloat32(index);
  }

  /**
   * This float64 field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value; 0 when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public double getDouble(BinaryRow row) {
    return check(row).getFloat64(index);
  }

  /**
   * This string field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value, or null when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public String getString(BinaryRow row) {
    return check(row).getString(index);
  }

  /**
   * This decimal field of {@code row}.
   *
   * @param row a row of this field's schema
   * @return the value, or null when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public BigDecimal getDecimal(BinaryRow row) {
    return check(row).getDecimal(index);
  }

  /**
   * The nested row of this struct field of {@code row}, read in place.
   *
   * @param row a row of this field's schema
   * @return a view of the nested row, or null when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public BinaryRow getStruct(BinaryRow row) {
    return check(row).getStruct(index);
  }

  /**
   * The array of this array field of {@code row}, read in place.
   *
   * @param row a row of this field's schema
   * @return a view of the array, or null when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public BinaryArray getArray(BinaryRow row) {
    return check(row).getArray(index);
  }

  /**
   * The map of this map field of {@code row}, read in place.
   *
   * @param row a row of this field's schema
   * @return a view of the map, or null when null
   * @throws RowFormatException if {@code row} has another schema, this field is of another kind, or
   *     its bytes are malformed
   */
  public BinaryMap getMap(BinaryRow row) {
    return check(row).getMap(index);
  }

  /**
   * This field of {@code row} decoded to its Java value alone (a box, a nested object, a list, an
   * {@code Optional}), without building the enclosing object.
   *
   * @param row a row of this field's schema
   * @return the value, or null when null (an empty {@code Optional} for an optional field)
   * @throws RowFormatException if {@code row} has another schema or its bytes are malformed
   */
  public Object decode(BinaryRow row) {
    return check(row).get(index);
  }

  @Override
  public String toString() {
    return where + ": " + type;
  }
}
