package org.furylike.format;

import java.math.BigDecimal;

/**
 * An array read in place: an int64 element count, a null bitmap of whole 8-byte words, the elements
 * at their natural width (or 8-byte offset-and-size slots for variable-length elements) padded to 8
 * bytes, then the variable-length elements. Element getters check the index and every offset
 * against this array's own region.
 */
public final class BinaryArray {
  private final RowType element;
  private final RowKind kind;
  private final RowMemory mem;
  private final int base;
  private final int end;
  private final int count;
  private final int elements;
  private final int fixedBytes;
  private final int width;
  private ValueCodec codec;

  BinaryArray(RowType element, RowMemory mem, int base, int end) {
    this.element = element;
    this.kind = element.kind();
    this.mem = mem;
    this.base = base;
    this.end = end;
    this.width = kind.elementWidth();
    if (end - base < 8) {
      throw ValueCodec.malformed(
          where(),
          base,
          "array of " + (end - base) + " bytes has no room for its 8-byte element count");
    }
    long n = mem.getLong(base);
    long fixed =
        n < 0 || n > Integer.MAX_VALUE
            ? Long.MAX_VALUE
            : 8 + (((n + 63) >>> 6) << 3) + ((n * width + 7) & ~7L);
    if (fixed > end - base) {
      throw ValueCodec.malformed(
          where(),
          base,
          "element count "
              + n
              + " needs "
              + (fixed == Long.MAX_VALUE ? "more" : fixed + "")
              + " bytes but the array has "
              + (end - base));
    }
    this.count = (int) n;
    this.elements = base + 8 + RowLayout.bitmapBytes(count);
    this.fixedBytes = (int) fixed;
  }

  private String where() {
    return "array<" + element.layout() + ">";
  }

  /** {@return the element type} */
  public RowType elementType() {
    return element;
  }

  /** {@return the number of elements} */
  public int size() {
    return count;
  }

  /**
   * {@return the bytes of this array: count, bitmap, element slots and variable-length elements}
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

  private int at(int j, RowKind expected) {
    if (j < 0 || j >= count) {
      throw new RowFormatException(
          "element index "
              + j
              + " outside "
              + where()
              + " of "
              + count
              + " elements at offset "
              + base);
    }
    if (kind != expected) {
      throw new RowFormatException(
          where() + " has " + kind.label() + " elements, not " + expected.label());
    }
    return elements + j * width;
  }

  /** Absolute start of variable-length element {@code j}, checked against this array. */
  private int start(int slot) {
    long v = mem.getLong(slot);
    int offset = (int) (v >>> 32);
    int size = (int) v;
    if (offset < fixedBytes || size < 0 || (long) offset + size > end - base) {
      throw ValueCodec.malformed(
          where() + " element " + (slot - elements) / 8,
          slot,
          "value at offset "
              + offset
              + " size "
              + size
              + " outside its array of "
              + (end - base)
              + " bytes");
    }
    return base + offset;
  }

  private int size(int slot) {
    return (int) mem.getLong(slot);
  }

  /**
   * Whether element {@code j} is null.
   *
   * @param j the element index, from 0
   * @return whether the element's null bit is set
   * @throws RowFormatException if {@code j} is outside the array
   */
  public boolean isNullAt(int j) {
    if (j < 0 || j >= count) {
      throw new RowFormatException(
          "element index "
              + j
              + " outside "
              + where()
              + " of "
              + count
              + " elements at offset "
              + base);
    }
    return (mem.getLong(base + 8 + ((j >>> 6) << 3)) & (1L << (j & 63))) != 0;
  }

  /**
   * The bool value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value; false when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public boolean getBoolean(int j) {
    return ScalarCodec.readBoolean(mem, at(j, RowKind.BOOL), where());
  }

  /**
   * The int8 value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value; 0 when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public byte getInt8(int j) {
    return mem.getByte(at(j, RowKind.INT8));
  }

  /**
   * The int16 value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value; 0 when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public short getInt16(int j) {
    return mem.getShort(at(j, RowKind.INT16));
  }

  /**
   * The char value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value; 0 when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public char getChar(int j) {
    return (char) mem.getShort(at(j, RowKind.CHAR));
  }

  /**
   * The int32 value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value; 0 when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public int getInt32(int j) {
    return mem.getInt(at(j, RowKind.INT32));
  }

  /**
   * The int64 value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value; 0 when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public long getInt64(int j) {
    return mem.getLong(at(j, RowKind.INT64));
  }

  /**
   * The float32 value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value; 0 when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public float getFloat32(int j) {
    return Float.intBitsToFloat(mem.getInt(at(j, RowKind.FLOAT32)));
  }

  /**
   * The float64 value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value; 0 when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public double getFloat64(int j) {
    return Double.longBitsToDouble(mem.getLong(at(j, RowKind.FLOAT64)));
  }

  /**
   * The string value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value, or null when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public String getString(int j) {
    int slot = at(j, RowKind.STRING);
    return isNullAt(j) ? null : ScalarCodec.readString(mem, start(slot), size(slot));
  }

  /**
   * The decimal value of element {@code j}.
   *
   * @param j the element index, from 0
   * @return the value, or null when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public BigDecimal getDecimal(int j) {
    int slot = at(j, RowKind.DECIMAL);
    return isNullAt(j) ? null : ScalarCodec.readDecimal(mem, start(slot), size(slot), where());
  }

  /**
   * Element {@code j}, a nested row, read in place.
   *
   * @param j the element index, from 0
   * @return a view of the row, or null when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public BinaryRow getStruct(int j) {
    int slot = at(j, RowKind.STRUCT);
    if (isNullAt(j)) {
      return null;
    }
    int s = start(slot);
    return new BinaryRow(element.struct(), mem, s, s + size(slot));
  }

  /**
   * Element {@code j}, a nested array, read in place.
   *
   * @param j the element index, from 0
   * @return a view of the array, or null when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public BinaryArray getArray(int j) {
    int slot = at(j, RowKind.ARRAY);
    if (isNullAt(j)) {
      return null;
    }
    int s = start(slot);
    return new BinaryArray(element.element(), mem, s, s + size(slot));
  }

  /**
   * Element {@code j}, a nested map, read in place.
   *
   * @param j the element index, from 0
   * @return a view of the map, or null when null
   * @throws RowFormatException if {@code j} is outside the array, the elements are of another kind,
   *     or the element's bytes are malformed
   */
  public BinaryMap getMap(int j) {
    int slot = at(j, RowKind.MAP);
    if (isNullAt(j)) {
      return null;
    }
    int s = start(slot);
    return new BinaryMap(element, mem, s, s + size(slot));
  }

  /**
   * Element {@code j} decoded to its Java value alone (partial decode).
   *
   * @param j the element index, from 0
   * @return the value, or null when null (an empty {@code Optional} for optional elements)
   * @throws RowFormatException if {@code j} is outside the array or the element's bytes are
   *     malformed
   */
  public Object get(int j) {
    ValueCodec c = codec();
    return c.toJava(getRowValue(j, c));
  }

  /** Element {@code j} in row form (before optional wrapping), read with {@code c}. */
  Object getRowValue(int j, ValueCodec c) {
    int at = at(j, kind);
    if (isNullAt(j)) {
      return null;
    }
    return kind.isFixed()
        ? c.readFixed(mem, at, where())
        : c.readVar(mem, start(at), size(at), where() + " element " + j);
  }

  private ValueCodec codec() {
    if (codec == null) {
      codec = ValueCodec.of(element, CodecMode.GENERATED);
    }
    return codec;
  }

  /**
   * Checks every count, offset and size in this array and its elements.
   *
   * @return this array
   * @throws RowFormatException naming the first malformed element and its offset
   */
  public BinaryArray validate() {
    RowValidator.validate(this);
    return this;
  }

  @Override
  public String toString() {
    return "BinaryArray{" + where() + ", " + count + " elements at " + base + "}";
  }
}
