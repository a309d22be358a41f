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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.furylike.Fury;
import org.furylike.config.Config;
import org.furylike.meta.ClassIdentity;
import org.furylike.meta.FieldKind;
import org.furylike.meta.TypeDef;
import org.furylike.meta.TypeRef;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.compat.CompatiblePlan;
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
    double average;
    boolean flag;
    Integer boxed;
    String text;
    int[] numbers;
  }

  /** A canonical record. */
  record Point(int x, int y, String label) {}

  /**
   * A canonical class with containers and polymorphic fields; {@code sample}, of a concrete class
   * that is not final, is a declared-class slot.
   */
  static class Holder {
    List<String> names;
    Map<String, Sample> byName;
    Map<String, Integer> counts;
    Object anything;
    Point point;
    List<Point> points;
    Sample sample;
  }

  /**
   * Four fields of each of two types: each type's fields share one pair of value methods (see
   * {@link SerializerPlan.Field#codec}).
   */
  static class Repeated {
    List<String> first;
    List<String> second;
    List<String> third;
    List<String> fourth;
    Integer one;
    Integer two;
    Integer three;
    Integer four;
  }

  /**
   * A reader's class in compatible mode: the writer's version differs (see {@link #remotePerson}).
   */
  static class Person {
    int age;
    long id;
    String name;
    Integer score;
    double weight;
    List<String> tags;
  }

  /** A record read from a writer whose version differs. */
  record Segment(int x, long y, String label) {}

  @Test
  void generatedSourceMatchesGoldenFiles() throws IOException {
    for (boolean compressed : new boolean[] {true, false}) {
      Config config = Fury.builder().withNumberCompressed(compressed).buildConfig();
      for (Class<?> c :
          new Class<?>[] {
            Sample.class,
            Point.class,
            Holder.class,
            Repeated.class,
            org.furylike.jit.other.PublicBean.class
          }) {
        String name = c.getSimpleName() + (compressed ? "" : "-fixed") + ".java.txt";
        checkGolden(name, JitCompiler.source(c, config));
      }
    }
  }

  @Test
  void compatibleReaderSourceMatchesGoldenFiles() throws IOException {
    for (boolean compressed : new boolean[] {true, false}) {
      Fury fury = Fury.builder().withNumberCompressed(compressed).build();
      ClassResolver resolver = fury.getClassResolver();
      String suffix = (compressed ? "" : "-fixed") + ".java.txt";
      CompatiblePlan person =
          JitCompiler.compatiblePlan(resolver, remotePerson(resolver), Person.class);
      checkGolden(
          "PersonCompatibleReader" + suffix,
          JitCompiler.compatibleSource(person, fury.getConfig()));
      CompatiblePlan segment = JitCompiler.compatiblePlan(resolver, remoteSegment(), Segment.class);
      checkGolden(
          "SegmentCompatibleReader" + suffix,
          JitCompiler.compatibleSource(segment, fury.getConfig()));
    }
  }

  /** The compatible-mode plans the golden files and the generated-code API check cover. */
  static List<CompatiblePlan> compatiblePlans(ClassResolver resolver) {
    return List.of(
        JitCompiler.compatiblePlan(resolver, remotePerson(resolver), Person.class),
        JitCompiler.compatiblePlan(resolver, remoteSegment(), Segment.class));
  }

  @Test
  void compatiblePlanTableShowsEveryDecision() {
    Fury fury = Fury.builder().build();
    CompatiblePlan plan =
        JitCompiler.compatiblePlan(
            fury.getClassResolver(), remotePerson(fury.getClassResolver()), Person.class);
    String table = plan.toString();
    for (String expected :
        new String[] {
          "age",
          "short",
          "widen",
          "legacy",
          "drop primitive",
          "score",
          "box",
          "name",
          "nullable",
          "weight",
          "convert",
          "tags",
          "primitive"
        }) {
      assertTrue(table.contains(expected), () -> expected + " missing from\n" + table);
    }
  }

  /** Person as an older writer declared it: narrower and boxed types, a field since removed. */
  private static TypeDef remotePerson(ClassResolver resolver) {
    TypeRef stringList =
        TypeRef.poly(
            new TypeRef[] {TypeRef.builtin(resolver.builtinIdOf(String.class), new TypeRef[0])});
    return new TypeDef(
        TypeDef.OBJECT,
        new ClassIdentity(-1, Person.class.getName()),
        List.of(Person.class.getName()),
        List.of(
            new TypeDef.FieldDef(0, "id", FieldKind.INT.code(), null),
            new TypeDef.FieldDef(0, "age", FieldKind.SHORT.code(), null),
            new TypeDef.FieldDef(0, "legacy", FieldKind.INT.code(), null),
            new TypeDef.FieldDef(0, "score", FieldKind.INT.code(), null),
            new TypeDef.FieldDef(0, "name", FieldKind.STRING.code(), null),
            new TypeDef.FieldDef(0, "weight", FieldKind.BOXED_INT.code(), null),
            new TypeDef.FieldDef(0, "tags", FieldKind.OBJECT.code(), stringList)),
        List.of());
  }

  /** Segment as an older writer declared it: {@code y} an int, an extra component {@code z}. */
  private static TypeDef remoteSegment() {
    return new TypeDef(
        TypeDef.RECORD,
        new ClassIdentity(-1, Segment.class.getName()),
        List.of(Segment.class.getName()),
        List.of(
            new TypeDef.FieldDef(0, "x", FieldKind.INT.code(), null),
            new TypeDef.FieldDef(0, "y", FieldKind.INT.code(), null),
            new TypeDef.FieldDef(0, "z", FieldKind.INT.code(), null),
            new TypeDef.FieldDef(0, "label", FieldKind.STRING.code(), null)),
        List.of());
  }

  /**
   * Compares {@code actual} with the golden file {@code name}. A missing file fails; {@code
   * -Dfurylike.golden.update=true} (re)writes the files instead of comparing.
   */
  private static void checkGolden(String name, String actual) throws IOException {
    Path file = GOLDEN.resolve(name);
    if (Boolean.getBoolean("furylike.golden.update")) {
      Files.createDirectories(GOLDEN);
      Files.writeString(file, actual, StandardCharsets.UTF_8);
    }
    assertTrue(
        Files.exists(file),
        () ->
            "golden file "
                + file
                + " is missing; generate it with"
                + " -Dfurylike.golden.update=true and review it");
    assertEquals(
        Files.readString(file, StandardCharsets.UTF_8),
        actual,
        "generated source changed; review and update " + file);
  }

  @Test
  void noGeneratedMethodExceedsHotSpotLimits(@TempDir Path dir) throws Exception {
    Class<?> cls = wideClass(400);
    ObjectSerializerEmitter.Unit unit = unitOf(cls, false);
    String javap = disassembled(dir, JitCompiler.bytecodes(cls, unit));
    int largest = 0;
    int hotLargest = 0;
    for (Map.Entry<String, Integer> m : methodSizes(javap).entrySet()) {
      largest = Math.max(largest, m.getValue());
      if (m.getKey().contains("writePrimitives") || m.getKey().contains("writeReferences")) {
        hotLargest = Math.max(hotLargest, m.getValue());
      }
    }
    assertTrue(largest > 0, "javap output was parsed");
    assertTrue(largest < 8000, "largest generated method is " + largest + " bytes");
    assertTrue(hotLargest < 1000, "largest write block is " + hotLargest + " bytes");
  }

  /**
   * The compiled source goes without comments unless it is dumped; they must change nothing the JVM
   * runs: every method's instructions are the same either way.
   */
  @Test
  void commentsChangeNoInstruction(@TempDir Path dir) throws Exception {
    Class<?> cls = wideClass(60);
    ObjectSerializerEmitter.Unit commented = unitOf(cls, true);
    ObjectSerializerEmitter.Unit bare = unitOf(cls, false);
    assertTrue(commented.source.length() > bare.source.length() * 5 / 4, "comments were dropped");
    assertTrue(bare.source.lines().noneMatch(l -> l.strip().startsWith("//")), bare.source);
    String withComments =
        disassembled(dir.resolve("commented"), JitCompiler.bytecodes(cls, commented));
    String without = disassembled(dir.resolve("bare"), JitCompiler.bytecodes(cls, bare));
    assertTrue(without.contains("writePrimitives0"), without);
    assertEquals(withComments, without);
  }

  /** A wide test class of {@code fields} fields of every kind, in a loader of its own. */
  private Class<?> wideClass(int fields) throws Exception {
    String name = "W" + fields;
    URLClassLoader loader =
        TestCompiler.compile(
            Map.of("wide." + name, TestCompiler.wideClass("wide", name, fields)),
            getClass().getClassLoader());
    return loader.loadClass("wide." + name);
  }

  /** The unit the default settings generate for {@code cls}, with or without comments. */
  private static ObjectSerializerEmitter.Unit unitOf(Class<?> cls, boolean comments) {
    Config config = Fury.builder().buildConfig();
    return JitCompiler.unit(cls, config.isNumberCompressed(), 0, false, comments);
  }

  /** {@code javap -c -p} of every class, in name order (instructions, no line numbers). */
  private static String disassembled(Path dir, Map<String, byte[]> classes) throws Exception {
    Files.createDirectories(dir);
    Optional<ToolProvider> javap = ToolProvider.findFirst("javap");
    assertTrue(javap.isPresent(), "javap is part of the JDK running the tests");
    StringBuilder all = new StringBuilder();
    for (Map.Entry<String, byte[]> e : new java.util.TreeMap<>(classes).entrySet()) {
      Path file = dir.resolve(e.getKey().replace('.', '_') + ".class");
      Files.write(file, e.getValue());
      StringWriter out = new StringWriter();
      javap.get().run(new PrintWriter(out), new PrintWriter(out), "-c", "-p", file.toString());
      all.append(out.toString().replace(file.toString(), e.getKey()));
    }
    return all.toString();
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
