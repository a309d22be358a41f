package org.furylike.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.furylike.Fury;
import org.furylike.testing.ChildJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.junit.jupiter.api.io.TempDir;

/**
 * From JDK 24 the raw memory access is used only when the JVM allows it without a warning: a fresh
 * JVM with {@code --sun-misc-unsafe-memory-access=allow} uses it, one without the option does not,
 * and neither prints anything while writing and reading strings of both coders and a decimal.
 */
@EnabledForJreRange(min = JRE.JAVA_24)
class UnsafeAllowedTest {
  @TempDir Path dir;

  /** Round-trips values that take the raw paths, then prints what this JVM allowed. */
  public static void main(String[] args) {
    Fury fury = Fury.builder().withAsyncCompilation(false).build();
    Object[] values = {"latin-1 text", "\u0100 utf-16 text", new java.math.BigDecimal("12.34")};
    for (Object v : values) {
      if (!v.equals(fury.deserialize(fury.serialize(v)))) {
        throw new AssertionError("round trip of " + v);
      }
    }
    System.out.print(
        "raw=" + UnsafeAccess.AVAILABLE + " strings=" + StringBytes.AVAILABLE + " done");
  }

  @Test
  void usedWhenAllowedAndSilentEitherWay() throws Exception {
    assertEquals(
        "raw=true strings=true done",
        ChildJvm.run(dir, UnsafeAllowedTest.class, "--sun-misc-unsafe-memory-access=allow"));
    assertEquals("raw=false strings=false done", ChildJvm.run(dir, UnsafeAllowedTest.class));
  }
}
