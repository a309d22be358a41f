package org.furylike.architecture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;

/**
 * The main classes are compiled with {@code -XDstringConcat=inline} (see the root pom): no string
 * concatenation goes through {@code invokedynamic}, whose first run of every site spins method
 * handles, a cost the code generator paid many times over on first use in a fresh JVM.
 */
class StringConcatTest {
  private static final byte[] FACTORY =
      "java/lang/invoke/StringConcatFactory".getBytes(StandardCharsets.US_ASCII);

  @Test
  void noMainClassConcatenatesThroughInvokedynamic() throws IOException, URISyntaxException {
    Path classes =
        Path.of(MemoryBuffer.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    assertTrue(Files.isDirectory(classes), classes + " is not a class directory");
    List<Path> all;
    try (Stream<Path> files = Files.walk(classes)) {
      all = files.filter(p -> p.toString().endsWith(".class")).collect(Collectors.toList());
    }
    assertTrue(all.size() > 100, "found only " + all.size() + " classes under " + classes);
    List<String> offenders =
        all.stream()
            .filter(p -> contains(read(p), FACTORY))
            .map(p -> classes.relativize(p).toString())
            .collect(Collectors.toList());
    assertEquals(List.of(), offenders);
  }

  /** The check itself finds a class that does concatenate through invokedynamic. */
  @Test
  void recognisesAnIndyConcatenation() throws IOException, URISyntaxException {
    // this test class is compiled without the option (test sources keep javac's default)
    Path self =
        Path.of(StringConcatTest.class.getProtectionDomain().getCodeSource().getLocation().toURI())
            .resolve(Probe.class.getName().replace('.', '/') + ".class");
    assertTrue(contains(Files.readAllBytes(self), FACTORY));
  }

  private static byte[] read(Path p) {
    try {
      return Files.readAllBytes(p);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  private static boolean contains(byte[] hay, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= hay.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (hay[i + j] != needle[j]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }

  private static final class Probe {
    static String concat(String a, int b) {
      return a + b;
    }
  }
}
