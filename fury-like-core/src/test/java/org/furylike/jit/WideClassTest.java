package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.net.URLClassLoader;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/** Classes with hundreds of fields get generated serializers that round-trip. */
class WideClassTest {
  @Test
  void wideClassesCompileAndRoundTrip() throws Exception {
    for (int n : new int[] {20, 400}) {
      URLClassLoader loader =
          TestCompiler.compile(
              Map.of("wide.W" + n, TestCompiler.wideClass("wide", "W" + n, n)),
              getClass().getClassLoader());
      Class<?> cls = loader.loadClass("wide.W" + n);
      Object sample = cls.getMethod("sample").invoke(null);
      for (boolean compressed : new boolean[] {true, false}) {
        Fury fury =
            Fury.builder()
                .withAsyncCompilation(false)
                .withNumberCompressed(compressed)
                .withCodegenStrict(true)
                .build();
        fury.register(cls);
        assertEquals(sample, fury.deserialize(fury.serialize(sample)));
        assertInstanceOf(GeneratedSerializer.class, fury.getClassResolver().getSerializer(cls));
        Fury interpreter =
            Fury.builder().withNumberCompressed(compressed).withCodegen(false).build();
        interpreter.register(cls);
        assertEquals(
            java.util.Arrays.toString(interpreter.serialize(sample)),
            java.util.Arrays.toString(fury.serialize(sample)),
            "generated and interpreted bytes are identical");
      }
    }
  }
}
