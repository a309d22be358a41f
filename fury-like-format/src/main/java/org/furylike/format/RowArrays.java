package org.furylike.format;

import org.furylike.annotation.GeneratedCodeApi;

/**
 * Internal, called by generated codecs and the interpreter alike: Java primitive arrays as row
 * arrays (int64 count, null bitmap, elements at natural width padded to 8 bytes). A write makes one
 * capacity check, zeroes only the bitmap and the last padding word and copies the elements in bulk;
 * a read checks the bitmap word by word (Java primitive arrays hold no nulls) and copies the
 * elements in bulk. Generated codecs read a field straight from its row; the interpreter reads a
 * {@link BinaryArray}. {@code where} names the field in error messages.
 */
public final class RowArrays {
  private RowArrays() {}

  /**
   * Starts an array of {@code n} elements of {@code width} bytes at {@code at}: makes room for it,
   * writes the count, zeroes the bitmap and the word the padding falls in, and returns the index of
   * the first element. The caller writes every element.
   */
  static int begin(RowMemory m, int at, int n, int width) {
    int bitmap = RowLayout.bitmapBytes(n);
    long end = (long) at + 8 + bitmap + (((long) n * width + 7) & ~7L);
    if (end > Integer.MAX_VALUE - 16) {
      throw new RowFormatException("array of " + n + " elements does not fit a row (2 GB)");
    }
    m.ensure((int) end);
    m.putLong(at, n);
    int elements = at + 8 + bitmap;
    for (int w = at + 8; w < elements; w += 8) {
      m.putLong(w, 0L);
    }
    if (((n * width) & 7) != 0) {
      m.putLong((int) end - 8, 0L);
    }
    return elements;
  }

  /** Writes any Java primitive array (not {@code byte[]}, which is binary); returns the end. */
  static int write(RowMemory m, int at, Object v) {
    if (v instanceof int[]) {
      return writeInts(m, at, (int[]) v);
    } else if (v instanceof long[]) {
      return writeLongs(m, at, (long[]) v);
    } else if (v instanceof double[]) {
      return writeDoubles(m, at, (double[]) v);
    } else if (v instanceof float[]) {
      return writeFloats(m, at, (float[]) v);
    } else if (v instanceof short[]) {
      return writeShorts(m, at, (short[]) v);
    } else if (v instanceof char[]) {
      return writeChars(m, at, (char[]) v);
    } else if (v instanceof boolean[]) {
      return writeBooleans(m, at, (boolean[]) v);
    }
    throw new RowFormatException("not a primitive array: " + v.getClass().getName());
  }

  /** Reads an array of Java primitive component {@code c} (null for a null array). */
  static Object read(BinaryArray a, Class<?> c, String where) {
    if (c == int.class) {
      return readInts(a, where);
    } else if (c == long.class) {
      return readLongs(a, where);
    } else if (c == double.class) {
      return readDoubles(a, where);
    } else if (c == float.class) {
      return readFloats(a, where);
    } else if (c == short.class) {
      return readShorts(a, where);
    } else if (c == char.class) {
      return readChars(a, where);
    } else if (c == boolean.class) {
      return readBooleans(a, where);
    }
    throw new RowFormatException("not a primitive array component: " + c.getName());
  }

  /**
   * Writes an {@code int[]} at {@code at}; returns its (8-aligned) end.
   *
   * @param m the memory written
   * @param at the index the array starts at
   * @param a the elements
   * @return the index just past the array, where the next value goes
   */
  @GeneratedCodeApi
  public static int writeInts(RowMemory m, int at, int[] a) {
    int e = begin(m, at, a.length, 4);
    m.putInts(e, a);
    return e + RowLayout.align8(4 * a.length);
  }

  /**
   * Writes a {@code long[]} at {@code at}; returns its end.
   *
   * @param m the memory written
   * @param at the index the array starts at
   * @param a the elements
   * @return the index just past the array, where the next value goes
   */
  @GeneratedCodeApi
  public static int writeLongs(RowMemory m, int at, long[] a) {
    int e = begin(m, at, a.length, 8);
    m.putLongs(e, a);
    return e + 8 * a.length;
  }

  /**
   * Writes a {@code double[]} (raw IEEE bits) at {@code at}; returns its end.
   *
   * @param m the memory written
   * @param at the index the array starts at
   * @param a the elements
   * @return the index just past the array, where the next value goes
   */
  @GeneratedCodeApi
  public static int writeDoubles(RowMemory m, int at, double[] a) {
    int e = begin(m, at, a.length, 8);
    m.putDoubles(e, a);
    return e + 8 * a.length;
  }

  /**
   * Writes a {@code float[]} (raw IEEE bits) at {@code at}; returns its (8-aligned) end.
   *
   * @param m the memory written
   * @param at the index the array starts at
   * @param a the elements
   * @return the index just past the array, where the next value goes
   */
  @GeneratedCodeApi
  public static int writeFloats(RowMemory m, int at, float[] a) {
    int e = begin(m, at, a.length, 4);
    m.putFloats(e, a);
    return e + RowLayout.align8(4 * a.length);
  }

  /**
   * Writes a {@code short[]} at {@code at}; returns its (8-aligned) end.
   *
   * @param m the memory written
   * @param at the index the array starts at
   * @param a the elements
   * @return the index just past the array, where the next value goes
   */
  @GeneratedCodeApi
  public static int writeShorts(RowMemory m, int at, short[] a) {
    int e = begin(m, at, a.length, 2);
    m.putShorts(e, a);
    return e + RowLayout.align8(2 * a.length);
  }

  /**
   * Writes a {@code char[]} (UTF-16 code units) at {@code at}; returns its (8-aligned) end.
   *
   * @param m the memory written
   * @param at the index the array starts at
   * @param a the elements
   * @return the index just past the array, where the next value goes
   */
  @GeneratedCodeApi
  public static int writeChars(RowMemory m, int at, char[] a) {
    int e = begin(m, at, a.length, 2);
    m.putChars(e, a);
    return e + RowLayout.align8(2 * a.length);
  }

  /**
   * Writes a {@code boolean[]} (bytes 1 and 0) at {@code at}; returns its (8-aligned) end.
   *
   * @param m the memory written
   * @param at the index the array starts at
   * @param a the elements
   * @return the index just past the array, where the next value goes
   */
  @GeneratedCodeApi
  public static int writeBooleans(RowMemory m, int at, boolean[] a) {
    int e = begin(m, at, a.length, 1);
    m.putBooleans(e, a);
    return e + RowLayout.align8(a.length);
  }

  // Generated codecs read a primitive array field straight from its row: one check of the slot,
  // the count and the bitmap, then one bulk copy, with no BinaryArray in between.

  /**
   * The {@code int[]} of primitive-array field {@code i} of {@code row}; null for null.
   *
   * @param row the row read
   * @param i the field's slot index
   * @param where the field, for error messages
   * @return a new array of the elements, or null if the field is null
   */
  @GeneratedCodeApi
  public static int[] readInts(BinaryRow row, int i, String where) {
    long slot = row.arraySlot(i, RowKind.INT32);
    if (slot < 0) {
      return null;
    }
    int at = row.base() + (int) (slot >>> 32);
    int n = count(row.memory(), at, (int) slot, 4, where);
    return row.memory().getInts(at + 8 + RowLayout.bitmapBytes(n), n);
  }

  /**
   * The {@code long[]} of primitive-array field {@code i} of {@code row}; null for null.
   *
   * @param row the row read
   * @param i the field's slot index
   * @param where the field, for error messages
   * @return a new array of the elements, or null if the field is null
   */
  @GeneratedCodeApi
  public static long[] readLongs(BinaryRow row, int i, String where) {
    long slot = row.arraySlot(i, RowKind.INT64);
    if (slot < 0) {
      return null;
    }
    int at = row.base() + (int) (slot >>> 32);
    int n = count(row.memory(), at, (int) slot, 8, where);
    return row.memory().getLongs(at + 8 + RowLayout.bitmapBytes(n), n);
  }

  /**
   * The {@code double[]} of primitive-array field {@code i} of {@code row}; null for null.
   *
   * @param row the row read
   * @param i the field's slot index
   * @param where the field, for error messages
   * @return a new array of the elements, or null if the field is null
   */
  @GeneratedCodeApi
  public static double[] readDoubles(BinaryRow row, int i, String where) {
    long slot = row.arraySlot(i, RowKind.FLOAT64);
    if (slot < 0) {
      return null;
    }
    int at = row.base() + (int) (slot >>> 32);
    int n = count(row.memory(), at, (int) slot, 8, where);
    return row.memory().getDoubles(at + 8 + RowLayout.bitmapBytes(n), n);
  }

  /**
   * The {@code float[]} of primitive-array field {@code i} of {@code row}; null for null.
   *
   * @param row the row read
   * @param i the field's slot index
   * @param where the field, for error messages
   * @return a new array of the elements, or null if the field is null
   */
  @GeneratedCodeApi
  public static float[] readFloats(BinaryRow row, int i, String where) {
    long slot = row.arraySlot(i, RowKind.FLOAT32);
    if (slot < 0) {
      return null;
    }
    int at = row.base() + (int) (slot >>> 32);
    int n = count(row.memory(), at, (int) slot, 4, where);
    return row.memory().getFloats(at + 8 + RowLayout.bitmapBytes(n), n);
  }

  /**
   * The {@code short[]} of primitive-array field {@code i} of {@code row}; null for null.
   *
   * @param row the row read
   * @param i the field's slot index
   * @param where the field, for error messages
   * @return a new array of the elements, or null if the field is null
   */
  @GeneratedCodeApi
  public static short[] readShorts(BinaryRow row, int i, String where) {
    long slot = row.arraySlot(i, RowKind.INT16);
    if (slot < 0) {
      return null;
    }
    int at = row.base() + (int) (slot >>> 32);
    int n = count(row.memory(), at, (int) slot, 2, where);
    return row.memory().getShorts(at + 8 + RowLayout.bitmapBytes(n), n);
  }

  /**
   * The {@code char[]} of primitive-array field {@code i} of {@code row}; null for null.
   *
   * @param row the row read
   * @param i the field's slot index
   * @param where the field, for error messages
   * @return a new array of the elements, or null if the field is null
   */
  @GeneratedCodeApi
  public static char[] readChars(BinaryRow row, int i, String where) {
    long slot = row.arraySlot(i, RowKind.CHAR);
    if (slot < 0) {
      return null;
    }
    int at = row.base() + (int) (slot >>> 32);
    int n = count(row.memory(), at, (int) slot, 2, where);
    return row.memory().getChars(at + 8 + RowLayout.bitmapBytes(n), n);
  }

  /**
   * The {@code boolean[]} of field {@code i} of {@code row}, bytes checked; null for null.
   *
   * @param row the row read
   * @param i the field's slot index
   * @param where the field, for error messages
   * @return a new array of the elements, or null if the field is null
   */
  @GeneratedCodeApi
  public static boolean[] readBooleans(BinaryRow row, int i, String where) {
    long slot = row.arraySlot(i, RowKind.BOOL);
    if (slot < 0) {
      return null;
    }
    int at = row.base() + (int) (slot >>> 32);
    int n = count(row.memory(), at, (int) slot, 1, where);
    int e = at + 8 + RowLayout.bitmapBytes(n);
    boolean[] out = row.memory().getBooleans(e, n);
    if (out == null) {
      throw ValueCodec.malformed(where, e, "a boolean element is neither 0 nor 1");
    }
    return out;
  }

  /**
   * The element count of the array of {@code width}-byte elements in {@code m[at, at + size)},
   * after checking that its count, bitmap and elements fit there and that no element is null.
   */
  private static int count(RowMemory m, int at, int size, int width, String where) {
    long n = size < 8 ? -1 : m.getLong(at);
    if (n < 0
        || n > Integer.MAX_VALUE
        || 8 + (((n + 63) >>> 6) << 3) + ((n * width + 7) & ~7L) > size) {
      throw ValueCodec.malformed(
          where, at, "array element count " + n + " does not fit its " + size + " bytes");
    }
    int bitmap = at + 8;
    int elements = bitmap + RowLayout.bitmapBytes((int) n);
    for (int w = bitmap; w < elements; w += 8) {
      long bits = m.getLong(w);
      if (bits != 0) {
        int j = 8 * (w - bitmap) + Long.numberOfTrailingZeros(bits);
        throw ValueCodec.malformed(where, w, "element " + j + " of a primitive array is null");
      }
    }
    return (int) n;
  }

  /** The {@code int[]} array {@code a} holds; null for null. */
  static int[] readInts(BinaryArray a, String where) {
    return a == null ? null : a.memory().getInts(elements(a, RowKind.INT32, where), a.size());
  }

  /** The {@code long[]} array {@code a} holds; null for null. */
  static long[] readLongs(BinaryArray a, String where) {
    return a == null ? null : a.memory().getLongs(elements(a, RowKind.INT64, where), a.size());
  }

  /** The {@code double[]} array {@code a} holds; null for null. */
  static double[] readDoubles(BinaryArray a, String where) {
    return a == null ? null : a.memory().getDoubles(elements(a, RowKind.FLOAT64, where), a.size());
  }

  /** The {@code float[]} array {@code a} holds; null for null. */
  static float[] readFloats(BinaryArray a, String where) {
    return a == null ? null : a.memory().getFloats(elements(a, RowKind.FLOAT32, where), a.size());
  }

  /** The {@code short[]} array {@code a} holds; null for null. */
  static short[] readShorts(BinaryArray a, String where) {
    return a == null ? null : a.memory().getShorts(elements(a, RowKind.INT16, where), a.size());
  }

  /** The {@code char[]} array {@code a} holds; null for null. */
  static char[] readChars(BinaryArray a, String where) {
    return a == null ? null : a.memory().getChars(elements(a, RowKind.CHAR, where), a.size());
  }

  /** The {@code boolean[]} array {@code a} holds, each byte checked to be 0 or 1; null for null. */
  static boolean[] readBooleans(BinaryArray a, String where) {
    if (a == null) {
      return null;
    }
    int at = elements(a, RowKind.BOOL, where);
    boolean[] out = a.memory().getBooleans(at, a.size());
    if (out == null) {
      throw ValueCodec.malformed(where, at, "a boolean element is neither 0 nor 1");
    }
    return out;
  }

  /**
   * The index of {@code a}'s first element, after checking its kind and that no element is null
   * (the bitmap and elements lie inside the array: its constructor checked that).
   */
  private static int elements(BinaryArray a, RowKind kind, String where) {
    if (a.elementType().kind() != kind) {
      throw new RowFormatException(
          where + " has " + a.elementType().kind().label() + " elements, not " + kind.label());
    }
    RowMemory m = a.memory();
    int bitmap = a.base() + 8;
    int elements = bitmap + RowLayout.bitmapBytes(a.size());
    for (int w = bitmap; w < elements; w += 8) {
      long bits = m.getLong(w);
      if (bits != 0) {
        int j = 8 * (w - bitmap) + Long.numberOfTrailingZeros(bits);
        throw ValueCodec.malformed(
            where, w, "element " + j + " of a " + kind.label() + " array is null");
      }
    }
    return elements;
  }
}
