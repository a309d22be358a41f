package org.furylike.flink;

import java.net.URLClassLoader;
import java.util.Map;
import org.furylike.testing.TestCompiler;

/**
 * Versions of the state class {@code demo.Counter} (and {@code demo.Note}), compiled at test time
 * into separate class loaders as two releases of a job would hold them.
 */
final class Versions {
  static final String COUNTER = "demo.Counter";
  static final String NOTE = "demo.Note";

  private Versions() {}

  private static final String NOTE_SOURCE =
      "package demo; public class Note { public String text; }";

  /** The first release. */
  static final String V1 =
      "package demo;\n"
          + "public class Counter {\n"
          + "  public long count; public long sum; public String label;\n"
          + "  public java.util.List<String> tags = new java.util.ArrayList<>();\n"
          + "}\n";

  /** Fields declared in another order, nothing else changed. */
  static final String V1_REORDERED =
      "package demo;\n"
          + "public class Counter {\n"
          + "  public java.util.List<String> tags = new java.util.ArrayList<>();\n"
          + "  public String label; public long sum; public long count;\n"
          + "}\n";

  /** The next release: {@code unit} added, {@code tags} removed, fields reordered. */
  static final String V2 =
      "package demo;\n"
          + "public class Counter {\n"
          + "  public String unit; public String label; public long sum; public long count;\n"
          + "}\n";

  /** {@code count} turned from long into String: not readable from v1 state. */
  static final String V3_RETYPED =
      "package demo;\n"
          + "public class Counter {\n"
          + "  public String count; public long sum; public String label;\n"
          + "  public java.util.List<String> tags = new java.util.ArrayList<>();\n"
          + "}\n";

  static URLClassLoader compile(String counterSource) {
    return TestCompiler.compile(
        Map.of(COUNTER, counterSource, NOTE, NOTE_SOURCE), Versions.class.getClassLoader());
  }

  static Class<?> counter(ClassLoader loader) throws ClassNotFoundException {
    return Class.forName(COUNTER, false, loader);
  }

  static Class<?> note(ClassLoader loader) throws ClassNotFoundException {
    return Class.forName(NOTE, false, loader);
  }

  static Object get(Object o, String field) throws ReflectiveOperationException {
    return o.getClass().getField(field).get(o);
  }

  static void set(Object o, String field, Object value) throws ReflectiveOperationException {
    o.getClass().getField(field).set(o, value);
  }
}
