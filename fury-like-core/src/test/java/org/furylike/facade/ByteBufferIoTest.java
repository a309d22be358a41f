package org.furylike.facade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.SerializationException;
import org.junit.jupiter.api.Test;

/** {@code serialize(ByteBuffer)} and {@code deserialize(ByteBuffer)} on heap and direct buffers. */
class ByteBufferIoTest {
  record Msg(String text, List<Integer> values, Map<String, Long> totals) {}

  private static final Msg A = new Msg("first", List.of(1, 2, 3), Map.of("x", 10L));
  private static final Msg B = new Msg("second ✓", List.of(), Map.of());

  private static Fury fury() {
    Fury fury = Fury.builder().build();
    fury.register(Msg.class);
    return fury;
  }

  @Test
  void heapBufferRoundTripsSeveralValuesHonouringPositionAndLimit() {
    Fury fury = fury();
    ByteBuffer buf = ByteBuffer.allocate(512);
    buf.position(7); // bytes before the position stay untouched
    fury.serialize(buf, A);
    int afterA = buf.position();
    fury.serialize(buf, B);
    int end = buf.position();
    buf.put((byte) 99); // a trailing byte after the values, beyond the limit set below
    buf.limit(end).position(7);
    assertEquals(A, fury.deserialize(buf, Msg.class));
    assertEquals(afterA, buf.position());
    assertEquals(B, fury.deserialize(buf));
    assertEquals(end, buf.position());
    assertEquals(0, buf.remaining());
  }

  @Test
  void slicedHeapBufferIsReadInPlaceAtItsArrayOffset() {
    Fury fury = fury();
    byte[] bytes = fury.serialize(A);
    byte[] padded = new byte[bytes.length + 20];
    System.arraycopy(bytes, 0, padded, 11, bytes.length);
    ByteBuffer slice = ByteBuffer.wrap(padded, 11, bytes.length).slice();
    assertEquals(11, slice.arrayOffset());
    assertEquals(A, fury.deserialize(slice));
    assertEquals(bytes.length, slice.position());
    // the value was read from the caller's array, not a copy: change it and read again
    slice.position(0);
    int textAt = new String(padded, java.nio.charset.StandardCharsets.ISO_8859_1).indexOf("first");
    padded[textAt] = 'F';
    assertEquals("First", fury.deserialize(slice, Msg.class).text());
  }

  @Test
  void directAndReadOnlyBuffersRoundTrip() {
    Fury fury = fury();
    ByteBuffer direct = ByteBuffer.allocateDirect(512);
    direct.position(3);
    fury.serialize(direct, A);
    fury.serialize(direct, B);
    int end = direct.position();
    direct.limit(end).position(3);
    assertEquals(A, fury.deserialize(direct));
    assertEquals(B, fury.deserialize(direct));
    assertEquals(end, direct.position());
    ByteBuffer readOnly = ByteBuffer.wrap(fury.serialize(B)).asReadOnlyBuffer();
    assertEquals(B, fury.deserialize(readOnly));
    assertEquals(0, readOnly.remaining());
  }

  @Test
  void targetTooSmallFailsAndLeavesThePosition() {
    Fury fury = fury();
    ByteBuffer small = ByteBuffer.allocate(64);
    small.position(60);
    SerializationException e =
        assertThrows(SerializationException.class, () -> fury.serialize(small, A));
    assertTrue(e.getMessage().contains("4 remaining"), e.getMessage());
    assertEquals(60, small.position());
    fury.serialize(ByteBuffer.allocate(256), A); // the instance stays usable
  }

  @Test
  void truncatedInputFailsAndLeavesThePosition() {
    Fury fury = fury();
    byte[] bytes = fury.serialize(A);
    for (ByteBuffer buf :
        List.of(
            ByteBuffer.wrap(bytes, 0, bytes.length - 3),
            ByteBuffer.allocateDirect(bytes.length - 3).put(bytes, 0, bytes.length - 3).flip())) {
      assertThrows(DeserializationException.class, () -> fury.deserialize(buf));
      assertEquals(0, buf.position());
    }
    assertEquals(A, fury.deserialize(ByteBuffer.wrap(bytes)));
  }

  @Test
  void threadSafeFuryReadsAndWritesBuffers() {
    ThreadSafeFury pool = Fury.builder().buildThreadSafeFuryPool(1, 4);
    pool.register(Msg.class);
    ByteBuffer direct = ByteBuffer.allocateDirect(256);
    pool.serialize(direct, A);
    direct.flip();
    assertEquals(A, pool.deserialize(direct, Msg.class));
    ByteBuffer heap = ByteBuffer.wrap(pool.serialize(B));
    assertEquals(B, pool.deserialize(heap));
  }
}
