package org.furylike.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Runs {@link HookedClassBenchmark#roundTrip()} once per library, outside JMH; no timing. */
class HookedClassBenchmarkSmokeTest {
  @ParameterizedTest
  @ValueSource(strings = {"fury-like", "fury-like-compatible", "fory", "jdk"})
  void roundTripReturnsAnEqualObject(String lib) {
    HookedClassBenchmark bench = new HookedClassBenchmark();
    bench.lib = lib;
    bench.setUp();
    Object back = bench.roundTrip();
    HookedClassBenchmark.Hooked expected = new HookedClassBenchmark.Hooked();
    assertEquals(HookedClassBenchmark.Hooked.class, back.getClass());
    assertNotSame(expected, back);
    assertEquals(
        ((HookedClassBenchmark.Hooked) back).name.length(),
        ((HookedClassBenchmark.Hooked) back).nameLength);
  }
}
