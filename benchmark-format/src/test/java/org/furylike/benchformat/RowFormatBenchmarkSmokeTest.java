package org.furylike.benchformat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.furylike.benchformat.data.DataKind;
import org.furylike.benchformat.peer.Peer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Runs every benchmark method once for every peer and object, outside JMH, and checks each result
 * against the benchmark object. No timing is measured or asserted.
 */
class RowFormatBenchmarkSmokeTest {
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
  void everyBenchmarkMethodReturnsTheBenchmarkValues(Peer peer, DataKind data) {
    RowFormatBenchmark bench = new RowFormatBenchmark();
    bench.peer = peer;
    bench.data = data;
    bench.setup();
    Object expected = data.create();
    byte[] bytes = bench.encode();
    assertTrue(bytes.length > 0);
    assertEquals(expected, bench.codec().decode(bytes), "encode then decode");
    Blackhole bh =
        new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is"
                + " dangerous.");
    Object first = bench.decode(bh);
    assertEquals(expected, first, "decode");
    assertNotSame(first, bench.decode(bh), "decode builds a new object each call");
    assertEquals(data.elementCount(), data.consume(first, bh), "decode touches every element");
    assertEquals(data.topField(expected), bench.readTopField(), "top-level field");
    assertEquals(data.nestedField(expected), bench.readNestedField(), "nested element field");
  }
}
