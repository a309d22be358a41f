package org.furylike.facade;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import java.util.List;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.ChecksumException;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.SerializationException;
import org.furylike.resolver.SchemaContext;
import org.junit.jupiter.api.Test;

/**
 * {@code serialize(ByteBuffer)} writes into the target's own memory and {@code
 * deserialize(ByteBuffer)} reads direct buffers in place: the instance's reusable buffer never
 * holds the value, positions move by exactly the value's length, limits are honoured.
 */
class ByteBufferInPlaceTest {
  record Msg(String text, List<Integer> values, Map<String, Long> totals) {}

  private static final Msg SMALL = new Msg("first", List.of(1, 2, 3), Map.of("x", 10L));
  private static final Msg BIG = new Msg("é".repeat(40_000), List.of(7, 8), Map.of("y", -1L));
  private static final byte FILL = 0x5A;

  /** Generated serializers from the first call, so their buffer calls run on each backing. */
  private static Fury fury() {
    Fury fury = Fury.builder().withAsyncCompilation(false).withCodegenStrict(true).build();
    fury.register(Msg.class);
    return fury;
  }

  private static Fury compatible(boolean checksum) {
    Fury fury =
        Fury.builder()
            .withAsyncCompilation(false)
            .withCodegenStrict(true)
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withChecksum(checksum)
            .build();
    fury.register(Msg.class);
    return fury;
  }

  private static ByteBuffer filledDirect(int capacity) {
    ByteBuffer direct = ByteBuffer.allocateDirect(capacity);
    for (int i = 0; i < capacity; i++) {
      direct.put(i, FILL);
    }
    return direct;
  }

  private static byte[] bytesAt(ByteBuffer b, int from, int length) {
    byte[] out = new byte[length];
    b.get(from, out);
    return out;
  }

  @Test
  void heapTargetIsWrittenInPlaceWithinItsSlice() {
    Fury fury = fury();
    int retained = fury.retainedBufferCapacity();
    byte[] array = new byte[200_000];
    java.util.Arrays.fill(array, FILL);
    ByteBuffer slice = ByteBuffer.wrap(array, 100, 150_000).slice(); // arrayOffset 100
    slice.position(11);
    fury.serialize(slice, BIG);
    assertEquals(retained, fury.retainedBufferCapacity(), "staged through the instance buffer");
    byte[] expected = fury.serialize(BIG);
    assertEquals(11 + expected.length, slice.position());
    byte[] inArray = java.util.Arrays.copyOfRange(array, 111, 111 + expected.length);
    assertArrayEquals(expected, inArray);
    assertEquals(FILL, array[110]); // before the position
    assertEquals(FILL, array[111 + expected.length]); // after the value
    slice.flip().position(11);
    assertEquals(BIG, fury.deserialize(slice));
  }

  @Test
  void directTargetAndSourceAreUsedInPlace() {
    Fury fury = fury();
    int retained = fury.retainedBufferCapacity();
    ByteBuffer direct = filledDirect(150_000);
    direct.position(3);
    fury.serialize(direct, BIG);
    int afterBig = direct.position();
    fury.serialize(direct, SMALL);
    int end = direct.position();
    assertEquals(retained, fury.retainedBufferCapacity());
    assertEquals(FILL, direct.get(2));
    assertEquals(FILL, direct.get(end));
    direct.limit(end).position(3);
    assertEquals(BIG, fury.deserialize(direct));
    assertEquals(afterBig, direct.position());
    assertEquals(SMALL, fury.deserialize(direct, Msg.class));
    assertEquals(end, direct.position());
    assertEquals(retained, fury.retainedBufferCapacity(), "the direct source was copied");
    assertArrayEquals(fury.serialize(SMALL), bytesAt(direct, afterBig, end - afterBig));
    direct.position(afterBig);
    assertEquals(SMALL, fury.deserialize(direct.asReadOnlyBuffer()));
  }

  @Test
  void aValueThatExactlyFitsIsWrittenAndOneByteLessFails() {
    Fury fury = fury();
    byte[] expected = fury.serialize(SMALL);
    for (ByteBuffer target :
        List.of(ByteBuffer.allocate(expected.length + 20), filledDirect(expected.length + 20))) {
      target.position(7).limit(7 + expected.length);
      fury.serialize(target, SMALL);
      assertEquals(7 + expected.length, target.position());
      assertArrayEquals(expected, bytesAt(target, 7, expected.length));
      target.position(7).limit(6 + expected.length);
      SerializationException e =
          assertThrows(SerializationException.class, () -> fury.serialize(target, SMALL));
      assertTrue(e.getMessage().contains("needs " + expected.length + " bytes"), e.getMessage());
      assertTrue(e.getMessage().contains((expected.length - 1) + " remaining"), e.getMessage());
      assertEquals(7, target.position());
    }
    ByteBuffer direct = filledDirect(64);
    assertThrows(SerializationException.class, () -> fury.serialize(direct.limit(40), BIG));
    assertEquals(0, direct.position());
    assertEquals(FILL, direct.limit(64).get(40)); // nothing past the limit
    assertEquals(SMALL, fury.deserialize(fury.serialize(SMALL))); // the instance stays usable
  }

  @Test
  void threadSafeFuryWritesAndReadsInPlace() {
    ThreadSafeFury pool = Fury.builder().withAsyncCompilation(false).buildThreadSafeFuryPool(1, 2);
    pool.register(Msg.class);
    byte[] array = new byte[100_000];
    ByteBuffer heap = ByteBuffer.wrap(array, 4, 90_000).slice().position(2);
    pool.serialize(heap, BIG);
    byte[] expected = pool.serialize(BIG);
    assertEquals(2 + expected.length, heap.position());
    assertArrayEquals(expected, java.util.Arrays.copyOfRange(array, 6, 6 + expected.length));
    ByteBuffer direct = filledDirect(100_000).position(1);
    pool.serialize(direct, BIG);
    direct.flip().position(1);
    assertEquals(BIG, pool.deserialize(direct, Msg.class));
    assertEquals(1 + expected.length, direct.position());
  }

  /** Varints and fixed-width numbers in one group of primitive fields, then a reference. */
  record Numbers(int a, long b, double c, int d, long e, boolean f, String tail) {}

  @Test
  void generatedPrimitiveGroupsReadFromEveryBacking() {
    Fury fury = Fury.builder().withAsyncCompilation(false).withCodegenStrict(true).build();
    fury.register(Numbers.class);
    Numbers value = new Numbers(-300_000, 1L << 40, 2.5, 7, -3L, true, "x".repeat(64));
    byte[] bytes = fury.serialize(value);
    ByteBuffer direct = filledDirect(bytes.length + 16);
    direct.position(5);
    direct.put(bytes).flip().position(5);
    assertEquals(value, fury.deserialize(direct));
    ByteBuffer readOnly = ByteBuffer.wrap(bytes).asReadOnlyBuffer();
    assertEquals(value, fury.deserialize(readOnly));
    assertEquals(value, fury.deserialize(bytes));
    // near the end of the input the group is read field by field
    Numbers shortTail = new Numbers(1, 2L, 3.0, 4, 5L, false, null);
    assertEquals(shortTail, fury.deserialize(fury.serialize(shortTail)));
  }

  @Test
  void byteBufferValuesRoundTripThroughDirectBuffers() {
    Fury fury = fury();
    ByteBuffer value = ByteBuffer.allocateDirect(5).put(new byte[] {1, 2, 3, 4, 5}).flip();
    ByteBuffer direct = filledDirect(256);
    fury.serialize(direct, value);
    fury.serialize(direct, ByteBuffer.wrap(new byte[] {9, 8}));
    direct.flip();
    ByteBuffer back = (ByteBuffer) fury.deserialize(direct);
    assertTrue(back.isDirect());
    assertEquals(value, back);
    assertEquals(ByteBuffer.wrap(new byte[] {9, 8}), fury.deserialize(direct));
  }

  @Test
  void aReadOnlyTargetIsRefused() {
    Fury fury = fury();
    ByteBuffer ro = ByteBuffer.allocate(256).asReadOnlyBuffer();
    assertThrows(ReadOnlyBufferException.class, () -> fury.serialize(ro, SMALL));
    assertEquals(0, ro.position());
  }

  @Test
  void compatibleMessagesWithSchemasRoundTripThroughDirectBuffers() {
    Fury writer = compatible(false);
    Fury reader = compatible(false);
    ByteBuffer direct = filledDirect(200_000);
    writer.serialize(direct, SMALL);
    writer.serialize(direct, BIG);
    direct.flip();
    assertEquals(SMALL, reader.deserialize(direct));
    assertEquals(BIG, reader.deserialize(direct));
    assertEquals(0, direct.remaining());

    SchemaContext sent = new SchemaContext();
    SchemaContext received = new SchemaContext();
    writer.setSchemaContext(sent);
    reader.setSchemaContext(received);
    direct.clear();
    writer.serialize(direct, SMALL);
    int first = direct.position();
    writer.serialize(direct, SMALL);
    int second = direct.position() - first;
    assertTrue(second < first, "the second message refers to the schema sent by the first");
    direct.flip();
    assertEquals(SMALL, reader.deserialize(direct));
    assertEquals(SMALL, reader.deserialize(direct));
    assertEquals(sent.sentCount(), received.receivedCount());
  }

  @Test
  void checksummedMessagesAreVerifiedInDirectBuffers() {
    Fury writer = compatible(true);
    Fury reader = compatible(true);
    ByteBuffer direct = filledDirect(4096);
    direct.position(5);
    writer.serialize(direct, SMALL);
    int end = direct.position();
    direct.limit(end).position(5);
    assertEquals(SMALL, reader.deserialize(direct));
    assertEquals(end, direct.position());
    direct.put(end - 6, (byte) (direct.get(end - 6) ^ 1));
    direct.position(5);
    assertThrows(ChecksumException.class, () -> reader.deserialize(direct));
    assertEquals(5, direct.position());
  }

  @Test
  void truncatedDirectInputFailsAsTheHeapBufferDoes() {
    Fury fury = fury();
    byte[] bytes = fury.serialize(BIG);
    ByteBuffer heap = ByteBuffer.allocate(bytes.length + 9).position(9);
    ByteBuffer direct = filledDirect(bytes.length + 9).position(9);
    heap.put(bytes, 0, bytes.length - 5).flip().position(9);
    direct.put(bytes, 0, bytes.length - 5).flip().position(9);
    DeserializationException onHeap =
        assertThrows(DeserializationException.class, () -> fury.deserialize(heap));
    DeserializationException onDirect =
        assertThrows(DeserializationException.class, () -> fury.deserialize(direct));
    assertEquals(onHeap.getClass(), onDirect.getClass());
    assertEquals(onHeap.getMessage(), onDirect.getMessage());
    assertEquals(9, direct.position());
  }
}
