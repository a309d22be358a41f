package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.furylike.testing.ConcatScan;
import org.junit.jupiter.api.Test;

/**
 * The row format's main classes, like the core's, concatenate strings without {@code invokedynamic}
 * (see {@code furylike.stringConcat} in the root pom).
 */
class StringConcatTest {
  @Test
  void noMainClassConcatenatesThroughInvokedynamic() {
    assertEquals(List.of(), ConcatScan.indyConcatenationsOfModule(RowLayout.class, 20));
  }
}
