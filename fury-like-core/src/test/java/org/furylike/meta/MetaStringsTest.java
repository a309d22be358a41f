package org.furylike.meta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;

/** Packed schema names: each encoding round-trips, is as small as documented, and is bounded. */
class MetaStringsTest {
  private static MemoryBuffer written(String s) {
    MemoryBuffer b = MemoryBuffer.allocate(16);
    MetaStrings.write(b, s);
    return b;
  }

  private static void assertRoundTrip(String s, int encoding, int bytes) {
    MemoryBuffer b = written(s);
    assertEquals(encoding, b.getByte(0) & 3, "encoding of " + s);
    assertEquals(bytes, b.writerIndex(), "bytes of " + s);
    assertEquals(s, MetaStrings.read(b, 1024));
    assertEquals(0, b.remaining());
  }

  @Test
  void eachEncodingRoundTripsAtItsSize() {
    assertRoundTrip("", MetaStrings.LOWER, 1);
    assertRoundTrip("x", MetaStrings.LOWER, 2);
    assertRoundTrip("org.furylike", MetaStrings.LOWER, 1 + 8);
    assertRoundTrip("hasBitrate", MetaStrings.IDENTIFIER, 1 + 8);
    assertRoundTrip("Media$Player_9", MetaStrings.IDENTIFIER, 1 + 11);
    assertRoundTrip("com.Acme.v2", MetaStrings.DOTTED, 1 + 9);
    assertRoundTrip("größe", MetaStrings.UTF8, 1 + 7);
    assertRoundTrip("a.b$C", MetaStrings.UTF8, 1 + 5);
  }

  @Test
  void everyAlphabetCharacterRoundTrips() {
    String all = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$";
    for (int i = 0; i < all.length(); i++) {
      String s = all.substring(i) + all.substring(0, i);
      assertEquals(s, MetaStrings.read(written(s), 1024));
    }
  }

  @Test
  void lengthIsBoundedAndCodesAreChecked() {
    MemoryBuffer b = written("abcdefghijklmnopqrstuvwxyz");
    assertThrows(DeserializationException.class, () -> MetaStrings.read(b, 8));
    // 5-bit alphabet has 29 characters: code 31 is invalid
    MemoryBuffer bad = MemoryBuffer.allocate(4);
    bad.writeVarUint32((1 << 2) | MetaStrings.LOWER);
    bad.writeByte(0xF8);
    assertThrows(DeserializationException.class, () -> MetaStrings.read(bad, 8));
  }

  @Test
  void blockPackageTableIsSharedAndBounded() {
    MemoryBuffer b = MemoryBuffer.allocate(64);
    SchemaNames w = new SchemaNames();
    w.writeClass(b, "org.demo.A");
    int first = b.writerIndex();
    w.writeClass(b, "org.demo.B");
    assertEquals(
        3, b.writerIndex() - first, "second class reuses the package: ref, header, 1 byte");
    SchemaNames r = new SchemaNames();
    assertEquals("org.demo.A", r.readClass(b));
    assertEquals("org.demo.B", r.readClass(b));
    MemoryBuffer dangling = MemoryBuffer.allocate(4);
    dangling.writeVarUint32(5);
    assertThrows(DeserializationException.class, () -> new SchemaNames().readClass(dangling));
  }
}
