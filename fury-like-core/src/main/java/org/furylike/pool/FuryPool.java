package org.furylike.pool;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.Config;
import org.furylike.exception.FuryException;

/**
 * A {@link ThreadSafeFury} backed by a bounded pool of {@link Fury} members, for servers with many
 * or short-lived threads (virtual threads in particular).
 *
 * <p>{@code minSize} members are created up front. A call takes an idle member; if none is idle and
 * fewer than {@code maxSize} exist, it creates one (which then stays in the pool); if {@code
 * maxSize} members are all busy, the call waits until one is returned. Members are never created
 * per call and never discarded, so at most {@code maxSize} ever exist ({@link #getCreatedCount()}).
 *
 * <p>How it works: idle members sit in {@code maxSize} atomic slots, each on its own cache line. A
 * thread starts looking at a slot derived from its identity and returns its member to the slot it
 * took it from, so threads mostly touch slots of their own: when a member is free, a call costs one
 * compare-and-set to take it and one to give it back, and no shared counter or lock is touched.
 * Only when every member is busy and {@code maxSize} exist does a caller wait, on a {@link
 * java.util.concurrent.locks.Condition} (never in a {@code synchronized} block), so a waiting
 * virtual thread releases its carrier.
 *
 * <p>Each member's reusable buffer is cut back to {@link Config#getBufferRetainLimit()} after every
 * call, so a pool holds at most {@code maxSize} times that limit in buffers however large the
 * messages it has seen. A custom serializer must not call back into the same pool during a call:
 * once every member is held by such outer calls, the nested calls wait forever.
 */
public final class FuryPool extends AbstractThreadSafeFury {
  /** The largest accepted {@code maxSize}. */
  public static final int MAX_POOL_SIZE = 1 << 16;

  /** Slots are this many array elements apart, so two slots never share a cache line. */
  private static final int STRIDE = 16;

  private final int minSize;
  private final int maxSize;
  private final AtomicReferenceArray<Fury> idle;
  private final AtomicInteger created = new AtomicInteger();
  private final AtomicInteger waiting = new AtomicInteger();
  private final LongAdder waits = new LongAdder();
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition returned = lock.newCondition();

  /**
   * Creates a pool whose members use {@code config}, starting with {@code minSize} members and
   * growing on demand to at most {@code maxSize}. Prefer {@link
   * org.furylike.config.FuryBuilder#buildThreadSafeFuryPool(int, int)}.
   *
   * @param config the settings every member is built with
   * @param minSize members created at once
   * @param maxSize the most members
   * @throws FuryException unless {@code 0 <= minSize <= maxSize}, {@code 1 <= maxSize <=} {@value
   *     #MAX_POOL_SIZE}
   */
  public FuryPool(Config config, int minSize, int maxSize) {
    super(config);
    if (minSize < 0 || maxSize < 1 || minSize > maxSize || maxSize > MAX_POOL_SIZE) {
      throw new FuryException(
          "pool sizes must satisfy 0 <= minSize <= maxSize and 1 <= maxSize <= "
              + MAX_POOL_SIZE
              + ", got minSize="
              + minSize
              + ", maxSize="
              + maxSize);
    }
    this.minSize = minSize;
    this.maxSize = maxSize;
    this.idle = new AtomicReferenceArray<>(maxSize * STRIDE);
    for (int i = 0; i < minSize; i++) {
      idle.set(i * STRIDE, newMember());
      created.incrementAndGet();
    }
  }

  @Override
  AbstractThreadSafeFury newSibling(Config config) {
    return new FuryPool(config, minSize, maxSize);
  }

  /** {@return the number of members created up front} */
  public int getMinSize() {
    return minSize;
  }

  /** {@return the most members this pool creates} */
  public int getMaxSize() {
    return maxSize;
  }

  /** {@return how many members exist; never more than {@link #getMaxSize()}} */
  public int getCreatedCount() {
    return created.get();
  }

  /** {@return how many members are idle right now (a snapshot)} */
  public int getIdleCount() {
    int n = 0;
    for (int i = 0; i < maxSize; i++) {
      if (idle.get(i * STRIDE) != null) {
        n++;
      }
    }
    return n;
  }

  /**
   * {@return how many calls so far found all {@code maxSize} members busy and had to wait} A number
   * that keeps growing under normal load suggests a larger {@code maxSize}.
   */
  public long getWaitCount() {
    return waits.sum();
  }

  /** {@return how many callers are waiting for a member right now} */
  public int getWaitingCallers() {
    return waiting.get();
  }

  /**
   * {@return bytes of reusable buffer held by the members idle right now (a snapshot, for
   * monitoring)}
   */
  public long getIdleRetainedBufferBytes() {
    long[] total = {0};
    forEachIdle(f -> total[0] += f.retainedBufferCapacity());
    return total[0];
  }

  /** Visits the members idle right now; they may be borrowed while visited, so only read them. */
  void forEachIdle(Consumer<Fury> visitor) {
    for (int i = 0; i < maxSize; i++) {
      Fury f = idle.get(i * STRIDE);
      if (f != null) {
        visitor.accept(f);
      }
    }
  }

  // ------------------------------------------------------------------ borrow and return

  /** The slot a thread looks at first, spread by the thread's identity. */
  private int home() {
    int h = System.identityHashCode(Thread.currentThread()) * 0x9E3779B9;
    return (h >>> 1) % maxSize;
  }

  @Override
  Fury borrow() {
    Fury f = pollIdle(home());
    if (f != null) {
      return f;
    }
    while (true) {
      int n = created.get();
      if (n >= maxSize) {
        return awaitMember();
      }
      if (created.compareAndSet(n, n + 1)) {
        return createCounted();
      }
    }
  }

  @Override
  void giveBack(Fury member) {
    int start = home();
    // At most maxSize members exist and this one is in no slot, so a slot is free; a scan can
    // miss it while other callers move members, hence the retry.
    while (true) {
      for (int i = 0; i < maxSize; i++) {
        int slot = ((start + i) % maxSize) * STRIDE;
        if (idle.get(slot) == null && idle.compareAndSet(slot, null, member)) {
          if (waiting.get() > 0) {
            signalWaiter();
          }
          return;
        }
      }
      Thread.onSpinWait();
    }
  }

  private void signalWaiter() {
    lock.lock();
    try {
      returned.signal();
    } finally {
      lock.unlock();
    }
  }

  /** Waits until a member is returned; every member exists and all are busy. */
  private Fury awaitMember() {
    waits.increment();
    lock.lock();
    try {
      waiting.incrementAndGet();
      try {
        while (true) {
          Fury f = pollIdle(home());
          if (f != null) {
            return f;
          }
          returned.await();
        }
      } finally {
        waiting.decrementAndGet();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new FuryException("interrupted while waiting for a free instance in the pool", e);
    } finally {
      lock.unlock();
    }
  }

  @Override
  void adopt(Fury member) {
    // Only called before first use, when no call can be running.
    created.incrementAndGet();
    for (int i = 0; i < maxSize; i++) {
      if (idle.compareAndSet(i * STRIDE, null, member)) {
        return;
      }
    }
    throw new IllegalStateException("no free slot for a new member");
  }

  private Fury createCounted() {
    try {
      return newMember();
    } catch (RuntimeException | Error e) {
      created.decrementAndGet();
      throw e;
    }
  }

  private Fury pollIdle(int start) {
    for (int i = 0; i < maxSize; i++) {
      int slot = ((start + i) % maxSize) * STRIDE;
      if (idle.get(slot) != null) {
        Fury f = idle.getAndSet(slot, null);
        if (f != null) {
          return f;
        }
      }
    }
    return null;
  }
}
