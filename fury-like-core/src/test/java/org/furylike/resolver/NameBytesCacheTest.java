package org.furylike.resolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.furylike.memory.MemoryBuffer;
import org.furylike.serializer.builtin.StringSerializer;
import org.junit.jupiter.api.Test;

/** Class names recognised by their bytes: exact matches only, and nothing read on a miss. */
class NameBytesCacheTest {
  private static final ClassInfo INFO =
      new ClassInfo(NameBytesCacheTest.class, ClassInfo.REGISTERED, 7, null, 0);

  /** A buffer holding {@code name} as a stream carries it, followed by one more byte. */
  private static MemoryBuffer written(String name) {
    MemoryBuffer b = MemoryBuffer.allocate(64);
    StringSerializer.writeString(b, name);
    b.writeByte(42);
    return b;
  }

  private static NameBytesCache remembering(String name) {
    NameBytesCache cache = new NameBytesCache();
    MemoryBuffer b = written(name);
    StringSerializer.readString(b);
    cache.offer(b, 0, b.readerIndex(), INFO);
    return cache;
  }

  @Test
  void aNameSeenBeforeIsFoundAndSkipped() {
    String name = "com.example.orders.Order";
    NameBytesCache cache = remembering(name);
    MemoryBuffer again = written(name);
    int end = again.writerIndex() - 1;
    assertSame(INFO, cache.find(again));
    assertEquals(end, again.readerIndex());
  }

  @Test
  void nameDifferingOnlyInTheMiddleIsNotFound() {
    NameBytesCache cache = remembering("com.example.orders.Order");
    // same length, same first and last eight bytes: the same slot, other bytes in between
    MemoryBuffer sameShape = written("com.example.oXders.Order");
    assertNull(cache.find(sameShape));
    assertEquals(0, sameShape.readerIndex(), "a miss reads nothing");
  }

  @Test
  void utf16NamesAreRememberedToo() {
    String name = "com.example.ordres.Bestellung\u0151";
    NameBytesCache cache = remembering(name);
    assertSame(INFO, cache.find(written(name)));
  }

  @Test
  void truncatedNamesAndShortNamesAreNotFound() {
    String name = "com.example.orders.Order";
    NameBytesCache cache = remembering(name);
    MemoryBuffer full = written(name);
    MemoryBuffer cut = MemoryBuffer.wrap(full.getHeapMemory(), 0, full.writerIndex() - 3);
    assertNull(cache.find(cut));
    assertEquals(0, cut.readerIndex());
    NameBytesCache shortNames = remembering("a.B");
    assertNull(shortNames.find(written("a.B")), "names under eight bytes are not kept");
  }

  @Test
  void clearForgetsEverything() {
    String name = "com.example.orders.Order";
    NameBytesCache cache = remembering(name);
    cache.clear();
    assertNull(cache.find(written(name)));
  }
}
