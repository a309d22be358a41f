package org.furylike.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Runs each {@link ShapesBenchmark} method once per shape and library, outside JMH; no timing. */
class ShapesBenchmarkSmokeTest {
  @ParameterizedTest
  @EnumSource(ShapesBenchmark.Shape.class)
  void bothLibrariesReadBackAnEqualObject(ShapesBenchmark.Shape shape) {
    for (String lib : new String[] {"fury-like", "fory"}) {
      ShapesBenchmark bench = new ShapesBenchmark();
      bench.shape = shape;
      bench.lib = lib;
      bench.setUp();
      Object back = bench.deserialize();
      assertEquals(shape.create(), back, lib + " " + shape);
      assertNotSame(bench.value, back);
      assertEquals(bench.bytes.length, bench.serialize().length, lib + " " + shape);
    }
  }
}
