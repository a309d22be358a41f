package org.furylike.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import org.furylike.serializer.builtin.StringSerializer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every accessor of {@link MemoryBuffer} writes the same bytes and reads the same values whether
 * the memory is an owned array, a caller's array region, a heap {@code ByteBuffer} slice, or a
 * direct (or read-only) {@code ByteBuffer} at a nonzero position.
 */
class BackingParityTest {
  private static final int ROOM = 8192;

  /** Where a value is written and read. */
  enum Backing {
    OWNED,
    ARRAY_REGION,
    HEAP_SLICE,
    DIRECT,
    READ_ONLY_HEAP,
    READ_ONLY_DIRECT;

    /** A buffer to write into, or null for the read-only backings. */
    MemoryBuffer writer() {
      switch (this) {
        case OWNED:
          return MemoryBuffer.allocate(16);
        case ARRAY_REGION:
          MemoryBuffer b = MemoryBuffer.allocate(16);
          b.pointToForWrite(new byte[ROOM + 20], 7, ROOM + 7);
          return b;
        case HEAP_SLICE:
          ByteBuffer slice = ByteBuffer.wrap(new byte[ROOM + 20], 3, ROOM + 10).slice();
          return MemoryBuffer.wrapForWrite(slice.position(5));
        case DIRECT:
          return MemoryBuffer.wrapForWrite(ByteBuffer.allocateDirect(ROOM + 20).position(9));
        default:
          return null;
      }
    }

    /** A buffer that reads {@code bytes}, placed at a nonzero index where the backing allows. */
    MemoryBuffer reader(byte[] bytes) {
      switch (this) {
        case OWNED:
          return MemoryBuffer.wrap(bytes);
        case ARRAY_REGION:
          byte[] padded = new byte[bytes.length + 20];
          System.arraycopy(bytes, 0, padded, 7, bytes.length);
          return MemoryBuffer.wrap(padded, 7, bytes.length);
        case HEAP_SLICE:
          return MemoryBuffer.wrap(placed(ByteBuffer.allocate(bytes.length + 20), bytes).slice());
        case DIRECT:
          return MemoryBuffer.wrap(placed(ByteBuffer.allocateDirect(bytes.length + 20), bytes));
        case READ_ONLY_HEAP:
          ByteBuffer heap = placed(ByteBuffer.allocate(bytes.length + 20), bytes);
          return MemoryBuffer.wrap(heap.asReadOnlyBuffer());
        default:
          ByteBuffer direct = placed(ByteBuffer.allocateDirect(bytes.length + 20), bytes);
          return MemoryBuffer.wrap(direct.asReadOnlyBuffer());
      }
    }

    private static ByteBuffer placed(ByteBuffer b, byte[] bytes) {
      b.order(ByteOrder.BIG_ENDIAN); // the buffer's own order must not matter
      b.position(5);
      b.put(bytes);
      return b.flip().position(5);
    }
  }

  private static final int[] VARINTS = {0, 1, 127, 128, 16383, 16384, 1 << 21, 1 << 28, -1, -64};
  private static final long[] LONGS = {
    0, -1, (1L << 30) - 1, -(1L << 30), 1L << 30, Long.MIN_VALUE
  };

  static byte[] written(MemoryBuffer b, int start) {
    return b.copyOfRange(start, b.writerIndex());
  }

  static void writeAll(MemoryBuffer b) {
    b.writeBoolean(true);
    b.writeBoolean(false);
    b.writeByte(-7);
    b.writeShort((short) -12345);
    b.writeChar('\u20AC');
    b.writeInt(0xCAFEBABE);
    b.writeLong(0x0123456789ABCDEFL);
    b.writeFloat(3.25f);
    b.writeDouble(-1e300);
    for (int v : VARINTS) {
      b.writeVarUint32(v);
      b.writeVarInt32(v);
    }
    for (long v : LONGS) {
      b.writeVarUint64(v);
      b.writeVarInt64(v);
      b.writeSliInt64(v);
    }
    b.writeBytes(new byte[] {1, 2, 3, 4, 5}, 1, 3);
    int idx = b.writerIndex();
    b.ensure(idx + 64);
    b.putBoolean(idx, true);
    b.putByte(idx + 1, (byte) 0x80);
    b.putShort(idx + 2, (short) 513);
    b.putChar(idx + 4, 'z');
    b.putInt(idx + 6, -99);
    b.putLong(idx + 10, Long.MAX_VALUE);
    b.putFloat(idx + 18, Float.MIN_VALUE);
    b.putDouble(idx + 22, Math.PI);
    idx += 30;
    idx += b.putVarUint32(idx, 300);
    idx += b.putVarInt32(idx, -70000);
    idx += b.putSliInt64(idx, 1L << 40);
    idx += b.putSliInt64(idx, -5);
    b.writerIndex(idx);
    for (int n : new int[] {5, 100}) {
      b.writeCharArray(Arrays.copyOf(new char[] {'a', 'Ω', '\uFFFF'}, n));
      b.writeShortArray(Arrays.copyOf(new short[] {-1, 2, Short.MIN_VALUE}, n));
      b.writeIntArray(Arrays.copyOf(new int[] {-1, 2, Integer.MIN_VALUE}, n));
      b.writeLongArray(Arrays.copyOf(new long[] {-1, 2, Long.MIN_VALUE}, n));
      b.writeFloatArray(Arrays.copyOf(new float[] {-1.5f, Float.NaN, 2}, n));
      b.writeDoubleArray(Arrays.copyOf(new double[] {-1.5, Double.NaN, 2}, n));
      b.writeBooleanArray(Arrays.copyOf(new boolean[] {true, false, true}, n));
    }
    StringSerializer.writeString(b, "latin1 café");
    StringSerializer.writeString(b, "utf16 ✓ 漢字");
    StringSerializer.writeString(b, "");
    b.writeSliInt64(123); // the last nine bytes: both readers take their near-the-end path
    b.writeVarUint32(0x0FFFFFFF);
  }

  static void readAll(MemoryBuffer b) {
    assertTrue(b.readBoolean());
    assertFalse(b.readBoolean());
    assertEquals(-7, b.readByte());
    assertEquals(-12345, b.readShort());
    assertEquals('\u20AC', b.readChar());
    assertEquals(0xCAFEBABE, b.readInt());
    assertEquals(0x0123456789ABCDEFL, b.readLong());
    assertEquals(3.25f, b.readFloat());
    assertEquals(-1e300, b.readDouble());
    for (int v : VARINTS) {
      assertEquals(v, b.readVarUint32());
      assertEquals(v, b.readVarInt32());
    }
    for (long v : LONGS) {
      assertEquals(v, b.readVarUint64());
      assertEquals(v, b.readVarInt64());
      assertEquals(v, b.readSliInt64());
    }
    assertArrayEquals(new byte[] {2, 3, 4}, b.readBytes(3));
    int p = b.readerIndex();
    assertTrue(b.getBoolean(p));
    assertEquals((byte) 0x80, b.getByte(p + 1));
    assertEquals(513, b.getShort(p + 2));
    assertEquals('z', b.getChar(p + 4));
    assertEquals(-99, b.getInt(p + 6));
    assertEquals(Long.MAX_VALUE, b.getLong(p + 10));
    assertEquals(Float.MIN_VALUE, b.getFloat(p + 18));
    assertEquals(Math.PI, b.getDouble(p + 22));
    b.skip(30);
    assertEquals(300, b.readVarUint32());
    assertEquals(-70000, b.readVarInt32());
    assertEquals(1L << 40, b.readSliInt64());
    assertEquals(-5, b.readSliInt64());
    for (int n : new int[] {5, 100}) {
      assertArrayEquals(Arrays.copyOf(new char[] {'a', 'Ω', '\uFFFF'}, n), b.readCharArray(n));
      assertArrayEquals(
          Arrays.copyOf(new short[] {-1, 2, Short.MIN_VALUE}, n), b.readShortArray(n));
      assertArrayEquals(Arrays.copyOf(new int[] {-1, 2, Integer.MIN_VALUE}, n), b.readIntArray(n));
      assertArrayEquals(Arrays.copyOf(new long[] {-1, 2, Long.MIN_VALUE}, n), b.readLongArray(n));
      assertArrayEquals(Arrays.copyOf(new float[] {-1.5f, Float.NaN, 2}, n), b.readFloatArray(n));
      assertArrayEquals(Arrays.copyOf(new double[] {-1.5, Double.NaN, 2}, n), b.readDoubleArray(n));
      assertArrayEquals(Arrays.copyOf(new boolean[] {true, false, true}, n), b.readBooleanArray(n));
    }
    assertEquals("latin1 café", StringSerializer.readString(b));
    assertEquals("utf16 ✓ 漢字", StringSerializer.readString(b));
    assertEquals("", StringSerializer.readString(b));
    assertEquals(123, b.readSliInt64());
    assertEquals(0x0FFFFFFF, b.readVarUint32());
    assertEquals(0, b.remaining());
  }

  private static byte[] reference() {
    MemoryBuffer b = MemoryBuffer.allocate(16);
    writeAll(b);
    return written(b, 0);
  }

  @ParameterizedTest
  @EnumSource(
      value = Backing.class,
      names = {"OWNED", "ARRAY_REGION", "HEAP_SLICE", "DIRECT"})
  void writesTheSameBytesAsAnOwnedArray(Backing backing) {
    MemoryBuffer b = backing.writer();
    int start = b.writerIndex();
    writeAll(b);
    assertArrayEquals(reference(), written(b, start));
    b.readerIndex(start);
    readAll(b); // and reads them back in place
  }

  @ParameterizedTest
  @EnumSource(Backing.class)
  void readsTheSameValuesAsAnOwnedArray(Backing backing) {
    byte[] bytes = reference();
    MemoryBuffer b = backing.reader(bytes);
    int start = b.readerIndex();
    readAll(b);
    assertEquals(bytes.length, b.readerIndex() - start);
  }
}
