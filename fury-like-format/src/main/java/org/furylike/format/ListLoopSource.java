package org.furylike.format;

import org.furylike.codegen.JavaWriter;

/**
 * Emits the element loops of a generated codec's {@code List<Struct>} and {@code List<String>}
 * fields: one method each to write and to read, calling the element struct's own generated codec
 * (held in a static final, so the JIT sees its exact class) instead of the shared value codecs. The
 * bytes are those {@link ArrayCodec} writes.
 */
final class ListLoopSource {
  private static final String LAYOUT = "org.furylike.format.RowLayout";
  private static final String MEM = "org.furylike.format.RowMemory";
  private static final String ARRAY = "org.furylike.format.BinaryArray";

  private ListLoopSource() {}

  static void emit(JavaWriter w, RowPlan.Field f) {
    boolean struct = f.strategy == RowPlan.Strategy.LIST_STRUCT;
    w.blank().comment(f.descriptor.name() + ": elements in 8-byte slots, values after them");
    w.open("private static int " + f.listWriter + "(" + MEM + " m, int at, java.util.List l)");
    w.line("int n = l.size();");
    w.line("int elements = " + LAYOUT + ".beginArray(m, at, n, 8);");
    w.line("int c = elements + 8 * n;");
    w.open("for (int j = 0; j < n; j++)");
    w.line("Object e = l.get(j);");
    w.open("if (e == null)").line(LAYOUT + ".setNull(m, at + 8, j);");
    w.reopen("else");
    if (struct) {
      w.line(LAYOUT + ".exactClass(e, " + f.structClass + ");");
      w.line(
          "c = "
              + LAYOUT
              + ".endVar(m, at, elements + 8 * j, c, "
              + f.nested
              + ".write(e, m, c));");
    } else {
      w.line(
          "c = "
              + LAYOUT
              + ".endVar(m, at, elements + 8 * j, c, "
              + LAYOUT
              + ".writeString(m, c, (String) e));");
    }
    w.close().close();
    w.line("return c;");
    w.close().blank();
    w.open("private static Object " + f.listReader + "(" + ARRAY + " a)");
    w.open("if (a == null)").line("return null;").close();
    w.line("int n = a.size();");
    w.line("java.util.ArrayList out = new java.util.ArrayList(n);");
    w.open("for (int j = 0; j < n; j++)");
    w.line(
        struct
            ? "out.add(a.isNullAt(j) ? null : " + f.nested + ".read(a.getStruct(j)));"
            : "out.add(a.getString(j));");
    w.close();
    w.line("return out;");
    w.close();
  }
}
