package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
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
    Path classes = ConcatScan.classDirectory(RowLayout.class);
    int count = ConcatScan.classFiles(classes).size();
    assertTrue(count > 20, "found only " + count + " classes under " + classes);
    assertEquals(List.of(), ConcatScan.indyConcatenations(classes));
  }
}
