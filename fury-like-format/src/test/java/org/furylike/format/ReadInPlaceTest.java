package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;
import org.furylike.format.model.AllTypes;
import org.furylike.format.model.Color;
import org.furylike.format.model.Levels;
import org.furylike.format.model.Point;
import org.furylike.format.model.Samples;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;

/** Typed getters, field handles, partial decode and the encode/decode targets. */
class ReadInPlaceTest {
  private static final RowEncoder<AllTypes> ENC = RowEncoders.of(AllTypes.class);

  @Test
  void gettersByIndexNameAndHandle() {
    AllTypes t = Samples.full();
    BinaryRow row = BinaryRow.wrap(ENC.encode(t), 0, ENC.encode(t).length);
    RowSchema s = row.schema();
    assertSame(ENC.schema(), s);
    assertEquals(Long.MAX_VALUE, row.getInt64(s.field("l").index()));
    assertEquals(Long.MAX_VALUE, row.getInt64("l"));
    assertEquals(Long.MAX_VALUE, s.field("l").getLong(row));
    assertEquals(Integer.MIN_VALUE, s.field("i").getInt(row));
    assertEquals(-7, s.field("b").getByte(row));
    assertEquals('\u20ac', s.field("c").getChar(row));
    assertTrue(Float.isNaN(s.field("f").getFloat(row)));
    assertEquals(t.str, row.getString("str"));
    assertEquals(t.decimal, row.getDecimal("decimal"));
    assertEquals("GREEN", row.getEnumName(s.field("color").index()));
    assertEquals(t.instant, row.getInstant(s.field("instant").index()));
    assertEquals(t.date, row.getDate(s.field("date").index()));
    assertEquals(t.dateTime, row.getDateTime(s.field("dateTime").index()));
    assertEquals(t.duration, row.getDuration(s.field("duration").index()));
    assertEquals(t.bigInteger, row.getBigInteger(s.field("bigInteger").index()));
    assertArrayEquals(t.bytes, row.getBinary(s.field("bytes").index()));
    assertEquals(42, row.getInt32("boxI"));
  }

  @Test
  void nestedStructsArraysAndMapsInPlace() {
    AllTypes t = Samples.full();
    BinaryRow row = ENC.toRow(t);
    BinaryRow point = row.getStruct("point");
    assertEquals(7, point.getInt32("x"));
    assertEquals("r", point.getString("label"));
    BinaryArray points = row.getArray("points");
    assertEquals(2, points.size());
    assertEquals("q", points.getStruct(1).getString("label"));
    assertNull(points.getStruct(0).getString("label"));
    BinaryArray list = row.getArray("list");
    assertTrue(list.isNullAt(1));
    assertEquals("zz", list.getString(2));
    assertEquals(-2, row.getArray("ints").getInt32(1));
    BinaryMap map = row.getMap("map");
    assertEquals(2, map.size());
    assertEquals("one", map.keys().getString(0));
    assertEquals(1, map.values().getInt32(0));
    assertTrue(map.values().isNullAt(1));
    BinaryRow l4 = row.getStruct("levels").getStruct("inner").getStruct("inner").getStruct("inner");
    assertEquals("root-a", l4.getString("name"));
    assertEquals(4, l4.getInt32("depth"));
  }

  @Test
  void partialDecodeOfOneFieldOrElement() {
    AllTypes t = Samples.full();
    BinaryRow row = ENC.toRow(t);
    assertEquals(new Point(-5, 6, "q"), row.getArray("points").get(1));
    assertEquals(new Point(7, 8, "r"), row.get("point"));
    assertEquals(Optional.of("present"), row.get("optional"));
    assertEquals(List.of("s", "t"), ((java.util.Map<?, ?>) row.get("mapOfLists")).get(7));
    Levels.Level3 l3 = (Levels.Level3) row.getStruct("levels").getStruct("inner").get("inner");
    Deep.assertDeepEquals(t.levels.inner.inner, l3);
    assertEquals(Color.BLUE, ENC.schema().field("colors").getArray(row).get(0));
    assertEquals(
        new Point(9, 9, "o"),
        ((Optional<?>) ENC.schema().field("optionalPoint").decode(row)).orElse(null));
  }

  @Test
  void fromRowOfANestedStruct() {
    BinaryRow row = ENC.toRow(Samples.full());
    assertEquals(new Point(7, 8, "r"), RowEncoders.of(Point.class).fromRow(row.getStruct("point")));
  }

  @Test
  void encodeIntoMemoryBufferAfterExistingBytes() {
    AllTypes t = Samples.full();
    byte[] expected = ENC.encode(t);
    MemoryBuffer buf = MemoryBuffer.allocate(16);
    buf.writeInt(0xCAFE);
    buf.writeByte(1);
    int n = ENC.encode(t, buf);
    assertEquals(expected.length, n);
    assertEquals(5 + n, buf.writerIndex());
    assertArrayEquals(expected, buf.copyOfRange(5, 5 + n));
    buf.readerIndex(5);
    Deep.assertDeepEquals(t, ENC.decode(buf));
    assertEquals(buf.writerIndex(), buf.readerIndex(), "decode consumed the row");
    Deep.assertDeepEquals(t, ENC.decode(buf.getHeapMemory(), 5, n));
    assertEquals(t.str, BinaryRow.wrap(buf, 5, n).getString("str"));
  }

  @Test
  void encodeIntoHeapAndDirectByteBuffers() {
    AllTypes t = Samples.full();
    byte[] expected = ENC.encode(t);
    ByteBuffer backing = ByteBuffer.allocate(expected.length + 64);
    backing.position(16);
    ByteBuffer heap = backing.slice();
    heap.position(3);
    ByteBuffer direct = ByteBuffer.allocateDirect(expected.length + 64);
    direct.position(5);
    for (ByteBuffer b : new ByteBuffer[] {heap, direct}) {
      int start = b.position();
      int n = ENC.encode(t, b);
      assertEquals(expected.length, n);
      assertEquals(start + n, b.position());
      byte[] copy = new byte[n];
      b.duplicate().position(start).get(copy);
      assertArrayEquals(expected, copy, b.isDirect() ? "direct" : "heap");
      ByteBuffer read = b.duplicate().position(start).limit(start + n);
      Deep.assertDeepEquals(t, ENC.decode(read));
      assertEquals(t.str, BinaryRow.wrap(b, start, n).getString("str"));
      assertEquals(
          new BigDecimal("9.99"),
          BinaryRow.wrap(b, start, n).getMap("prices").values().getDecimal(0));
    }
  }

  @Test
  void byteBufferTooSmallIsAClearError() {
    ByteBuffer small = ByteBuffer.allocateDirect(64);
    RowFormatException e =
        assertThrows(RowFormatException.class, () -> ENC.encode(Samples.full(), small));
    assertTrue(e.getMessage().contains("does not fit"), e.getMessage());
  }

  @Test
  void wrongGetterNamesFieldAndKinds() {
    BinaryRow row = ENC.toRow(Samples.full());
    RowFormatException e = assertThrows(RowFormatException.class, () -> row.getInt64("str"));
    assertTrue(e.getMessage().contains("AllTypes.str is string, not int64"), e.getMessage());
    RowFormatException missing = assertThrows(RowFormatException.class, () -> row.getInt64("nope"));
    assertTrue(missing.getMessage().contains("no field 'nope'"), missing.getMessage());
    assertThrows(RowFormatException.class, () -> row.isNullAt(10_000));
    assertThrows(RowFormatException.class, () -> row.getArray("ints").getInt32(3));
  }

  @Test
  void fieldHandleOfAnotherSchemaIsRefused() {
    BinaryRow point = RowEncoders.of(Point.class).toRow(new Point(1, 2, "x"));
    RowFormatException e =
        assertThrows(RowFormatException.class, () -> ENC.schema().field("l").getLong(point));
    assertTrue(e.getMessage().contains("AllTypes.l"), e.getMessage());
  }

  static final class ParsedFirst {
    int a;
    String b;
  }

  @Test
  void aSchemaBuiltFromTheClassReplacesAParsedOne() {
    RowSchema parsed = RowSchema.parse("struct{a:int32,b:string}");
    assertEquals(null, RowSchema.forFingerprint(parsed.fingerprint()).javaClass());
    ParsedFirst p = new ParsedFirst();
    p.b = "x";
    byte[] b = RowEncoders.of(ParsedFirst.class).encode(p);
    assertEquals(parsed.fingerprint(), RowEncoders.of(ParsedFirst.class).schema().fingerprint());
    assertSame(ParsedFirst.class, BinaryRow.wrap(b, 0, b.length).schema().javaClass());
    RowSchema.parse("struct{a:int32,b:string}");
    assertSame(ParsedFirst.class, RowSchema.forFingerprint(parsed.fingerprint()).javaClass());
  }

  @Test
  void toBytesOfANestedRowIsDecodable() {
    BinaryRow row = ENC.toRow(Samples.full());
    byte[] bytes = row.getStruct("point").toBytes();
    assertEquals(new Point(7, 8, "r"), RowEncoders.of(Point.class).decode(bytes));
    assertArrayEquals(ENC.encode(Samples.full()), row.toBytes());
  }
}
