package org.furylike.jit;

import org.furylike.codegen.JavaWriter;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.serializer.builtin.StringSerializer;

/**
 * Source fragments for primitive and boxed values, rendered from the facts in {@link FieldKind}.
 * Shared by every emitter, so a kind is read and written the same way everywhere.
 */
final class KindSource {
  private KindSource() {}

  /**
   * Whether values of {@code c} are written and read in place by the generated loops, with no
   * serializer: strings and boxed primitives, which are never reference-tracked and never nested.
   */
  static boolean inPlace(Class<?> c) {
    return c == String.class || FieldKind.of(GenericType.ofClass(c)).isBoxed();
  }

  /** A call writing {@code var}, an in-place value of class {@code c}, with no flag. */
  static String writeInPlace(JavaWriter w, Class<?> c, String var, boolean compressed) {
    if (c == String.class) {
      return w.type(StringSerializer.class) + ".writeString(b, (String) " + var + ")";
    }
    FieldKind k = FieldKind.of(GenericType.ofClass(c));
    return "b.write" + k.bufferSuffix(compressed) + "(" + unbox(k, var) + ")";
  }

  /** An expression reading an in-place value of class {@code c}. */
  static String readInPlace(JavaWriter w, Class<?> c, boolean compressed) {
    if (c == String.class) {
      return w.type(StringSerializer.class) + ".readString(b)";
    }
    FieldKind k = FieldKind.of(GenericType.ofClass(c));
    return box(k, read(k, compressed));
  }

  /** An expression reading a value of primitive or boxed {@code kind} from buffer {@code b}. */
  static String read(FieldKind kind, boolean compressed) {
    return "b.read" + kind.bufferSuffix(compressed) + "()";
  }

  /**
   * Statements storing {@code expr} at index {@code i} of buffer {@code b} (capacity already
   * ensured) and advancing {@code i}.
   */
  static void put(JavaWriter w, FieldKind kind, boolean compressed, String expr) {
    String put = "b.put" + kind.bufferSuffix(compressed) + "(i, " + expr + ")";
    if (kind.isVariableWidth(compressed)) {
      w.line("i += " + put + ";");
    } else {
      w.line(put + ";").line("i += " + kind.maxBytes(compressed) + ";");
    }
  }

  /** {@code expr} (of the primitive type) boxed. */
  static String box(FieldKind kind, String expr) {
    return kind.boxedClass().getSimpleName() + ".valueOf(" + expr + ")";
  }

  /** The primitive value of {@code v}, an object of the kind's boxed class. */
  static String unbox(FieldKind kind, String v) {
    return "(("
        + kind.boxedClass().getSimpleName()
        + ") "
        + v
        + ")."
        + kind.primitiveClass().getName()
        + "Value()";
  }

  /** The {@code FieldHandles} getter call for a field of {@code kind} (typed for primitives). */
  static String handleGet(JavaWriter w, FieldKind kind, String handle, String target) {
    return w.type(org.furylike.memory.FieldHandles.class)
        + ".get"
        + accessor(kind)
        + "("
        + handle
        + ", "
        + target
        + ")";
  }

  /** The {@code FieldHandles} setter call for a field of {@code kind} (typed for primitives). */
  static String handlePut(
      JavaWriter w, FieldKind kind, String handle, String target, String value) {
    return w.type(org.furylike.memory.FieldHandles.class)
        + ".put"
        + accessor(kind)
        + "("
        + handle
        + ", "
        + target
        + ", "
        + value
        + ")";
  }

  private static String accessor(FieldKind kind) {
    return kind.isPrimitive() ? kind.accessorSuffix() : "Object";
  }

  /**
   * Statements reading a value of fixed-width primitive {@code kind} at local index {@code i} of
   * buffer {@code b} (readable bytes already checked), handing the value expression to {@code
   * store}, then advancing {@code i}.
   */
  static void getAt(
      JavaWriter w, FieldKind kind, java.util.function.Function<String, String> store) {
    w.line(store.apply("b.get" + kind.bufferSuffix(false) + "(i)"));
    w.line("i += " + kind.maxBytes(false) + ";");
  }
}
