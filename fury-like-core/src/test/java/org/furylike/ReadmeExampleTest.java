package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Compiles and runs the README's quick start, and checks the README still shows this code. */
class ReadmeExampleTest {
  // ---- README quick start (keep in sync: the test below compares the lines) ----
  record Order(String id, List<String> items, long cents) {}

  static Order quickStart() {
    Fury fury = Fury.builder().build(); // secure defaults: class registration required
    fury.register(Order.class); // writer and reader register the same classes in the same order
    byte[] bytes = fury.serialize(new Order("A-1", new ArrayList<>(List.of("book", "pen")), 1999));
    Order back = fury.deserialize(bytes, Order.class);
    return back;
  }

  // ---- end of README quick start ----

  @Test
  void quickStartRoundTrips() {
    assertEquals(new Order("A-1", List.of("book", "pen"), 1999), quickStart());
  }

  @Test
  void readmeShowsThisCode() throws IOException {
    String readme = read(Path.of("..", "README.md"), Path.of("README.md"));
    int start = readme.indexOf("```java\n");
    assertTrue(start >= 0, "README has no java block");
    int end = readme.indexOf("```", start + 8);
    List<String> snippet = trimmedLines(readme.substring(start + 8, end));
    List<String> source =
        trimmedLines(
            read(
                Path.of("src", "test", "java", "org", "furylike", "ReadmeExampleTest.java"),
                Path.of(
                    "fury-like-core",
                    "src",
                    "test",
                    "java",
                    "org",
                    "furylike",
                    "ReadmeExampleTest.java")));
    int at = 0;
    for (String line : snippet) {
      while (at < source.size() && !source.get(at).equals(line)) {
        at++;
      }
      assertTrue(at < source.size(), "README line not found in order in this test: " + line);
    }
  }

  private static String read(Path first, Path second) throws IOException {
    return Files.readString(Files.exists(first) ? first : second, StandardCharsets.UTF_8);
  }

  private static List<String> trimmedLines(String text) {
    List<String> out = new ArrayList<>();
    for (String l : text.split("\n")) {
      if (!l.isBlank()) {
        out.add(l.trim());
      }
    }
    return out;
  }
}
