package org.furylike.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.CompatibleMode;
import org.furylike.config.FuryBuilder;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.SchemaContext;
import org.furylike.serializer.Serializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Per-call schema contexts on a {@link ThreadSafeFury}: a connection's schemas travel once even
 * though each message is written and read by whichever member (and thread) the call gets.
 */
class ThreadSafeSchemaContextTest {
  static final class Line {
    String sku;
    int quantity;

    Line() {}

    Line(String sku, int quantity) {
      this.sku = sku;
      this.quantity = quantity;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Line
          && Objects.equals(((Line) o).sku, sku)
          && ((Line) o).quantity == quantity;
    }

    @Override
    public int hashCode() {
      return Objects.hash(sku, quantity);
    }
  }

  static final class Order {
    long id;
    String customer;
    List<Line> lines;

    Order() {}

    Order(long id) {
      this.id = id;
      this.customer = "customer-" + id;
      this.lines = new ArrayList<>(List.of(new Line("sku-" + id, 1), new Line("other", 2)));
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Order
          && ((Order) o).id == id
          && Objects.equals(((Order) o).customer, customer)
          && Objects.equals(((Order) o).lines, lines);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(id);
    }
  }

  private static ThreadSafeFury build(boolean pool, boolean codegen) {
    FuryBuilder b =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withCodegen(codegen)
            .withAsyncCompilation(false);
    ThreadSafeFury f = pool ? b.buildThreadSafeFuryPool(2, 4) : b.buildThreadSafeFury();
    f.register(Order.class);
    f.register(Line.class);
    return f;
  }

  /**
   * Messages of one connection written and read on alternating threads, so successive calls meet
   * the contexts in members that did not fill them.
   */
  @ParameterizedTest
  @ValueSource(strings = {"pool", "threadLocal", "pool-interpreted"})
  void schemasTravelOncePerConnectionAcrossMembers(String kind) throws Exception {
    ThreadSafeFury writer = build(kind.startsWith("pool"), !kind.endsWith("interpreted"));
    ThreadSafeFury reader = build(kind.startsWith("pool"), !kind.endsWith("interpreted"));
    SchemaContext out = new SchemaContext();
    SchemaContext in = new SchemaContext();
    ExecutorService[] threads = {
      Executors.newSingleThreadExecutor(), Executors.newSingleThreadExecutor()
    };
    try {
      List<byte[]> messages = new ArrayList<>();
      for (int i = 0; i < 6; i++) {
        long id = i;
        messages.add(threads[i % 2].submit(() -> writer.serialize(out, new Order(id))).get());
      }
      int first = messages.get(0).length;
      for (int i = 1; i < messages.size(); i++) {
        assertTrue(
            messages.get(i).length < first - 10,
            "message " + i + " is " + messages.get(i).length + " bytes, the first " + first);
      }
      for (int i = 0; i < messages.size(); i++) {
        byte[] m = messages.get(i);
        Future<Order> back =
            threads[(i + 1) % 2].submit(() -> reader.deserialize(in, m, Order.class));
        assertEquals(new Order(i), back.get(), "message " + i);
      }
      assertEquals(out.sentCount(), in.receivedCount());
      // without a context, each message stands alone and still reads
      assertEquals(new Order(9), reader.deserialize(writer.serialize(new Order(9))));
    } finally {
      for (ExecutorService t : threads) {
        t.shutdownNow();
      }
    }
  }

  /**
   * A serializer instance belongs to one member: reading a context that another thread's member
   * filled must use this thread's member's serializers, never the other member's.
   */
  @Test
  void eachMemberReadsWithItsOwnSerializers() throws Exception {
    ThreadSafeFury writer =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withAsyncCompilation(false)
            .buildThreadSafeFury();
    writer.register(Order.class);
    writer.registerSerializer(Line.class, config -> new OneThreadLineSerializer());
    ThreadSafeFury reader =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withAsyncCompilation(false)
            .buildThreadSafeFury();
    reader.register(Order.class);
    reader.registerSerializer(Line.class, config -> new OneThreadLineSerializer());
    SchemaContext out = new SchemaContext();
    SchemaContext in = new SchemaContext();
    ExecutorService[] threads = {
      Executors.newSingleThreadExecutor(), Executors.newSingleThreadExecutor()
    };
    try {
      for (int i = 0; i < 4; i++) {
        byte[] m = writer.serialize(out, new Order(i));
        Future<Order> back = threads[i % 2].submit(() -> reader.deserialize(in, m, Order.class));
        assertEquals(new Order(i), back.get(), "message " + i);
      }
    } finally {
      for (ExecutorService t : threads) {
        t.shutdownNow();
      }
    }
  }

  /** A serializer that fails when one instance is used on two threads. */
  static final class OneThreadLineSerializer extends Serializer<Line> {
    private Thread owner;

    OneThreadLineSerializer() {
      super(Line.class);
    }

    private void checkThread() {
      if (owner == null) {
        owner = Thread.currentThread();
      }
      if (owner != Thread.currentThread()) {
        throw new IllegalStateException(
            "serializer of " + owner + " used on " + Thread.currentThread());
      }
    }

    @Override
    public void write(WriteContext ctx, Line value) {
      checkThread();
      ctx.writeString(value.sku);
      ctx.buffer().writeVarUint32(value.quantity);
    }

    @Override
    public Line read(ReadContext ctx) {
      checkThread();
      String sku = ctx.readString();
      return new Line(sku, ctx.buffer().readVarUint32());
    }
  }

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void aMessageThatNeedsEarlierSchemasFailsWithoutThem(boolean pool) {
    ThreadSafeFury writer = build(pool, true);
    ThreadSafeFury reader = build(pool, true);
    SchemaContext out = new SchemaContext();
    writer.serialize(out, new Order(1));
    byte[] second = writer.serialize(out, new Order(2));
    assertThrows(
        org.furylike.exception.DeserializationException.class,
        () -> reader.deserialize(new SchemaContext(), second));
  }
}
