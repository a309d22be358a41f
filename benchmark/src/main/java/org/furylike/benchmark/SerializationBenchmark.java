package org.furylike.benchmark;

import java.util.concurrent.TimeUnit;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Codec;
import org.furylike.benchmark.peer.Peer;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of every {@link Peer} on every {@link DataKind}: serialization into a fresh byte
 * array, serialization into a reused buffer, and deserialization from a byte array.
 *
 * <p>The parameters default to every peer and every object; JMH's {@code -p peer=FURY_LIKE,KRYO}
 * narrows them. Setup checks each peer's round trip against the input and fails the run if it
 * differs, so no number is reported for a peer that does not reproduce the object.
 *
 * <p>The annotations hold the full-run settings; {@code ci/bench.sh --quick} overrides them on the
 * command line. Every fork runs with a fixed 1 GiB heap that the JVM touches before the benchmark
 * starts ({@code -XX:+AlwaysPreTouch}): on a virtual machine where touching a page for the first
 * time is slow, an allocating benchmark otherwise runs its first iterations at a fraction of its
 * speed while the young generation is touched once (seen on this project's 2-core machines: about
 * 85,000 page faults a second, RECORD_1000 serialize at 0.48M ops/s in the first warm-up iteration
 * and 15.6M from the third), and a short warm-up leaves that in the measured iterations.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(
    value = 2,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class SerializationBenchmark {
  /** The peer under test. */
  @Param public Peer peer;

  /** The benchmark object. */
  @Param public DataKind data;

  private Codec codec;
  private Object value;
  private byte[] bytes;

  /** Builds the peer, its input value and its serialized bytes, and checks the round trip. */
  @Setup
  public void setup() {
    codec = peer.create(data);
    bytes = codec.verify(peer.displayName() + "/" + data, data.create());
    value = codec.prepare(data.create());
  }

  /** Serializes into a new byte array. */
  @Benchmark
  public byte[] serialize() {
    return codec.serialize(value);
  }

  /** Serializes into the peer's reused buffer; returns the length written. */
  @Benchmark
  public int serializeReused() {
    return codec.serializeReused(value);
  }

  /** Deserializes the bytes that setup produced. */
  @Benchmark
  public Object deserialize() {
    return codec.deserialize(bytes);
  }

  /**
   * Deserializes a new copy of the bytes that setup produced, as a service reads each message from
   * a freshly received array; the copy, the same for every peer, is part of the figure.
   */
  @Benchmark
  public Object deserializeFresh() {
    return codec.deserialize(bytes.clone());
  }

  /** The codec built by {@link #setup()}; for the smoke test. */
  public Codec codec() {
    return codec;
  }
}
