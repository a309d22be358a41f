package org.furylike.format;

/**
 * A map read in place: an int64 byte size of the key array, the key array, then the value array
 * (both {@link BinaryArray}s of the same element count).
 */
public final class BinaryMap {
  private final BinaryArray keys;
  private final BinaryArray values;

  BinaryMap(RowType mapType, RowMemory mem, int base, int end) {
    String where = mapType.layout();
    if (end - base < 8) {
      throw ValueCodec.malformed(
          where, base, "map of " + (end - base) + " bytes has no room for its key array size");
    }
    long keyBytes = mem.getLong(base);
    if (keyBytes < 0 || keyBytes > end - base - 8) {
      throw ValueCodec.malformed(
          where,
          base,
          "key array of " + keyBytes + " bytes outside the map of " + (end - base) + " bytes");
    }
    int split = base + 8 + (int) keyBytes;
    this.keys = new BinaryArray(mapType.key(), mem, base + 8, split);
    this.values = new BinaryArray(mapType.value(), mem, split, end);
    if (keys.size() != values.size()) {
      throw ValueCodec.malformed(
          where, base, keys.size() + " keys but " + values.size() + " values");
    }
  }

  /** {@return the number of entries} */
  public int size() {
    return keys.size();
  }

  /** {@return the keys, read in place} */
  public BinaryArray keys() {
    return keys;
  }

  /** {@return the values, read in place, at the same index as their keys} */
  public BinaryArray values() {
    return values;
  }

  /**
   * Checks every count, offset and size of both arrays and their elements.
   *
   * @return this map
   * @throws RowFormatException naming the first malformed element and its offset
   */
  public BinaryMap validate() {
    keys.validate();
    values.validate();
    return this;
  }
}
