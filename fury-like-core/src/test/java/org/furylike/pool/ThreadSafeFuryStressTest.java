package org.furylike.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.memory.MemoryBuffer;
import org.furylike.pool.PoolFixtures.Order;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Many threads share one {@link ThreadSafeFury} of each kind, each doing round trips of mixed
 * graphs through every entry point and also reading what the other threads wrote. Every result is
 * compared with the original; a deadlock shows up as a timeout; the member count stays bounded.
 */
class ThreadSafeFuryStressTest {
  private static final int PLATFORM_THREADS = 16;
  private static final int PLATFORM_ROUND_TRIPS = 10_000;
  private static final int VIRTUAL_THREADS = 1_000;
  private static final int VIRTUAL_ROUND_TRIPS = 300;

  /** Far above the expected run time: reaching it means a deadlock or a lost wake-up. */
  private static final long DEADLOCK_TIMEOUT_SECONDS = 120;

  /** A message one worker wrote, for another worker to read. */
  private record Written(long seed, byte[] bytes) {}

  @Test
  void platformThreadsShareAPool() throws Exception {
    FuryPool pool = (FuryPool) Fury.builder().withRefTracking(true).buildThreadSafeFuryPool(2, 8);
    PoolFixtures.registerAll(pool);
    Set<Thread> threads =
        run(
            pool,
            Executors.newFixedThreadPool(PLATFORM_THREADS),
            PLATFORM_THREADS,
            PLATFORM_ROUND_TRIPS);
    assertEquals(PLATFORM_THREADS, threads.size());
    assertTrue(pool.getCreatedCount() <= 8, "created " + pool.getCreatedCount());
    assertEquals(pool.getCreatedCount(), pool.getIdleCount(), "every member came back");
  }

  @Test
  void platformThreadsShareAThreadLocalFury() throws Exception {
    ThreadLocalFury fury = (ThreadLocalFury) Fury.builder().buildThreadSafeFury();
    PoolFixtures.registerAll(fury);
    Set<Thread> threads =
        run(
            fury,
            Executors.newFixedThreadPool(PLATFORM_THREADS),
            PLATFORM_THREADS,
            PLATFORM_ROUND_TRIPS);
    assertEquals(PLATFORM_THREADS, fury.getCreatedCount(), "one member per thread");
    assertEquals(PLATFORM_THREADS, threads.size());
  }

  @Test
  void virtualThreadsShareAPool() throws Exception {
    ExecutorService virtual = virtualThreadExecutor();
    FuryPool pool = (FuryPool) Fury.builder().withRefTracking(true).buildThreadSafeFuryPool(1, 4);
    PoolFixtures.registerAll(pool);
    Set<Thread> threads = run(pool, virtual, VIRTUAL_THREADS, VIRTUAL_ROUND_TRIPS);
    assertEquals(VIRTUAL_THREADS, threads.size());
    assertTrue(pool.getCreatedCount() <= 4, "created " + pool.getCreatedCount());
    assertEquals(pool.getCreatedCount(), pool.getIdleCount(), "every member came back");
  }

  @Test
  void virtualThreadsShareAThreadLocalFury() throws Exception {
    ExecutorService virtual = virtualThreadExecutor();
    ThreadLocalFury fury = (ThreadLocalFury) Fury.builder().buildThreadSafeFury();
    PoolFixtures.registerAll(fury);
    Set<Thread> threads = run(fury, virtual, VIRTUAL_THREADS, VIRTUAL_ROUND_TRIPS);
    // Bounded by the number of threads, and exactly that: why virtual threads should use a pool.
    assertEquals(VIRTUAL_THREADS, threads.size());
    assertEquals(VIRTUAL_THREADS, fury.getCreatedCount());
  }

  /**
   * {@code Executors.newVirtualThreadPerTaskExecutor()}, reached by reflection (we compile for 17).
   */
  private static ExecutorService virtualThreadExecutor() throws ReflectiveOperationException {
    int feature = Runtime.version().feature();
    Assumptions.assumeTrue(
        feature >= 21, "virtual threads need JDK 21 or newer; this is JDK " + feature);
    return (ExecutorService)
        Executors.class.getMethod("newVirtualThreadPerTaskExecutor").invoke(null);
  }

  /** Runs {@code workers} tasks on {@code executor} and returns the threads they ran on. */
  private static Set<Thread> run(
      ThreadSafeFury fury, ExecutorService executor, int workers, int roundTrips)
      throws InterruptedException {
    Set<Thread> threads = ConcurrentHashMap.newKeySet();
    AtomicReferenceArray<Written> mailboxes = new AtomicReferenceArray<>(workers);
    List<Future<?>> futures = new ArrayList<>(workers);
    try {
      for (int w = 0; w < workers; w++) {
        int worker = w;
        futures.add(
            executor.submit(
                () -> {
                  threads.add(Thread.currentThread());
                  work(fury, worker, roundTrips, mailboxes);
                  return null;
                }));
      }
    } finally {
      executor.shutdown();
    }
    if (!executor.awaitTermination(DEADLOCK_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      executor.shutdownNow();
      fail("workers did not finish within " + DEADLOCK_TIMEOUT_SECONDS + " s: deadlock?");
    }
    for (Future<?> f : futures) {
      try {
        f.get();
      } catch (ExecutionException e) {
        throw new AssertionError("a worker failed: " + e.getCause(), e.getCause());
      }
    }
    return threads;
  }

  private static void work(
      ThreadSafeFury fury, int worker, int roundTrips, AtomicReferenceArray<Written> mailboxes) {
    boolean refTracking = fury.getConfig().isRefTracking();
    int neighbour = (worker + 1) % mailboxes.length();
    for (int i = 0; i < roundTrips; i++) {
      long seed = worker * 1_000_003L + i;
      Object graph = PoolFixtures.graph(seed);
      Object back = roundTrip(fury, graph, i & 3);
      assertSameGraph(graph, back, refTracking, "worker " + worker + " trip " + i);
      if ((i & 7) == 0) {
        mailboxes.set(worker, new Written(seed, fury.serialize(graph)));
        Written other = mailboxes.get(neighbour);
        if (other != null) {
          assertSameGraph(
              PoolFixtures.graph(other.seed),
              fury.deserialize(other.bytes),
              refTracking,
              "worker " + worker + " reading seed " + other.seed);
        }
      }
    }
  }

  private static Object roundTrip(ThreadSafeFury fury, Object graph, int way) {
    switch (way) {
      case 0:
        return fury.deserialize(fury.serialize(graph));
      case 1:
        {
          MemoryBuffer buffer = MemoryBuffer.allocate(64);
          fury.serialize(buffer, graph);
          return fury.deserialize(buffer);
        }
      case 2:
        {
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          fury.serialize(out, graph);
          return fury.deserialize(new ByteArrayInputStream(out.toByteArray()));
        }
      default:
        return fury.copy(graph);
    }
  }

  private static void assertSameGraph(
      Object expected, Object actual, boolean refTracking, String where) {
    assertSame(expected.getClass(), actual.getClass(), where);
    if (!Objects.deepEquals(expected, actual)) {
      fail(where + ": expected " + expected + " but got " + actual);
    }
    if (refTracking && actual instanceof Order) {
      Order order = (Order) actual;
      assertSame(order.items.get(0), order.featured, where + ": shared reference");
    }
  }
}
