package org.furylike.pool;

import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.Config;
import org.furylike.exception.FuryException;

/**
 * A {@link ThreadSafeFury} backed by a bounded pool of {@link Fury} members, for servers with
 * many or short-lived threads (virtual threads in particular).
 *
 * <p>{@code minSize} members are created up front. A call takes an idle member; if none is idle
 * and fewer than {@code maxSize} exist, it creates one (which then stays in the pool); if {@code
 * maxSize} members are all busy, the call waits until one is returned. Members are never created
 * per call and never discarded, so at most {@code maxSize} ever exist ({@link
 * #getCreatedCount()}).
 *
 * <p>How it works: a {@link Semaphore} with {@code maxSize} permits bounds the number of
 * concurrent calls, and idle members sit in an array of {@code maxSize} atomic slots. When a
 * member is free, a call costs one atomic update on the semaphore and one on a slot to take it,
 * and the same two to give it back; no lock is taken. Waiting callers park inside the semaphore
 * (never in a {@code synchronized} block), so a waiting virtual thread releases its carrier.
 *
 * <p>Each member's reusable buffer is cut back to {@link Config#getBufferRetainLimit()} after
 * every call, so a pool holds at most {@code maxSize} times that limit in buffers however large
 * the messages it has seen. A custom serializer must not call back into the same pool during a
 * call: once every member is held by such outer calls, the nested calls wait forever.
 */
public final class FuryPool extends AbstractThreadSafeFury {
  /** The largest accepted {@code maxSize}. */
  public static final int MAX_POOL_SIZE = 1 << 16;

  private final int minSize;
  private final int maxSize;
  private final Semaphore permits;
  private final AtomicReferenceArray<Fury> idle;
  private final AtomicInteger created = new AtomicInteger();
  private final LongAdder waits = new LongAdder();

  /**
   * Creates a pool whose members use {@code config}, starting with {@code minSize} members and
   * growing on demand to at most {@code maxSize}. Prefer {@link
   * org.furylike.config.FuryBuilder#buildThreadSafeFuryPool(int, int)}.
   *
   * @throws FuryException unless {@code 0 <= minSize <= maxSize}, {@code 1 <= maxSize <=}
   *     {@value #MAX_POOL_SIZE}
   */
  public FuryPool(Config config, int minSize, int maxSize) {
    super(config);
    if (minSize < 0 || maxSize < 1 || minSize > maxSize || maxSize > MAX_POOL_SIZE) {
      throw new FuryException(
          "pool sizes must satisfy 0 <= minSize <= maxSize and 1 <= maxSize <= " + MAX_POOL_SIZE
              + ", got minSize=" + minSize + ", maxSize=" + maxSize);
    }
    this.minSize = minSize;
    this.maxSize = maxSize;
    this.permits = new Semaphore(maxSize);
    this.idle = new AtomicReferenceArray<>(maxSize);
    for (int i = 0; i < minSize; i++) {
      idle.set(i, newMember());
      created.incrementAndGet();
    }
  }

  public int getMinSize() {
    return minSize;
  }

  public int getMaxSize() {
    return maxSize;
  }

  /** How many members exist; never more than {@link #getMaxSize()}. */
  public int getCreatedCount() {
    return created.get();
  }

  /** How many members are idle right now (a snapshot). */
  public int getIdleCount() {
    int n = 0;
    for (int i = 0; i < maxSize; i++) {
      if (idle.get(i) != null) {
        n++;
      }
    }
    return n;
  }

  /**
   * How many calls so far found all {@code maxSize} members busy and had to wait. A number that
   * keeps growing under normal load suggests a larger {@code maxSize}.
   */
  public long getWaitCount() {
    return waits.sum();
  }

  /** An estimate of how many callers are waiting for a member right now. */
  public int getWaitingCallers() {
    return permits.getQueueLength();
  }

  /** Bytes of reusable buffer held by the members idle right now (a snapshot, for monitoring). */
  public long getIdleRetainedBufferBytes() {
    long[] total = {0};
    forEachIdle(f -> total[0] += f.retainedBufferCapacity());
    return total[0];
  }

  /** Visits the members idle right now; they may be borrowed while visited, so only read them. */
  void forEachIdle(Consumer<Fury> visitor) {
    for (int i = 0; i < maxSize; i++) {
      Fury f = idle.get(i);
      if (f != null) {
        visitor.accept(f);
      }
    }
  }

  // ------------------------------------------------------------------ borrow and return

  @Override
  Fury borrow() {
    if (!permits.tryAcquire()) {
      awaitPermit();
    }
    try {
      return takeIdleOrCreate();
    } catch (RuntimeException | Error e) {
      permits.release();
      throw e;
    }
  }

  @Override
  void giveBack(Fury member) {
    // Put the member back before releasing the permit: while a caller holds a permit, at most
    // (permits held by others) members are out, which is what takeIdleOrCreate relies on. At
    // most maxSize members exist and this one is not in a slot, so a slot is always free; a scan
    // can still miss it while other callers move members, hence the retry.
    while (true) {
      for (int i = 0; i < maxSize; i++) {
        if (idle.get(i) == null && idle.compareAndSet(i, null, member)) {
          permits.release();
          return;
        }
      }
      Thread.onSpinWait();
    }
  }

  @Override
  void adopt(Fury member) {
    // Only called before first use, when no call can be running.
    created.incrementAndGet();
    giveBackWithoutPermit(member);
  }

  private void giveBackWithoutPermit(Fury member) {
    for (int i = 0; i < maxSize; i++) {
      if (idle.compareAndSet(i, null, member)) {
        return;
      }
    }
    throw new IllegalStateException("no free slot for a new member");
  }

  private void awaitPermit() {
    waits.increment();
    try {
      permits.acquire();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new FuryException("interrupted while waiting for a free instance in the pool", e);
    }
  }

  /**
   * With a permit held: take an idle member, or create one while fewer than {@code maxSize}
   * exist. If all exist, holders of the other permits hold at most {@code maxSize - 1} of them,
   * so one sits in a slot and the scan missed it while other callers moved members: scan again.
   */
  private Fury takeIdleOrCreate() {
    while (true) {
      Fury f = pollIdle();
      if (f != null) {
        return f;
      }
      int n = created.get();
      if (n < maxSize) {
        if (created.compareAndSet(n, n + 1)) {
          return createCounted();
        }
      } else {
        Thread.onSpinWait();
      }
    }
  }

  private Fury createCounted() {
    try {
      return newMember();
    } catch (RuntimeException | Error e) {
      created.decrementAndGet();
      throw e;
    }
  }

  private Fury pollIdle() {
    for (int i = 0; i < maxSize; i++) {
      if (idle.get(i) != null) {
        Fury f = idle.getAndSet(i, null);
        if (f != null) {
          return f;
        }
      }
    }
    return null;
  }
}
