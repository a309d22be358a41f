package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.furylike.exception.ChecksumException;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;

/** {@code withChecksum(true)}: every message carries a CRC32C verified before decoding. */
class ChecksumTest {
  record Item(String name, long price, List<String> tags) {}

  private static Fury fury(boolean checksum) {
    Fury f = Fury.builder().withChecksum(checksum).withRefTracking(true).build();
    f.register(Item.class);
    return f;
  }

  private static Object sample() {
    Map<String, Object> m = new TreeMap<>();
    m.put("item", new Item("pen", 150, List.of("blue", "cheap")));
    m.put("count", 3);
    m.put("ratio", 0.25);
    return m;
  }

  @Test
  void roundTripsAndAddsEightBytes() {
    Fury fury = fury(true);
    byte[] bytes = fury.serialize(sample());
    assertEquals(sample(), fury.deserialize(bytes));
    assertEquals(fury(false).serialize(sample()).length + 8, bytes.length);
  }

  @Test
  void everySingleBitFlipFailsWithAChecksumException() {
    Fury writer = fury(true);
    Fury reader = fury(true);
    byte[] bytes = writer.serialize(sample());
    for (int bit = 0; bit < bytes.length * 8; bit++) {
      byte[] corrupt = bytes.clone();
      corrupt[bit / 8] ^= (byte) (1 << (bit % 8));
      int at = bit;
      ChecksumException e =
          assertThrows(
              ChecksumException.class,
              () -> reader.deserialize(corrupt),
              () -> "bit " + at + " flipped was not detected");
      assertTrue(e.getMessage().contains("offset 0"), e.getMessage());
    }
    assertEquals(sample(), reader.deserialize(bytes), "the reader stays usable");
  }

  @Test
  void truncatedAndExtendedMessagesFail() {
    Fury fury = fury(true);
    byte[] bytes = fury.serialize(sample());
    for (int n = 0; n < bytes.length; n++) {
      byte[] prefix = java.util.Arrays.copyOf(bytes, n);
      assertThrows(ChecksumException.class, () -> fury.deserialize(prefix));
    }
    byte[] longer = java.util.Arrays.copyOf(bytes, bytes.length + 1);
    assertThrows(DeserializationException.class, () -> fury.deserialize(longer));
  }

  @Test
  void buffersStreamsAndByteBuffersCarryTheChecksum() {
    Fury fury = fury(true);
    MemoryBuffer buffer = MemoryBuffer.allocate(16);
    fury.serialize(buffer, "first");
    fury.serialize(buffer, sample());
    assertEquals("first", fury.deserialize(buffer));
    assertEquals(sample(), fury.deserialize(buffer));
    assertEquals(0, buffer.remaining());

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    fury.serialize(out, sample());
    fury.serialize(out, List.of(1, 2));
    byte[] frames = out.toByteArray();
    ByteArrayInputStream in = new ByteArrayInputStream(frames);
    assertEquals(sample(), fury.deserialize(in));
    assertEquals(List.of(1, 2), fury.deserialize(in));
    frames[frames.length - 6] ^= 4;
    ByteArrayInputStream corrupt = new ByteArrayInputStream(frames);
    fury.deserialize(corrupt);
    assertThrows(ChecksumException.class, () -> fury.deserialize(corrupt));

    ByteBuffer bb = ByteBuffer.allocateDirect(256);
    fury.serialize(bb, new ArrayList<>(List.of("x")));
    bb.flip();
    assertEquals(List.of("x"), fury.deserialize(bb));
    assertEquals(0, bb.remaining());
  }

  @Test
  void mismatchedSettingsFailClearly() {
    byte[] plain = fury(false).serialize(sample());
    assertThrows(ChecksumException.class, () -> fury(true).deserialize(plain));
    byte[] checked = fury(true).serialize(sample());
    DeserializationException e =
        assertThrows(DeserializationException.class, () -> fury(false).deserialize(checked));
    assertTrue(e.getMessage().contains("checksum=true"), e.getMessage());
  }
}
