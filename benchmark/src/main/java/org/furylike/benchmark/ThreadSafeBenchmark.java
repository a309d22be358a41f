package org.furylike.benchmark;

import java.util.concurrent.TimeUnit;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.threads.InstanceKind;
import org.furylike.benchmark.threads.RoundTrip;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Multi-threaded throughput of a round trip (serialize to a byte array, then deserialize it), as in
 * an RPC server, for every {@link InstanceKind}: a plain {@code Fury} per thread, fury-like's two
 * {@code ThreadSafeFury} kinds and Apache Fory's two thread-safe kinds, at 1, 2 and 4 threads (one
 * benchmark method per thread count). JMH reports the operations of all threads together.
 *
 * <p>Each thread checks, in its setup, that its round trip reproduces the object.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(
    value = 2,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class ThreadSafeBenchmark {
  /** What every thread shares: the parameters and, for a shared kind, the one instance. */
  @State(Scope.Benchmark)
  public static class Shared {
    /** How the serializer is held. */
    @Param public InstanceKind kind;

    /** The object; the two of the figures. */
    @Param({"SAMPLE", "MEDIA_CONTENT"})
    public DataKind data;

    private RoundTrip sharedInstance;

    /** Builds the shared instance, if the kind has one. */
    @Setup
    public void setup() {
      sharedInstance = kind.shared() ? kind.create() : null;
    }

    /** The instance the calling thread uses: the shared one, or a new one of its own. */
    RoundTrip forThisThread() {
      return sharedInstance != null ? sharedInstance : kind.create();
    }
  }

  /** One thread's instance and input. */
  @State(Scope.Thread)
  public static class PerThread {
    RoundTrip instance;
    Object value;

    /** Takes this thread's instance and checks its round trip. */
    @Setup
    public void setup(Shared shared) {
      instance = shared.forThisThread();
      value = shared.data.create();
      Object back = instance.roundTrip(value);
      if (!value.equals(back)) {
        throw new IllegalStateException(
            shared.kind
                + "/"
                + shared.data
                + ": round trip differs from the input\n  expected "
                + value
                + "\n  actual   "
                + back);
      }
    }

    /** The instance this thread calls; for the smoke test. */
    public RoundTrip instance() {
      return instance;
    }
  }

  /** One thread. */
  @Benchmark
  @Threads(1)
  public Object threads1(PerThread t) {
    return t.instance.roundTrip(t.value);
  }

  /** Two threads. */
  @Benchmark
  @Threads(2)
  public Object threads2(PerThread t) {
    return t.instance.roundTrip(t.value);
  }

  /** Four threads. */
  @Benchmark
  @Threads(4)
  public Object threads4(PerThread t) {
    return t.instance.roundTrip(t.value);
  }
}
