package org.furylike.format;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.furylike.memory.MemoryBuffer;

/**
 * Internal: the bytes rows are written to and read from, a heap array or a direct {@link
 * ByteBuffer}, addressed by absolute index. Little-endian on every platform. Writers call {@link
 * #ensure} before unchecked puts; a growable heap target grows (following the caller's {@link
 * MemoryBuffer} when there is one), a {@code ByteBuffer} target is fixed and an encode that does
 * not fit fails. Readers never call the getters without checking the index against the region of
 * the row or array being read; that is the job of {@link BinaryRow} and {@link BinaryArray}.
 */
public final class RowMemory {
  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** Ranges up to this many bytes (whole words) are zeroed word by word, not by a fill call. */
  private static final int SMALL_ZERO = 256;

  private byte[] heap;
  private final ByteBuffer direct;
  private final MemoryBuffer owner;
  private final boolean growable;
  private int limit;

  private RowMemory(
      byte[] heap, ByteBuffer direct, MemoryBuffer owner, boolean growable, int limit) {
    this.heap = heap;
    this.direct = direct;
    this.owner = owner;
    this.growable = growable;
    this.limit = limit;
  }

  /**
   * A growable heap target starting with {@code capacity} bytes.
   *
   * @param capacity the initial array size
   * @return the memory
   */
  public static RowMemory growable(int capacity) {
    return new RowMemory(new byte[Math.max(64, capacity)], null, null, true, Integer.MAX_VALUE);
  }

  /**
   * A growable heap target that starts out writing into {@code bytes}.
   *
   * @param bytes the array written first; replaced by a larger copy when a write needs more
   * @return the memory
   */
  static RowMemory growable(byte[] bytes) {
    return new RowMemory(bytes, null, null, true, Integer.MAX_VALUE);
  }

  /**
   * Reads or writes {@code bytes} in place, up to index {@code limit} (exclusive); never grows.
   *
   * @param bytes the array
   * @param limit the first index past the usable region
   * @return the memory
   */
  public static RowMemory of(byte[] bytes, int limit) {
    return new RowMemory(bytes, null, null, false, limit);
  }

  /**
   * Writes into {@code buffer}'s array, growing it through the buffer itself (a buffer over a
   * caller's region fails past its limit instead). A buffer over a direct {@code ByteBuffer} is
   * written in place at the same indexes and never grows, as {@link #of(ByteBuffer)}.
   *
   * @param buffer the buffer whose memory is written
   * @return the memory
   */
  public static RowMemory of(MemoryBuffer buffer) {
    if (!buffer.hasHeap()) {
      return of(buffer.asByteBuffer(0, buffer.capacity()));
    }
    return new RowMemory(buffer.getHeapMemory(), null, buffer, true, Integer.MAX_VALUE);
  }

  /**
   * Reads or writes a {@code ByteBuffer} in place: a heap buffer through its array (indices are
   * array indices), a direct one through absolute little-endian accesses (indices are buffer
   * indices). The buffer's own position, limit and order are not changed.
   *
   * @param buffer the buffer, heap or direct
   * @return the memory, which never grows
   */
  public static RowMemory of(ByteBuffer buffer) {
    if (buffer.hasArray()) {
      return new RowMemory(
          buffer.array(), null, null, false, buffer.arrayOffset() + buffer.limit());
    }
    return new RowMemory(
        null, buffer.duplicate().order(ByteOrder.LITTLE_ENDIAN), null, false, buffer.limit());
  }

  /**
   * The index in this memory of a {@code ByteBuffer} index (array offset for heap buffers).
   *
   * @param buffer the buffer this memory was made of
   * @param bufferIndex an index of the buffer
   * @return the same position as an index of this memory
   */
  public static int indexOf(ByteBuffer buffer, int bufferIndex) {
    return buffer.hasArray() ? buffer.arrayOffset() + bufferIndex : bufferIndex;
  }

  /** {@return the heap array, or null for a direct buffer; valid until the next {@link #ensure}} */
  public byte[] heap() {
    return heap;
  }

  /**
   * Makes indices up to {@code end} (exclusive) writable, growing or failing.
   *
   * @param end the first index that need not be writable
   * @throws RowFormatException if this memory cannot grow and ends before {@code end}
   */
  public void ensure(int end) {
    if (end <= (heap != null ? Math.min(limit, heap.length) : limit)) {
      return;
    }
    if (end < 0 || end > Integer.MAX_VALUE - 16 || !growable) {
      throw new RowFormatException(
          "row does not fit the target buffer: needs index "
              + end
              + " but the buffer ends at "
              + limit);
    }
    if (owner != null) {
      owner.ensure(end);
      heap = owner.getHeapMemory();
    } else {
      heap =
          Arrays.copyOf(
              heap, (int) Math.min(Integer.MAX_VALUE - 16, Math.max((long) end, heap.length * 2L)));
    }
  }

  /**
   * Whether indices up to {@code end} (exclusive) are writable now, without growing.
   *
   * @param end the first index past the range
   * @return true if the range fits the current array or buffer
   */
  public boolean fits(long end) {
    return end <= (heap != null ? Math.min(limit, heap.length) : limit);
  }

  /**
   * Stores one byte at index {@code i} (capacity ensured by the caller, as for every put).
   *
   * @param i the index
   * @param v the value
   */
  public void putByte(int i, byte v) {
    if (heap != null) {
      heap[i] = v;
    } else {
      direct.put(i, v);
    }
  }

  /**
   * Stores a little-endian short at index {@code i}.
   *
   * @param i the index
   * @param v the value
   */
  public void putShort(int i, short v) {
    if (heap != null) {
      SHORT.set(heap, i, v);
    } else {
      direct.putShort(i, v);
    }
  }

  /**
   * Stores a little-endian int at index {@code i}.
   *
   * @param i the index
   * @param v the value
   */
  public void putInt(int i, int v) {
    if (heap != null) {
      INT.set(heap, i, v);
    } else {
      direct.putInt(i, v);
    }
  }

  /**
   * Stores a little-endian long at index {@code i}.
   *
   * @param i the index
   * @param v the value
   */
  public void putLong(int i, long v) {
    if (heap != null) {
      LONG.set(heap, i, v);
    } else {
      direct.putLong(i, v);
    }
  }

  /**
   * Copies {@code len} bytes of {@code src} to index {@code i}.
   *
   * @param i the index of the first byte written
   * @param src the source array
   * @param off the first byte of {@code src} to copy
   * @param len the number of bytes
   */
  public void putBytes(int i, byte[] src, int off, int len) {
    if (heap != null) {
      System.arraycopy(src, off, heap, i, len);
    } else {
      direct.put(i, src, off, len);
    }
  }

  /**
   * Zeroes indices {@code [from, to)}.
   *
   * @param from the first index zeroed
   * @param to the first index past the range
   */
  public void zero(int from, int to) {
    if (heap != null && to - from <= SMALL_ZERO && ((to - from) & 7) == 0) {
      for (int i = from; i < to; i += 8) {
        LONG.set(heap, i, 0L);
      }
    } else if (heap != null) {
      Arrays.fill(heap, from, to, (byte) 0);
    } else {
      for (int i = from; i < to; i++) {
        direct.put(i, (byte) 0);
      }
    }
  }

  /**
   * The byte at index {@code i}; unchecked, the caller has checked the index against its region.
   *
   * @param i the index
   * @return the byte
   */
  public byte getByte(int i) {
    return heap != null ? heap[i] : direct.get(i);
  }

  /**
   * The little-endian short at index {@code i}; unchecked.
   *
   * @param i the index of its first byte
   * @return the value
   */
  public short getShort(int i) {
    return heap != null ? (short) SHORT.get(heap, i) : direct.getShort(i);
  }

  /**
   * The little-endian int at index {@code i}; unchecked.
   *
   * @param i the index of its first byte
   * @return the value
   */
  public int getInt(int i) {
    return heap != null ? (int) INT.get(heap, i) : direct.getInt(i);
  }

  /**
   * The little-endian long at index {@code i}; unchecked.
   *
   * @param i the index of its first byte
   * @return the value
   */
  public long getLong(int i) {
    return heap != null ? (long) LONG.get(heap, i) : direct.getLong(i);
  }

  /**
   * Copies {@code len} bytes at {@code i} into a new array.
   *
   * @param i the index of the first byte
   * @param len the number of bytes
   * @return the new array
   */
  public byte[] getBytes(int i, int len) {
    if (heap != null) {
      return Arrays.copyOfRange(heap, i, i + len);
    }
    byte[] out = new byte[len];
    direct.get(i, out, 0, len);
    return out;
  }

  // ------------------------------------------------------------------ primitive arrays
  // Heap memory copies through a MemoryBuffer over the same array (one raw copy where core's
  // memory layer allows it); direct memory element by element. Callers ensure capacity (writes)
  // or check the range against the enclosing array (reads).

  private MemoryBuffer writerAt(int i) {
    MemoryBuffer b = MemoryBuffer.wrap(heap);
    b.writerIndex(i);
    return b;
  }

  private MemoryBuffer readerAt(int i, int bytes) {
    return MemoryBuffer.wrap(heap, i, bytes);
  }

  /**
   * Stores the elements of {@code a} little-endian at index {@code i}.
   *
   * @param i the index of the first element
   * @param a the elements
   */
  public void putInts(int i, int[] a) {
    if (heap != null) {
      writerAt(i).writeIntArray(a);
    } else {
      for (int j = 0; j < a.length; j++) {
        direct.putInt(i + 4 * j, a[j]);
      }
    }
  }

  /**
   * Stores the elements of {@code a} little-endian at index {@code i}.
   *
   * @param i the index of the first element
   * @param a the elements
   */
  public void putLongs(int i, long[] a) {
    if (heap != null) {
      writerAt(i).writeLongArray(a);
    } else {
      for (int j = 0; j < a.length; j++) {
        direct.putLong(i + 8 * j, a[j]);
      }
    }
  }

  /**
   * Stores the raw IEEE bits of {@code a} little-endian at index {@code i}.
   *
   * @param i the index of the first element
   * @param a the elements
   */
  public void putDoubles(int i, double[] a) {
    if (heap != null) {
      writerAt(i).writeDoubleArray(a);
    } else {
      for (int j = 0; j < a.length; j++) {
        direct.putLong(i + 8 * j, Double.doubleToRawLongBits(a[j]));
      }
    }
  }

  /**
   * Stores the raw IEEE bits of {@code a} little-endian at index {@code i}.
   *
   * @param i the index of the first element
   * @param a the elements
   */
  public void putFloats(int i, float[] a) {
    if (heap != null) {
      writerAt(i).writeFloatArray(a);
    } else {
      for (int j = 0; j < a.length; j++) {
        direct.putInt(i + 4 * j, Float.floatToRawIntBits(a[j]));
      }
    }
  }

  /**
   * Stores the elements of {@code a} little-endian at index {@code i}.
   *
   * @param i the index of the first element
   * @param a the elements
   */
  public void putShorts(int i, short[] a) {
    if (heap != null) {
      writerAt(i).writeShortArray(a);
    } else {
      for (int j = 0; j < a.length; j++) {
        direct.putShort(i + 2 * j, a[j]);
      }
    }
  }

  /**
   * Stores the elements of {@code a} little-endian at index {@code i}.
   *
   * @param i the index of the first element
   * @param a the elements
   */
  public void putChars(int i, char[] a) {
    if (heap != null) {
      writerAt(i).writeCharArray(a);
    } else {
      for (int j = 0; j < a.length; j++) {
        direct.putShort(i + 2 * j, (short) a[j]);
      }
    }
  }

  /**
   * Stores the elements of {@code a} as bytes 1 and 0 at index {@code i}.
   *
   * @param i the index of the first element
   * @param a the elements
   */
  public void putBooleans(int i, boolean[] a) {
    if (heap != null) {
      writerAt(i).writeBooleanArray(a);
    } else {
      for (int j = 0; j < a.length; j++) {
        direct.put(i + j, (byte) (a[j] ? 1 : 0));
      }
    }
  }

  /**
   * The {@code n} little-endian ints at index {@code i}.
   *
   * @param i the index of the first element
   * @param n the element count
   * @return a new array of the elements
   */
  public int[] getInts(int i, int n) {
    if (heap != null) {
      return readerAt(i, 4 * n).readIntArray(n);
    }
    int[] out = new int[n];
    for (int j = 0; j < n; j++) {
      out[j] = direct.getInt(i + 4 * j);
    }
    return out;
  }

  /**
   * The {@code n} little-endian longs at index {@code i}.
   *
   * @param i the index of the first element
   * @param n the element count
   * @return a new array of the elements
   */
  public long[] getLongs(int i, int n) {
    if (heap != null) {
      return readerAt(i, 8 * n).readLongArray(n);
    }
    long[] out = new long[n];
    for (int j = 0; j < n; j++) {
      out[j] = direct.getLong(i + 8 * j);
    }
    return out;
  }

  /**
   * The {@code n} doubles (raw IEEE bits, little-endian) at index {@code i}.
   *
   * @param i the index of the first element
   * @param n the element count
   * @return a new array of the elements
   */
  public double[] getDoubles(int i, int n) {
    if (heap != null) {
      return readerAt(i, 8 * n).readDoubleArray(n);
    }
    double[] out = new double[n];
    for (int j = 0; j < n; j++) {
      out[j] = Double.longBitsToDouble(direct.getLong(i + 8 * j));
    }
    return out;
  }

  /**
   * The {@code n} floats (raw IEEE bits, little-endian) at index {@code i}.
   *
   * @param i the index of the first element
   * @param n the element count
   * @return a new array of the elements
   */
  public float[] getFloats(int i, int n) {
    if (heap != null) {
      return readerAt(i, 4 * n).readFloatArray(n);
    }
    float[] out = new float[n];
    for (int j = 0; j < n; j++) {
      out[j] = Float.intBitsToFloat(direct.getInt(i + 4 * j));
    }
    return out;
  }

  /**
   * The {@code n} little-endian shorts at index {@code i}.
   *
   * @param i the index of the first element
   * @param n the element count
   * @return a new array of the elements
   */
  public short[] getShorts(int i, int n) {
    if (heap != null) {
      return readerAt(i, 2 * n).readShortArray(n);
    }
    short[] out = new short[n];
    for (int j = 0; j < n; j++) {
      out[j] = direct.getShort(i + 2 * j);
    }
    return out;
  }

  /**
   * The {@code n} little-endian UTF-16 code units at index {@code i}.
   *
   * @param i the index of the first element
   * @param n the element count
   * @return a new array of the elements
   */
  public char[] getChars(int i, int n) {
    if (heap != null) {
      return readerAt(i, 2 * n).readCharArray(n);
    }
    char[] out = new char[n];
    for (int j = 0; j < n; j++) {
      out[j] = (char) direct.getShort(i + 2 * j);
    }
    return out;
  }

  /**
   * The {@code n} booleans at index {@code i}, or null if a byte is neither 0 nor 1.
   *
   * @param i the index of the first element
   * @param n the element count
   * @return a new array of the elements
   */
  public boolean[] getBooleans(int i, int n) {
    boolean[] out = new boolean[n];
    int bad = 0;
    for (int j = 0; j < n; j++) {
      byte b = heap != null ? heap[i + j] : direct.get(i + j);
      bad |= b;
      out[j] = b != 0;
    }
    return (bad & ~1) == 0 ? out : null;
  }
}
