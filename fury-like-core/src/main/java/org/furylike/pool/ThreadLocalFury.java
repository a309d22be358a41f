package org.furylike.pool;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.Config;

/**
 * A {@link ThreadSafeFury} that gives each thread its own {@link Fury}, created on the thread's
 * first call and kept in a {@link ThreadLocal}. A call costs one thread-local lookup and no
 * synchronization, which makes this the fastest kind on a fixed set of platform threads (a server's
 * worker pool, for example).
 *
 * <p>The number of members equals the number of distinct threads that ever called it, and a member
 * lives as long as its thread (or until this object becomes unreachable and the thread's map drops
 * the entry). Two consequences:
 *
 * <ul>
 *   <li><b>Virtual threads:</b> each virtual thread is a new thread, so a thread-per-request server
 *       would build one member per request and throw it away, paying for a new instance each time.
 *       Use {@link FuryPool} ({@link org.furylike.config.FuryBuilder#buildThreadSafeFuryPool}) with
 *       virtual threads.
 *   <li><b>Unbounded thread pools:</b> memory grows with the number of threads; each member's
 *       reusable buffer is capped by {@link Config#getBufferRetainLimit()} after every call.
 * </ul>
 *
 * <p>A custom serializer must not call back into the same {@code ThreadLocalFury} during a call:
 * the thread's member is busy, and the nested call fails with a {@link
 * org.furylike.exception.FuryException}.
 */
public final class ThreadLocalFury extends AbstractThreadSafeFury {
  private final ThreadLocal<Fury> members = ThreadLocal.withInitial(this::firstMemberOfThread);

  /** A member created by an early registration, handed to the first thread that needs one. */
  private final AtomicReference<Fury> spare = new AtomicReference<>();

  private final AtomicInteger created = new AtomicInteger();

  /**
   * Creates an instance whose members use {@code config}. Prefer {@link
   * org.furylike.config.FuryBuilder#buildThreadSafeFury()}.
   *
   * @param config the settings every member is built with
   */
  public ThreadLocalFury(Config config) {
    super(config);
  }

  /**
   * {@return how many members exist or have existed: one per thread that called, plus a spare at
   * most}
   */
  public int getCreatedCount() {
    return created.get();
  }

  @Override
  AbstractThreadSafeFury newSibling(Config config) {
    return new ThreadLocalFury(config);
  }

  @Override
  Fury borrow() {
    return members.get();
  }

  @Override
  void giveBack(Fury member) {
    // The member stays with its thread.
  }

  @Override
  void adopt(Fury member) {
    created.incrementAndGet();
    spare.set(member);
  }

  private Fury firstMemberOfThread() {
    Fury member = spare.getAndSet(null);
    if (member != null) {
      return member;
    }
    member = newMember();
    created.incrementAndGet();
    return member;
  }

  /** The calling thread's member, creating it if needed; for tests in this package. */
  Fury currentThreadMember() {
    return members.get();
  }
}
