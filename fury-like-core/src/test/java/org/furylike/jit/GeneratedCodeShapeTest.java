package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.spi.ToolProvider;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.furylike.codegen.JaninoCompiler;
import org.furylike.config.Config;
import org.furylike.Fury;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Golden generated sources (so reviews see generated-code diffs) and bytecode size limits. Run with
 * {@code -Dfurylike.golden.update=true} to rewrite the golden files after an intended change.
 */
class GeneratedCodeShapeTest {
  private static final Path GOLDEN = Paths.get("src/test/resources/golden");

  /** A canonical flat class. */
  static class Sample {
    int intValue;
    long longValue;
    double doubleValue;
    boolean flag;
    Integer boxed;
    String text;
    int[] numbers;
  }

  /** A canonical record. */
  record Point(int x, int y, String label) {}

  /** A canonical class with containers and polymorphic fields. */
  static class Holder {
    List<String> names;
    Map<String, Sample> byName;
    Object anything;
    Point point;
  }

  @Test
  void generatedSourceMatchesGoldenFiles() throws IOException {
    for (boolean compressed : new boolean[] {true, false}) {
      Config config = Fury.builder().withNumberCompressed(compressed).buildConfig();
      for (Class<?> c : new Class<?>[] {Sample.class, Point.class, Holder.class,
          org.furylike.jit.other.PublicBean.class}) {
        String name = c.getSimpleName() + (compressed ? "" : "-fixed") + ".java.txt";
        String actual = JitCompiler.source(c, config);
        Path file = GOLDEN.resolve(name);
        if (Boolean.getBoolean("furylike.golden.update") || !Files.exists(file)) {
          Files.createDirectories(GOLDEN);
          Files.writeString(file, actual, StandardCharsets.UTF_8);
        }
        assertEquals(Files.readString(file, StandardCharsets.UTF_8), actual,
            "generated source of " + c.getName() + " changed; review and update " + file);
      }
    }
  }

  @Test
  void noGeneratedMethodExceedsHotSpotLimits(@TempDir Path dir) throws Exception {
    URLClassLoader loader = TestCompiler.compile(
        Map.of("wide.W400", TestCompiler.wideClass("wide", "W400", 400)), getClass().getClassLoader());
    Class<?> cls = loader.loadClass("wide.W400");
    Config config = Fury.builder().buildConfig();
    SerializerPlan plan = SerializerPlan.of(cls, true);
    ObjectSerializerEmitter.Unit unit = ObjectSerializerEmitter.emit(plan, 0, false);
    Map<String, byte[]> classes =
        JaninoCompiler.bytecodes(unit.className, unit.source, JitCompiler.class.getClassLoader());
    Optional<ToolProvider> javap = ToolProvider.findFirst("javap");
    assertTrue(javap.isPresent(), "javap is part of the JDK running the tests");
    int largest = 0;
    int hotLargest = 0;
    for (Map.Entry<String, byte[]> e : classes.entrySet()) {
      Path file = dir.resolve(e.getKey().replace('.', '_') + ".class");
      Files.write(file, e.getValue());
      StringWriter out = new StringWriter();
      javap.get().run(new PrintWriter(out), new PrintWriter(out), "-c", "-p", file.toString());
      for (Map.Entry<String, Integer> m : methodSizes(out.toString()).entrySet()) {
        largest = Math.max(largest, m.getValue());
        if (m.getKey().contains("writePrimitives") || m.getKey().contains("writeReferences")) {
          hotLargest = Math.max(hotLargest, m.getValue());
        }
      }
    }
    assertTrue(largest > 0, "javap output was parsed");
    assertTrue(largest < 8000, "largest generated method is " + largest + " bytes");
    assertTrue(hotLargest < 1000, "largest write block is " + hotLargest + " bytes");
    assertEquals(config.isNumberCompressed(), plan.isNumberCompressed());
  }

  /** Method name to approximate bytecode size (offset of its last instruction plus one). */
  private static Map<String, Integer> methodSizes(String javap) {
    Map<String, Integer> sizes = new java.util.LinkedHashMap<>();
    Pattern header = Pattern.compile("^  (?:[\\w.$<>\\[\\], ]+ )?([\\w$<>]+)\\(.*\\);.*$");
    Pattern insn = Pattern.compile("^\\s+(\\d+): \\w+");
    String current = null;
    for (String line : javap.split("\n")) {
      Matcher h = header.matcher(line);
      if (h.matches()) {
        current = h.group(1);
        continue;
      }
      Matcher i = insn.matcher(line);
      if (current != null && i.find()) {
        sizes.merge(current, Integer.parseInt(i.group(1)) + 1, Math::max);
      }
    }
    return sizes;
  }
}
