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
   * Writes into {@code buffer}'s array, growing it through the buffer itself.
   *
   * @param buffer the buffer whose array is written
   * @return the memory
   */
  public static RowMemory of(MemoryBuffer buffer) {
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
    if (end < 0 || !growable) {
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
    if (heap != null) {
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
}
