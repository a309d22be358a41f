package org.furylike.benchformat;

import java.util.concurrent.TimeUnit;
import org.furylike.benchformat.data.DataKind;
import org.furylike.benchformat.peer.Codec;
import org.furylike.benchformat.peer.Peer;
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
import org.openjdk.jmh.infra.Blackhole;

/**
 * Row formats on the same objects: encode to bytes, decode the whole object, read one top-level
 * field from bytes, read one field of one nested element from bytes (see {@link DataKind} for which
 * fields). Throughput in operations per microsecond.
 *
 * <p>Whole-object decode ends by touching every list element and each of its fields through a
 * {@link Blackhole} ({@link DataKind#consume}), for every peer: Apache Fory's row format returns
 * lists whose elements are decoded on first access, so without this its figure would count only the
 * list's creation, not the elements' decoding.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(2)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class RowFormatBenchmark {
  @Param({"FURY_LIKE_ROW", "FORY_ROW", "FLATBUFFERS", "FURY_LIKE"})
  public Peer peer;

  @Param({"SAMPLE", "MEDIA_CONTENT", "LIST"})
  public DataKind data;

  private Codec codec;
  private Object value;
  private byte[] bytes;

  /** Builds the codec and the encoded object once per trial. */
  @Setup
  public void setup() {
    codec = peer.create(data);
    value = data.create();
    bytes = codec.encode(value);
  }

  /** The codec in use, for the smoke test. */
  public Codec codec() {
    return codec;
  }

  @Benchmark
  public byte[] encode() {
    return codec.encode(value);
  }

  /** Decodes the whole object and touches every element (see the class comment). */
  @Benchmark
  public Object decode(Blackhole bh) {
    Object o = codec.decode(bytes);
    data.consume(o, bh);
    return o;
  }

  @Benchmark
  public long readTopField() {
    return codec.readTop(bytes);
  }

  @Benchmark
  public Object readNestedField() {
    return codec.readNested(bytes);
  }
}
