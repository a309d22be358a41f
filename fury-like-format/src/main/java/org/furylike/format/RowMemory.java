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

  /** A growable heap target starting with {@code capacity} bytes. */
  public static RowMemory growable(int capacity) {
    return new RowMemory(new byte[Math.max(64, capacity)], null, null, true, Integer.MAX_VALUE);
  }

  /** Reads or writes {@code bytes} in place, up to index {@code limit} (exclusive). */
  public static RowMemory of(byte[] bytes, int limit) {
    return new RowMemory(bytes, null, null, false, limit);
  }

  /** Writes into {@code buffer}'s array, growing it through the buffer itself. */
  public static RowMemory of(MemoryBuffer buffer) {
    return new RowMemory(buffer.getHeapMemory(), null, buffer, true, Integer.MAX_VALUE);
  }

  /**
   * Reads or writes a {@code ByteBuffer} in place: a heap buffer through its array (indices are
   * array indices), a direct one through absolute little-endian accesses (indices are buffer
   * indices). The buffer's own position, limit and order are not changed.
   */
  public static RowMemory of(ByteBuffer buffer) {
    if (buffer.hasArray()) {
      return new RowMemory(
          buffer.array(), null, null, false, buffer.arrayOffset() + buffer.limit());
    }
    return new RowMemory(
        null, buffer.duplicate().order(ByteOrder.LITTLE_ENDIAN), null, false, buffer.limit());
  }

  /** The index in this memory of a {@code ByteBuffer} index (array offset for heap buffers). */
  public static int indexOf(ByteBuffer buffer, int bufferIndex) {
    return buffer.hasArray() ? buffer.arrayOffset() + bufferIndex : bufferIndex;
  }

  /** The heap array, or null for a direct buffer. Valid until the next {@link #ensure}. */
  public byte[] heap() {
    return heap;
  }

  /** Makes indices up to {@code end} (exclusive) writable, growing or failing. */
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

  /** Stores one byte at index {@code i} (capacity ensured by the caller). */
  public void putByte(int i, byte v) {
    if (heap != null) {
      heap[i] = v;
    } else {
      direct.put(i, v);
    }
  }

  /** Stores a little-endian short at index {@code i}. */
  public void putShort(int i, short v) {
    if (heap != null) {
      SHORT.set(heap, i, v);
    } else {
      direct.putShort(i, v);
    }
  }

  /** Stores a little-endian int at index {@code i}. */
  public void putInt(int i, int v) {
    if (heap != null) {
      INT.set(heap, i, v);
    } else {
      direct.putInt(i, v);
    }
  }

  /** Stores a little-endian long at index {@code i}. */
  public void putLong(int i, long v) {
    if (heap != null) {
      LONG.set(heap, i, v);
    } else {
      direct.putLong(i, v);
    }
  }

  /** Copies {@code len} bytes of {@code src} to index {@code i}. */
  public void putBytes(int i, byte[] src, int off, int len) {
    if (heap != null) {
      System.arraycopy(src, off, heap, i, len);
    } else {
      direct.put(i, src, off, len);
    }
  }

  /** Zeroes indices {@code [from, to)}. */
  public void zero(int from, int to) {
    if (heap != null) {
      Arrays.fill(heap, from, to, (byte) 0);
    } else {
      for (int i = from; i < to; i++) {
        direct.put(i, (byte) 0);
      }
    }
  }

  /** The byte value of field {@code i} (primitives read 0 or false when null). */
  public byte getByte(int i) {
    return heap != null ? heap[i] : direct.get(i);
  }

  /** The short value of field {@code i} (primitives read 0 or false when null). */
  public short getShort(int i) {
    return heap != null ? (short) SHORT.get(heap, i) : direct.getShort(i);
  }

  /** The int value of field {@code i} (primitives read 0 or false when null). */
  public int getInt(int i) {
    return heap != null ? (int) INT.get(heap, i) : direct.getInt(i);
  }

  /** The long value of field {@code i} (primitives read 0 or false when null). */
  public long getLong(int i) {
    return heap != null ? (long) LONG.get(heap, i) : direct.getLong(i);
  }

  /** Copies {@code len} bytes at {@code i} into a new array. */
  public byte[] getBytes(int i, int len) {
    if (heap != null) {
      return Arrays.copyOfRange(heap, i, i + len);
    }
    byte[] out = new byte[len];
    direct.get(i, out, 0, len);
    return out;
  }
}
