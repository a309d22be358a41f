package org.furylike.format;

import java.util.List;
import java.util.TreeSet;
import org.furylike.codegen.JavaWriter;

/**
 * Emits the read side of a generated row codec: {@code read(BinaryRow)} and its per-group methods.
 * Each group method reads the null-bitmap words its primitive and boxed fields need once, then
 * narrows their raw slots directly ({@link BinaryRow#nullWord}, {@link BinaryRow#slot}); other
 * fields go through the row's checked getters.
 */
final class ReadSource {
  private static final String FH = "org.furylike.memory.FieldHandles";
  private static final String ROW = "org.furylike.format.BinaryRow";
  private static final String ARRAYS = "org.furylike.format.RowArrays";

  private final JavaWriter w;
  private final RowPlan plan;
  private final int[] argumentOfField;

  private ReadSource(JavaWriter w, RowPlan plan, int[] argumentOfField) {
    this.w = w;
    this.plan = plan;
    this.argumentOfField = argumentOfField;
  }

  static void emit(JavaWriter w, RowPlan plan, int[] argumentOfField) {
    new ReadSource(w, plan, argumentOfField).emit();
  }

  private void emit() {
    List<RowPlan.Field> fields = plan.fields();
    String target = plan.isRecord() ? "args" : "o";
    w.open("public Object read(" + ROW + " row)");
    if (plan.isRecord()) {
      w.line("Object[] args = new Object[" + fields.size() + "];");
    } else {
      w.line("Object o = " + FH + ".newInstance(NEW);");
    }
    for (int g = 0; g * RowPlan.FIELDS_PER_METHOD < fields.size(); g++) {
      w.line("read" + g + "(row, " + target + ");");
    }
    w.line(plan.isRecord() ? "return " + FH + ".construct(CONSTRUCTOR, args);" : "return o;");
    w.close().blank();
    for (int g = 0; g * RowPlan.FIELDS_PER_METHOD < fields.size(); g++) {
      String params = plan.isRecord() ? "Object[] args" : "Object o";
      w.open("private static void read" + g + "(" + ROW + " row, " + params + ")");
      int to = Math.min(fields.size(), (g + 1) * RowPlan.FIELDS_PER_METHOD);
      List<RowPlan.Field> group = fields.subList(g * RowPlan.FIELDS_PER_METHOD, to);
      readNullWords(group);
      for (RowPlan.Field f : group) {
        w.comment("slot " + f.slot() + ": " + f.descriptor.name());
        readField(f);
      }
      w.close().blank();
    }
  }

  private static boolean inSlot(RowPlan.Field f) {
    return f.strategy == RowPlan.Strategy.PRIMITIVE || f.strategy == RowPlan.Strategy.BOXED;
  }

  /** {@code long nullsW = row.nullWord(W);} for each bitmap word the group's slot fields use. */
  private void readNullWords(List<RowPlan.Field> group) {
    TreeSet<Integer> words = new TreeSet<>();
    for (RowPlan.Field f : group) {
      if (inSlot(f)) {
        words.add(f.slot() >>> 6);
      }
    }
    for (int word : words) {
      w.line("long nulls" + word + " = row.nullWord(" + word + ");");
    }
  }

  /** Whether field {@code i} is null, tested in its bitmap word read by {@link #readNullWords}. */
  private static String isNull(int i) {
    return nullBit(i) + " != 0";
  }

  private static String nullBit(int i) {
    return "(nulls" + (i >>> 6) + " & 0x" + Long.toHexString(1L << (i & 63)) + "L)";
  }

  /** The value of a primitive of class {@code p} in slot {@code i}. */
  private static String slotValue(Class<?> p, int i) {
    return p == boolean.class
        ? PrimitiveSource.read(p, i)
        : PrimitiveSource.fromSlot(p, "row.slot(" + i + ")");
  }

  private void readField(RowPlan.Field f) {
    int i = f.slot();
    if (f.strategy == RowPlan.Strategy.PRIMITIVE) {
      readPrimitive(f, i);
      return;
    }
    String value = value(f, i);
    if (plan.isRecord()) {
      w.line("args[" + argumentOfField[i] + "] = " + value + ";");
    } else {
      w.line(FH + ".putObject(" + f.setter + ", o, " + value + ");");
    }
  }

  private void readPrimitive(RowPlan.Field f, int i) {
    Class<?> p = f.javaType();
    if (plan.isRecord()) {
      w.line(
          "args["
              + argumentOfField[i]
              + "] = "
              + isNull(i)
              + " ? (Object) "
              + PrimitiveSource.box(p, PrimitiveSource.zero(p))
              + " : (Object) "
              + PrimitiveSource.box(p, slotValue(p, i))
              + ";");
      return;
    }
    w.open("if (" + nullBit(i) + " == 0)");
    w.line(
        FH + "." + PrimitiveSource.setter(p) + "(" + f.setter + ", o, " + slotValue(p, i) + ");");
    w.close();
  }

  /** The expression reading a non-primitive field {@code f} at slot {@code i}. */
  private static String value(RowPlan.Field f, int i) {
    switch (f.strategy) {
      case BOXED:
        Class<?> p = PrimitiveSource.unboxed(f.javaType());
        return isNull(i) + " ? null : (Object) " + PrimitiveSource.box(p, slotValue(p, i));
      case STRING:
        return "row.getString(" + i + ")";
      case PRIMITIVE_ARRAY:
        return ARRAYS
            + ".read"
            + PrimitiveSource.arrayMethod(f.javaType())
            + "(row, "
            + i
            + ", "
            + PrimitiveSource.literal(f.rowField.where())
            + ")";
      case STRUCT:
        return "row.isNullAt(" + i + ") ? null : " + f.nested + ".read(row.getStruct(" + i + "))";
      case LIST_STRUCT:
      case LIST_STRING:
        return f.listReader + "(row.getArray(" + i + "))";
      default:
        return f.codec + ".toJava(row.readValue(" + i + ", " + f.codec + "))";
    }
  }
}
