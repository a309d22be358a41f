package org.furylike.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.furylike.memory.MemoryBuffer;
import org.furylike.testing.ConcatScan;
import org.junit.jupiter.api.Test;

/**
 * The main classes are compiled with {@code -XDstringConcat=inline} (see the root pom): no string
 * concatenation goes through {@code invokedynamic}, whose first run of every site spins method
 * handles, a cost the code generator paid many times over on first use in a fresh JVM.
 */
class StringConcatTest {
  @Test
  void noMainClassConcatenatesThroughInvokedynamic() {
    assertEquals(List.of(), ConcatScan.indyConcatenationsOfModule(MemoryBuffer.class, 100));
  }

  /** The scan finds a class that does concatenate through invokedynamic. */
  @Test
  void recognisesAnIndyConcatenation() {
    // test classes keep javac's default
    Path tests = ConcatScan.classDirectory(StringConcatTest.class);
    String probe = Path.of(Probe.class.getName().replace('.', '/') + ".class").toString();
    assertTrue(ConcatScan.indyConcatenations(tests).contains(probe));
  }

  private static final class Probe {
    static String concat(String a, int b) {
      return a + b;
    }
  }
}
