package org.furylike.jit;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.furylike.codegen.CompileLog;
import org.furylike.serializer.Serializer;

/**
 * Compiles generated serializers off the caller's thread: the caller gets a {@link
 * SwappingSerializer} that serves the interpreter until the compiled serializer takes over. Also
 * warms the compiler once per process, as soon as the first code-generating {@code Fury} is built,
 * so that the first real compilation does not pay for loading and warming Janino alone. The threads
 * are daemons: they never keep the JVM alive, and they print nothing unless a compilation fails.
 */
final class BackgroundCompiler {
  private static final AtomicBoolean WARM_UP_STARTED = new AtomicBoolean();

  /**
   * At most half the processors compile at once (at least one), so that a burst of new classes at
   * start-up leaves the application threads their share; more compilations queue. Idle threads end
   * after a minute.
   */
  private static final ExecutorService THREADS = newThreads();

  /** Compilations submitted and not yet finished; guarded by itself for {@link #awaitIdle}. */
  private static final int[] PENDING = {0};

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
            r -> {
              Thread t = new Thread(r, "fury-like-jit");
              t.setDaemon(true);
              return t;
            });
    pool.allowCoreThreadTimeOut(true);
    return pool;
  }

  /**
   * A serializer that serves {@code interpreter} at once and swaps in what {@code generated}
   * returns when its background compilation finishes (nothing, when it returns null or fails).
   */
  static SwappingSerializer swapping(
      Serializer<?> interpreter, Supplier<Serializer<?>> generated, String what) {
    SwappingSerializer swapping = new SwappingSerializer(interpreter);
    synchronized (PENDING) {
      PENDING[0]++;
    }
    THREADS.execute(
        () -> {
          try {
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
        });
    return swapping;
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
   * Starts warming the compiler on a daemon thread of its own, once per process: planning, emitting
   * and compiling (not loading) the serializer of a small class loads and exercises the planner,
   * the emitters and Janino. Nothing is cached, dumped or counted. Returns at once. The warm-up
   * does not take a compiling thread, so a real compilation requested meanwhile (typically the
   * first request right after {@code build()}) starts at once instead of queueing behind it: in a
   * fresh JVM that ends a wide class's compile about 150 ms sooner.
   */
  static void warmUpOnce(boolean numberCompressed) {
    if (WARM_UP_STARTED.compareAndSet(false, true)) {
      Thread t = new Thread(() -> warmUp(numberCompressed), "fury-like-jit-warm-up");
      t.setDaemon(true);
      t.start();
    }
  }

  private static void warmUp(boolean numberCompressed) {
    try {
      CompileLog.prepare();
      ObjectSerializerEmitter.Unit unit =
          JitCompiler.unit(WarmUp.class, numberCompressed, 0, false);
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
