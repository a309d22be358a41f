package org.furylike.context;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;

/**
 * Room for deep object graphs (long linked chains, deep trees) whatever the caller's thread stack:
 * past {@link #CALLER_LEVELS} levels of nesting a context continues the value on a thread with a
 * large stack and waits for it, and again every {@link #HOP_LEVELS} levels. Only graphs nested
 * deeper than that pay anything (the default {@code maxDepth} never gets there); the instance is
 * still used by one thread at a time, since the caller waits.
 */
final class DeepStack {
  /** Levels served on the caller's own thread (1 MiB stacks hold several times this). */
  static final int CALLER_LEVELS = 384;

  /** Levels served on each large-stack thread. */
  static final int HOP_LEVELS = 8192;

  private static final long HOP_STACK_BYTES = 64L << 20;

  private static final ExecutorService THREADS =
      Executors.newCachedThreadPool(
          r -> {
            Thread t = new Thread(null, r, "fury-like-deep-graph", HOP_STACK_BYTES);
            t.setDaemon(true);
            return t;
          });

  private DeepStack() {}

  /** Runs {@code task} on a large-stack thread and returns its result, rethrowing its failure. */
  static <T> T call(Supplier<T> task) {
    try {
      return CompletableFuture.supplyAsync(task, THREADS).join();
    } catch (CompletionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException) {
        throw (RuntimeException) cause;
      }
      if (cause instanceof Error) {
        throw (Error) cause;
      }
      throw e;
    }
  }
}
