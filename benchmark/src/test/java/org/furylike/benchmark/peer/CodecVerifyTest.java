package org.furylike.benchmark.peer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.furylike.benchmark.data.BenchShapes;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.data.Order;
import org.furylike.benchmark.data.Sample;
import org.junit.jupiter.api.Test;

/** The setup check must reject a peer that does not reproduce its input. */
class CodecVerifyTest {
  /** Wraps a real codec and spoils what it reads or writes. */
  private static final class Spoiled extends Codec {
    private final Codec real = Peer.KRYO.create(DataKind.SAMPLE);
    private final boolean spoilRead;

    Spoiled(boolean spoilRead) {
      this.spoilRead = spoilRead;
    }

    @Override
    public byte[] serialize(Object value) {
      return real.serialize(value);
    }

    @Override
    public int serializeReused(Object value) {
      return real.serializeReused(value);
    }

    @Override
    public byte[] reusedBytes() {
      byte[] bytes = real.reusedBytes();
      if (!spoilRead) {
        bytes[bytes.length - 1] ^= 1;
      }
      return bytes;
    }

    @Override
    public Object deserialize(byte[] bytes) {
      Sample s = (Sample) real.deserialize(bytes);
      if (spoilRead) {
        s.longArray[3]++;
      }
      return s;
    }
  }

  @Test
  void aWrongValueAfterTheRoundTripFailsTheCheck() {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> new Spoiled(true).verify("spoiled", DataKind.SAMPLE.create()));
    assertTrue(e.getMessage().contains("round trip differs"), e.getMessage());
  }

  @Test
  void reusedBufferBytesThatDifferFailTheCheck() {
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> new Spoiled(false).verify("spoiled", DataKind.SAMPLE.create()));
    assertTrue(e.getMessage().contains("serializeReused"), e.getMessage());
  }

  @Test
  void verifyReturnsWhatSerializeWrites() {
    Codec codec = Peer.FURY_LIKE.create(DataKind.STRUCT);
    byte[] bytes = codec.verify("fury-like", DataKind.STRUCT.create());
    assertArrayEquals(codec.serialize(DataKind.STRUCT.create()), bytes);
  }

  /** Kryo with references on, whose reader then points one line at an equal copy of the order. */
  private static final class LosesBackReference extends Codec {
    private final Codec real = Peer.KRYO.create(DataKind.ORDER_100);

    @Override
    public byte[] serialize(Object value) {
      return real.serialize(value);
    }

    @Override
    public int serializeReused(Object value) {
      return real.serializeReused(value);
    }

    @Override
    public byte[] reusedBytes() {
      return real.reusedBytes();
    }

    @Override
    public Object deserialize(byte[] bytes) {
      Order order = (Order) real.deserialize(bytes);
      order.lines.get(7).order = BenchShapes.order(100);
      return order;
    }
  }

  @Test
  void aGraphThatLostItsSharedReferencesFailsTheCheck() {
    Codec real = Peer.KRYO.create(DataKind.ORDER_100);
    real.verify("kryo", DataKind.ORDER_100.create());
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> new LosesBackReference().verify("lossy", DataKind.ORDER_100.create()));
    assertTrue(e.getMessage().contains("shared references"), e.getMessage());
  }
}
