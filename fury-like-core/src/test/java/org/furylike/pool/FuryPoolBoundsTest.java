package org.furylike.pool;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.furylike.Fury;
import org.furylike.exception.FuryException;
import org.junit.jupiter.api.Test;

/** Waiting at the size limit, and the bound on retained buffers. */
class FuryPoolBoundsTest {
  private static final int RETAIN_LIMIT = 1 << 16;

  /** Not registered anywhere: writing it fails after everything before it was written. */
  static final class Unregistered {}

  private static void awaitWaiters(FuryPool pool, int n) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
    while (pool.getWaitingCallers() < n) {
      assertTrue(System.nanoTime() < deadline, "no caller started waiting");
      Thread.sleep(5);
    }
  }

  @Test
  void aCallWaitsWhileAllMembersAreBusyAndNoneIsCreated() throws Exception {
    FuryPool pool = (FuryPool) Fury.builder().buildThreadSafeFuryPool(0, 1);
    pool.serialize("first call creates the only member");
    Fury held = pool.borrow();
    CompletableFuture<Object> waiting = new CompletableFuture<>();
    Thread t =
        new Thread(
            () -> {
              try {
                waiting.complete(pool.deserialize(pool.serialize(new ArrayList<>(List.of("x")))));
              } catch (Throwable e) {
                waiting.completeExceptionally(e);
              }
            });
    t.start();
    awaitWaiters(pool, 1);
    assertFalse(waiting.isDone());
    assertEquals(1, pool.getCreatedCount());
    pool.giveBack(held);
    assertEquals(List.of("x"), waiting.get(20, TimeUnit.SECONDS));
    t.join(20_000);
    assertEquals(1, pool.getCreatedCount());
    assertEquals(1, pool.getIdleCount());
  }

  @Test
  void aWaitingCallerThatIsInterruptedGetsAFuryException() throws Exception {
    FuryPool pool = (FuryPool) Fury.builder().buildThreadSafeFuryPool(1, 1);
    pool.serialize("seal");
    Fury held = pool.borrow();
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicBoolean stillInterrupted = new AtomicBoolean();
    Thread t =
        new Thread(
            () -> {
              try {
                pool.serialize("never");
              } catch (Throwable e) {
                thrown.set(e);
                stillInterrupted.set(Thread.currentThread().isInterrupted());
              }
            });
    t.start();
    awaitWaiters(pool, 1);
    t.interrupt();
    t.join(20_000);
    assertFalse(t.isAlive());
    assertTrue(thrown.get() instanceof FuryException, String.valueOf(thrown.get()));
    assertTrue(thrown.get().getMessage().contains("interrupted"), thrown.get().getMessage());
    assertTrue(stillInterrupted.get(), "the interrupt status is kept");
    pool.giveBack(held);
    assertEquals("ok", pool.deserialize(pool.serialize("ok")));
    assertEquals(1, pool.getCreatedCount());
  }

  @Test
  void aHugeMessageDoesNotPinItsBufferInThePool() {
    FuryPool pool =
        (FuryPool) Fury.builder().withBufferRetainLimit(RETAIN_LIMIT).buildThreadSafeFuryPool(2, 2);
    byte[] huge = new byte[RETAIN_LIMIT * 16];
    huge[huge.length - 1] = 42;

    byte[] bytes = pool.serialize(huge);
    assertTrue(bytes.length > huge.length);
    assertArrayEquals(huge, (byte[]) pool.deserialize(bytes));
    pool.forEachIdle(
        f ->
            assertTrue(
                f.retainedBufferCapacity() <= RETAIN_LIMIT,
                "retained " + f.retainedBufferCapacity()));

    pool.serialize(new ByteArrayOutputStream(), huge);
    assertTrue(pool.getIdleRetainedBufferBytes() <= 2L * RETAIN_LIMIT);

    // a huge message whose serialization fails half-way releases its buffer too
    List<Object> failing = new ArrayList<>(List.of(huge, new Unregistered()));
    assertThrows(FuryException.class, () -> pool.serialize(failing));
    assertThrows(FuryException.class, () -> pool.serialize(new ByteArrayOutputStream(), failing));
    pool.forEachIdle(
        f ->
            assertTrue(
                f.retainedBufferCapacity() <= RETAIN_LIMIT,
                "retained " + f.retainedBufferCapacity()));
    assertEquals(2, pool.getIdleCount());
  }

  @Test
  void aMessageUnderTheLimitKeepsItsBufferForReuse() {
    FuryPool pool =
        (FuryPool) Fury.builder().withBufferRetainLimit(RETAIN_LIMIT).buildThreadSafeFuryPool(1, 1);
    byte[] medium = new byte[RETAIN_LIMIT / 2];
    pool.serialize(medium);
    pool.forEachIdle(
        f -> {
          assertTrue(f.retainedBufferCapacity() > medium.length);
          assertTrue(f.retainedBufferCapacity() <= RETAIN_LIMIT);
        });
  }

  @Test
  void aHugeMessageDoesNotPinItsBufferOnAThread() {
    ThreadLocalFury fury =
        (ThreadLocalFury) Fury.builder().withBufferRetainLimit(RETAIN_LIMIT).buildThreadSafeFury();
    byte[] huge = new byte[RETAIN_LIMIT * 16];
    assertArrayEquals(huge, (byte[]) fury.deserialize(fury.serialize(huge)));
    assertTrue(fury.currentThreadMember().retainedBufferCapacity() <= RETAIN_LIMIT);
  }
}
