package org.furylike.jit;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.furylike.codegen.CompileLog;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * Compiles generated serializers off the caller's thread: the caller gets a {@link
 * SwappingSerializer} that serves the interpreter until the compiled serializer takes over. Also
 * warms the compiler once per process, as soon as the first code-generating {@code Fury} is built,
 * so that the first real compilation does not pay for loading and warming Janino alone. The threads
 * are daemons: they never keep the JVM alive, and they print nothing unless a compilation fails.
 *
 * <p>A compilation holds back while a first call is running: from the moment a swapping serializer
 * is made until its first call returns (at most {@link #HOLD_MILLIS} per serializer, and at most
 * that long per compilation), compilations wait and the warm-up stops at its next step. The first
 * call of a new class runs in the interpreter either way; holding the compiler back leaves it the
 * processors (the compiler and the JIT threads it keeps busy otherwise compete with it on a small
 * machine), at the cost of starting the compile that much later.
 */
final class BackgroundCompiler {
  /**
   * At most half the processors compile at once (at least one), so that a burst of new classes at
   * start-up leaves the application threads their share; more compilations queue. Idle threads end
   * after a minute.
   */
  private static final ExecutorService THREADS = newThreads();

  /** Compilations submitted and not yet finished; guarded by itself for {@link #awaitIdle}. */
  private static final int[] PENDING = {0};

  /**
   * The longest a first call holds compilations back, counted from when its serializer was made,
   * and the longest a compilation waits for first calls, counted from when it was requested.
   */
  static final long HOLD_MILLIS = 200;

  /** {@link #HOLD_MILLIS} in nanoseconds; only tests change it. */
  static volatile long holdNanos = HOLD_MILLIS * 1_000_000L;

  /**
   * Swapping serializers whose first call has not returned yet, with the {@link System#nanoTime()}
   * they were made; guarded by itself.
   */
  private static final Map<SwappingSerializer, Long> FIRST_CALLS = new IdentityHashMap<>();

  /** Whether a real compilation was requested: the warm-up is then pointless and stops. */
  private static volatile boolean compileRequested;

  /** Runs on the background thread before every compilation; only tests set it, to hold one. */
  static volatile Runnable beforeCompile;

  private BackgroundCompiler() {}

  private static ExecutorService newThreads() {
    int threads = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(
            threads,
            threads,
            60,
            TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(),
            new DaemonThreads());
    pool.allowCoreThreadTimeOut(true);
    return pool;
  }

  /** Makes the compiling threads: daemons named {@code fury-like-jit}. */
  private static final class DaemonThreads implements ThreadFactory {
    @Override
    public Thread newThread(Runnable r) {
      Thread t = new Thread(r, "fury-like-jit");
      t.setDaemon(true);
      return t;
    }
  }

  /** Loads this class, and so starts nothing but creates its thread pool, ahead of first use. */
  static void prepare() {
    // class initialization is the work
  }

  /**
   * A serializer that serves {@code interpreter} at once and swaps in what {@code generated}
   * returns when its background compilation finishes (nothing, when it returns null or fails).
   */
  static SwappingSerializer swapping(
      ClassResolver resolver,
      Serializer<?> interpreter,
      Supplier<Serializer<?>> generated,
      String what) {
    SwappingSerializer swapping = new SwappingSerializer(interpreter, resolver);
    long requested = System.nanoTime();
    synchronized (FIRST_CALLS) {
      FIRST_CALLS.put(swapping, requested);
    }
    compileStarted();
    synchronized (PENDING) {
      PENDING[0]++;
    }
    THREADS.execute(new Compilation(swapping, generated, requested, what));
    return swapping;
  }

  /**
   * One background compilation: waits for first calls, compiles, and settles its swapping
   * serializer. A class rather than a lambda, whose linkage would cost the first serialize.
   */
  private static final class Compilation implements Runnable {
    private final SwappingSerializer swapping;
    private final Supplier<Serializer<?>> generated;
    private final long requested;
    private final String what;

    Compilation(
        SwappingSerializer swapping,
        Supplier<Serializer<?>> generated,
        long requested,
        String what) {
      this.swapping = swapping;
      this.generated = generated;
      this.requested = requested;
      this.what = what;
    }

    @Override
    public void run() {
      try {
        awaitFirstCalls(requested);
        Runnable hook = beforeCompile;
        if (hook != null) {
          hook.run();
        }
        swapping.settle(generated.get());
      } catch (RuntimeException e) {
        swapping.settle(null);
        CompileLog.backgroundFailed(what, e);
      } finally {
        synchronized (PENDING) {
          PENDING[0]--;
          PENDING.notifyAll();
        }
      }
    }
  }

  /** Tells the warm-up that a real compilation was requested, which warms the compiler itself. */
  static void compileStarted() {
    compileRequested = true;
  }

  /** Called when the first call of {@code swapping} returns (more calls do nothing). */
  static void firstCallReturned(SwappingSerializer swapping) {
    synchronized (FIRST_CALLS) {
      if (FIRST_CALLS.remove(swapping) != null) {
        FIRST_CALLS.notifyAll();
      }
    }
  }

  /**
   * Waits while a first call holds compilations back (see the class comment), at most until {@link
   * #holdNanos} after {@code since}.
   */
  private static void awaitFirstCalls(long since) {
    long hold = holdNanos;
    synchronized (FIRST_CALLS) {
      while (true) {
        long now = System.nanoTime();
        FIRST_CALLS.values().removeIf(made -> now - made >= hold);
        long waitNanos = hold - (now - since);
        for (long made : FIRST_CALLS.values()) {
          waitNanos = Math.min(waitNanos, hold - (now - made));
        }
        if (FIRST_CALLS.isEmpty() || waitNanos <= 0) {
          return;
        }
        try {
          FIRST_CALLS.wait(Math.max(1, waitNanos / 1_000_000L));
        } catch (InterruptedException e) {
          // The pool's threads are only interrupted when it shuts down: compile now.
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
  }

  /**
   * Waits until no background compilation is queued or running, at most {@code timeoutMillis};
   * returns whether that happened.
   */
  static boolean awaitIdle(long timeoutMillis) throws InterruptedException {
    long end = System.nanoTime() + timeoutMillis * 1_000_000L;
    synchronized (PENDING) {
      while (PENDING[0] > 0) {
        long left = (end - System.nanoTime()) / 1_000_000L;
        if (left <= 0) {
          return false;
        }
        PENDING.wait(left);
      }
      return true;
    }
  }

  /**
   * Warms the compiler, on the thread {@link CompilerWarmUp#startOnce} starts once per process:
   * planning, emitting and compiling (not loading) the serializer of a small class loads and
   * exercises the planner, the emitters and Janino. Nothing is cached, dumped or counted. The
   * warm-up does not take a compiling thread, so a real compilation requested meanwhile (typically
   * the first request right after {@code build()}) starts at once instead of queueing behind it: in
   * a fresh JVM that ends a wide class's compile about 150 ms sooner.
   */
  static void warmUp(boolean numberCompressed) {
    try {
      CompileLog.prepare();
      if (compileRequested) {
        return;
      }
      ObjectSerializerEmitter.Unit unit =
          JitCompiler.unit(WarmUp.class, numberCompressed, 0, false, false);
      if (compileRequested) {
        // A real compilation warms the compiler itself; both at once only compete.
        return;
      }
      JitCompiler.bytecodes(WarmUp.class, unit);
    } catch (RuntimeException e) {
      // A real compilation reports its own failure (logged, or thrown in strict mode); this one
      // only warms, so it must not print.
      CompileLog.debug("compiler warm-up failed", e);
    }
  }

  /** The class whose serializer warms the compiler: a few common field kinds. */
  static final class WarmUp {
    int count;
    long id;
    double ratio;
    boolean flag;
    String name;
    Integer boxed;
    int[] values;
    List<String> tags;
  }
}
