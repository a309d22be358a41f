package org.furylike;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.furylike.exception.FuryException;

/**
 * Feeds inputs to one reader on a worker thread and fails on anything but a value or a {@link
 * FuryException}, on an input that takes longer than {@link #TIME_LIMIT_MS} or allocates more than
 * {@link #ALLOCATION_LIMIT} bytes on the worker.
 */
final class FuzzHarness implements AutoCloseable {
  static final long TIME_LIMIT_MS = 2000;
  static final long ALLOCATION_LIMIT = 64L << 20;

  private final Fury reader;
  private final ExecutorService worker = Executors.newSingleThreadExecutor();
  private int count;

  FuzzHarness(Fury reader) {
    this.reader = reader;
  }

  /** The outcome of one input on the worker: the unexpected throwable (or null) and allocation. */
  private static final class Outcome {
    Throwable unexpected;
    long allocated;
  }

  void check(byte[] input, String where) throws InterruptedException {
    count++;
    Future<Outcome> future = worker.submit(() -> run(input));
    Outcome o;
    try {
      o = future.get(TIME_LIMIT_MS, TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      worker.shutdownNow();
      throw new AssertionError(where + ": no result within " + TIME_LIMIT_MS + " ms" + hex(input));
    } catch (ExecutionException e) {
      throw new AssertionError(where + ": harness failure" + hex(input), e.getCause());
    }
    if (o.unexpected != null) {
      throw new AssertionError(where + ": " + o.unexpected + hex(input), o.unexpected);
    }
    if (o.allocated > ALLOCATION_LIMIT) {
      fail(where + ": allocated " + o.allocated + " bytes" + hex(input));
    }
  }

  private Outcome run(byte[] input) {
    Outcome o = new Outcome();
    long before = BoundedAllocationTest.allocatedBytes();
    try {
      reader.deserialize(input);
    } catch (FuryException expected) {
      // a clean rejection
    } catch (Throwable t) {
      o.unexpected = t;
    }
    o.allocated = BoundedAllocationTest.allocatedBytes() - before;
    return o;
  }

  int count() {
    return count;
  }

  private static String hex(byte[] input) {
    StringBuilder sb = new StringBuilder("; input ");
    for (int i = 0; i < Math.min(input.length, 256); i++) {
      sb.append(String.format("%02x", input[i] & 0xFF));
    }
    return sb.append(input.length > 256 ? "..." : "").toString();
  }

  /** Stops the worker, which is idle once {@link #check} has returned. */
  @Override
  public void close() {
    worker.shutdownNow();
  }
}
