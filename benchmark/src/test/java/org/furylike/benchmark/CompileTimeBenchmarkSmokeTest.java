package org.furylike.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.furylike.Fury;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Runs {@link CompileTimeBenchmark#firstSerialize()} on two fresh classes for each class size and
 * codegen setting, outside JMH, and checks that each invocation meets a class of its own and that
 * the bytes read back to an equal object. No timing is measured or asserted.
 */
class CompileTimeBenchmarkSmokeTest {
  @ParameterizedTest(name = "{0} fields, codegen {1}")
  @CsvSource({"20, true", "20, false", "400, true", "400, false"})
  void firstSerializeOfAFreshClassRoundTrips(int fields, boolean codegen) {
    CompileTimeBenchmark bench = new CompileTimeBenchmark();
    bench.fields = fields;
    bench.codegen = codegen;
    bench.compileSource();
    Class<?> previous = null;
    for (int i = 0; i < 2; i++) {
      bench.freshClass();
      Object value = bench.value();
      if (previous != null) {
        assertNotSame(previous, value.getClass(), "every invocation defines the class afresh");
        assertEquals(previous.getName(), value.getClass().getName());
      }
      previous = value.getClass();
      Fury fury = bench.fury();
      byte[] bytes = bench.firstSerialize();
      Object back = fury.deserialize(bytes);
      assertEquals(value, back);
      assertSame(value.getClass(), back.getClass());
    }
  }
}
