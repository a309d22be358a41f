package org.furylike.benchmark.threads;

import java.util.function.Supplier;
import org.apache.fory.BaseFory;
import org.apache.fory.Fory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.ForyBuilder;
import org.apache.fory.config.Int64Encoding;
import org.apache.fory.config.Language;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.benchmark.data.BenchData;
import org.furylike.config.FuryBuilder;

/**
 * The ways a multi-threaded server can hold its serializer, compared by {@code
 * ThreadSafeBenchmark}. Every kind uses the settings of the single-threaded benchmark (class
 * registration on with every benchmark class registered, reference tracking off, compressed
 * numbers, generated code compiled synchronously).
 */
public enum InstanceKind {
  /** A plain single-threaded {@code Fury} owned by each thread: the baseline. */
  FURY_PER_THREAD("fury-like: one Fury per thread", false),
  /** One shared {@code buildThreadSafeFury()}: a member per thread in a {@code ThreadLocal}. */
  FURY_THREAD_LOCAL("fury-like: buildThreadSafeFury()", true),
  /** One shared {@code buildThreadSafeFuryPool(1, 8)}: a bounded pool of members. */
  FURY_POOL("fury-like: buildThreadSafeFuryPool(1, 8)", true),
  /** Apache Fory's {@code buildThreadLocalFory()}: a {@code Fory} per thread behind one facade. */
  FORY_THREAD_LOCAL("fory: buildThreadLocalFory()", true),
  /**
   * Apache Fory's {@code buildThreadSafeForyPool(8)}: a pool of 8; in Fory 1.6.0 {@code
   * buildThreadSafeFory()} also builds a pool, of a default size.
   */
  FORY_POOL("fory: buildThreadSafeForyPool(8)", true);

  /** The largest pool size; at least the largest thread count measured (4). */
  static final int POOL_MAX = 8;

  private final String label;
  private final boolean shared;

  InstanceKind(String label, boolean shared) {
    this.label = label;
    this.shared = shared;
  }

  /** The name used in the report. */
  public String label() {
    return label;
  }

  /** Whether one instance serves every thread; otherwise each thread builds its own. */
  public boolean shared() {
    return shared;
  }

  /**
   * A new instance of this kind. For a {@link #shared()} kind the benchmark builds one and every
   * thread calls it; for {@link #FURY_PER_THREAD} each thread calls this for its own.
   */
  public RoundTrip create() {
    switch (this) {
      case FURY_PER_THREAD:
        {
          Fury fury = furyBuilder().build();
          BenchData.classesToRegister().forEach(fury::register);
          return value -> fury.deserialize(fury.serialize(value));
        }
      case FURY_THREAD_LOCAL:
        return furyLike(furyBuilder()::buildThreadSafeFury);
      case FURY_POOL:
        return furyLike(() -> furyBuilder().buildThreadSafeFuryPool(1, POOL_MAX));
      case FORY_THREAD_LOCAL:
        return fory(foryBuilder().buildThreadLocalFory());
      case FORY_POOL:
        return fory(foryBuilder().buildThreadSafeForyPool(POOL_MAX));
      default:
        throw new AssertionError(this);
    }
  }

  private static FuryBuilder furyBuilder() {
    return Fury.builder()
        .requireClassRegistration(true)
        .withRefTracking(false)
        .withNumberCompressed(true)
        .withCodegen(true)
        .withAsyncCompilation(false);
  }

  private static RoundTrip furyLike(Supplier<ThreadSafeFury> factory) {
    ThreadSafeFury fury = factory.get();
    BenchData.classesToRegister().forEach(fury::register);
    return value -> fury.deserialize(fury.serialize(value));
  }

  /** The settings of the single-threaded benchmark's Fory peer. */
  private static ForyBuilder foryBuilder() {
    return Fory.builder()
        .withLanguage(Language.JAVA)
        .requireClassRegistration(true)
        .withRefTracking(false)
        .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
        .withCodegen(true)
        .withAsyncCompilation(false)
        .withIntCompressed(true)
        .withLongCompressed(Int64Encoding.TAGGED);
  }

  private static RoundTrip fory(ThreadSafeFory fory) {
    BaseFory base = fory;
    BenchData.classesToRegister().forEach(base::register);
    return value -> fory.deserialize(fory.serialize(value));
  }
}
