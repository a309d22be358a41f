package org.furylike.format;

import java.util.ArrayList;
import java.util.List;

/** Parses {@link RowSchema#layout()} text back into a schema without Java classes. */
final class LayoutParser {
  private static final int MAX_DEPTH = 64;
  private final String text;
  private int pos;

  private LayoutParser(String text) {
    this.text = text;
  }

  static RowSchema parse(String text) {
    LayoutParser p = new LayoutParser(text);
    RowSchema s = p.struct(0);
    if (p.pos != text.length()) {
      throw p.error("unexpected text after the schema");
    }
    return s;
  }

  private RowFormatException error(String what) {
    return new RowFormatException(
        "cannot parse row layout at character " + pos + ": " + what + " in '" + text + "'");
  }

  private void expect(String token) {
    if (!text.startsWith(token, pos)) {
      throw error("expected '" + token + "'");
    }
    pos += token.length();
  }

  private RowSchema struct(int depth) {
    if (depth > MAX_DEPTH) {
      throw error("nesting deeper than " + MAX_DEPTH);
    }
    expect("struct{");
    List<String> names = new ArrayList<>();
    List<RowType> types = new ArrayList<>();
    while (!text.startsWith("}", pos)) {
      if (!names.isEmpty()) {
        expect(",");
      }
      int start = pos;
      while (pos < text.length() && Character.isJavaIdentifierPart(text.charAt(pos))) {
        pos++;
      }
      if (start == pos) {
        throw error("expected a field name");
      }
      names.add(text.substring(start, pos));
      expect(":");
      types.add(type(depth));
    }
    expect("}");
    return new RowSchema(null, names, types);
  }

  private RowType type(int depth) {
    if (text.startsWith("struct{", pos)) {
      return RowType.struct(struct(depth + 1));
    }
    if (text.startsWith("array<", pos)) {
      expect("array<");
      RowType element = type(depth + 1);
      expect(">");
      return RowType.array(null, element);
    }
    if (text.startsWith("map<", pos)) {
      expect("map<");
      RowType key = type(depth + 1);
      expect(",");
      RowType value = type(depth + 1);
      expect(">");
      return RowType.map(null, key, value);
    }
    for (RowKind k : RowKind.values()) {
      if (k != RowKind.ARRAY
          && k != RowKind.MAP
          && k != RowKind.STRUCT
          && text.startsWith(k.label(), pos)) {
        int end = pos + k.label().length();
        if (end == text.length() || !Character.isLetterOrDigit(text.charAt(end))) {
          pos = end;
          return RowType.scalar(k, null);
        }
      }
    }
    throw error("unknown type");
  }
}
