package org.furylike.format;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.memory.MemoryBuffer;

/**
 * A row read in place: typed getters by slot index (or by name, or through a {@link RowField}
 * resolved once) read one field without building any object. Every getter checks what it reads
 * against this row's own region, so a malformed row ends in a {@link RowFormatException} naming the
 * field and the offset, never in a read of bytes outside the slice the row was given.
 *
 * <p>Getters of primitive kinds return 0 (false) for a null field; use {@link #isNullAt}. Getters
 * of other kinds return null. A row is a view: it stays valid as long as its bytes do not change.
 */
public final class BinaryRow {
  private static final int HEADER = 8;
  private final RowSchema schema;
  private final RowMemory mem;
  private final int base;
  private final int end;
  private final int slots;

  BinaryRow(RowSchema schema, RowMemory mem, int base, int end) {
    this.schema = schema;
    this.mem = mem;
    this.base = base;
    this.end = end;
    this.slots = base + schema.bitmapBytes();
    if ((long) end - base < schema.fixedBytes()) {
      throw ValueCodec.malformed(
          schema.name(),
          base,
          "row of "
              + (end - base)
              + " bytes is shorter than its null bitmap and slots ("
              + schema.fixedBytes()
              + " bytes)");
    }
  }

  /**
   * Reads the encoded row (8-byte schema fingerprint, then the row) in {@code bytes[offset, offset
   * + size)}. The schema is found by fingerprint among the schemas built in this process. Nothing
   * is copied: the row reads {@code bytes} in place.
   *
   * @param bytes the array holding the row
   * @param offset where the encoded row starts
   * @param size the encoded row's length, header included
   * @return a view of the row
   * @throws RowFormatException if the slice is outside the array, shorter than the 8-byte header,
   *     or its fingerprint matches no schema built in this process
   */
  public static BinaryRow wrap(byte[] bytes, int offset, int size) {
    checkSlice(bytes.length, offset, size);
    return encoded(RowMemory.of(bytes, offset + size), offset, size, null);
  }

  /**
   * Reads the encoded row in {@code buffer}'s indices {@code [offset, offset + size)}, heap or
   * direct, in place; the buffer's position and limit are not changed.
   *
   * @param buffer the buffer holding the row
   * @param offset the absolute index where the encoded row starts
   * @param size the encoded row's length, header included
   * @return a view of the row
   * @throws RowFormatException if the slice is outside the buffer's limit, shorter than the header,
   *     or its fingerprint matches no schema built in this process
   */
  public static BinaryRow wrap(ByteBuffer buffer, int offset, int size) {
    checkSlice(buffer.limit(), offset, size);
    int start = RowMemory.indexOf(buffer, offset);
    return encoded(RowMemory.of(buffer), start, size, null);
  }

  /**
   * Reads the encoded row at {@code buffer}'s indexes {@code [offset, offset + size)}, in place: in
   * its array, or in the memory of the direct {@code ByteBuffer} it was pointed at.
   *
   * @param buffer the buffer holding the row
   * @param offset where the encoded row starts (an index of the buffer)
   * @param size the encoded row's length, header included
   * @return a view of the row
   * @throws RowFormatException if the slice is outside the array, shorter than the 8-byte header,
   *     or its fingerprint matches no schema built in this process
   */
  public static BinaryRow wrap(MemoryBuffer buffer, int offset, int size) {
    if (!buffer.hasHeap()) {
      return wrap(buffer.asByteBuffer(0, buffer.capacity()), offset, size);
    }
    return wrap(buffer.getHeapMemory(), offset, size);
  }

  /**
   * Reads an encoded row that must have been written with {@code schema}.
   *
   * @param schema the schema the row was written with
   * @param bytes the array holding the row
   * @param offset where the encoded row starts
   * @param size the encoded row's length, header included
   * @return a view of the row
   * @throws RowFormatException if the slice is outside the array or shorter than the header, or if
   *     the row's fingerprint is not {@code schema}'s (the message lists the differing fields when
   *     the writer's schema is known)
   */
  public static BinaryRow wrap(RowSchema schema, byte[] bytes, int offset, int size) {
    checkSlice(bytes.length, offset, size);
    return encoded(RowMemory.of(bytes, offset + size), offset, size, schema);
  }

  static void checkSlice(int length, int offset, int size) {
    if (offset < 0 || size < 0 || offset > length - size) {
      throw new RowFormatException(
          "slice ["
              + offset
              + ", "
              + ((long) offset + size)
              + ") is outside the "
              + length
              + " bytes given");
    }
  }

  static BinaryRow encoded(RowMemory mem, int start, int size, RowSchema expected) {
    if (size < HEADER) {
      throw ValueCodec.malformed(
          "row header", start, size + " bytes, fewer than the 8-byte " + "schema fingerprint");
    }
    long fingerprint = mem.getLong(start);
    RowSchema schema = expected;
    if (schema == null) {
      schema = RowSchema.forFingerprint(fingerprint);
      if (schema == null) {
        throw new RowFormatException(
            "row at offset "
                + start
                + " has schema fingerprint "
                + Long.toHexString(fingerprint)
                + ", which no schema of this process has; build the "
                + "encoder of the writing class or RowSchema.parse the writer's layout first");
      }
    } else if (schema.fingerprint() != fingerprint) {
      throw SchemaMismatch.of(fingerprint, schema, start);
    }
    return new BinaryRow(schema, mem, start + HEADER, start + size);
  }

  /** {@return the schema of this row} */
  public RowSchema schema() {
    return schema;
  }

  /** {@return the number of fields} */
  public int numFields() {
    return schema.size();
  }

  /**
   * {@return the bytes of this row (bitmap, slots and variable-length region), without the header}
   */
  public int sizeInBytes() {
    return end - base;
  }

  RowMemory memory() {
    return mem;
  }

  int base() {
    return base;
  }

  int end() {
    return end;
  }

  // ------------------------------------------------------------------ checks

  private void check(int i, RowKind kind) {
    if (i < 0 || i >= schema.kinds.length) {
      throw new RowFormatException(
          "no field at index "
              + i
              + " in "
              + schema.name()
              + " ("
              + schema.kinds.length
              + " fields)");
    }
    if (schema.kinds[i] != kind) {
      throw new RowFormatException(
          "field "
              + schema.field(i).where()
              + " is "
              + schema.kinds[i].label()
              + ", not "
              + kind.label());
    }
  }

  /** Absolute start of field {@code i}'s variable-length value, checked against this row. */
  private int start(int i) {
    return base + (int) (checkedSlot(i) >>> 32);
  }

  /** The slot of variable-length field {@code i}, its offset and size checked against this row. */
  private long checkedSlot(int i) {
    long slot = mem.getLong(slots + 8 * i);
    int offset = (int) (slot >>> 32);
    int size = (int) slot;
    if (offset < schema.fixedBytes() || size < 0 || (long) offset + size > end - base) {
      throw ValueCodec.malformed(
          schema.field(i).where(),
          slots + 8 * i,
          "value at offset "
              + offset
              + " size "
              + size
              + " outside its row of "
              + (end - base)
              + " bytes");
    }
    return slot;
  }

  private int size(int i) {
    return (int) mem.getLong(slots + 8 * i);
  }

  /**
   * For {@link RowArrays}: the slot of array field {@code i} (offset relative to this row in the
   * high 32 bits, size in the low), its value checked to lie inside this row, or -1 if the field is
   * null. Fails unless the field is an array of {@code element}s.
   */
  long arraySlot(int i, RowKind element) {
    RowKind[] elementKinds = schema.elementKinds;
    if (i < 0 || i >= elementKinds.length || elementKinds[i] != element) {
      check(i, RowKind.ARRAY);
      throw new RowFormatException(
          schema.field(i).where()
              + " has "
              + elementKinds[i].label()
              + " elements, not "
              + element.label());
    }
    if ((mem.getLong(base + ((i >>> 6) << 3)) & (1L << (i & 63))) != 0) {
      return -1;
    }
    return checkedSlot(i);
  }

  // ------------------------------------------------------------------ raw access for generated
  // code

  /**
   * Word {@code w} of the null bitmap (the bits of fields {@code 64w} to {@code 64w + 63}), for
   * generated codecs that test several fields' bits after one read. The row's constructor checked
   * that its bitmap and slots lie inside it.
   *
   * @param w the word index, 0 for fields 0 to 63
   * @return the word's 64 null bits
   */
  @GeneratedCodeApi
  public long nullWord(int w) {
    if (w < 0 || w >= schema.bitmapBytes() >>> 3) {
      throw new RowFormatException("no null-bitmap word " + w + " in " + schema.name());
    }
    return mem.getLong(base + 8 * w);
  }

  /**
   * The raw 8 bytes of field {@code i}'s slot, little-endian, without a kind check: generated
   * codecs, which know the layout, narrow it to the field's type.
   *
   * @param i the field's slot index
   * @return the slot's 8 bytes as a little-endian long
   */
  @GeneratedCodeApi
  public long slot(int i) {
    if (i < 0 || i >= schema.kinds.length) {
      throw new RowFormatException("no field at index " + i + " in " + schema.name());
    }
    return mem.getLong(slots + 8 * i);
  }

  // ------------------------------------------------------------------ getters by index

  /**
   * Whether field {@code i} is null.
   *
   * @param i the field's index in the schema
   * @return whether the field's null bit is set
   * @throws RowFormatException if there is no field {@code i}
   */
  public boolean isNullAt(int i) {
    if (i < 0 || i >= schema.kinds.length) {
      throw new RowFormatException("no field at index " + i + " in " + schema.name());
    }
    return (mem.getLong(base + ((i >>> 6) << 3)) & (1L << (i & 63))) != 0;
  }

  /**
   * The bool value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value; false when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public boolean getBoolean(int i) {
    check(i, RowKind.BOOL);
    return ScalarCodec.readBoolean(mem, slots + 8 * i, schema.field(i).where());
  }

  /**
   * The int8 value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public byte getInt8(int i) {
    check(i, RowKind.INT8);
    return mem.getByte(slots + 8 * i);
  }

  /**
   * The int16 value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public short getInt16(int i) {
    check(i, RowKind.INT16);
    return mem.getShort(slots + 8 * i);
  }

  /**
   * The char value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public char getChar(int i) {
    check(i, RowKind.CHAR);
    return (char) mem.getShort(slots + 8 * i);
  }

  /**
   * The int32 value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public int getInt32(int i) {
    check(i, RowKind.INT32);
    return mem.getInt(slots + 8 * i);
  }

  /**
   * The int64 value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public long getInt64(int i) {
    check(i, RowKind.INT64);
    return mem.getLong(slots + 8 * i);
  }

  /**
   * The float32 value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public float getFloat32(int i) {
    check(i, RowKind.FLOAT32);
    return Float.intBitsToFloat(mem.getInt(slots + 8 * i));
  }

  /**
   * The float64 value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public double getFloat64(int i) {
    check(i, RowKind.FLOAT64);
    return Double.longBitsToDouble(mem.getLong(slots + 8 * i));
  }

  /**
   * The date value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public LocalDate getDate(int i) {
    check(i, RowKind.DATE);
    return isNullAt(i) ? null : ScalarCodec.readDate(mem, slots + 8 * i, schema.field(i).where());
  }

  /**
   * The string value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public String getString(int i) {
    check(i, RowKind.STRING);
    return isNullAt(i) ? null : ScalarCodec.readString(mem, start(i), size(i));
  }

  /**
   * The constant name of enum field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the name, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public String getEnumName(int i) {
    check(i, RowKind.ENUM);
    return isNullAt(i) ? null : ScalarCodec.readString(mem, start(i), size(i));
  }

  /**
   * The decimal value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public BigDecimal getDecimal(int i) {
    check(i, RowKind.DECIMAL);
    return isNullAt(i)
        ? null
        : ScalarCodec.readDecimal(mem, start(i), size(i), schema.field(i).where());
  }

  /**
   * The bigint value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public BigInteger getBigInteger(int i) {
    check(i, RowKind.BIGINT);
    return isNullAt(i)
        ? null
        : ScalarCodec.readBigInteger(mem, start(i), size(i), schema.field(i).where());
  }

  /**
   * The instant value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public Instant getInstant(int i) {
    check(i, RowKind.INSTANT);
    return isNullAt(i)
        ? null
        : ScalarCodec.readInstant(mem, start(i), size(i), schema.field(i).where());
  }

  /**
   * The datetime value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public LocalDateTime getDateTime(int i) {
    check(i, RowKind.DATETIME);
    return isNullAt(i)
        ? null
        : ScalarCodec.readDateTime(mem, start(i), size(i), schema.field(i).where());
  }

  /**
   * The duration value of field {@code i}.
   *
   * @param i the field's index in the schema
   * @return the value, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public Duration getDuration(int i) {
    check(i, RowKind.DURATION);
    return isNullAt(i)
        ? null
        : ScalarCodec.readDuration(mem, start(i), size(i), schema.field(i).where());
  }

  /**
   * The binary value of field {@code i}, copied out of the row.
   *
   * @param i the field's index in the schema
   * @return a new array, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public byte[] getBinary(int i) {
    check(i, RowKind.BINARY);
    return isNullAt(i) ? null : mem.getBytes(start(i), size(i));
  }

  /**
   * The nested row of struct field {@code i}, read in place.
   *
   * @param i the field's index in the schema
   * @return a view of the nested row, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public BinaryRow getStruct(int i) {
    check(i, RowKind.STRUCT);
    if (isNullAt(i)) {
      return null;
    }
    int at = start(i);
    return new BinaryRow(schema.field(i).type().struct(), mem, at, at + size(i));
  }

  /**
   * The array of array field {@code i} (a Java array, {@code List} or {@code Set} in the class),
   * read in place.
   *
   * @param i the field's index in the schema
   * @return a view of the array, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public BinaryArray getArray(int i) {
    check(i, RowKind.ARRAY);
    if (isNullAt(i)) {
      return null;
    }
    int at = start(i);
    return new BinaryArray(schema.field(i).type().element(), mem, at, at + size(i));
  }

  /**
   * The map of map field {@code i}, read in place.
   *
   * @param i the field's index in the schema
   * @return a view of the map, or null when the field is null
   * @throws RowFormatException if there is no field {@code i}, it is of another kind, or its bytes
   *     are malformed
   */
  public BinaryMap getMap(int i) {
    check(i, RowKind.MAP);
    if (isNullAt(i)) {
      return null;
    }
    int at = start(i);
    return new BinaryMap(schema.field(i).type(), mem, at, at + size(i));
  }

  /**
   * Field {@code i} decoded to its Java value alone (boxed primitives, a nested object, a list, an
   * {@code Optional}): partial decode without building the enclosing object.
   *
   * @param i the field's index in the schema
   * @return the decoded value, or null when the field is null (an empty {@code Optional} for an
   *     optional field)
   * @throws RowFormatException if there is no field {@code i} or its bytes are malformed
   */
  public Object get(int i) {
    ValueCodec codec = schema.field(i).codec();
    return codec.toJava(readValue(i, codec));
  }

  /**
   * Field {@code i} in row form (before optional wrapping) read with {@code codec}; called by the
   * encoders, not API.
   *
   * @param i the field's index in the schema
   * @param codec the field's codec
   * @return the value in row form, or null when the field is null
   * @throws RowFormatException if its bytes are malformed
   */
  public Object readValue(int i, ValueCodec codec) {
    if (isNullAt(i)) {
      return null;
    }
    RowField f = schema.field(i);
    return f.type().isFixed()
        ? codec.readFixed(mem, slots + 8 * i, f.where())
        : codec.readVar(mem, start(i), size(i), f.where());
  }

  // ------------------------------------------------------------------ getters by name

  /**
   * Whether field {@code name} is null.
   *
   * @param name the field's name
   * @return whether the field's null bit is set
   * @throws RowFormatException if there is no field {@code name}
   */
  public boolean isNullAt(String name) {
    return isNullAt(schema.field(name).index());
  }

  /**
   * The int32 value of field {@code name}; see {@link #getInt32(int)}.
   *
   * @param name the field's name
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code name}, it is of another kind, or its
   *     bytes are malformed
   */
  public int getInt32(String name) {
    return getInt32(schema.field(name).index());
  }

  /**
   * The int64 value of field {@code name}; see {@link #getInt64(int)}.
   *
   * @param name the field's name
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code name}, it is of another kind, or its
   *     bytes are malformed
   */
  public long getInt64(String name) {
    return getInt64(schema.field(name).index());
  }

  /**
   * The float64 value of field {@code name}; see {@link #getFloat64(int)}.
   *
   * @param name the field's name
   * @return the value; 0 when the field is null
   * @throws RowFormatException if there is no field {@code name}, it is of another kind, or its
   *     bytes are malformed
   */
  public double getFloat64(String name) {
    return getFloat64(schema.field(name).index());
  }

  /**
   * The string value of field {@code name}.
   *
   * @param name the field's name
   * @return the value, or null when the field is null
   * @throws RowFormatException if there is no field {@code name}, it is of another kind, or its
   *     bytes are malformed
   */
  public String getString(String name) {
    return getString(schema.field(name).index());
  }

  /**
   * The decimal value of field {@code name}.
   *
   * @param name the field's name
   * @return the value, or null when the field is null
   * @throws RowFormatException if there is no field {@code name}, it is of another kind, or its
   *     bytes are malformed
   */
  public BigDecimal getDecimal(String name) {
    return getDecimal(schema.field(name).index());
  }

  /**
   * The nested row of struct field {@code name}, read in place.
   *
   * @param name the field's name
   * @return a view of the nested row, or null when the field is null
   * @throws RowFormatException if there is no field {@code name}, it is of another kind, or its
   *     bytes are malformed
   */
  public BinaryRow getStruct(String name) {
    return getStruct(schema.field(name).index());
  }

  /**
   * The array of array field {@code name}, read in place.
   *
   * @param name the field's name
   * @return a view of the array, or null when the field is null
   * @throws RowFormatException if there is no field {@code name}, it is of another kind, or its
   *     bytes are malformed
   */
  public BinaryArray getArray(String name) {
    return getArray(schema.field(name).index());
  }

  /**
   * The map of map field {@code name}, read in place.
   *
   * @param name the field's name
   * @return a view of the map, or null when the field is null
   * @throws RowFormatException if there is no field {@code name}, it is of another kind, or its
   *     bytes are malformed
   */
  public BinaryMap getMap(String name) {
    return getMap(schema.field(name).index());
  }

  /**
   * Field {@code name} decoded to its Java value alone; see {@link #get(int)}.
   *
   * @param name the field's name
   * @return the decoded value, or null when the field is null
   * @throws RowFormatException if there is no field {@code name} or its bytes are malformed
   */
  public Object get(String name) {
    return get(schema.field(name).index());
  }

  // ------------------------------------------------------------------ whole row

  /**
   * Checks every offset, size and count in this row and the values it contains: call it once on an
   * untrusted row to fail before the first read rather than at a bad field.
   *
   * @return this row
   * @throws RowFormatException naming the first malformed field and its offset
   */
  public BinaryRow validate() {
    RowValidator.validate(this);
    return this;
  }

  /**
   * {@return a copy of this row in encoded form: the 8-byte schema fingerprint, then the row bytes}
   */
  public byte[] toBytes() {
    byte[] out = new byte[HEADER + end - base];
    RowMemory o = RowMemory.of(out, out.length);
    o.putLong(0, schema.fingerprint());
    byte[] body = mem.getBytes(base, end - base);
    o.putBytes(HEADER, body, 0, body.length);
    return out;
  }

  @Override
  public String toString() {
    return "BinaryRow{" + schema.name() + ", " + (end - base) + " bytes at " + base + "}";
  }
}
