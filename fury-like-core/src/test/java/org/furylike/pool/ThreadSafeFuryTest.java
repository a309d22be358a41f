package org.furylike.pool;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.stream.Stream;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.FuryBuilder;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.pool.PoolFixtures.Item;
import org.furylike.pool.PoolFixtures.Money;
import org.furylike.pool.PoolFixtures.Order;
import org.furylike.pool.PoolFixtures.Status;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Behaviour shared by both kinds of {@link ThreadSafeFury}, on one thread. */
class ThreadSafeFuryTest {
  static Stream<Arguments> kinds() {
    Function<FuryBuilder, ThreadSafeFury> pool = b -> b.buildThreadSafeFuryPool(1, 4);
    Function<FuryBuilder, ThreadSafeFury> local = FuryBuilder::buildThreadSafeFury;
    return Stream.of(Arguments.of("pool", pool), Arguments.of("thread-local", local));
  }

  private static ThreadSafeFury refTracking(Function<FuryBuilder, ThreadSafeFury> kind) {
    ThreadSafeFury fury = kind.apply(Fury.builder().withRefTracking(true));
    PoolFixtures.registerAll(fury);
    return fury;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void roundTripsThroughEveryEntryPoint(String name, Function<FuryBuilder, ThreadSafeFury> kind) {
    ThreadSafeFury fury = refTracking(kind);
    Order order = PoolFixtures.order(new SplittableRandom(7));

    byte[] bytes = fury.serialize(order);
    Order back = fury.deserialize(bytes, Order.class);
    assertEquals(order, back);
    assertSame(back.items.get(0), back.featured, "shared reference kept");
    assertEquals(order, fury.deserialize(bytes));

    MemoryBuffer buffer = MemoryBuffer.allocate(16);
    fury.serialize(buffer, order);
    fury.serialize(buffer, "second");
    assertEquals(order, fury.deserialize(buffer));
    assertEquals("second", fury.deserialize(buffer, String.class));

    ByteArrayOutputStream out = new ByteArrayOutputStream();
    fury.serialize(out, order);
    fury.serialize(out, null);
    ByteArrayInputStream in = new ByteArrayInputStream(out.toByteArray());
    assertEquals(order, fury.deserialize(in));
    assertEquals(null, fury.deserialize(in));

    Order copy = fury.copy(order);
    assertEquals(order, copy);
    assertNotSame(order, copy);
    assertNotSame(order.items, copy.items);
    assertSame(copy.items.get(0), copy.featured);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void bytesMatchAPlainFuryWithTheSameRegistrations(
      String name, Function<FuryBuilder, ThreadSafeFury> kind) {
    ThreadSafeFury fury = refTracking(kind);
    Fury plain = Fury.builder().withRefTracking(true).build();
    plain.register(Status.class);
    plain.register(Item.class);
    plain.register(Order.class);
    plain.registerSerializer(Money.class, new PoolFixtures.MoneySerializer());
    for (long seed = 0; seed < 20; seed++) {
      Object graph = PoolFixtures.graph(seed);
      assertArrayEquals(plain.serialize(graph), fury.serialize(graph));
      assertTrue(Objects.deepEquals(graph, plain.deserialize(fury.serialize(graph))));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void registeringAfterFirstUseIsRefused(String name, Function<FuryBuilder, ThreadSafeFury> kind) {
    ThreadSafeFury fury = kind.apply(Fury.builder());
    fury.register(Item.class);
    assertTrue(!((AbstractThreadSafeFury) fury).isSealed());
    assertEquals("x", fury.copy("x"));
    FuryException e = assertThrows(FuryException.class, () -> fury.register(Order.class));
    assertTrue(e.getMessage().contains("cannot register " + Order.class.getName()), e.getMessage());
    assertTrue(e.getMessage().contains("before the first call"), e.getMessage());
    assertThrows(FuryException.class, () -> fury.register(Order.class, 40));
    assertThrows(
        FuryException.class,
        () -> fury.registerSerializer(Money.class, c -> new PoolFixtures.MoneySerializer()));
    // the refused registration changed nothing: Order is still unknown everywhere
    assertThrows(FuryException.class, () -> fury.serialize(new Order()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("kinds")
  void badRegistrationsFailAtOnceAndLeaveTheInstanceUsable(
      String name, Function<FuryBuilder, ThreadSafeFury> kind) {
    ThreadSafeFury fury = kind.apply(Fury.builder());
    assertEquals(7, fury.register(Item.class, 7));
    FuryException taken = assertThrows(FuryException.class, () -> fury.register(Order.class, 7));
    assertTrue(taken.getMessage().contains("already taken"), taken.getMessage());
    FuryException nul =
        assertThrows(FuryException.class, () -> fury.registerSerializer(Money.class, c -> null));
    assertTrue(nul.getMessage().contains("returned null"), nul.getMessage());
    FuryException failing =
        assertThrows(
            FuryException.class,
            () ->
                fury.registerSerializer(
                    Money.class,
                    c -> {
                      throw new IllegalStateException("no money today");
                    }));
    assertTrue(failing.getMessage().contains("no money today"), failing.getMessage());
    assertEquals(0, fury.register(Status.class));
    Item item = new Item("a", 1, 2);
    assertEquals(item, fury.deserialize(fury.serialize(item)));
    assertThrows(FuryException.class, () -> fury.serialize(new Money("EUR", 1)));
  }

  @Test
  void poolMembersCreatedLaterReplayRegistrationsInOrder() {
    FuryPool pool = (FuryPool) Fury.builder().buildThreadSafeFuryPool(0, 3);
    int before = PoolFixtures.MoneySerializer.CREATED.get();
    PoolFixtures.registerAll(pool);
    assertEquals(1, pool.getCreatedCount(), "the first registration creates one member");
    pool.serialize("seal");
    Fury a = pool.borrow();
    Fury b = pool.borrow();
    Fury c = pool.borrow();
    try {
      assertEquals(3, pool.getCreatedCount());
      assertEquals(3, PoolFixtures.MoneySerializer.CREATED.get() - before, "one per member");
      assertSameRegistrations(a, b);
      assertSameRegistrations(a, c);
      assertNotSame(
          a.getClassResolver().getSerializer(Money.class),
          c.getClassResolver().getSerializer(Money.class));
    } finally {
      pool.giveBack(a);
      pool.giveBack(b);
      pool.giveBack(c);
    }
    assertEquals(3, pool.getIdleCount());
  }

  @Test
  void threadLocalMembersOnOtherThreadsReplayRegistrations() throws Exception {
    ThreadLocalFury fury = (ThreadLocalFury) Fury.builder().buildThreadSafeFury();
    PoolFixtures.registerAll(fury);
    assertEquals(1, fury.getCreatedCount(), "a spare member validated the registrations");
    Order order = PoolFixtures.order(new SplittableRandom(11));
    byte[][] written = new byte[1][];
    Fury[] other = new Fury[1];
    Thread t =
        new Thread(
            () -> {
              written[0] = fury.serialize(order);
              other[0] = fury.currentThreadMember();
            });
    t.start();
    t.join(10_000);
    assertEquals(1, fury.getCreatedCount(), "the first thread took the spare");
    assertEquals(order, fury.deserialize(written[0]));
    assertEquals(2, fury.getCreatedCount());
    Fury mine = fury.currentThreadMember();
    assertNotSame(other[0], mine);
    assertSameRegistrations(other[0], mine);
    fury.serialize(order);
    assertEquals(2, fury.getCreatedCount(), "a thread keeps its member");
  }

  private static void assertSameRegistrations(Fury x, Fury y) {
    for (Class<?> cls : List.of(Status.class, Item.class, Order.class, Money.class)) {
      assertEquals(
          x.getClassResolver().getClassInfo(cls).getId(),
          y.getClassResolver().getClassInfo(cls).getId(),
          cls.getName());
    }
    assertInstanceOf(
        PoolFixtures.MoneySerializer.class, y.getClassResolver().getSerializer(Money.class));
  }

  @Test
  void builderMethodsShareTheConfig() {
    FuryBuilder builder = Fury.builder().withRefTracking(true).withNumberCompressed(false);
    ThreadSafeFury pool = builder.buildThreadSafeFuryPool(2, 5);
    ThreadSafeFury local = builder.buildThreadSafeFury();
    assertInstanceOf(FuryPool.class, pool);
    assertInstanceOf(ThreadLocalFury.class, local);
    assertEquals(builder.buildConfig(), pool.getConfig());
    assertEquals(builder.buildConfig(), local.getConfig());
    assertEquals(2, ((FuryPool) pool).getCreatedCount(), "minSize members are made up front");
    assertEquals(2, ((FuryPool) pool).getIdleCount());
    assertEquals(5, ((FuryPool) pool).getMaxSize());
  }

  @Test
  void poolSizesAreValidated() {
    FuryBuilder b = Fury.builder();
    assertThrows(FuryException.class, () -> b.buildThreadSafeFuryPool(-1, 2));
    assertThrows(FuryException.class, () -> b.buildThreadSafeFuryPool(0, 0));
    assertThrows(FuryException.class, () -> b.buildThreadSafeFuryPool(3, 2));
    assertThrows(
        FuryException.class, () -> b.buildThreadSafeFuryPool(0, FuryPool.MAX_POOL_SIZE + 1));
  }

  @Test
  void aFailedCallReturnsItsMember() {
    FuryPool pool = (FuryPool) Fury.builder().buildThreadSafeFuryPool(1, 1);
    assertThrows(FuryException.class, () -> pool.deserialize(new byte[] {1, 2, 3}));
    assertThrows(FuryException.class, () -> pool.serialize(new Order()));
    assertEquals(1, pool.getIdleCount());
    assertEquals(
        List.of(1, 2), pool.deserialize(pool.serialize(new java.util.ArrayList<>(List.of(1, 2)))));
    assertEquals(1, pool.getCreatedCount());
  }
}
