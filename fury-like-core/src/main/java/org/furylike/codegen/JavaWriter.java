package org.furylike.codegen;

/**
 * A small indent-aware writer for generated Java source. Knows nothing about serializers.
 */
public final class JavaWriter {
  private static final String INDENT = "  ";
  private final StringBuilder out = new StringBuilder(4096);
  private int depth;

  /** Writes one line at the current indentation. */
  public JavaWriter line(String text) {
    for (int i = 0; i < depth; i++) {
      out.append(INDENT);
    }
    out.append(text).append('\n');
    return this;
  }

  /** Writes an empty line. */
  public JavaWriter blank() {
    out.append('\n');
    return this;
  }

  /** Writes {@code // text}. */
  public JavaWriter comment(String text) {
    return line("// " + text);
  }

  /** Writes {@code header {} and indents. */
  public JavaWriter open(String header) {
    line(header + " {");
    depth++;
    return this;
  }

  /** Closes a block opened with {@link #open}. */
  public JavaWriter close() {
    depth--;
    return line("}");
  }

  /** Closes a block and opens the next one on the same line, e.g. {@code } else {}. */
  public JavaWriter reopen(String header) {
    depth--;
    line("} " + header + " {");
    depth++;
    return this;
  }

  @Override
  public String toString() {
    return out.toString();
  }

  /** The source with line numbers, for error reports. */
  public static String numbered(String source) {
    StringBuilder sb = new StringBuilder(source.length() + source.length() / 8);
    String[] lines = source.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      sb.append(String.format("%4d  ", i + 1)).append(lines[i]).append('\n');
    }
    return sb.toString();
  }

  /** A Java string literal for {@code s}. */
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
