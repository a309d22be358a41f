package org.furylike.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.junit.jupiter.api.Test;

/** The serde without a broker: buffer views, configuration from properties, errors. */
class FuryDeserializerTest {
  /** A message class of the test. */
  public static final class Point {
    public int x;
    public int y;
    public String label;

    Point() {}

    Point(int x, int y, String label) {
      this.x = x;
      this.y = y;
      this.label = label;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Point
          && ((Point) o).x == x
          && ((Point) o).y == y
          && java.util.Objects.equals(((Point) o).label, label);
    }

    @Override
    public int hashCode() {
      return x * 31 + y;
    }
  }

  private static FurySerde<Point> serde() {
    ThreadSafeFury fury = Fury.builder().buildThreadSafeFury();
    fury.register(Point.class);
    return new FurySerde<>(fury, Point.class);
  }

  @Test
  void readsAHeapSliceInPlace() {
    FurySerde<Point> serde = serde();
    Point p = new Point(3, -4, "p\u00e9");
    byte[] message = serde.serializer().serialize("t", p);
    byte[] batch = new byte[message.length + 20];
    System.arraycopy(message, 0, batch, 7, message.length);
    ByteBuffer slice = ByteBuffer.wrap(batch, 7, message.length).slice();
    assertEquals(p, serde.deserializer().deserialize("t", new RecordHeaders(), slice));
    assertEquals(0, slice.position(), "the caller's buffer is left as it was");
  }

  @Test
  void readsADirectBuffer() {
    FurySerde<Point> serde = serde();
    Point p = new Point(1, 2, null);
    byte[] message = serde.serializer().serialize("t", p);
    ByteBuffer direct = ByteBuffer.allocateDirect(message.length).put(message).flip();
    assertEquals(p, serde.deserializer().deserialize("t", new RecordHeaders(), direct));
  }

  @Test
  void nullStaysNull() {
    FurySerde<Point> serde = serde();
    assertNull(serde.serializer().serialize("t", null));
    assertNull(serde.deserializer().deserialize("t", (byte[]) null));
    assertNull(serde.deserializer().deserialize("t", new RecordHeaders(), (ByteBuffer) null));
  }

  @Test
  void bytesAfterTheValueAreAnError() {
    FurySerde<Point> serde = serde();
    byte[] message = serde.serializer().serialize("t", new Point(1, 1, "a"));
    ByteBuffer longer = ByteBuffer.allocate(message.length + 2).put(message).flip();
    longer.limit(message.length + 2);
    DeserializationException e =
        assertThrows(
            DeserializationException.class,
            () -> serde.deserializer().deserialize("t", new RecordHeaders(), longer));
    assertTrue(e.getMessage().contains("2 bytes after its value"), e.getMessage());
  }

  @Test
  void configuredFromPropertiesWithAnExpectedType() {
    Map<String, Object> props =
        Map.of(
            FuryKafkaConfig.CLASSES,
            Point.class.getName(),
            FuryKafkaConfig.COMPATIBLE,
            "true",
            FuryKafkaConfig.VALUE_TYPE,
            Point.class);
    FurySerde<Point> serde = new FurySerde<>();
    serde.configure(props, false);
    Point p = new Point(9, 8, "x");
    assertEquals(p, serde.deserializer().deserialize("t", serde.serializer().serialize("t", p)));
    FurySerializer<Object> strings = new FurySerializer<>();
    strings.configure(props, false);
    byte[] aString = strings.serialize("t", "not a point");
    assertThrows(FuryException.class, () -> serde.deserializer().deserialize("t", aString));
  }

  @Test
  void aMissingClassAndABadFlagAreNamed() {
    FuryException missing =
        assertThrows(
            FuryException.class,
            () ->
                new FurySerializer<>()
                    .configure(Map.of(FuryKafkaConfig.CLASSES, List.of("no.such.Type")), false));
    assertTrue(missing.getMessage().contains("no.such.Type"), missing.getMessage());
    FuryException flag =
        assertThrows(
            FuryException.class,
            () ->
                new FurySerializer<>().configure(Map.of(FuryKafkaConfig.COMPATIBLE, "yes"), false));
    assertTrue(flag.getMessage().contains(FuryKafkaConfig.COMPATIBLE), flag.getMessage());
  }
}
