package org.furylike.benchmark.compile;

import java.util.Locale;

/**
 * Writes the Java source of a class with a given number of private fields of mixed types, for
 * {@code CompileTimeBenchmark}. The field types cycle through primitives, boxed numbers, strings, a
 * primitive array, a {@code List<String>} and a {@code Map<String, Integer>}. The class has a
 * public no-arg constructor, a static {@code sample()} that returns a populated instance, and
 * {@code equals} over every field (and a {@code hashCode} consistent with it).
 */
public final class WideClassSource {
  /** The package the generated classes live in. */
  public static final String PACKAGE = "org.furylike.benchmark.compile.fresh";

  /** Field type, and the expression giving field {@code i} its sample value ({@code %d} = i). */
  private static final String[][] TYPES = {
    {"int", "%d * 7 - 1000"},
    {"long", "%dL * 1_000_003L"},
    {"String", "\"value-%d\""},
    {"double", "%d * 0.25"},
    {"boolean", "%d %% 3 == 0"},
    {"Integer", "Integer.valueOf(%d)"},
    {"float", "%d * 1.5f"},
    {"short", "(short) (%d - 100)"},
    {"Long", "Long.valueOf(-%dL)"},
    {"byte", "(byte) %d"},
    {"char", "(char) ('a' + %d %% 26)"},
    {"String", "\"s\" + %d"},
    {"int[]", "new int[] {%d, -1, 2}"},
    {"java.util.List<String>", "new java.util.ArrayList<>(java.util.List.of(\"a%d\", \"b\"))"},
    {"Double", "Double.valueOf(%d + 0.5)"},
    {"java.util.Map<String, Integer>", "new java.util.HashMap<>(java.util.Map.of(\"k%d\", %d))"},
  };

  private WideClassSource() {}

  /** The simple name of the class with {@code fields} fields. */
  public static String simpleName(int fields) {
    return "Wide" + fields;
  }

  /** The binary name of the class with {@code fields} fields. */
  public static String className(int fields) {
    return PACKAGE + "." + simpleName(fields);
  }

  /** The source of the class with {@code fields} fields. */
  public static String source(int fields) {
    if (fields < 1) {
      throw new IllegalArgumentException("fields must be positive: " + fields);
    }
    String name = simpleName(fields);
    StringBuilder sb = new StringBuilder();
    sb.append("package ").append(PACKAGE).append(";\n\n");
    sb.append("/** ").append(fields).append(" fields of mixed types. */\n");
    sb.append("public final class ").append(name).append(" {\n");
    for (int i = 0; i < fields; i++) {
      sb.append("  private ").append(type(i)).append(' ').append(field(i)).append(";\n");
    }
    sb.append("\n  public ").append(name).append("() {}\n\n");
    sb.append("  /** An instance with every field set. */\n");
    sb.append("  public static ").append(name).append(" sample() {\n");
    sb.append("    ").append(name).append(" v = new ").append(name).append("();\n");
    for (int i = 0; i < fields; i++) {
      String value =
          TYPES[i % TYPES.length][1].replace("%d", Integer.toString(i)).replace("%%", "%");
      sb.append("    v.").append(field(i)).append(" = ").append(value).append(";\n");
    }
    sb.append("    return v;\n  }\n\n");
    appendEquals(sb, name, fields);
    sb.append("}\n");
    return sb.toString();
  }

  private static void appendEquals(StringBuilder sb, String name, int fields) {
    sb.append("  @Override\n  public boolean equals(Object o) {\n");
    sb.append("    if (!(o instanceof ").append(name).append(")) {\n      return false;\n    }\n");
    sb.append("    ").append(name).append(" x = (").append(name).append(") o;\n");
    for (int i = 0; i < fields; i++) {
      String type = type(i);
      String f = field(i);
      String test;
      if (type.endsWith("[]")) {
        test = "java.util.Arrays.equals(" + f + ", x." + f + ")";
      } else if (type.indexOf('.') < 0 && Character.isLowerCase(type.charAt(0))) {
        test =
            type.equals("float") || type.equals("double")
                ? "Double.compare(" + f + ", x." + f + ") == 0"
                : f + " == x." + f;
      } else {
        test = "java.util.Objects.equals(" + f + ", x." + f + ")";
      }
      sb.append("    if (!(").append(test).append(")) {\n      return false;\n    }\n");
    }
    sb.append("    return true;\n  }\n\n");
    // Field 0 is always an int.
    sb.append("  @Override\n  public int hashCode() {\n    return Integer.hashCode(")
        .append(field(0))
        .append(");\n  }\n");
  }

  private static String type(int i) {
    return TYPES[i % TYPES.length][0];
  }

  private static String field(int i) {
    String t = type(i);
    String base = t.replaceAll("<.*", "").replace("[]", "Array");
    base = base.substring(base.lastIndexOf('.') + 1);
    return base.substring(0, 1).toLowerCase(Locale.ROOT) + base.substring(1) + i;
  }
}
