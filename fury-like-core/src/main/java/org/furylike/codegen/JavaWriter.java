package org.furylike.codegen;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * A small indent-aware writer for generated Java source. Knows nothing about serializers.
 *
 * <p>A writer made with {@link #JavaWriter(String, String)} also writes the package declaration and
 * the imports: {@link #type(Class)} returns the short name of a class and records its import, or
 * the canonical name when the short name would be ambiguous (another class of that simple name
 * already imported, a {@code java.lang} class, or the generated class itself).
 */
public final class JavaWriter {
  private static final String INDENT = "  ";
  private static final Map<String, Boolean> JAVA_LANG =
      new java.util.concurrent.ConcurrentHashMap<>();

  private final StringBuilder out = new StringBuilder(4096);
  private final String packageName;
  private final String className;
  private final Map<String, String> imports = new TreeMap<>();
  private final Map<String, String> importedBySimpleName = new HashMap<>();
  private final Map<Class<?>, String> names = new HashMap<>();
  private int depth;
  private boolean comments = true;

  /**
   * A writer of a source fragment: no package, no imports; {@link #type} returns canonical names.
   */
  public JavaWriter() {
    this(null, null);
  }

  /**
   * A writer of the compilation unit of class {@code className} in {@code packageName}.
   *
   * @param packageName the package of the generated class
   * @param className its simple name
   */
  public JavaWriter(String packageName, String className) {
    this.packageName = packageName;
    this.className = className;
  }

  /**
   * The name to write for {@code c} in source: its short name when it can be imported without
   * ambiguity (the import is recorded), else its canonical name. Nested classes are written as
   * {@code Outer.Inner} with {@code Outer} imported; arrays as the component's name plus {@code
   * []}.
   *
   * @param c any class, array or primitive type
   * @return the name to write
   */
  public String type(Class<?> c) {
    String named = names.get(c);
    if (named != null) {
      return named;
    }
    if (c.isArray()) {
      return type(c.getComponentType()) + "[]";
    }
    if (c.isPrimitive()) {
      return c.getName();
    }
    for (Class<?> outer = c.getEnclosingClass(); outer != null; outer = outer.getEnclosingClass()) {
      String outerName = names.get(outer);
      if (outerName != null) {
        // a member of a class named its own way is named from it, by binary name
        return outerName + c.getName().substring(outer.getName().length());
      }
    }
    Class<?> top = c;
    StringBuilder nested = new StringBuilder();
    while (top.getEnclosingClass() != null) {
      nested.insert(0, "." + top.getSimpleName());
      top = top.getEnclosingClass();
    }
    return importable(top) ? top.getSimpleName() + nested : c.getCanonicalName();
  }

  /**
   * Makes {@link #type} return {@code name} for {@code c} from now on, and {@code name} followed by
   * the rest of the binary name for classes nested in {@code c}, for a class the unit must name in
   * a way of its own (such as a nestmate unit naming its host by binary name, see {@link
   * Nestmates}).
   *
   * @param c the class
   * @param name the name to write for it
   * @return this writer
   */
  public JavaWriter name(Class<?> c, String name) {
    names.put(c, name);
    return this;
  }

  private boolean importable(Class<?> top) {
    String simple = top.getSimpleName();
    String name = top.getCanonicalName();
    if (packageName == null || name == null || top.getPackageName().isEmpty()) {
      return false;
    }
    if (top.getPackageName().equals("java.lang")) {
      return true;
    }
    String taken = importedBySimpleName.get(simple);
    if (taken != null) {
      return taken.equals(name);
    }
    if (simple.equals(className) || isJavaLang(simple)) {
      return false;
    }
    importedBySimpleName.put(simple, name);
    imports.put(name, simple);
    return true;
  }

  static boolean isJavaLang(String simple) {
    return JAVA_LANG.computeIfAbsent(
        simple,
        s -> {
          try {
            Class.forName("java.lang." + s, false, null);
            return Boolean.TRUE;
          } catch (ClassNotFoundException | LinkageError e) {
            return Boolean.FALSE;
          }
        });
  }

  /**
   * Writes one line at the current indentation.
   *
   * @param text the line, without indentation
   * @return this writer
   */
  public JavaWriter line(String text) {
    for (int i = 0; i < depth; i++) {
      out.append(INDENT);
    }
    out.append(text).append('\n');
    return this;
  }

  /**
   * Writes an empty line.
   *
   * @return this writer
   */
  public JavaWriter blank() {
    out.append('\n');
    return this;
  }

  /**
   * Writes {@code // text}, or nothing when comments are off.
   *
   * @param text the comment text, one line
   * @return this writer
   */
  public JavaWriter comment(String text) {
    return comments ? line("// " + text) : this;
  }

  /**
   * Turns {@link #comment} on (the default) or off. Source that only a compiler reads is written
   * without comments: in a fresh JVM the compiler's scanner is not yet compiled by the JIT, and the
   * comments of a wide class are a large part of its text.
   *
   * @param on whether comments are written
   * @return this writer
   */
  public JavaWriter comments(boolean on) {
    this.comments = on;
    return this;
  }

  /** {@return whether {@link #comment} writes anything} */
  public boolean hasComments() {
    return comments;
  }

  /**
   * Writes {@code header} followed by an opening brace, and indents.
   *
   * @param header the text before the brace, such as a method signature
   * @return this writer
   */
  public JavaWriter open(String header) {
    line(header + " {");
    depth++;
    return this;
  }

  /**
   * Closes a block opened with {@link #open}.
   *
   * @return this writer
   */
  public JavaWriter close() {
    depth--;
    return line("}");
  }

  /**
   * Closes a block and opens the next one on the same line, e.g. {@code } else {}.
   *
   * @param header the text between the braces, such as {@code else}
   * @return this writer
   */
  public JavaWriter reopen(String header) {
    depth--;
    line("} " + header + " {");
    depth++;
    return this;
  }

  /** The source: package and imports (for a compilation unit), then everything written. */
  @Override
  public String toString() {
    if (packageName == null) {
      return out.toString();
    }
    StringBuilder sb = new StringBuilder(out.length() + 64 * imports.size() + 64);
    if (!packageName.isEmpty()) {
      sb.append("package ").append(packageName).append(";\n\n");
    }
    for (String name : imports.keySet()) {
      sb.append("import ").append(name).append(";\n");
    }
    if (!imports.isEmpty()) {
      sb.append('\n');
    }
    return sb.append(out).toString();
  }

  /**
   * The source with line numbers, for error reports.
   *
   * @param source any source text
   * @return the text with each line prefixed by its number
   */
  public static String numbered(String source) {
    StringBuilder sb = new StringBuilder(source.length() + source.length() / 8);
    String[] lines = source.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      sb.append(String.format("%4d  ", i + 1)).append(lines[i]).append('\n');
    }
    return sb.toString();
  }

  /**
   * A Java string literal for {@code s}.
   *
   * @param s any string
   * @return the quoted, escaped literal
   */
  public static String literal(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\').append(c);
      } else if (c < 0x20 || c > 0x7E) {
        sb.append(String.format("\\u%04x", (int) c));
      } else {
        sb.append(c);
      }
    }
    return sb.append('"').toString();
  }
}
