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

  public int index() {
    return index;
  }

  public String name() {
    return name;
  }

  public RowType type() {
    return type;
  }

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
      throw new RowFormatException("field " + where + " belongs to schema " + schema.name()
          + " but the row has schema " + s.name() + " (fingerprints " + Long.toHexString(
              schema.fingerprint()) + " and " + Long.toHexString(s.fingerprint()) + ")");
    }
    return row;
  }

  /** Whether this field is null in {@code row}. */
  public boolean isNull(BinaryRow row) {
    return check(row).isNullAt(index);
  }

  public boolean getBoolean(BinaryRow row) {
    return check(row).getBoolean(index);
  }

  public byte getByte(BinaryRow row) {
    return check(row).getInt8(index);
  }

  public short getShort(BinaryRow row) {
    return check(row).getInt16(index);
  }

  public char getChar(BinaryRow row) {
    return check(row).getChar(index);
  }

  public int getInt(BinaryRow row) {
    return check(row).getInt32(index);
  }

  public long getLong(BinaryRow row) {
    return check(row).getInt64(index);
  }

  public float getFloat(BinaryRow row) {
    return check(row).getFloat32(index);
  }

  public double getDouble(BinaryRow row) {
    return check(row).getFloat64(index);
  }

  public String getString(BinaryRow row) {
    return check(row).getString(index);
  }

  public BigDecimal getDecimal(BinaryRow row) {
    return check(row).getDecimal(index);
  }

  public BinaryRow getStruct(BinaryRow row) {
    return check(row).getStruct(index);
  }

  public BinaryArray getArray(BinaryRow row) {
    return check(row).getArray(index);
  }

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
