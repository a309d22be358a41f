package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/**
 * Compiles and runs the README's quick start, checks the README still shows this code, and compiles
 * and runs every other Java block of the README.
 *
 * <p>A Java block runs as the body of a static method. The HTML comment {@code <!-- readme-test:
 * NAME -->} on the line before a block names the declarations it may use ({@link #CONTEXTS}); a
 * block without one gets none. {@code <!-- readme-test: skip: REASON -->} skips a block (for code
 * of other modules), and the test prints every skip with its reason.
 */
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
    String readme = readme();
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

  /** Declarations that README blocks rely on without showing them, by marker name. */
  static final Map<String, String> CONTEXTS =
      Map.of(
          "quick-start",
          "",
          "custom-serializer",
          "",
          "plain",
          "",
          "fury-instance",
          "static Fury fury = Fury.builder().build();",
          "rpc",
          String.join(
              "\n",
              "record PlaceOrder(String id) {}",
              "record Quote(long cents) {}",
              "static final class Money { long cents; }",
              "static final class MoneySerializer extends Serializer<Money> {",
              "  MoneySerializer() { super(Money.class); }",
              "  public void write(WriteContext ctx, Money v) { ctx.buffer().writeVarInt64(v.cents); }",
              "  public Money read(ReadContext ctx) {",
              "    Money m = new Money(); m.cents = ctx.buffer().readVarInt64(); return m; }",
              "}",
              "static final PlaceOrder request = new PlaceOrder(\"A-1\");"));

  private static final String IMPORTS =
      String.join(
          "\n",
          "import java.nio.ByteBuffer;",
          "import java.util.*;",
          "import org.furylike.Fury;",
          "import org.furylike.ThreadSafeFury;",
          "import org.furylike.config.CompatibleMode;",
          "import org.furylike.config.Config;",
          "import org.furylike.context.ReadContext;",
          "import org.furylike.context.WriteContext;",
          "import org.furylike.memory.MemoryBuffer;",
          "import org.furylike.resolver.SchemaContext;",
          "import org.furylike.serializer.Serializer;");

  /** One fenced Java block: the README line it starts on, its marker (or null) and its code. */
  record Block(int line, String marker, String code) {}

  @Test
  void everyJavaBlockCompilesAndRuns() throws Exception {
    List<Block> blocks = javaBlocks(readme());
    assertTrue(blocks.size() >= 5, "README java blocks found: " + blocks.size());
    compileAndRun("Readme", blocks);
  }

  /** The guides under docs/ whose Java blocks are compiled and run like the README's. */
  static final List<String> GUIDES =
      List.of("configuration", "migration-from-fory", "migration-from-kryo", "logging");

  @Test
  void everyJavaBlockOfTheGuidesCompilesAndRuns() throws Exception {
    int total = 0;
    for (String guide : GUIDES) {
      String file = "docs/" + guide + ".md";
      List<Block> blocks = javaBlocks(read(Path.of("..", file), Path.of(file)));
      total += blocks.size();
      String prefix = guide.replace("-", "_");
      compileAndRun(Character.toUpperCase(prefix.charAt(0)) + prefix.substring(1), blocks);
    }
    assertTrue(total >= 5, "java blocks found in the guides: " + total);
  }

  /**
   * Compiles every block not marked skip into class {@code <prefix>Line<n>} and runs it; a block
   * that does not compile or throws fails the test.
   */
  private void compileAndRun(String prefix, List<Block> blocks) throws Exception {
    Map<String, String> sources = new LinkedHashMap<>();
    for (Block b : blocks) {
      if (b.marker() != null && b.marker().startsWith("skip:")) {
        String reason = b.marker().substring(5).trim();
        assertFalse(
            reason.isEmpty(),
            prefix + " block at line " + b.line() + " is skipped without a reason");
        System.out.println(prefix + " block at line " + b.line() + " not compiled: " + reason);
        continue;
      }
      String context = CONTEXTS.get(b.marker() == null ? "plain" : b.marker());
      assertNotNull(
          context, prefix + " block at line " + b.line() + ": unknown marker " + b.marker());
      String name = prefix + "Line" + b.line();
      sources.put(
          "org.furylike.readme." + name,
          "package org.furylike.readme;\n"
              + IMPORTS
              + "\npublic class "
              + name
              + " {\n"
              + context
              + "\npublic static void run() throws Exception {\n"
              + b.code()
              + "\n}\n}\n");
    }
    if (sources.isEmpty()) {
      return;
    }
    try (URLClassLoader loader = TestCompiler.compile(sources, getClass().getClassLoader())) {
      for (String cls : sources.keySet()) {
        Method run = loader.loadClass(cls).getMethod("run");
        run.invoke(null); // throws (failing the test) if the README code fails
      }
    }
  }

  private static List<Block> javaBlocks(String readme) {
    List<Block> blocks = new ArrayList<>();
    String[] lines = readme.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (!lines[i].equals("```java")) {
        continue;
      }
      Matcher m = i > 0 ? MARKER.matcher(lines[i - 1]) : null;
      String marker = m != null && m.matches() ? m.group(1).trim() : null;
      StringBuilder code = new StringBuilder();
      int j = i + 1;
      while (j < lines.length && !lines[j].startsWith("```")) {
        code.append(lines[j++]).append('\n');
      }
      assertTrue(j < lines.length, "java block at line " + (i + 1) + " is not closed");
      blocks.add(new Block(i + 1, marker, code.toString()));
      i = j;
    }
    return blocks;
  }

  private static final Pattern MARKER = Pattern.compile("<!-- readme-test: (.+?) -->");

  private static String readme() throws IOException {
    return read(Path.of("..", "README.md"), Path.of("README.md"));
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
