package org.furylike.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.ReadOnlyBufferException;
import java.util.Arrays;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.exception.BufferOverflowException;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.SerializationException;

/**
 * A little-endian byte buffer with separate reader and writer indexes. Reads check the bytes
 * remaining and throw {@link BufferUnderflowException} rather than running past the end. The bytes
 * live in one of three places:
 *
 * <ul>
 *   <li><b>an array the buffer owns</b> ({@link #allocate}): writes grow it as needed;
 *   <li><b>a caller's array read in place</b> ({@link #wrap(byte[])}, {@link #wrap(byte[], int,
 *       int)}, {@link #pointTo(byte[], int, int)}): a write past the end of the region moves the
 *       buffer to a grown copy, so the caller's array is never written beyond the region;
 *   <li><b>a caller's memory read and written in place, never grown</b>: an array region ({@link
 *       #pointToForWrite(byte[], int, int)}) or a {@link ByteBuffer}, heap or direct ({@link
 *       #wrap(ByteBuffer)}, {@link #wrapForWrite(ByteBuffer)}). A write that would pass the
 *       region's limit throws {@link BufferOverflowException} before storing anything past it; the
 *       bytes written so far stay where they are. Moving silently to a heap copy would leave the
 *       caller looking at an incomplete buffer, so this is an error. Writers check room for the
 *       longest encoding of a value before writing it (5 bytes for a 32-bit varint, 9 for {@link
 *       #writeSliInt64}, 10 for a 64-bit varint, a whole object's fixed fields in generated code),
 *       so a value can fail a few bytes before the limit; leave that headroom.
 * </ul>
 *
 * <p>Indexes are absolute: array indexes for an array (so a {@code ByteBuffer} with an accessible
 * array is addressed at {@code arrayOffset() + position}), and the buffer's own indexes for a
 * direct or read-only {@code ByteBuffer}. Count bytes read or written as the difference of two
 * indexes. The buffer never changes a {@code ByteBuffer}'s position, limit or byte order.
 *
 * <p>Multi-byte values go through byte-array view {@link VarHandle}s on an array, and through
 * byte-buffer view {@code VarHandle}s on a direct buffer, so every platform writes the same
 * little-endian bytes and no direct memory is touched through {@code sun.misc.Unsafe}. The array
 * case is tested first in every accessor; the direct case sits behind a null test of the array that
 * the JIT compiles as never taken until a direct buffer is used. Primitive arrays are copied with
 * one raw memory copy where {@code UnsafeAccess} allows it without a JDK warning (JDK 23 and
 * earlier, heap arrays only), and through the public API elsewhere.
 *
 * <p>Not thread-safe.
 */
public final class MemoryBuffer {
  private static final VarHandle SHORT =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle CHAR =
      MethodHandles.byteArrayViewVarHandle(char[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle FLOAT =
      MethodHandles.byteArrayViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle DOUBLE =
      MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
  private static final int MAX_ARRAY = Integer.MAX_VALUE - 16;
  private static final byte[] EMPTY = new byte[0];

  /** Arrays shorter than this are copied element by element; longer ones through NIO views. */
  private static final int BULK_THRESHOLD = 64;

  /** The bytes, or null when they are in {@link #nio}. */
  private byte[] heap;

  /** A caller's buffer without an accessible array (direct or read-only); null when heap is set. */
  private ByteBuffer nio;

  /** Writes stay below this index: the array length when growable, else the caller's limit. */
  private int capacity;

  /** Whether the memory is the caller's to keep: it is then never grown or replaced. */
  private boolean fixed;

  /** Where {@link #clear()} puts both indexes: 0, or the start of a caller's region. */
  private int start;

  private int readerIndex;
  private int writerIndex;

  private MemoryBuffer(byte[] heap, int readerIndex, int writerIndex) {
    this.heap = heap;
    this.readerIndex = readerIndex;
    this.writerIndex = writerIndex;
    this.capacity = writerIndex;
    this.start = readerIndex;
  }

  /**
   * A new empty buffer with the given initial capacity; it grows on demand.
   *
   * @param initialCapacity the initial size of the backing array (at least 16 is used)
   * @return the buffer
   */
  public static MemoryBuffer allocate(int initialCapacity) {
    MemoryBuffer b = new MemoryBuffer(new byte[Math.max(16, initialCapacity)], 0, 0);
    b.capacity = b.heap.length;
    return b;
  }

  /**
   * A buffer that reads the whole array: reader index 0, writer index {@code bytes.length}. A write
   * past the end moves the buffer to a grown copy.
   *
   * @param bytes the content, not copied
   * @return the buffer
   */
  public static MemoryBuffer wrap(byte[] bytes) {
    return new MemoryBuffer(bytes, 0, bytes.length);
  }

  /**
   * A buffer that reads {@code length} bytes of {@code bytes} starting at {@code offset}. A write
   * past the region moves the buffer to a grown copy: the array is never written beyond the region.
   *
   * @param bytes the backing array, not copied
   * @param offset the first readable byte
   * @param length the number of readable bytes
   * @return the buffer
   */
  public static MemoryBuffer wrap(byte[] bytes, int offset, int length) {
    checkRegion(bytes, offset, length);
    return new MemoryBuffer(bytes, offset, offset + length);
  }

  /**
   * A buffer over the bytes between the position and the limit of {@code buffer}, read and written
   * in place, never grown: reader index at the position, writer index and capacity at the limit. A
   * heap buffer with an accessible array is addressed by array index ({@code arrayOffset() +
   * position()}); a direct or read-only buffer by its own indexes. The position of {@code buffer}
   * does not move: advance it by {@code readerIndex()} minus its value at the start.
   *
   * @param buffer the memory, heap or direct, not copied
   * @return the buffer
   */
  public static MemoryBuffer wrap(ByteBuffer buffer) {
    MemoryBuffer b = new MemoryBuffer(EMPTY, 0, 0);
    b.pointTo(buffer);
    return b;
  }

  /**
   * A buffer that writes into {@code buffer} from its position up to its limit, in place and never
   * grown: reader and writer index at the position (an array index for a heap buffer, as {@link
   * #wrap(ByteBuffer)}), capacity at the limit. A write past the limit throws {@link
   * BufferOverflowException}. The position of {@code buffer} does not move: advance it by the bytes
   * written, {@code writerIndex()} minus its value at the start.
   *
   * @param buffer the memory to write, heap or direct
   * @return the buffer
   * @throws ReadOnlyBufferException if {@code buffer} is read-only
   */
  public static MemoryBuffer wrapForWrite(ByteBuffer buffer) {
    MemoryBuffer b = new MemoryBuffer(EMPTY, 0, 0);
    b.pointToForWrite(buffer);
    return b;
  }

  /**
   * Points this buffer at new content, as {@link #wrap(byte[], int, int)} would.
   *
   * @param bytes the backing array, not copied
   * @param offset the first readable byte
   * @param length the number of readable bytes
   */
  public void pointTo(byte[] bytes, int offset, int length) {
    checkRegion(bytes, offset, length);
    point(bytes, null, offset, offset + length, offset + length, false);
  }

  /**
   * Points this buffer at a caller's array region to write into, in place and never grown: reader
   * and writer index at {@code offset}, capacity {@code limit}. A write that would pass {@code
   * limit} throws {@link BufferOverflowException} and stores nothing at or past it.
   *
   * @param bytes the array to write into, not copied
   * @param offset the index of the first byte to write
   * @param limit the index writes stay below
   */
  public void pointToForWrite(byte[] bytes, int offset, int limit) {
    if (offset < 0 || offset > limit || limit > bytes.length) {
      throw new IndexOutOfBoundsException(
          "offset " + offset + " limit " + limit + " array " + bytes.length);
    }
    point(bytes, null, offset, offset, limit, true);
  }

  /**
   * Points this buffer at the bytes between the position and the limit of {@code buffer}, as {@link
   * #wrap(ByteBuffer)} would.
   *
   * @param buffer the memory, heap or direct, not copied
   */
  public void pointTo(ByteBuffer buffer) {
    if (buffer.hasArray()) {
      int base = buffer.arrayOffset();
      int limit = base + buffer.limit();
      point(buffer.array(), null, base + buffer.position(), limit, limit, true);
    } else {
      point(null, buffer, buffer.position(), buffer.limit(), buffer.limit(), true);
    }
  }

  /**
   * Points this buffer at {@code buffer} to write into it from its position up to its limit, as
   * {@link #wrapForWrite(ByteBuffer)} would.
   *
   * @param buffer the memory to write, heap or direct
   * @throws ReadOnlyBufferException if {@code buffer} is read-only
   */
  public void pointToForWrite(ByteBuffer buffer) {
    if (buffer.isReadOnly()) {
      throw new ReadOnlyBufferException();
    }
    if (buffer.hasArray()) {
      int base = buffer.arrayOffset();
      int at = base + buffer.position();
      point(buffer.array(), null, at, at, base + buffer.limit(), true);
    } else {
      point(null, buffer, buffer.position(), buffer.position(), buffer.limit(), true);
    }
  }

  /**
   * Points this buffer at no memory, so that it no longer keeps the array or buffer it was pointed
   * at reachable: no bytes to read and no room to write (each read and write throws, as at the end
   * of any buffer), until it is pointed again. Unlike pointing it at an empty array, this stores no
   * reference, which the garbage collector's write barrier makes cheaper in a long-lived buffer.
   */
  public void detach() {
    point(null, null, 0, 0, 0, true);
  }

  private void point(byte[] h, ByteBuffer b, int reader, int writer, int cap, boolean fix) {
    this.heap = h;
    this.nio = b;
    this.readerIndex = reader;
    this.writerIndex = writer;
    this.capacity = cap;
    this.fixed = fix;
    this.start = reader;
  }

  private static void checkRegion(byte[] bytes, int offset, int length) {
    if (offset < 0 || length < 0 || offset > bytes.length - length) {
      throw badRegion(bytes, offset, length);
    }
  }

  // The exceptions of checks on hot paths are built apart, which keeps the checking methods small
  // enough for the JIT compilers to inline.
  private static IndexOutOfBoundsException badRegion(byte[] bytes, int offset, int length) {
    return new IndexOutOfBoundsException(
        "offset " + offset + " length " + length + " array " + bytes.length);
  }

  /**
   * {@return whether the bytes are in a heap array, which {@link #getHeapMemory()} returns} False
   * for a buffer over a direct or read-only {@code ByteBuffer}.
   */
  public boolean hasHeap() {
    return heap != null;
  }

  /**
   * {@return the backing array; valid until the next write that grows the buffer}
   *
   * @throws IllegalStateException if the bytes are not in a heap array (see {@link #hasHeap()})
   */
  public byte[] getHeapMemory() {
    byte[] h = heap;
    if (h == null) {
      throw noHeap();
    }
    return h;
  }

  private IllegalStateException noHeap() {
    return new IllegalStateException(
        nio == null
            ? "this MemoryBuffer is detached and points at no memory"
            : "this MemoryBuffer is over a direct or read-only ByteBuffer and has no heap array;"
                + " check hasHeap() first");
  }

  /** {@return the index of the next byte to read} */
  @GeneratedCodeApi
  public int readerIndex() {
    return readerIndex;
  }

  /**
   * Moves the reader index; it must lie within {@code [0, writerIndex]}.
   *
   * @param index the new reader index
   */
  @GeneratedCodeApi
  public void readerIndex(int index) {
    if (index < 0 || index > writerIndex) {
      throw new IndexOutOfBoundsException("reader index " + index + " writer " + writerIndex);
    }
    this.readerIndex = index;
  }

  /** {@return the index of the next byte to write, which is also the end of the readable bytes} */
  @GeneratedCodeApi
  public int writerIndex() {
    return writerIndex;
  }

  /**
   * Moves the writer index, growing the buffer if it lies past the capacity.
   *
   * @param index the new writer index
   */
  @GeneratedCodeApi
  public void writerIndex(int index) {
    if (index < 0) {
      throw badWriterIndex(index);
    }
    ensure(index);
    this.writerIndex = index;
  }

  private static IndexOutOfBoundsException badWriterIndex(int index) {
    return new IndexOutOfBoundsException("writer index " + index);
  }

  /** {@return bytes written but not yet read} */
  public int remaining() {
    return writerIndex - readerIndex;
  }

  /**
   * {@return the index writes stay below without growing} The length of the backing array for a
   * growable buffer; the limit of the caller's region or {@code ByteBuffer} otherwise.
   */
  public int capacity() {
    return capacity;
  }

  /**
   * Resets both indexes to the start: zero, or the start of the caller's region this buffer was
   * pointed at. The memory is kept.
   */
  public void clear() {
    readerIndex = start;
    writerIndex = start;
  }

  /**
   * Copies the bytes in {@code [from, to)} into a new array.
   *
   * @param from the first index, inclusive
   * @param to the last index, exclusive
   * @return the copy
   */
  public byte[] copyOfRange(int from, int to) {
    byte[] h = heap;
    if (h != null) {
      return Arrays.copyOfRange(h, from, to);
    }
    if (from > to) {
      throw new IllegalArgumentException(from + " > " + to);
    }
    byte[] out = new byte[to - from];
    nio.get(from, out, 0, out.length);
    return out;
  }

  /**
   * Whether the bytes in {@code [index, index + length)} equal {@code length} bytes of {@code
   * other} from {@code offset}; the caller has checked that the range is readable.
   *
   * @param index the first index of this buffer to compare
   * @param other the bytes to compare with
   * @param offset the first index of {@code other}
   * @param length the number of bytes
   * @return true if all bytes are equal
   */
  public boolean regionEquals(int index, byte[] other, int offset, int length) {
    byte[] h = heap;
    if (h != null) {
      return Arrays.equals(h, index, index + length, other, offset, offset + length);
    }
    for (int i = 0; i < length; i++) {
      if (nio.get(index + i) != other[offset + i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * A {@code ByteBuffer} over the bytes in {@code [from, to)} of this buffer's memory, not a copy:
   * position 0, limit {@code to - from}, big-endian as every new {@code ByteBuffer}. Valid until
   * the next write that grows this buffer.
   *
   * @param from the first index, inclusive
   * @param to the last index, exclusive
   * @return the view
   */
  public ByteBuffer asByteBuffer(int from, int to) {
    if (heap != null) {
      return ByteBuffer.wrap(heap, from, to - from).slice();
    }
    if (from < 0 || from > to || to > capacity) {
      throw new IndexOutOfBoundsException("range [" + from + ", " + to + ") capacity " + capacity);
    }
    return nio.duplicate().limit(to).position(from).slice();
  }

  /**
   * A buffer that reads the {@code length} bytes at {@code index} of the same memory, not a copy,
   * with the same indexes: reader index {@code index}, writer index {@code index + length}.
   *
   * @param index the first byte
   * @param length the number of bytes
   * @return the buffer
   */
  public MemoryBuffer slice(int index, int length) {
    if (heap != null) {
      return wrap(heap, index, length);
    }
    if (index < 0 || length < 0 || index > capacity - length) {
      throw new IndexOutOfBoundsException(
          "index " + index + " length " + length + " capacity " + capacity);
    }
    MemoryBuffer b = new MemoryBuffer(EMPTY, 0, 0);
    b.point(null, nio, index, index + length, index + length, true);
    return b;
  }

  /**
   * Makes sure the buffer holds at least {@code minCapacity} bytes, growing a growable buffer.
   *
   * @param minCapacity the capacity needed
   * @throws BufferOverflowException if this buffer is over a caller's region or {@code ByteBuffer}
   *     that ends before {@code minCapacity}
   */
  @GeneratedCodeApi
  public void ensure(int minCapacity) {
    if (minCapacity > capacity) {
      grow(minCapacity);
    }
  }

  private void grow(int minCapacity) {
    if (minCapacity < 0 || minCapacity > MAX_ARRAY) {
      throw new SerializationException(
          "buffer would exceed the largest Java array: " + minCapacity + " bytes");
    }
    if (fixed) {
      throw new BufferOverflowException(
          "output does not fit: writing up to index "
              + minCapacity
              + " needs "
              + (minCapacity - capacity)
              + " bytes more than the caller's buffer holds (writer index "
              + writerIndex
              + ", limit "
              + capacity
              + ")",
          minCapacity - capacity);
    }
    int newCap = (int) Math.min(MAX_ARRAY, Math.max((long) minCapacity, capacity * 2L));
    heap = Arrays.copyOf(heap, newCap);
    capacity = newCap;
  }

  /**
   * Replaces a large backing array by a small one once this buffer is no longer in use. A buffer
   * over a caller's region or {@code ByteBuffer} that never grows is left as it is.
   *
   * @param maxRetained the largest backing array kept as it is
   */
  public void shrinkTo(int maxRetained) {
    if (!fixed && heap.length > maxRetained) {
      point(new byte[Math.max(16, maxRetained / 4)], null, 0, 0, 0, false);
      capacity = heap.length;
    }
  }

  // ---------------------------------------------------------------- write

  /**
   * Writes {@code v} as one byte, 0 or 1, at the writer index.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeBoolean(boolean v) {
    writeByte(v ? 1 : 0);
  }

  /**
   * Writes the low 8 bits of {@code v} at the writer index.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeByte(int v) {
    int idx = writerIndex;
    if (idx >= capacity) {
      grow(idx + 1);
    }
    putByte(idx, (byte) v);
    writerIndex = idx + 1;
  }

  /**
   * Writes {@code v} as 2 little-endian bytes at the writer index, growing the buffer if needed.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeShort(short v) {
    int idx = writerIndex;
    ensure(idx + 2);
    putShort(idx, v);
    writerIndex = idx + 2;
  }

  /**
   * Writes {@code v} as 2 little-endian bytes at the writer index, growing the buffer if needed.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeChar(char v) {
    int idx = writerIndex;
    ensure(idx + 2);
    putChar(idx, v);
    writerIndex = idx + 2;
  }

  /**
   * Writes {@code v} as 4 little-endian bytes at the writer index, growing the buffer if needed.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeInt(int v) {
    int idx = writerIndex;
    ensure(idx + 4);
    putInt(idx, v);
    writerIndex = idx + 4;
  }

  /**
   * Writes {@code v} as 8 little-endian bytes at the writer index, growing the buffer if needed.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeLong(long v) {
    int idx = writerIndex;
    ensure(idx + 8);
    putLong(idx, v);
    writerIndex = idx + 8;
  }

  /**
   * Writes {@code v} as 4 little-endian bytes at the writer index, growing the buffer if needed.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeFloat(float v) {
    int idx = writerIndex;
    ensure(idx + 4);
    putFloat(idx, v);
    writerIndex = idx + 4;
  }

  /**
   * Writes {@code v} as 8 little-endian bytes at the writer index, growing the buffer if needed.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeDouble(double v) {
    int idx = writerIndex;
    ensure(idx + 8);
    putDouble(idx, v);
    writerIndex = idx + 8;
  }

  /**
   * Writes all of {@code src} at the writer index (no length).
   *
   * @param src the bytes
   */
  public void writeBytes(byte[] src) {
    writeBytes(src, 0, src.length);
  }

  /**
   * Writes {@code length} bytes of {@code src} from {@code offset} at the writer index (no length).
   *
   * @param src the source array
   * @param offset the first byte of {@code src} to write
   * @param length the number of bytes
   */
  public void writeBytes(byte[] src, int offset, int length) {
    int idx = writerIndex;
    ensure(idx + length);
    byte[] h = heap;
    if (h != null) {
      System.arraycopy(src, offset, h, idx, length);
    } else {
      nio.put(idx, src, offset, length);
    }
    writerIndex = idx + length;
  }

  /**
   * Unsigned LEB128 varint of 1 to 5 bytes.
   *
   * @param v the value, read as unsigned
   */
  @GeneratedCodeApi
  public void writeVarUint32(int v) {
    int idx = writerIndex;
    ensure(idx + 5);
    writerIndex = idx + putVarUint32(idx, v);
  }

  /**
   * Zigzag-encoded signed varint of 1 to 5 bytes.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeVarInt32(int v) {
    writeVarUint32((v << 1) ^ (v >> 31));
  }

  /**
   * Unsigned LEB128 varint of 1 to 10 bytes.
   *
   * @param v the value, read as unsigned
   */
  public void writeVarUint64(long v) {
    int idx = writerIndex;
    ensure(idx + 10);
    byte[] h = heap;
    if (h == null) {
      writerIndex = NioBytes.putVarUint64(nio, idx, v);
      return;
    }
    while ((v & ~0x7FL) != 0) {
      h[idx++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    h[idx++] = (byte) v;
    writerIndex = idx;
  }

  /**
   * Zigzag-encoded signed varint of 1 to 10 bytes.
   *
   * @param v the value
   */
  public void writeVarInt64(long v) {
    writeVarUint64((v << 1) ^ (v >> 63));
  }

  /**
   * Small-long-as-int: values in {@code [-2^30, 2^30)} take four bytes (the value shifted left by
   * one, low bit clear); any other value takes a tag byte {@code 0x01} and eight bytes.
   *
   * @param v the value
   */
  @GeneratedCodeApi
  public void writeSliInt64(long v) {
    int idx = writerIndex;
    ensure(idx + 9);
    writerIndex = idx + putSliInt64(idx, v);
  }

  // ------------------------------------------- unchecked puts (caller ensured capacity)

  /**
   * Stores at an absolute index; the caller has called {@link #ensure}.
   *
   * @param index the absolute index
   * @param v the value
   */
  @GeneratedCodeApi
  public void putByte(int index, byte v) {
    byte[] h = heap;
    if (h != null) {
      h[index] = v;
    } else {
      nio.put(index, v);
    }
  }

  /**
   * Stores {@code v} as one byte, 0 or 1, at {@code index}; the caller has called {@link #ensure}.
   *
   * @param index the absolute index
   * @param v the value
   */
  @GeneratedCodeApi
  public void putBoolean(int index, boolean v) {
    putByte(index, (byte) (v ? 1 : 0));
  }

  /**
   * Stores {@code v} as 2 little-endian bytes at {@code index}; the caller has called {@link
   * #ensure}.
   *
   * @param index the absolute index
   * @param v the value
   */
  @GeneratedCodeApi
  public void putShort(int index, short v) {
    byte[] h = heap;
    if (h != null) {
      SHORT.set(h, index, v);
    } else {
      NioBytes.putShort(nio, index, v);
    }
  }

  /**
   * Stores {@code v} as 2 little-endian bytes at {@code index}; the caller has called {@link
   * #ensure}.
   *
   * @param index the absolute index
   * @param v the value
   */
  @GeneratedCodeApi
  public void putChar(int index, char v) {
    byte[] h = heap;
    if (h != null) {
      CHAR.set(h, index, v);
    } else {
      NioBytes.putChar(nio, index, v);
    }
  }

  /**
   * Stores {@code v} as 4 little-endian bytes at {@code index}; the caller has called {@link
   * #ensure}.
   *
   * @param index the absolute index
   * @param v the value
   */
  @GeneratedCodeApi
  public void putInt(int index, int v) {
    byte[] h = heap;
    if (h != null) {
      INT.set(h, index, v);
    } else {
      NioBytes.putInt(nio, index, v);
    }
  }

  /**
   * Stores {@code v} as 8 little-endian bytes at {@code index}; the caller has called {@link
   * #ensure}.
   *
   * @param index the absolute index
   * @param v the value
   */
  @GeneratedCodeApi
  public void putLong(int index, long v) {
    byte[] h = heap;
    if (h != null) {
      LONG.set(h, index, v);
    } else {
      NioBytes.putLong(nio, index, v);
    }
  }

  /**
   * Stores {@code v} as 4 little-endian bytes at {@code index}; the caller has called {@link
   * #ensure}.
   *
   * @param index the absolute index
   * @param v the value
   */
  @GeneratedCodeApi
  public void putFloat(int index, float v) {
    byte[] h = heap;
    if (h != null) {
      FLOAT.set(h, index, v);
    } else {
      NioBytes.putFloat(nio, index, v);
    }
  }

  /**
   * Stores {@code v} as 8 little-endian bytes at {@code index}; the caller has called {@link
   * #ensure}.
   *
   * @param index the absolute index
   * @param v the value
   */
  @GeneratedCodeApi
  public void putDouble(int index, double v) {
    byte[] h = heap;
    if (h != null) {
      DOUBLE.set(h, index, v);
    } else {
      NioBytes.putDouble(nio, index, v);
    }
  }

  /**
   * Writes a varint at {@code index}, returning the number of bytes it took (1 to 5). The caller
   * must have ensured 5 writable bytes at {@code index}.
   *
   * @param index the absolute index
   * @param v the value, read as unsigned
   * @return the number of bytes written
   */
  @GeneratedCodeApi
  public int putVarUint32(int index, int v) {
    byte[] h = heap;
    return h != null ? putVarUint32(h, index, v) : NioBytes.putVarUint32(nio, index, v);
  }

  /**
   * Writes a zigzag varint at {@code index}, returning the number of bytes it took.
   *
   * @param index the absolute index; 5 writable bytes must be ensured there
   * @param v the value
   * @return the number of bytes written (1 to 5)
   */
  @GeneratedCodeApi
  public int putVarInt32(int index, int v) {
    return putVarUint32(index, (v << 1) ^ (v >> 31));
  }

  /**
   * Writes a {@link #writeSliInt64} long at {@code index}, returning the bytes it took (4 or 9).
   *
   * @param index the absolute index; 9 writable bytes must be ensured there
   * @param v the value
   * @return the number of bytes written
   */
  @GeneratedCodeApi
  public int putSliInt64(int index, long v) {
    byte[] h = heap;
    if (h == null) {
      return NioBytes.putSliInt64(nio, index, v);
    }
    if (v >= -(1L << 30) && v < (1L << 30)) {
      INT.set(h, index, ((int) v) << 1);
      return 4;
    }
    h[index] = 0x01;
    LONG.set(h, index + 1, v);
    return 9;
  }

  /**
   * Writes a varint with one or two stores. Needs 5 writable bytes at {@code idx} (every caller
   * ensures them): the 3-byte form stores 4 bytes, the last of them zero and past the varint.
   */
  private static int putVarUint32(byte[] h, int idx, int v) {
    if ((v >>> 7) == 0) {
      h[idx] = (byte) v;
      return 1;
    }
    int low14 = (v & 0x7F) | ((v & 0x3F80) << 1) | 0x80;
    if ((v >>> 14) == 0) {
      SHORT.set(h, idx, (short) low14);
      return 2;
    }
    if ((v >>> 21) == 0) {
      INT.set(h, idx, low14 | 0x8000 | ((v >>> 14) << 16));
      return 3;
    }
    int low28 = low14 | 0x808000 | ((v & 0x1FC000) << 2);
    if ((v >>> 28) == 0) {
      INT.set(h, idx, low28 | ((v >>> 21) << 24));
      return 4;
    }
    INT.set(h, idx, low28 | 0x80000000 | ((v & 0xFE00000) << 3));
    h[idx + 4] = (byte) (v >>> 28);
    return 5;
  }

  // ------------------------------------------------------------- primitive arrays
  // One raw memory copy where UnsafeAccess allows it (JDK 23 and earlier, little-endian);
  // otherwise small arrays element by element and larger ones through little-endian NIO views of
  // the heap array, which the JDK turns into a plain memory copy on little-endian hardware.

  /** {@code length << shift}, refused when the bytes would not fit in one buffer. */
  private static int arrayBytes(int length, int shift) {
    long bytes = (long) length << shift;
    if (bytes > MAX_ARRAY) {
      throw arrayTooLarge(length, bytes);
    }
    return (int) bytes;
  }

  private static org.furylike.exception.SerializationException arrayTooLarge(
      int length, long bytes) {
    return new org.furylike.exception.SerializationException(
        "array of " + length + " elements needs " + bytes + " bytes, more than one buffer holds");
  }

  /** A little-endian view of {@code [index, index + bytes)}, heap or direct, for bulk copies. */
  private ByteBuffer view(int index, int bytes) {
    if (heap != null) {
      return ByteBuffer.wrap(heap, index, bytes).order(ByteOrder.LITTLE_ENDIAN);
    }
    return nio.duplicate().limit(index + bytes).position(index).order(ByteOrder.LITTLE_ENDIAN);
  }

  /**
   * Writes the elements of {@code a} (no length).
   *
   * @param a the array
   */
  public void writeCharArray(char[] a) {
    int idx = writerIndex;
    int bytes = arrayBytes(a.length, 1);
    ensure(idx + bytes);
    if (heap == null) {
      view(idx, bytes).asCharBuffer().put(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.toBytes(a, UnsafeAccess.CHAR_BASE, heap, idx, bytes);
    } else if (a.length < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < a.length; i++, p += 2) {
        CHAR.set(h, p, a[i]);
      }
    } else {
      view(idx, bytes).asCharBuffer().put(a);
    }
    writerIndex = idx + bytes;
  }

  /**
   * Reads {@code n} elements, checking that their bytes remain.
   *
   * @param n the number of elements
   * @return a new array
   */
  public char[] readCharArray(int n) {
    long bytes = (long) n * 2;
    if (n < 0 || bytes > writerIndex - readerIndex) {
      throw underflow(bytes);
    }
    char[] a = new char[n];
    int idx = readerIndex;
    if (heap == null) {
      view(idx, (int) bytes).asCharBuffer().get(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.fromBytes(heap, idx, a, UnsafeAccess.CHAR_BASE, (int) bytes);
    } else if (n < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < n; i++, p += 2) {
        a[i] = (char) CHAR.get(h, p);
      }
    } else {
      view(idx, (int) bytes).asCharBuffer().get(a);
    }
    readerIndex = idx + (int) bytes;
    return a;
  }

  /**
   * Writes the elements of {@code a} (no length).
   *
   * @param a the array
   */
  public void writeShortArray(short[] a) {
    int idx = writerIndex;
    int bytes = arrayBytes(a.length, 1);
    ensure(idx + bytes);
    if (heap == null) {
      view(idx, bytes).asShortBuffer().put(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.toBytes(a, UnsafeAccess.SHORT_BASE, heap, idx, bytes);
    } else if (a.length < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < a.length; i++, p += 2) {
        SHORT.set(h, p, a[i]);
      }
    } else {
      view(idx, bytes).asShortBuffer().put(a);
    }
    writerIndex = idx + bytes;
  }

  /**
   * Reads {@code n} elements, checking that their bytes remain.
   *
   * @param n the number of elements
   * @return a new array
   */
  public short[] readShortArray(int n) {
    long bytes = (long) n * 2;
    if (n < 0 || bytes > writerIndex - readerIndex) {
      throw underflow(bytes);
    }
    short[] a = new short[n];
    int idx = readerIndex;
    if (heap == null) {
      view(idx, (int) bytes).asShortBuffer().get(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.fromBytes(heap, idx, a, UnsafeAccess.SHORT_BASE, (int) bytes);
    } else if (n < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < n; i++, p += 2) {
        a[i] = (short) SHORT.get(h, p);
      }
    } else {
      view(idx, (int) bytes).asShortBuffer().get(a);
    }
    readerIndex = idx + (int) bytes;
    return a;
  }

  /**
   * Writes the elements of {@code a} (no length).
   *
   * @param a the array
   */
  public void writeIntArray(int[] a) {
    int idx = writerIndex;
    int bytes = arrayBytes(a.length, 2);
    ensure(idx + bytes);
    if (heap == null) {
      view(idx, bytes).asIntBuffer().put(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.toBytes(a, UnsafeAccess.INT_BASE, heap, idx, bytes);
    } else if (a.length < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < a.length; i++, p += 4) {
        INT.set(h, p, a[i]);
      }
    } else {
      view(idx, bytes).asIntBuffer().put(a);
    }
    writerIndex = idx + bytes;
  }

  /**
   * Reads {@code n} elements, checking that their bytes remain.
   *
   * @param n the number of elements
   * @return a new array
   */
  public int[] readIntArray(int n) {
    long bytes = (long) n * 4;
    if (n < 0 || bytes > writerIndex - readerIndex) {
      throw underflow(bytes);
    }
    int[] a = new int[n];
    int idx = readerIndex;
    if (heap == null) {
      view(idx, (int) bytes).asIntBuffer().get(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.fromBytes(heap, idx, a, UnsafeAccess.INT_BASE, (int) bytes);
    } else if (n < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < n; i++, p += 4) {
        a[i] = (int) INT.get(h, p);
      }
    } else {
      view(idx, (int) bytes).asIntBuffer().get(a);
    }
    readerIndex = idx + (int) bytes;
    return a;
  }

  /**
   * Writes the elements of {@code a} (no length).
   *
   * @param a the array
   */
  public void writeLongArray(long[] a) {
    int idx = writerIndex;
    int bytes = arrayBytes(a.length, 3);
    ensure(idx + bytes);
    if (heap == null) {
      view(idx, bytes).asLongBuffer().put(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.toBytes(a, UnsafeAccess.LONG_BASE, heap, idx, bytes);
    } else if (a.length < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < a.length; i++, p += 8) {
        LONG.set(h, p, a[i]);
      }
    } else {
      view(idx, bytes).asLongBuffer().put(a);
    }
    writerIndex = idx + bytes;
  }

  /**
   * Reads {@code n} elements, checking that their bytes remain.
   *
   * @param n the number of elements
   * @return a new array
   */
  public long[] readLongArray(int n) {
    long bytes = (long) n * 8;
    if (n < 0 || bytes > writerIndex - readerIndex) {
      throw underflow(bytes);
    }
    long[] a = new long[n];
    int idx = readerIndex;
    if (heap == null) {
      view(idx, (int) bytes).asLongBuffer().get(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.fromBytes(heap, idx, a, UnsafeAccess.LONG_BASE, (int) bytes);
    } else if (n < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < n; i++, p += 8) {
        a[i] = (long) LONG.get(h, p);
      }
    } else {
      view(idx, (int) bytes).asLongBuffer().get(a);
    }
    readerIndex = idx + (int) bytes;
    return a;
  }

  /**
   * Writes the elements of {@code a} (no length).
   *
   * @param a the array
   */
  public void writeFloatArray(float[] a) {
    int idx = writerIndex;
    int bytes = arrayBytes(a.length, 2);
    ensure(idx + bytes);
    if (heap == null) {
      view(idx, bytes).asFloatBuffer().put(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.toBytes(a, UnsafeAccess.FLOAT_BASE, heap, idx, bytes);
    } else if (a.length < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < a.length; i++, p += 4) {
        FLOAT.set(h, p, a[i]);
      }
    } else {
      view(idx, bytes).asFloatBuffer().put(a);
    }
    writerIndex = idx + bytes;
  }

  /**
   * Reads {@code n} elements, checking that their bytes remain.
   *
   * @param n the number of elements
   * @return a new array
   */
  public float[] readFloatArray(int n) {
    long bytes = (long) n * 4;
    if (n < 0 || bytes > writerIndex - readerIndex) {
      throw underflow(bytes);
    }
    float[] a = new float[n];
    int idx = readerIndex;
    if (heap == null) {
      view(idx, (int) bytes).asFloatBuffer().get(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.fromBytes(heap, idx, a, UnsafeAccess.FLOAT_BASE, (int) bytes);
    } else if (n < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < n; i++, p += 4) {
        a[i] = (float) FLOAT.get(h, p);
      }
    } else {
      view(idx, (int) bytes).asFloatBuffer().get(a);
    }
    readerIndex = idx + (int) bytes;
    return a;
  }

  /**
   * Writes the elements of {@code a} (no length).
   *
   * @param a the array
   */
  public void writeDoubleArray(double[] a) {
    int idx = writerIndex;
    int bytes = arrayBytes(a.length, 3);
    ensure(idx + bytes);
    if (heap == null) {
      view(idx, bytes).asDoubleBuffer().put(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.toBytes(a, UnsafeAccess.DOUBLE_BASE, heap, idx, bytes);
    } else if (a.length < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < a.length; i++, p += 8) {
        DOUBLE.set(h, p, a[i]);
      }
    } else {
      view(idx, bytes).asDoubleBuffer().put(a);
    }
    writerIndex = idx + bytes;
  }

  /**
   * Reads {@code n} elements, checking that their bytes remain.
   *
   * @param n the number of elements
   * @return a new array
   */
  public double[] readDoubleArray(int n) {
    long bytes = (long) n * 8;
    if (n < 0 || bytes > writerIndex - readerIndex) {
      throw underflow(bytes);
    }
    double[] a = new double[n];
    int idx = readerIndex;
    if (heap == null) {
      view(idx, (int) bytes).asDoubleBuffer().get(a);
    } else if (UnsafeAccess.AVAILABLE) {
      UnsafeAccess.fromBytes(heap, idx, a, UnsafeAccess.DOUBLE_BASE, (int) bytes);
    } else if (n < BULK_THRESHOLD) {
      byte[] h = heap;
      for (int i = 0, p = idx; i < n; i++, p += 8) {
        a[i] = (double) DOUBLE.get(h, p);
      }
    } else {
      view(idx, (int) bytes).asDoubleBuffer().get(a);
    }
    readerIndex = idx + (int) bytes;
    return a;
  }

  /**
   * Writes booleans as bytes 0 and 1 (no length).
   *
   * @param a the array
   */
  public void writeBooleanArray(boolean[] a) {
    int idx = writerIndex;
    ensure(idx + a.length);
    byte[] h = heap;
    if (h != null) {
      for (int i = 0; i < a.length; i++) {
        h[idx + i] = (byte) (a[i] ? 1 : 0);
      }
    } else {
      for (int i = 0; i < a.length; i++) {
        nio.put(idx + i, (byte) (a[i] ? 1 : 0));
      }
    }
    writerIndex = idx + a.length;
  }

  /**
   * Reads {@code n} booleans written by {@link #writeBooleanArray}, rejecting bytes other than 0/1.
   *
   * @param n the number of elements
   * @return a new array
   */
  public boolean[] readBooleanArray(int n) {
    checkReadable(n);
    int at = readerIndex;
    byte[] h = heap;
    int idx = at;
    if (h == null) {
      h = copyOfRange(at, at + n);
      idx = 0;
    }
    boolean[] a = new boolean[n];
    int bad = 0;
    for (int i = 0; i < n; i++) {
      byte b = h[idx + i];
      bad |= b;
      a[i] = b != 0;
    }
    if ((bad & ~1) != 0) {
      for (int i = 0; i < n; i++) {
        if ((h[idx + i] & ~1) != 0) {
          throw new DeserializationException(
              "invalid boolean byte " + h[idx + i] + " at offset " + (at + i));
        }
      }
    }
    readerIndex = at + n;
    return a;
  }

  // ---------------------------------------------------------------- read

  /**
   * Throws unless {@code n} more bytes can be read.
   *
   * @param n the number of bytes needed
   * @throws BufferUnderflowException if fewer remain
   */
  public void checkReadable(int n) {
    if (n < 0 || n > writerIndex - readerIndex) {
      throw underflow(n);
    }
  }

  private BufferUnderflowException underflow(long n) {
    return new BufferUnderflowException(
        "input truncated: need "
            + n
            + " bytes at offset "
            + readerIndex
            + " but only "
            + (writerIndex - readerIndex)
            + " remain");
  }

  /**
   * {@return the next byte as a boolean}
   *
   * @throws org.furylike.exception.DeserializationException if the byte is neither 0 nor 1, or none
   *     remains
   */
  @GeneratedCodeApi
  public boolean readBoolean() {
    byte b = readByte();
    if ((b & ~1) != 0) {
      throw new DeserializationException(
          "invalid boolean byte " + b + " at offset " + (readerIndex - 1));
    }
    return b != 0;
  }

  /**
   * {@return the next 1 little-endian bytes as a {@code byte}}
   *
   * @throws BufferUnderflowException if fewer than 1 bytes remain
   */
  @GeneratedCodeApi
  public byte readByte() {
    int idx = readerIndex;
    if (idx >= writerIndex) {
      throw underflow(1);
    }
    readerIndex = idx + 1;
    return getByte(idx);
  }

  /**
   * {@return the next 2 little-endian bytes as a {@code short}}
   *
   * @throws BufferUnderflowException if fewer than 2 bytes remain
   */
  @GeneratedCodeApi
  public short readShort() {
    int idx = readerIndex;
    if (idx > writerIndex - 2) {
      throw underflow(2);
    }
    readerIndex = idx + 2;
    return getShort(idx);
  }

  /**
   * {@return the next 2 little-endian bytes as a {@code char}}
   *
   * @throws BufferUnderflowException if fewer than 2 bytes remain
   */
  @GeneratedCodeApi
  public char readChar() {
    int idx = readerIndex;
    if (idx > writerIndex - 2) {
      throw underflow(2);
    }
    readerIndex = idx + 2;
    return getChar(idx);
  }

  /**
   * {@return the next 4 little-endian bytes as a {@code int}}
   *
   * @throws BufferUnderflowException if fewer than 4 bytes remain
   */
  @GeneratedCodeApi
  public int readInt() {
    int idx = readerIndex;
    if (idx > writerIndex - 4) {
      throw underflow(4);
    }
    readerIndex = idx + 4;
    return getInt(idx);
  }

  /**
   * {@return the next 8 little-endian bytes as a {@code long}}
   *
   * @throws BufferUnderflowException if fewer than 8 bytes remain
   */
  @GeneratedCodeApi
  public long readLong() {
    int idx = readerIndex;
    if (idx > writerIndex - 8) {
      throw underflow(8);
    }
    readerIndex = idx + 8;
    return getLong(idx);
  }

  /**
   * {@return the next 4 little-endian bytes as a {@code float}}
   *
   * @throws BufferUnderflowException if fewer than 4 bytes remain
   */
  @GeneratedCodeApi
  public float readFloat() {
    return Float.intBitsToFloat(readInt());
  }

  /**
   * {@return the next 8 little-endian bytes as a {@code double}}
   *
   * @throws BufferUnderflowException if fewer than 8 bytes remain
   */
  @GeneratedCodeApi
  public double readDouble() {
    return Double.longBitsToDouble(readLong());
  }

  /**
   * Reads {@code length} bytes into a new array, checking the length against what remains.
   *
   * @param length the number of bytes
   * @return a new array
   */
  public byte[] readBytes(int length) {
    checkReadable(length);
    byte[] out = copyOfRange(readerIndex, readerIndex + length);
    readerIndex += length;
    return out;
  }

  /**
   * Reads {@code length} bytes into {@code dst} at {@code offset}, checking the length against what
   * remains.
   *
   * @param dst the destination array
   * @param offset the first index of {@code dst} to fill
   * @param length the number of bytes
   * @throws BufferUnderflowException if fewer than {@code length} bytes remain
   */
  public void readBytes(byte[] dst, int offset, int length) {
    checkReadable(length);
    byte[] h = heap;
    if (h != null) {
      System.arraycopy(h, readerIndex, dst, offset, length);
    } else {
      nio.get(readerIndex, dst, offset, length);
    }
    readerIndex += length;
  }

  /**
   * Skips {@code n} bytes, checking that they exist.
   *
   * @param n the number of bytes
   */
  public void skip(int n) {
    checkReadable(n);
    readerIndex += n;
  }

  /**
   * {@return a varint written by {@link #writeVarUint32}}
   *
   * @throws org.furylike.exception.DeserializationException if the varint is truncated or longer
   *     than its type allows
   */
  @GeneratedCodeApi
  public int readVarUint32() {
    int idx = readerIndex;
    byte[] h = heap;
    if (h != null && writerIndex - idx >= 5) {
      // Fast path: enough bytes for the longest encoding, so no bounds check per byte.
      int b = h[idx];
      if (b >= 0) {
        readerIndex = idx + 1;
        return b;
      }
      int result = b & 0x7F;
      b = h[idx + 1];
      result |= (b & 0x7F) << 7;
      if (b >= 0) {
        readerIndex = idx + 2;
        return result;
      }
      b = h[idx + 2];
      result |= (b & 0x7F) << 14;
      if (b >= 0) {
        readerIndex = idx + 3;
        return result;
      }
      b = h[idx + 3];
      result |= (b & 0x7F) << 21;
      if (b >= 0) {
        readerIndex = idx + 4;
        return result;
      }
      b = h[idx + 4];
      if ((b & 0xF0) != 0) {
        throw new DeserializationException("malformed varint32 ending at offset " + (idx + 4));
      }
      readerIndex = idx + 5;
      return result | (b << 28);
    }
    return readVarUint32Slow(idx, h);
  }

  /** Near the end of the bytes, or over a direct buffer ({@code h} null): one check per byte. */
  private int readVarUint32Slow(int idx, byte[] h) {
    int limit = writerIndex;
    int result = 0;
    for (int shift = 0; shift < 35; shift += 7) {
      if (idx >= limit) {
        throw underflow(1);
      }
      byte b = h != null ? h[idx] : nio.get(idx);
      idx++;
      if (shift == 28 && (b & 0xF0) != 0) {
        throw new DeserializationException("malformed varint32 ending at offset " + (idx - 1));
      }
      result |= (b & 0x7F) << shift;
      if (b >= 0) {
        readerIndex = idx;
        return result;
      }
    }
    throw new DeserializationException("malformed varint32 at offset " + readerIndex);
  }

  /**
   * {@return a varint written by {@link #writeVarInt32}}
   *
   * @throws org.furylike.exception.DeserializationException if the varint is truncated or longer
   *     than its type allows
   */
  @GeneratedCodeApi
  public int readVarInt32() {
    int v = readVarUint32();
    return (v >>> 1) ^ -(v & 1);
  }

  /**
   * {@return a varint written by {@link #writeVarUint64}}
   *
   * @throws org.furylike.exception.DeserializationException if the varint is truncated or longer
   *     than its type allows
   */
  public long readVarUint64() {
    int idx = readerIndex;
    byte[] h = heap;
    int limit = writerIndex;
    long result = 0;
    for (int shift = 0; shift < 70; shift += 7) {
      if (idx >= limit) {
        throw underflow(1);
      }
      byte b = h != null ? h[idx] : nio.get(idx);
      idx++;
      if (shift == 63 && (b & 0xFE) != 0) {
        throw new DeserializationException("malformed varint64 ending at offset " + (idx - 1));
      }
      result |= (long) (b & 0x7F) << shift;
      if (b >= 0) {
        readerIndex = idx;
        return result;
      }
    }
    throw new DeserializationException("malformed varint64 at offset " + readerIndex);
  }

  /**
   * {@return a varint written by {@link #writeVarInt64}}
   *
   * @throws org.furylike.exception.DeserializationException if the varint is truncated or longer
   *     than its type allows
   */
  public long readVarInt64() {
    long v = readVarUint64();
    return (v >>> 1) ^ -(v & 1);
  }

  /**
   * Reads a value written by {@link #writeSliInt64}.
   *
   * @return the value
   */
  @GeneratedCodeApi
  public long readSliInt64() {
    int idx = readerIndex;
    byte[] h = heap;
    if (h != null && writerIndex - idx >= 9) {
      // fast path: both encodings fit, one bounds check
      int small = (int) INT.get(h, idx);
      if ((small & 1) == 0) {
        readerIndex = idx + 4;
        return small >> 1;
      }
      if ((byte) small != 0x01) {
        throw badLongTag(idx);
      }
      readerIndex = idx + 9;
      return (long) LONG.get(h, idx + 1);
    }
    return readSliInt64Slow(idx);
  }

  /** Fewer than 9 bytes left, or a direct buffer: checks each encoding's length on its own. */
  private long readSliInt64Slow(int idx) {
    if (idx >= writerIndex) {
      throw underflow(1);
    }
    byte tag = getByte(idx);
    if ((tag & 1) == 0) {
      return readInt() >> 1;
    }
    if (tag != 0x01) {
      throw badLongTag(idx);
    }
    if (idx > writerIndex - 9) {
      throw underflow(9);
    }
    readerIndex = idx + 9;
    return getLong(idx + 1);
  }

  private DeserializationException badLongTag(int idx) {
    return new DeserializationException(
        "malformed long tag " + getByte(idx) + " at offset " + idx + " (expected 0x01)");
  }

  // ------------------------------------------- unchecked gets (caller checked readable)

  /**
   * The boolean at {@code index} (capacity checked by the caller), failing on a byte other than
   * 0/1.
   *
   * @param index the absolute index
   * @return the value
   */
  @GeneratedCodeApi
  public boolean getBoolean(int index) {
    byte b = getByte(index);
    if ((b & ~1) != 0) {
      throw new DeserializationException("invalid boolean byte " + b + " at offset " + index);
    }
    return b != 0;
  }

  /**
   * {@return the 1 little-endian bytes at {@code index} as a {@code byte}; the caller has checked
   * the bounds}
   *
   * @param index the absolute index
   */
  @GeneratedCodeApi
  public byte getByte(int index) {
    byte[] h = heap;
    return h != null ? h[index] : nio.get(index);
  }

  /**
   * {@return the 2 little-endian bytes at {@code index} as a {@code short}; the caller has checked
   * the bounds}
   *
   * @param index the absolute index
   */
  @GeneratedCodeApi
  public short getShort(int index) {
    byte[] h = heap;
    return h != null ? (short) SHORT.get(h, index) : NioBytes.getShort(nio, index);
  }

  /**
   * {@return the 2 little-endian bytes at {@code index} as a {@code char}; the caller has checked
   * the bounds}
   *
   * @param index the absolute index
   */
  @GeneratedCodeApi
  public char getChar(int index) {
    byte[] h = heap;
    return h != null ? (char) CHAR.get(h, index) : NioBytes.getChar(nio, index);
  }

  /**
   * {@return the 4 little-endian bytes at {@code index} as a {@code int}; the caller has checked
   * the bounds}
   *
   * @param index the absolute index
   */
  @GeneratedCodeApi
  public int getInt(int index) {
    byte[] h = heap;
    return h != null ? (int) INT.get(h, index) : NioBytes.getInt(nio, index);
  }

  /**
   * {@return the 8 little-endian bytes at {@code index} as a {@code long}; the caller has checked
   * the bounds}
   *
   * @param index the absolute index
   */
  @GeneratedCodeApi
  public long getLong(int index) {
    byte[] h = heap;
    return h != null ? (long) LONG.get(h, index) : NioBytes.getLong(nio, index);
  }

  /**
   * {@return the 4 little-endian bytes at {@code index} as a {@code float}; the caller has checked
   * the bounds}
   *
   * @param index the absolute index
   */
  @GeneratedCodeApi
  public float getFloat(int index) {
    byte[] h = heap;
    return h != null ? (float) FLOAT.get(h, index) : NioBytes.getFloat(nio, index);
  }

  /**
   * {@return the 8 little-endian bytes at {@code index} as a {@code double}; the caller has checked
   * the bounds}
   *
   * @param index the absolute index
   */
  @GeneratedCodeApi
  public double getDouble(int index) {
    byte[] h = heap;
    return h != null ? (double) DOUBLE.get(h, index) : NioBytes.getDouble(nio, index);
  }

  @Override
  public String toString() {
    return "MemoryBuffer{reader="
        + readerIndex
        + ", writer="
        + writerIndex
        + ", capacity="
        + capacity
        + (heap != null ? "" : ", direct")
        + "}";
  }
}
