package org.furylike.memory;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.furylike.serializer.builtin.StringSerializer;
import org.junit.jupiter.api.Test;

/**
 * The varint writer's store forms, the string writer's internal-bytes path and the primitive-array
 * copies, byte for byte against the wire format spelled out independently.
 */
class MemoryFastPathTest {

  private static byte[] leb128(int v) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    while ((v & ~0x7F) != 0) {
      out.write((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    out.write(v);
    return out.toByteArray();
  }

  private static void checkVarint(int v) {
    checkVarint(v, 0);
    checkVarint(v, 8);
  }

  /** With {@code padding} bytes after the value, so both the near-end and the 8-byte reads run. */
  private static void checkVarint(int v, int padding) {
    MemoryBuffer b = MemoryBuffer.allocate(1);
    b.writeByte((byte) 0x55);
    b.writeVarUint32(v);
    b.writeByte((byte) 0x66);
    for (int i = 0; i < padding; i++) {
      b.writeByte((byte) 0xFF);
    }
    byte[] expected = leb128(v);
    int end = b.writerIndex() - padding;
    byte[] written = Arrays.copyOfRange(b.getHeapMemory(), 1, end - 1);
    assertArrayEquals(expected, written, () -> "varint of " + Integer.toUnsignedString(v));
    assertEquals(0x66, b.getHeapMemory()[end - 1]);
    b.readerIndex(1);
    assertEquals(v, b.readVarUint32());
    assertEquals(0x66, b.readByte());
  }

  @Test
  void everyVarintLengthAndBoundaryMatchesLeb128() {
    for (int shift = 0; shift < 32; shift++) {
      int p = 1 << shift;
      for (int v : new int[] {p - 1, p, p + 1, -p, ~p}) {
        checkVarint(v);
      }
    }
    SplittableRandom r = new SplittableRandom(7);
    for (int i = 0; i < 100_000; i++) {
      checkVarint(r.nextInt() >>> r.nextInt(32));
    }
  }

  @Test
  void malformedVarintsAreRefusedWhereverTheyStand() {
    byte[][] bad = {
      {(byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, (byte) 0x80, 0},
      {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x10},
      {(byte) 0x81, (byte) 0x81, (byte) 0x81, (byte) 0x81, 0x7F}
    };
    for (byte[] v : bad) {
      for (int padding : new int[] {0, 8}) {
        MemoryBuffer b = MemoryBuffer.allocate(16);
        b.writeBytes(v);
        for (int i = 0; i < padding; i++) {
          b.writeByte((byte) 0);
        }
        assertThrows(
            org.furylike.exception.DeserializationException.class,
            b::readVarUint32,
            Arrays.toString(v) + " with " + padding + " bytes after");
      }
    }
  }

  @Test
  void zigzagVarintsRoundTripAtIndex() {
    MemoryBuffer b = MemoryBuffer.allocate(64);
    int[] values = {0, -1, 1, 63, -64, 64, 8191, -8192, 1 << 20, -(1 << 27), Integer.MAX_VALUE};
    for (int v : values) {
      b.ensure(b.writerIndex() + 5);
      b.writerIndex(b.writerIndex() + b.putVarInt32(b.writerIndex(), v));
    }
    for (int v : values) {
      assertEquals(v, b.readVarInt32());
    }
    assertEquals(b.writerIndex(), b.readerIndex());
  }

  /** The wire encoding spelled out: header varint (chars << 2 | coder), then the chars. */
  private static byte[] expectedString(String s) {
    boolean latin1 = s.chars().allMatch(c -> c < 256);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    out.writeBytes(leb128((s.length() << 2) | (latin1 ? 0 : 1)));
    out.writeBytes(s.getBytes(latin1 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_16LE));
    return out.toByteArray();
  }

  @Test
  void stringsWriteTheSameBytesWhicheverPathIsUsed() {
    String[] strings = {
      "",
      "a",
      "caf\u00e9",
      "\u0100",
      "mixed \u00e9 and \u4e2d",
      "x".repeat(31),
      "y".repeat(32),
      "\u4e2d".repeat(5000),
      "z".repeat(70_000),
      new String(new char[] {'\ud83d', '\ude00'})
    };
    for (String s : strings) {
      MemoryBuffer b = MemoryBuffer.allocate(2);
      StringSerializer.writeString(b, s);
      assertArrayEquals(
          expectedString(s), Arrays.copyOf(b.getHeapMemory(), b.writerIndex()), "bytes of " + s);
      b.readerIndex(0);
      assertEquals(s, StringSerializer.readString(b));
    }
  }

  /**
   * Latin-1 strings around the one- and two-byte header boundaries (32 and 4,096 chars), read as
   * the last bytes of the buffer and with a byte after them, and refused when cut one byte short.
   */
  @Test
  void latin1StringsReadBackAtEveryHeaderLengthAndAreRefusedWhenCut() {
    int[][] ranges = {{0, 40}, {4_090, 4_100}};
    for (int[] range : ranges) {
      for (int len = range[0]; len <= range[1]; len++) {
        String s = "k".repeat(len);
        for (boolean trailing : new boolean[] {false, true}) {
          MemoryBuffer b = MemoryBuffer.allocate(2);
          b.writeByte((byte) 7);
          StringSerializer.writeString(b, s);
          int end = b.writerIndex();
          if (trailing) {
            b.writeByte((byte) 9);
          }
          b.readerIndex(1);
          assertEquals(s, StringSerializer.readString(b), "length " + len);
          assertEquals(end, b.readerIndex(), "reader index after a string of " + len);
        }
        MemoryBuffer cut = MemoryBuffer.allocate(2);
        StringSerializer.writeString(cut, s);
        if (len > 0) {
          cut.writerIndex(cut.writerIndex() - 1);
          cut.readerIndex(0);
          assertThrows(
              org.furylike.exception.BufferUnderflowException.class,
              () -> StringSerializer.readString(cut),
              "a string of " + len + " cut one byte short");
        }
      }
    }
  }

  /** UTF-16 strings: the first, a middle or the last char outside Latin-1. */
  private static final String[] UTF16_STRINGS = {
    "\u0100",
    "\u4e2d\u6587 text",
    "text \u4e2d\u6587 text",
    "plain text up to the last char\u20ac",
    "\u0391\u03b8\u03ae\u03bd\u03b1 \u041c\u043e\u0441\u043a\u0432\u0430 ".repeat(9),
    "\u4e2d".repeat(5000),
    new String(new char[] {'\ud83d', '\ude00'})
  };

  @Test
  void utf16StringsReadBackEqualToTheOnesTheJdkMakes() {
    for (String s : UTF16_STRINGS) {
      MemoryBuffer heap = MemoryBuffer.allocate(2);
      heap.writeByte((byte) 9); // the string starts at an odd index
      StringSerializer.writeString(heap, s);
      ByteBuffer direct = ByteBuffer.allocateDirect(heap.writerIndex());
      direct.put(heap.getHeapMemory(), 0, heap.writerIndex()).flip();
      for (MemoryBuffer b : new MemoryBuffer[] {heap, MemoryBuffer.wrap(direct)}) {
        b.readerIndex(1);
        String read = StringSerializer.readString(b);
        String made = new String(s.toCharArray());
        assertEquals(made, read, s);
        assertEquals(read, made, s);
        assertEquals(made.hashCode(), read.hashCode(), s);
        assertEquals(0, read.compareTo(made), s);
        assertEquals(made + "|" + made, read + "|" + read, s);
        assertEquals(heap.writerIndex(), b.readerIndex(), s);
      }
    }
  }

  @Test
  void utf16BytesOfLatin1CharsReadBackAsTheLatin1StringTheJdkMakes() {
    // a writer whose JDK keeps every string in UTF-16 (compact strings off) sends Latin-1 text so
    for (String s : new String[] {"a", "caf\u00e9", "\u00ff".repeat(300)}) {
      MemoryBuffer b = MemoryBuffer.allocate(8);
      b.writeVarUint32((s.length() << 2) | 1);
      b.writeBytes(s.getBytes(StandardCharsets.UTF_16LE));
      String read = StringSerializer.readString(b);
      assertEquals(s, read);
      assertEquals(read, s);
      assertEquals(s.hashCode(), read.hashCode());
      assertEquals(1, new java.util.HashSet<>(java.util.List.of(s, read)).size());
    }
  }

  @Test
  void utf16StringsAreMadeAroundTheirBytesExactlyWhereInternalAccessIs() {
    assertEquals(StringBytes.AVAILABLE, StringBytes.CAN_CREATE);
    if (StringBytes.CAN_CREATE) {
      byte[] wire = {7, 0x00, 0x01, 'b', 0};
      String made = StringBytes.newUtf16(wire, 1, 4);
      assertEquals("\u0100b", made);
      assertEquals(false, StringBytes.isLatin1(made));
      assertEquals(true, StringBytes.hasNonLatin1(wire, 1, 2));
      assertEquals(false, StringBytes.hasNonLatin1(wire, 3, 1));
      wire[2] = 0;
      assertEquals("\u0100b", made, "the string keeps a copy of the bytes");
    }
  }

  @Test
  void internalAccessIsUsedExactlyWhereTheJdkAllowsItWithoutWarnings() {
    assertEquals(UnsafeAccess.allowedWithoutWarning(), StringBytes.AVAILABLE);
    if (StringBytes.AVAILABLE) {
      assertEquals(true, StringBytes.isLatin1("caf\u00e9"));
      assertEquals(false, StringBytes.isLatin1("\u0100"));
      assertArrayEquals(new byte[] {'h', 'i'}, StringBytes.value("hi"));
    }
  }

  /**
   * A null string given to the string writer fails the call, on the raw path as on the public one;
   * a raw field read of null would crash the JVM (and this test run with it).
   */
  @Test
  void aNullStringFailsTheWriteInsteadOfTheJvm() {
    MemoryBuffer buffer = MemoryBuffer.allocate(16);
    org.junit.jupiter.api.Assertions.assertThrows(
        NullPointerException.class,
        () -> org.furylike.serializer.builtin.StringSerializer.writeString(buffer, null));
    org.junit.jupiter.api.Assertions.assertThrows(
        NullPointerException.class,
        () -> org.furylike.serializer.builtin.StringSerializer.writeFlaggedString(buffer, null));
  }

  @Test
  void rawCopiesAreUsedExactlyWhereTheJdkAllowsThemWithoutWarnings() {
    assertEquals(UnsafeAccess.allowedWithoutWarning(), UnsafeAccess.AVAILABLE);
  }

  @Test
  void primitiveArraysAreLittleEndianAtEverySize() {
    SplittableRandom r = new SplittableRandom(11);
    for (int n : new int[] {0, 1, 2, 9, 63, 64, 65, 1000}) {
      int[] ints = r.ints(n).toArray();
      long[] longs = r.longs(n).toArray();
      double[] doubles = r.doubles(n).toArray();
      float[] floats = new float[n];
      short[] shorts = new short[n];
      char[] chars = new char[n];
      for (int i = 0; i < n; i++) {
        floats[i] = (float) doubles[i];
        shorts[i] = (short) ints[i];
        chars[i] = (char) (ints[i] >>> 16);
      }
      MemoryBuffer b = MemoryBuffer.allocate(1);
      b.writeByte((byte) 7);
      b.writeIntArray(ints);
      b.writeLongArray(longs);
      b.writeDoubleArray(doubles);
      b.writeFloatArray(floats);
      b.writeShortArray(shorts);
      b.writeCharArray(chars);
      ByteBuffer expected = ByteBuffer.allocate(1 + n * 28).order(ByteOrder.LITTLE_ENDIAN);
      expected.put((byte) 7);
      expected.asIntBuffer().put(ints);
      expected.position(expected.position() + n * 4);
      expected.asLongBuffer().put(longs);
      expected.position(expected.position() + n * 8);
      expected.asDoubleBuffer().put(doubles);
      expected.position(expected.position() + n * 8);
      expected.asFloatBuffer().put(floats);
      expected.position(expected.position() + n * 4);
      expected.asShortBuffer().put(shorts);
      expected.position(expected.position() + n * 2);
      expected.asCharBuffer().put(chars);
      assertArrayEquals(
          expected.array(), Arrays.copyOf(b.getHeapMemory(), b.writerIndex()), "arrays of " + n);
      b.readerIndex(1);
      assertArrayEquals(ints, b.readIntArray(n));
      assertArrayEquals(longs, b.readLongArray(n));
      assertArrayEquals(doubles, b.readDoubleArray(n));
      assertArrayEquals(floats, b.readFloatArray(n));
      assertArrayEquals(shorts, b.readShortArray(n));
      assertArrayEquals(chars, b.readCharArray(n));
      assertEquals(b.writerIndex(), b.readerIndex());
    }
  }
}
