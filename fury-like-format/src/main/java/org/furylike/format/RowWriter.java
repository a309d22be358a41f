package org.furylike.format;

import java.math.BigDecimal;
import java.util.Arrays;

/**
 * Builds one row field by field, with no Java object of the row's class: for producers that stream
 * values (parsers, joins, network readers). Fields may be set in any order, each at most once;
 * fields never set are null. Set in slot order, the bytes equal what {@link RowEncoder} writes for
 * an object with the same values. Reusable after {@link #reset()}; not thread-safe.
 *
 * <pre>{@code
 * RowWriter w = new RowWriter(RowSchema.of(Order.class));
 * w.setLong("id", 7).setString("customer", "ada").set("lines", lines);
 * byte[] encoded = w.encode();
 * }</pre>
 */
public final class RowWriter {
  private static final int HEADER = 8;
  private final RowSchema schema;
  private final ValueCodec[] codecs;
  private final boolean[] written;
  private final int slots;
  private RowMemory mem;
  private int cursor;

  /**
   * A writer of rows of {@code schema}, ready for the first row.
   *
   * @param schema the schema of every row written
   */
  public RowWriter(RowSchema schema) {
    this.schema = schema;
    this.codecs = new ValueCodec[schema.size()];
    this.written = new boolean[schema.size()];
    this.slots = HEADER + schema.bitmapBytes();
    reset();
  }

  /**
   * Starts a new row in a new array; rows and arrays returned before stay valid.
   *
   * @return this writer
   */
  public RowWriter reset() {
    mem = RowMemory.growable(HEADER + schema.fixedBytes() + 64);
    mem.putLong(0, schema.fingerprint());
    cursor = RowLayout.beginRow(mem, HEADER, schema.fixedBytes());
    Arrays.fill(written, false);
    return this;
  }

  private int claim(int i, RowKind kind) {
    RowField f = schema.field(i);
    if (kind != null && f.kind() != kind) {
      throw new RowFormatException(
          "field " + f.where() + " is " + f.kind().label() + ", not " + kind.label());
    }
    if (written[i]) {
      throw new RowFormatException("field " + f.where() + " was already set in this row");
    }
    written[i] = true;
    return slots + 8 * i;
  }

  private int index(String name) {
    return schema.field(name).index();
  }

  /**
   * Sets bool field {@code name}.
   *
   * @param name the field's name
   * @param v the value
   * @return this writer
   * @throws RowFormatException if there is no such field, it is of another kind, or it was already
   *     set in this row
   */
  public RowWriter setBoolean(String name, boolean v) {
    RowLayout.putBoolean(mem, claim(index(name), RowKind.BOOL), v);
    return this;
  }

  /**
   * Sets int32 field {@code name}.
   *
   * @param name the field's name
   * @param v the value
   * @return this writer
   * @throws RowFormatException if there is no such field, it is of another kind, or it was already
   *     set in this row
   */
  public RowWriter setInt(String name, int v) {
    return setInt(index(name), v);
  }

  /**
   * Sets int32 field {@code i}.
   *
   * @param i the field's index in the schema
   * @param v the value
   * @return this writer
   * @throws RowFormatException if there is no such field, it is of another kind, or it was already
   *     set in this row
   */
  public RowWriter setInt(int i, int v) {
    mem.putInt(claim(i, RowKind.INT32), v);
    return this;
  }

  /**
   * Sets int64 field {@code name}.
   *
   * @param name the field's name
   * @param v the value
   * @return this writer
   * @throws RowFormatException if there is no such field, it is of another kind, or it was already
   *     set in this row
   */
  public RowWriter setLong(String name, long v) {
    return setLong(index(name), v);
  }

  /**
   * Sets int64 field {@code i}.
   *
   * @param i the field's index in the schema
   * @param v the value
   * @return this writer
   * @throws RowFormatException if there is no such field, it is of another kind, or it was already
   *     set in this row
   */
  public RowWriter setLong(int i, long v) {
    mem.putLong(claim(i, RowKind.INT64), v);
    return this;
  }

  /**
   * Sets float64 field {@code name}.
   *
   * @param name the field's name
   * @param v the value
   * @return this writer
   * @throws RowFormatException if there is no such field, it is of another kind, or it was already
   *     set in this row
   */
  public RowWriter setDouble(String name, double v) {
    RowLayout.putDouble(mem, claim(index(name), RowKind.FLOAT64), v);
    return this;
  }

  /**
   * Sets string field {@code name}; null sets it null.
   *
   * @param name the field's name
   * @param v the value, or null
   * @return this writer
   * @throws RowFormatException if there is no such field, it is of another kind, or it was already
   *     set in this row
   */
  public RowWriter setString(String name, String v) {
    return setString(index(name), v);
  }

  /**
   * Sets string field {@code i}; null sets it null.
   *
   * @param i the field's index in the schema
   * @param v the value, or null
   * @return this writer
   * @throws RowFormatException if there is no such field, it is of another kind, or it was already
   *     set in this row
   */
  public RowWriter setString(int i, String v) {
    if (v == null) {
      return setNull(i);
    }
    int slot = claim(i, RowKind.STRING);
    cursor = RowLayout.endVar(mem, HEADER, slot, cursor, RowLayout.writeString(mem, cursor, v));
    return this;
  }

  /**
   * Sets decimal field {@code name}; null sets it null.
   *
   * @param name the field's name
   * @param v the value, or null
   * @return this writer
   * @throws RowFormatException if there is no such field, it is of another kind, or it was already
   *     set in this row
   */
  public RowWriter setDecimal(String name, BigDecimal v) {
    return set(name, v);
  }

  /**
   * Marks field {@code i} null.
   *
   * @param i the field's index in the schema
   * @return this writer
   * @throws RowFormatException if there is no such field or it was already set in this row
   */
  public RowWriter setNull(int i) {
    claim(i, null);
    RowLayout.setNull(mem, HEADER, i);
    return this;
  }

  /**
   * Marks field {@code name} null.
   *
   * @param name the field's name
   * @return this writer
   * @throws RowFormatException if there is no such field or it was already set in this row
   */
  public RowWriter setNull(String name) {
    return setNull(index(name));
  }

  /**
   * Sets a field from its Java value (a box, String, enum, time value, array, List, Set, Map, or an
   * object of a nested struct's class); null sets null.
   *
   * @param name the field's name
   * @param value the value, of a type the field's kind accepts, or null
   * @return this writer
   * @throws RowFormatException if there is no such field, it was already set, or the value cannot
   *     be written as the field (a subclass where a struct class is declared, for example)
   * @throws ClassCastException if the value is not of the field's Java type
   */
  public RowWriter set(String name, Object value) {
    int i = index(name);
    ValueCodec c = codec(i);
    Object v = c.fromJava(value);
    if (v == null) {
      return setNull(i);
    }
    int slot = claim(i, null);
    if (c.type().isFixed()) {
      c.writeFixed(mem, slot, v);
    } else {
      cursor = RowLayout.endVar(mem, HEADER, slot, cursor, c.writeVar(mem, cursor, v));
    }
    return this;
  }

  /**
   * Sets a struct field by copying a row of the field's schema (from another row, for example);
   * null sets it null.
   *
   * @param name the field's name
   * @param row a row of the struct's schema, or null
   * @return this writer
   * @throws RowFormatException if there is no such struct field, it was already set, or {@code row}
   *     has another schema
   */
  public RowWriter setStruct(String name, BinaryRow row) {
    int i = index(name);
    if (row == null) {
      return setNull(i);
    }
    RowSchema expected = schema.field(i).type().struct();
    int slot = claim(i, RowKind.STRUCT);
    if (row.schema().fingerprint() != expected.fingerprint()) {
      throw new RowFormatException(
          "field "
              + schema.field(i).where()
              + " needs a row of "
              + expected.layout()
              + ", got "
              + row.schema().layout());
    }
    byte[] body = row.memory().getBytes(row.base(), row.sizeInBytes());
    int end = RowLayout.writeBytes(mem, cursor, body);
    cursor = RowLayout.endVar(mem, HEADER, slot, cursor, end);
    return this;
  }

  private ValueCodec codec(int i) {
    if (codecs[i] == null) {
      codecs[i] = ValueCodec.of(schema.field(i).type(), CodecMode.GENERATED);
    }
    return codecs[i];
  }

  private void finish() {
    for (int i = 0; i < written.length; i++) {
      if (!written[i]) {
        RowLayout.setNull(mem, HEADER, i);
        written[i] = true;
      }
    }
  }

  /**
   * The encoded row (fingerprint, then the row); fields not set are written null. The row is then
   * complete: call {@link #reset()} before writing the next.
   *
   * @return a new array holding the encoded row
   */
  public byte[] encode() {
    finish();
    return Arrays.copyOf(mem.heap(), cursor);
  }

  /**
   * The row, read in place; fields not set are null. Call {@link #reset()} before the next.
   *
   * @return a view of the finished row
   */
  public BinaryRow toRow() {
    byte[] b = encode();
    return new BinaryRow(schema, RowMemory.of(b, b.length), HEADER, b.length);
  }
}
