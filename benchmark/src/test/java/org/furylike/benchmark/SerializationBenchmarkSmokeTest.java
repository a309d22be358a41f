package org.furylike.benchmark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.furylike.benchmark.data.BenchData;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.data.SharedReferences;
import org.furylike.benchmark.peer.Codec;
import org.furylike.benchmark.peer.Peer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every benchmark method once for every peer and object, outside JMH, and checks what each
 * returns round-trips to the benchmark object. No timing is measured or asserted.
 */
class SerializationBenchmarkSmokeTest {
  static Stream<Arguments> cases() {
    List<Arguments> cases = new ArrayList<>();
    for (Peer peer : Peer.values()) {
      for (DataKind data : DataKind.values()) {
        cases.add(Arguments.of(peer, data));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("cases")
  void everyBenchmarkMethodRoundTrips(Peer peer, DataKind data) {
    SerializationBenchmark bench = new SerializationBenchmark();
    bench.peer = peer;
    bench.data = data;
    bench.setup();
    Codec codec = bench.codec();
    Object expected = data.create();

    byte[] fresh = bench.serialize();
    assertEquals(expected, codec.toPojo(codec.deserialize(fresh)), "serialize");

    int length = bench.serializeReused();
    byte[] reused = codec.reusedBytes();
    assertEquals(fresh.length, length, "serializeReused length");
    assertArrayEquals(fresh, reused, "serializeReused bytes");

    Object first = bench.deserialize();
    Object second = bench.deserialize();
    assertEquals(expected, codec.toPojo(first), "deserialize");
    assertNotSame(first, second, "deserialize must build a new value each call");
    assertEquals(expected, codec.toPojo(bench.deserializeFresh()), "deserializeFresh");
    if (data.refTracking()) {
      assertTrue(
          ((SharedReferences) codec.toPojo(first)).sharedReferencesIntact(),
          "every order line points back at the very order read");
    }
  }

  /**
   * The compatible peers whose messages stand alone: every message has the size of the first and
   * carries its schemas (it is larger than schema-consistent mode's), and a reader that has never
   * seen a message of the writer reads it.
   */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("standaloneCases")
  void standaloneCompatibleMessagesCarryTheirSchemas(Peer peer, DataKind data) {
    Codec writer = peer.create(data);
    byte[] bytes = writer.verify(peer.displayName(), data.create());
    assertEquals(bytes.length, writer.firstMessageSize().orElseThrow(), "first message size");
    assertArrayEquals(bytes, writer.serialize(data.create()), "every message is the same");
    Peer consistent = peer == Peer.FORY_COMPATIBLE ? Peer.FORY : Peer.FURY_LIKE;
    int plain = consistent.create(data).serialize(data.create()).length;
    assertTrue(bytes.length > plain, bytes.length + " bytes, schema-consistent " + plain);
    Codec freshReader = peer.create(data);
    assertEquals(data.create(), freshReader.deserialize(bytes));
  }

  static Stream<Arguments> standaloneCases() {
    List<Arguments> cases = new ArrayList<>();
    for (Peer peer : List.of(Peer.FURY_LIKE_COMPATIBLE_MSG, Peer.FORY_COMPATIBLE)) {
      for (DataKind data : DataKind.values()) {
        cases.add(Arguments.of(peer, data));
      }
    }
    return cases.stream();
  }

  /**
   * The compatible-mode peer times a connection's steady state: its messages carry no schema (the
   * first message did), so they are as large as schema-consistent mode's.
   */
  @ParameterizedTest
  @EnumSource(DataKind.class)
  void compatiblePeerMeasuresSteadyStateMessages(DataKind data) {
    Codec compatible = Peer.FURY_LIKE_COMPATIBLE.create(data);
    byte[] steady = compatible.verify("compatible", data.create());
    byte[] consistent = Peer.FURY_LIKE.create(data).verify("fury-like", data.create());
    // schema-consistent messages carry the class-version hash (2 bytes per user class they name)
    // but no class info for values of exactly a field's declared class (declared-class slots,
    // which compatible mode does not use): the sizes stay within a few percent, far from a schema
    // per message
    assertTrue(
        consistent.length <= steady.length + 3 * BenchData.classesToRegister().size()
            && steady.length <= consistent.length * 1.05 + 8,
        "steady-state size " + steady.length + " against " + consistent.length);
    int first = compatible.firstMessageSize().orElseThrow();
    assertTrue(first > steady.length, "the first message carries the schemas: " + first);
    assertTrue(Peer.FURY_LIKE.create(data).firstMessageSize().isEmpty());
  }
}
