package org.furylike.facade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every way of registering a custom serializer, on {@code Fury} and on {@code ThreadSafeFury}. */
class SerializerRegistrationTest {
  private static final Point P = new Point(3, -7);

  /** The bytes hold the swapping serializer's marker, so it was the one used. */
  private static void assertCustomBytes(byte[] bytes) {
    MemoryBuffer b = MemoryBuffer.wrap(bytes);
    boolean found = false;
    for (int i = 0; i + 4 <= bytes.length && !found; i++) {
      found = b.getInt(i) == 0x50494E54;
    }
    assertTrue(found, "custom serializer's marker in " + java.util.Arrays.toString(bytes));
  }

  @ParameterizedTest
  @ValueSource(strings = {"instance", "class", "configClass", "factory"})
  void furyAcceptsEveryForm(String form) {
    Fury fury = Fury.builder().build();
    register(form).accept(fury);
    byte[] bytes = fury.serialize(P);
    assertCustomBytes(bytes);
    assertEquals(P, fury.deserialize(bytes, Point.class));
  }

  @ParameterizedTest
  @ValueSource(strings = {"instance", "class", "configClass", "factory"})
  void threadSafeFuryAcceptsEveryForm(String form) {
    ThreadSafeFury pool = Fury.builder().buildThreadSafeFuryPool(1, 2);
    registerThreadSafe(form).accept(pool);
    byte[] bytes = pool.serialize(P);
    assertCustomBytes(bytes);
    assertEquals(P, pool.deserialize(bytes, Point.class));
    Fury single = Fury.builder().build();
    register(form).accept(single);
    assertEquals(P, single.deserialize(bytes, Point.class), "pool and single instance agree");
  }

  private static Consumer<Fury> register(String form) {
    switch (form) {
      case "instance":
        return f -> f.registerSerializer(Point.class, new Point.Swapping(Point.class));
      case "class":
        return f -> f.registerSerializer(Point.class, Point.Swapping.class);
      case "configClass":
        return f -> f.registerSerializer(Point.class, Point.WithConfig.class);
      default:
        return f -> f.registerSerializer(Point.class, config -> new Point.NoArgs());
    }
  }

  private static Consumer<ThreadSafeFury> registerThreadSafe(String form) {
    switch (form) {
      case "instance":
        return f -> f.registerSerializer(Point.class, new Point.Swapping(Point.class));
      case "class":
        return f -> f.registerSerializer(Point.class, Point.Swapping.class);
      case "configClass":
        return f -> f.registerSerializer(Point.class, Point.WithConfig.class);
      default:
        return f -> f.registerSerializer(Point.class, config -> new Point.NoArgs());
    }
  }

  @Test
  void serializerClassGetsTheInstanceSettings() {
    Fury fury = Fury.builder().withRefTracking(true).build();
    fury.registerSerializer(Point.class, Point.WithConfig.class);
    Point.WithConfig s =
        assertInstanceOf(
            Point.WithConfig.class, fury.getClassResolver().getSerializer(Point.class));
    assertSame(fury.getConfig(), s.config);
  }

  @Test
  void serializerClassWithoutUsableConstructorFailsAtRegistration() {
    Fury fury = Fury.builder().build();
    FuryException e =
        assertThrows(
            FuryException.class, () -> fury.registerSerializer(Point.class, Point.Unusable.class));
    assertTrue(e.getMessage().contains(Point.Unusable.class.getName()), e.getMessage());
    assertTrue(e.getMessage().contains("(Config, Class)"), e.getMessage());
  }

  @Test
  void failingConstructorOrFactoryIsReportedWithTheClass() {
    Fury fury = Fury.builder().build();
    FuryException e =
        assertThrows(
            FuryException.class, () -> fury.registerSerializer(Point.class, Point.Failing.class));
    assertTrue(e.getMessage().contains("boom"), e.getMessage());
    assertThrows(FuryException.class, () -> fury.registerSerializer(Point.class, c -> null));
    ThreadSafeFury pool = Fury.builder().buildThreadSafeFury();
    assertThrows(
        FuryException.class, () -> pool.registerSerializer(Point.class, Point.Failing.class));
    assertThrows(
        FuryException.class, () -> pool.registerSerializer(Point.class, (Point.Swapping) null));
  }

  @Test
  void byteBufferAndByteArrayCarryTheSameBytes() {
    Fury fury = Fury.builder().build();
    fury.registerSerializer(Point.class, Point.Swapping.class);
    ByteBuffer buf = ByteBuffer.allocate(64);
    fury.serialize(buf, P);
    byte[] viaArray = fury.serialize(P);
    assertEquals(viaArray.length, buf.position());
    buf.flip();
    byte[] viaBuffer = new byte[buf.remaining()];
    buf.duplicate().get(viaBuffer);
    assertEquals(java.util.Arrays.toString(viaArray), java.util.Arrays.toString(viaBuffer));
  }
}
