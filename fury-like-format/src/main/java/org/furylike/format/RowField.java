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

  /** The index of this field. */
  public int index() {
    return index;
  }

  /** The name of this field. */
  public String name() {
    return name;
  }

  /** The type of this field. */
  public RowType type() {
    return type;
  }

  /** The kind of this field. */
  public RowKind kind() {
    return type.kind();
  }

  /** The schema this field belongs to. */
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

  /** Whether this field is null in {@code row}. */
  public boolean isNull(BinaryRow row) {
    return check(row).isNullAt(index);
  }

  /** This field of {@code row} as bool (0 or false when null). */
  public boolean getBoolean(BinaryRow row) {
    return check(row).getBoolean(index);
  }

  /** This field of {@code row} as byte (0 or false when null). */
  public byte getByte(BinaryRow row) {
    return check(row).getInt8(index);
  }

  /** This field of {@code row} as short (0 or false when null). */
  public short getShort(BinaryRow row) {
    return check(row).getInt16(index);
  }

  /** This field of {@code row} as char (0 or false when null). */
  public char getChar(BinaryRow row) {
    return check(row).getChar(index);
  }

  /** This field of {@code row} as int (0 or false when null). */
  public int getInt(BinaryRow row) {
    return check(row).getInt32(index);
  }

  /** This field of {@code row} as long (0 or false when null). */
  public long getLong(BinaryRow row) {
    return check(row).getInt64(index);
  }

  /** This field of {@code row} as float (0 or false when null). */
  public float getFloat(BinaryRow row) {
    return check(row).getFloat32(index);
  }

  /** This field of {@code row} as double (0 or false when null). */
  public double getDouble(BinaryRow row) {
    return check(row).getFloat64(index);
  }

  /** This field of {@code row} as string (0 or false when null). */
  public String getString(BinaryRow row) {
    return check(row).getString(index);
  }

  /** This field of {@code row} as decimal (0 or false when null). */
  public BigDecimal getDecimal(BinaryRow row) {
    return check(row).getDecimal(index);
  }

  /**
   * The nested row of struct field {@code name} (or of this field), read in place; null if null.
   */
  public BinaryRow getStruct(BinaryRow row) {
    return check(row).getStruct(index);
  }

  /** The array of field {@code name} (or of this field), read in place; null if null. */
  public BinaryArray getArray(BinaryRow row) {
    return check(row).getArray(index);
  }

  /** The map of field {@code name} (or of this field), read in place; null if null. */
  public BinaryMap getMap(BinaryRow row) {
    return check(row).getMap(index);
  }

  /** This field of {@code row} decoded to its Java value alone (a nested object, a list, ...). */
  public Object decode(BinaryRow row) {
    return check(row).get(index);
  }

  @Override
  public String toString() {
    return where + ": " + type;
  }
}
