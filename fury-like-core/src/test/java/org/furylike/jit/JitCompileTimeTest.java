package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URLClassLoader;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

class JitCompileTimeTest {
  @Test
  void wideClassesCompileAndRoundTrip() throws Exception {
    for (int n : new int[] {21, 20, 401, 400}) {
      URLClassLoader loader =
          TestCompiler.compile(
              Map.of("wide.W" + n, TestCompiler.wideClass("wide", "W" + n, n)),
              getClass().getClassLoader());
      Class<?> cls = loader.loadClass("wide.W" + n);
      Object sample = cls.getMethod("sample").invoke(null);
      Fury fury = Fury.builder().withCodegenStrict(true).build();
      fury.register(cls);
      long t0 = System.nanoTime();
      byte[] bytes = fury.serialize(sample);
      long t1 = System.nanoTime();
      System.out.printf("first serialize of %d-field class: %.1f ms%n", n, (t1 - t0) / 1e6);
      assertEquals(sample, fury.deserialize(bytes));
    }
  }
}
