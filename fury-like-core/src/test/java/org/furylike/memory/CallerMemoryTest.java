package org.furylike.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.furylike.exception.BufferOverflowException;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.FuryException;
import org.furylike.serializer.builtin.StringSerializer;
import org.junit.jupiter.api.Test;

/** A {@link MemoryBuffer} over a caller's memory: limits, no growth, and the same read errors. */
class CallerMemoryTest {
  private static final byte FILL = 0x7F;

  @Test
  void arrayRegionIsWrittenInPlaceAndNeverPastItsLimit() {
    byte[] array = new byte[32];
    Arrays.fill(array, FILL);
    MemoryBuffer b = MemoryBuffer.allocate(16);
    b.pointToForWrite(array, 4, 12);
    b.writeLong(0x0102030405060708L);
    BufferOverflowException e = assertThrows(BufferOverflowException.class, () -> b.writeByte(1));
    assertEquals(1, e.shortfall());
    assertTrue(e.getMessage().contains("limit 12"), e.getMessage());
    assertEquals(12, b.writerIndex());
    assertSame(array, b.getHeapMemory()); // not replaced by a grown copy
    assertEquals(8, array[4]);
    for (int i = 12; i < array.length; i++) {
      assertEquals(FILL, array[i], "byte " + i);
    }
    assertThrows(BufferOverflowException.class, () -> b.writeIntArray(new int[100]));
    assertThrows(BufferOverflowException.class, () -> b.writerIndex(13));
    b.clear();
    assertEquals(4, b.writerIndex()); // back to the start of the region, not to 0
  }

  @Test
  void directBufferIsWrittenInPlaceAndNeverPastItsLimit() {
    ByteBuffer direct = ByteBuffer.allocateDirect(32);
    for (int i = 0; i < 32; i++) {
      direct.put(i, FILL);
    }
    direct.position(3).limit(10);
    MemoryBuffer b = MemoryBuffer.wrapForWrite(direct);
    assertFalse(b.hasHeap());
    assertThrows(IllegalStateException.class, b::getHeapMemory);
    b.writeInt(-1);
    b.writeShort((short) 0x0201);
    assertThrows(BufferOverflowException.class, () -> b.writeInt(5));
    assertThrows(BufferOverflowException.class, () -> StringSerializer.writeString(b, "abcdef"));
    b.writeByte(9); // the last byte still fits
    assertEquals(10, b.writerIndex());
    assertEquals(3, direct.position()); // the caller's position and limit do not move
    assertEquals(10, direct.limit());
    direct.limit(32);
    assertEquals(1, direct.get(7));
    assertEquals(9, direct.get(9));
    for (int i = 10; i < 32; i++) {
      assertEquals(FILL, direct.get(i), "byte " + i);
    }
  }

  @Test
  void aReadViewOfAnArrayRegionMovesToACopyWhenWrittenPastIt() {
    byte[] array = new byte[16];
    Arrays.fill(array, FILL);
    MemoryBuffer b = MemoryBuffer.wrap(array, 2, 4);
    b.writeLong(42);
    assertNotSame(array, b.getHeapMemory());
    for (byte x : array) {
      assertEquals(FILL, x);
    }
    b.readerIndex(6);
    assertEquals(42, b.readLong());
  }

  @Test
  void readOnlyBuffersAreReadButNotWritten() {
    ByteBuffer ro = ByteBuffer.allocate(8).putInt(0, 77).asReadOnlyBuffer();
    assertThrows(ReadOnlyBufferException.class, () -> MemoryBuffer.wrapForWrite(ro));
    MemoryBuffer b = MemoryBuffer.wrap(ro);
    assertFalse(b.hasHeap());
    assertEquals(77 << 24, b.readInt()); // 77 was put big-endian; the buffer reads little-endian
  }

  @Test
  void sliceAndByteBufferViewShareTheMemory() {
    ByteBuffer direct = ByteBuffer.allocateDirect(16);
    MemoryBuffer b = MemoryBuffer.wrapForWrite(direct.position(2));
    b.writeInt(0x44332211);
    MemoryBuffer slice = b.slice(3, 2);
    assertEquals(3, slice.readerIndex());
    assertEquals(0x3322, slice.readShort());
    ByteBuffer view = b.asByteBuffer(2, 6);
    assertEquals(0x11, view.get(0));
    assertEquals(4, view.remaining());
    assertTrue(b.regionEquals(3, new byte[] {9, 0x22, 0x33}, 1, 2));
    assertFalse(b.regionEquals(3, new byte[] {0x22, 0x34}, 0, 2));
  }

  /** Short regions compare in line and long ones through the JDK: every byte counts in both. */
  @Test
  void regionEqualsSeesEveryByteAtEveryLength() {
    java.util.Random random = new java.util.Random(11);
    for (int length = 0; length <= 80; length++) {
      byte[] other = new byte[length + 5];
      random.nextBytes(other);
      byte[] mine = new byte[length + 7];
      System.arraycopy(other, 5, mine, 3, length);
      MemoryBuffer b = MemoryBuffer.wrap(mine);
      assertTrue(b.regionEquals(3, other, 5, length), "equal region of " + length + " bytes");
      for (int p = 0; p < length; p++) {
        mine[3 + p] ^= 0x40;
        assertFalse(b.regionEquals(3, other, 5, length), length + " bytes, byte " + p + " differs");
        mine[3 + p] ^= 0x40;
      }
    }
  }

  @Test
  void aDetachedBufferHoldsNoMemoryUntilPointedAgain() {
    byte[] array = {1, 2, 3, 4};
    MemoryBuffer b = MemoryBuffer.wrap(array);
    b.detach();
    assertFalse(b.hasHeap());
    assertEquals(0, b.remaining());
    assertThrows(BufferUnderflowException.class, b::readByte);
    assertThrows(BufferUnderflowException.class, b::readVarUint32);
    assertThrows(BufferOverflowException.class, () -> b.writeByte(1));
    IllegalStateException e = assertThrows(IllegalStateException.class, b::getHeapMemory);
    assertTrue(e.getMessage().contains("detached"), e.getMessage());
    b.pointTo(array, 1, 3);
    assertEquals(2, b.readByte());
    assertSame(array, b.getHeapMemory());
  }

  private record Truncated(byte[] bytes, Consumer<MemoryBuffer> read) {}

  /** Truncated input at the same index of an array and of a direct buffer: the same exception. */
  @Test
  void truncatedDirectInputFailsExactlyAsTheArrayDoes() {
    byte[] open = {(byte) 0x81, (byte) 0x80, (byte) 0x80};
    Map<String, Truncated> reads = new LinkedHashMap<>();
    reads.put("readShort", new Truncated(new byte[] {1}, MemoryBuffer::readShort));
    reads.put("readInt", new Truncated(open, MemoryBuffer::readInt));
    reads.put("readLong", new Truncated(open, MemoryBuffer::readLong));
    reads.put("readVarUint32", new Truncated(open, MemoryBuffer::readVarUint32));
    reads.put("readVarUint64", new Truncated(open, MemoryBuffer::readVarUint64));
    reads.put("readSliInt64", new Truncated(new byte[] {1, 2, 3}, MemoryBuffer::readSliInt64));
    reads.put("readBytes", new Truncated(open, b -> b.readBytes(9)));
    reads.put("readIntArray", new Truncated(open, b -> b.readIntArray(3)));
    reads.put("readBooleanArray", new Truncated(open, b -> b.readBooleanArray(9)));
    reads.put("readString", new Truncated(new byte[] {0x28, 'a'}, StringSerializer::readString));
    for (Map.Entry<String, Truncated> read : reads.entrySet()) {
      Truncated t = read.getValue();
      MemoryBuffer heap = heapAt6(t.bytes());
      MemoryBuffer direct = directAt6(t.bytes());
      FuryException onHeap = assertThrows(FuryException.class, () -> t.read().accept(heap));
      FuryException onDirect = assertThrows(FuryException.class, () -> t.read().accept(direct));
      assertEquals(heap.readerIndex(), direct.readerIndex(), read.getKey());
      assertTrue(onHeap instanceof BufferUnderflowException, read.getKey());
      assertEquals(onHeap.getClass(), onDirect.getClass(), read.getKey());
      assertEquals(onHeap.getMessage(), onDirect.getMessage(), read.getKey());
    }
  }

  private static MemoryBuffer heapAt6(byte[] bytes) {
    byte[] array = new byte[bytes.length + 16];
    System.arraycopy(bytes, 0, array, 6, bytes.length);
    return MemoryBuffer.wrap(array, 6, bytes.length);
  }

  private static MemoryBuffer directAt6(byte[] bytes) {
    ByteBuffer direct = ByteBuffer.allocateDirect(bytes.length + 16);
    direct.position(6);
    direct.put(bytes);
    direct.flip().position(6);
    MemoryBuffer b = MemoryBuffer.wrap(direct);
    assertArrayEquals(bytes, b.copyOfRange(6, 6 + bytes.length));
    return b;
  }
}
