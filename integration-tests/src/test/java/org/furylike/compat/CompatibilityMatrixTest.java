package org.furylike.compat;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.compat.CompatModel.Obj;
import org.furylike.compat.CompatModel.Version;
import org.furylike.compat.CompatVersions.Family;
import org.furylike.config.CompatibleMode;
import org.furylike.jit.GeneratedSerializer;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.SchemaContext;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every ordered pair of five versions of six class families (flat, nested graph, collections and
 * maps, inheritance, records, enums), written by a {@code Fury} holding one version and read by a
 * {@code Fury} holding another, in compatible mode, with codegen on and off and reference tracking
 * on and off. Each object is followed in the same stream by a sentinel that must arrive intact,
 * once with per-message schemas (two messages in one buffer) and once over a connection with shared
 * schema contexts (three length-framed messages: object, sentinel, object again). Every field of
 * every result is checked against the expectation derived from the version tables; all differences
 * are collected, a table is printed, and the test fails once with the full report.
 */
class CompatibilityMatrixTest {
  private static final Version[] VERSIONS = new Version[CompatVersions.COUNT + 1];
  private static final ClassLoader[] LOADERS = new ClassLoader[CompatVersions.COUNT + 1];
  private static long checks;

  /** One Fury configuration of the matrix. */
  record Config(String title, boolean codegen, boolean refs) {}

  private static final List<Config> CONFIGS =
      List.of(
          new Config("codegen, refs", true, true),
          new Config("codegen", true, false),
          new Config("interpreter, refs", false, true),
          new Config("interpreter", false, false));

  @BeforeAll
  static void compileVersions() throws Exception {
    Path dump = Path.of("target", "compat-matrix-sources");
    for (int v = 1; v <= CompatVersions.COUNT; v++) {
      VERSIONS[v] = CompatVersions.version(v);
      Map<String, String> sources = VERSIONS[v].sources();
      LOADERS[v] = TestCompiler.compile(sources, CompatibilityMatrixTest.class.getClassLoader());
      for (Map.Entry<String, String> e : sources.entrySet()) {
        Path file = dump.resolve("v" + v).resolve(e.getKey().replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
      }
    }
  }

  private static Fury fury(int v, Config config) {
    Fury fury =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withCodegen(config.codegen())
            // synchronous: the checks name the serializer kind in use from the first call
            .withAsyncCompilation(false)
            .withRefTracking(config.refs())
            .withClassLoader(LOADERS[v])
            .build();
    for (Map.Entry<String, Integer> e : CompatVersions.IDS.entrySet()) {
      if (VERSIONS[v].has(e.getKey())) {
        fury.register(ModelObjects.load(LOADERS[v], e.getKey()), e.getValue());
      }
    }
    return fury;
  }

  @Test
  void everyWriterReaderPairReadsEveryFieldAsExpected() {
    int n = CompatVersions.COUNT;
    List<Family> families = CompatVersions.FAMILIES;
    // passed[config][family][writer][reader]
    boolean[][][][] passed = new boolean[CONFIGS.size()][families.size()][n + 1][n + 1];
    List<String> report = new ArrayList<>();
    int cases = 0;
    for (int c = 0; c < CONFIGS.size(); c++) {
      Config config = CONFIGS.get(c);
      Fury[] writers = new Fury[n + 1];
      Fury[] readers = new Fury[n + 1];
      for (int v = 1; v <= n; v++) {
        writers[v] = fury(v, config);
        readers[v] = fury(v, config);
      }
      for (int f = 0; f < families.size(); f++) {
        for (int w = 1; w <= n; w++) {
          for (int r = 1; r <= n; r++) {
            List<String> mismatches = new ArrayList<>();
            runCase(families.get(f).root(), config, w, writers[w], r, readers[r], mismatches);
            cases++;
            passed[c][f][w][r] = mismatches.isEmpty();
            checkSerializerKind(families.get(f).root(), config, writers[w], mismatches);
            for (String m : mismatches) {
              report.add(
                  "["
                      + config.title()
                      + "] "
                      + families.get(f).title()
                      + " v"
                      + w
                      + " -> v"
                      + r
                      + ": "
                      + m);
            }
          }
        }
      }
    }
    System.out.println(table(passed, cases));
    if (!report.isEmpty()) {
      fail(
          report.size()
              + " mismatches in the compatibility matrix:\n  "
              + String.join("\n  ", report));
    }
  }

  /** With codegen on, the writer must use a generated serializer; with it off, the interpreter. */
  private static void checkSerializerKind(
      Obj root, Config config, Fury writer, List<String> mismatches) {
    Class<?> cls = ModelObjects.load(writer.getConfig().getClassLoader(), root.cls());
    boolean generated = writer.getClassResolver().getSerializer(cls) instanceof GeneratedSerializer;
    if (generated != config.codegen()) {
      mismatches.add(
          "the writer's serializer for "
              + cls.getName()
              + " is "
              + (generated ? "generated" : "not generated"));
    }
  }

  /**
   * Writes {@code root} of version w and a sentinel, reads them with version r, checks everything.
   */
  private static void runCase(
      Obj root, Config config, int w, Fury writer, int r, Fury reader, List<String> mismatches) {
    boolean refs = config.refs();
    Object expected;
    Object expectedSentinel;
    try {
      expected = Expectations.expected(VERSIONS[w], VERSIONS[r], refs, root);
      expectedSentinel =
          Expectations.expected(VERSIONS[w], VERSIONS[r], refs, CompatVersions.SENTINEL);
    } catch (Expectations.ModelError e) {
      mismatches.add("the version tables ask for an unconvertible change: " + e.getMessage());
      return;
    } catch (Expectations.UnknownClass e) {
      runUnknownCase(root, w, writer, r, reader, e, mismatches);
      return;
    }
    Object value = ModelObjects.build(VERSIONS[w], LOADERS[w], refs, root);
    Object sentinel = ModelObjects.build(VERSIONS[w], LOADERS[w], refs, CompatVersions.SENTINEL);
    String rootPath = root.cls();
    try {
      MemoryBuffer buffer = MemoryBuffer.allocate(64);
      writer.serialize(buffer, value);
      writer.serialize(buffer, sentinel);
      Object back = reader.deserialize(buffer);
      Object sentinelBack = reader.deserialize(buffer);
      check(back, expected, r, refs, "per-message " + rootPath, mismatches);
      check(sentinelBack, expectedSentinel, r, refs, "per-message sentinel", mismatches);
      if (buffer.readerIndex() != buffer.writerIndex()) {
        mismatches.add(
            "per-message: "
                + (buffer.writerIndex() - buffer.readerIndex())
                + " bytes left unread after the sentinel");
      }
    } catch (RuntimeException e) {
      mismatches.add("per-message: " + describe(e));
    }
    SchemaContext out = new SchemaContext();
    SchemaContext in = new SchemaContext();
    writer.setSchemaContext(out);
    reader.setSchemaContext(in);
    try {
      ByteArrayOutputStream stream = new ByteArrayOutputStream();
      writer.serialize(stream, value);
      int first = stream.size();
      writer.serialize(stream, sentinel);
      int afterSentinel = stream.size();
      writer.serialize(stream, value);
      int again = stream.size() - afterSentinel;
      if (again >= first) {
        mismatches.add(
            "shared context: the repeated object took "
                + again
                + " bytes, the first "
                + first
                + ": schemas were sent again");
      }
      ByteArrayInputStream input = new ByteArrayInputStream(stream.toByteArray());
      check(reader.deserialize(input), expected, r, refs, "shared-context " + rootPath, mismatches);
      check(
          reader.deserialize(input),
          expectedSentinel,
          r,
          refs,
          "shared-context sentinel",
          mismatches);
      check(
          reader.deserialize(input),
          expected,
          r,
          refs,
          "shared-context repeated " + rootPath,
          mismatches);
      if (input.available() != 0) {
        mismatches.add("shared context: " + input.available() + " bytes left unread");
      }
    } catch (RuntimeException e) {
      mismatches.add("shared context: " + describe(e));
    } finally {
      writer.setSchemaContext(null);
      reader.setSchemaContext(null);
    }
  }

  /**
   * A case where a class the reader does not have arrives in a field it declares: the read must
   * fail naming it, and the reader must stay usable.
   */
  private static void runUnknownCase(
      Obj root,
      int w,
      Fury writer,
      int r,
      Fury reader,
      Expectations.UnknownClass why,
      List<String> mismatches) {
    boolean refs = writer.getConfig().isRefTracking();
    Object value = ModelObjects.build(VERSIONS[w], LOADERS[w], refs, root);
    byte[] bytes = writer.serialize(value);
    try {
      reader.deserialize(bytes);
      mismatches.add("expected an error (" + why.getMessage() + ") but the read succeeded");
    } catch (org.furylike.exception.ClassNotRegisteredException e) {
      if (!e.getMessage().contains("unknown to this reader")) {
        mismatches.add("unknown class: unexpected message " + e.getMessage());
      }
    } catch (RuntimeException e) {
      mismatches.add("unknown class (" + why.getMessage() + "): " + describe(e));
    }
    Object sentinel = ModelObjects.build(VERSIONS[w], LOADERS[w], refs, CompatVersions.SENTINEL);
    check(
        reader.deserialize(writer.serialize(sentinel)),
        Expectations.expected(VERSIONS[w], VERSIONS[r], refs, CompatVersions.SENTINEL),
        r,
        refs,
        "sentinel after an unknown class",
        mismatches);
  }

  private static void check(
      Object actual, Object expected, int r, boolean refs, String path, List<String> mismatches) {
    checks += Comparison.compare(actual, expected, LOADERS[r], refs, path, mismatches);
  }

  private static String describe(Throwable e) {
    StringBuilder sb = new StringBuilder(e.toString());
    for (Throwable c = e.getCause(); c != null && c != e; c = c.getCause()) {
      sb.append(" / caused by ").append(c);
    }
    StackTraceElement[] trace = e.getStackTrace();
    if (trace.length > 0) {
      sb.append(" at ").append(trace[0]);
    }
    return sb.toString();
  }

  /** Versions x versions, one block per family, one column group per configuration. */
  private static String table(boolean[][][][] passed, int cases) {
    int n = CompatVersions.COUNT;
    StringBuilder sb = new StringBuilder();
    sb.append("\nSchema-version compatibility matrix (")
        .append(cases)
        .append(" cases, ")
        .append(checks)
        .append(
            " values compared): rows = writer version, columns = reader version,\n"
                + "ok = every field as expected and the sentinel intact, XX = mismatch\n");
    int width = 3 * n + 4;
    StringBuilder header = new StringBuilder(String.format("%-24s", ""));
    StringBuilder versions = new StringBuilder(String.format("%-24s", "family / writer\\reader"));
    for (Config config : CONFIGS) {
      header.append(String.format("%-" + width + "s", config.title()));
      StringBuilder cols = new StringBuilder();
      for (int r = 1; r <= n; r++) {
        cols.append(String.format("%-3s", "v" + r));
      }
      versions.append(String.format("%-" + width + "s", cols));
    }
    sb.append(header.toString().stripTrailing())
        .append('\n')
        .append(versions.toString().stripTrailing())
        .append('\n');
    for (int f = 0; f < CompatVersions.FAMILIES.size(); f++) {
      Family family = CompatVersions.FAMILIES.get(f);
      sb.append(family.title()).append(" (").append(family.root().cls()).append(")\n");
      for (int w = 1; w <= n; w++) {
        StringBuilder row = new StringBuilder(String.format("%-24s", "  v" + w));
        for (int c = 0; c < CONFIGS.size(); c++) {
          StringBuilder cells = new StringBuilder();
          for (int r = 1; r <= n; r++) {
            cells.append(passed[c][f][w][r] ? "ok " : "XX ");
          }
          row.append(String.format("%-" + width + "s", cells));
        }
        sb.append(row.toString().stripTrailing()).append('\n');
      }
    }
    return sb.toString();
  }
}
