package org.furylike.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compiles Java sources at test time into a fresh directory and loads them in a new class loader,
 * so tests can have several versions of one class name, or classes whose loader can be dropped.
 */
public final class TestCompiler {
  private TestCompiler() {}

  /**
   * Compiles {@code sources} (class name to source text) and returns a new loader for them whose
   * parent is {@code parent}.
   */
  public static URLClassLoader compile(Map<String, String> sources, ClassLoader parent) {
    try {
      Path dir = Files.createTempDirectory("furylike-test-classes");
      List<String> args = new ArrayList<>();
      args.add("-d");
      args.add(dir.toString());
      args.add("-classpath");
      args.add(System.getProperty("java.class.path"));
      args.add("-nowarn");
      for (Map.Entry<String, String> e : sources.entrySet()) {
        Path file = dir.resolve("src").resolve(e.getKey().replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
        args.add(file.toString());
      }
      JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
      java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
      int rc = javac.run(null, null, err, args.toArray(new String[0]));
      if (rc != 0) {
        throw new IllegalStateException("test sources failed to compile:\n" + err);
      }
      return new URLClassLoader(new URL[] {dir.toUri().toURL()}, parent);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Source of a class with {@code n} fields of mixed types, named f0..f(n-1). */
  public static String wideClass(String pkg, String name, int n) {
    StringBuilder sb = new StringBuilder();
    sb.append("package ").append(pkg).append(";\n");
    sb.append("public class ").append(name).append(" {\n");
    String[] types = {
      "int", "long", "String", "double", "boolean", "Integer", "java.util.List<String>", "short"
    };
    for (int i = 0; i < n; i++) {
      sb.append("  public ").append(types[i % types.length]).append(" f").append(i).append(";\n");
    }
    sb.append("  public static ").append(name).append(" sample() {\n");
    sb.append("    ").append(name).append(" o = new ").append(name).append("();\n");
    for (int i = 0; i < n; i++) {
      String v;
      switch (i % types.length) {
        case 0:
          v = String.valueOf(i * 31);
          break;
        case 1:
          v = (i * 1_000_003L) + "L";
          break;
        case 2:
          v = "\"s" + i + "\"";
          break;
        case 3:
          v = i + ".5";
          break;
        case 4:
          v = (i % 3 == 0) ? "true" : "false";
          break;
        case 5:
          v = "Integer.valueOf(" + (-i) + ")";
          break;
        case 6:
          v = "new java.util.ArrayList<>(java.util.Arrays.asList(\"a" + i + "\", \"b\"))";
          break;
        default:
          v = "(short) " + i;
          break;
      }
      sb.append("    o.f").append(i).append(" = ").append(v).append(";\n");
    }
    sb.append("    return o;\n  }\n");
    sb.append("  @Override public boolean equals(Object x) {\n");
    sb.append("    if (!(x instanceof ").append(name).append(")) return false;\n");
    sb.append("    ").append(name).append(" o = (").append(name).append(") x;\n");
    for (int i = 0; i < n; i++) {
      sb.append("    if (!java.util.Objects.equals(f")
          .append(i)
          .append(", o.f")
          .append(i)
          .append(")) return false;\n");
    }
    sb.append("    return true;\n  }\n");
    sb.append("  @Override public int hashCode() { return 1; }\n");
    sb.append("}\n");
    return sb.toString();
  }
}
