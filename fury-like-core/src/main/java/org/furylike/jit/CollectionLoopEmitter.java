package org.furylike.jit;

import org.furylike.codegen.JavaWriter;
import org.furylike.serializer.FieldKind;

/**
 * Emits the inlined element loops of collection fields whose declared element type has no type
 * arguments: a declared-type run for monomorphic element types and a same-type run otherwise,
 * byte-identical to {@code ElementCodec}, which they fall back to for runs of any other shape.
 */
final class CollectionLoopEmitter {
  private static final String BUF = "org.furylike.memory.MemoryBuffer";
  private static final String WCTX = "org.furylike.context.WriteContext";
  private static final String RCTX = "org.furylike.context.ReadContext";
  private static final String SER = "org.furylike.serializer.Serializer";
  private static final String INFO = "org.furylike.resolver.ClassInfo";
  private static final String SIZED =
      "org.furylike.serializer.builtin.CollectionSerializers.SizedCollectionSerializer";
  private static final String CODEC = "org.furylike.serializer.ElementCodec";
  private static final String NULL = "org.furylike.context.RefFlags.NULL";
  private static final String NOT_NULL = "org.furylike.context.RefFlags.NOT_NULL";

  private final JavaWriter w;

  CollectionLoopEmitter(JavaWriter w) {
    this.w = w;
  }

  /**
   * The element class of a collection field whose element loop is generated inline (declared
   * element type not primitive and without type arguments of its own), else null. Monomorphic
   * element types take the declared-type run, others the same-type run.
   */
  static Class<?> inlinedElement(SerializerPlan.Field f) {
    if (f.kind() != FieldKind.EXACT && f.kind() != FieldKind.OBJECT) {
      return null;
    }
    org.furylike.meta.GenericType g = f.descriptor().genericType();
    if (!java.util.Collection.class.isAssignableFrom(g.raw()) || g.argCount() != 1) {
      return null;
    }
    org.furylike.meta.GenericType e = g.arg(0);
    return !e.raw().isPrimitive() && e.argCount() == 0 ? e.raw() : null;
  }

  /**
   * The type to view a field's collection as in generated code: its declared type when that is a
   * public JDK type, else {@code java.util.Collection}. Casting a value always to the field's own
   * declared type (never alternately to two interfaces) keeps JDK 17's per-class cache of the last
   * interface checked from flipping between threads, which costs more than the cast itself.
   */
  static String viewType(SerializerPlan.Field f) {
    Class<?> raw = f.descriptor().genericType().raw();
    boolean publicJdk = java.lang.reflect.Modifier.isPublic(raw.getModifiers())
        && raw.getName().startsWith("java.util.") && raw.getEnclosingClass() == null;
    return publicJdk ? raw.getName() : "java.util.Collection";
  }

  static String cap(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /**
   * The inlined element loops of a collection field. They write the same bytes as {@code
   * ElementCodec} (declared-type run) and fall back to it for runs of another shape.
   */
  void emit(SerializerPlan.Field f) {
    String n = f.javaName();
    boolean declared = f.descriptor().genericType().arg(0).isMonomorphic();
    boolean string = inlinedElement(f) == String.class;
    String runBit = CODEC + (declared ? ".DECLARED_TYPE" : ".SAME_TYPE");
    w.blank();
    w.comment("element loop of " + f.descriptor() + (declared ? " (declared-type run)" : " (same-type run)"));
    w.open("private void write" + cap(n) + "Elements(" + WCTX + " ctx, " + BUF + " b, " + viewType(f) + " c)");
    w.line("int n = c.size();");
    w.line("b.writeVarUint32(n);");
    w.open("if (n == 0)");
    w.line("return;");
    w.close();
    w.line("boolean hasNull = false;");
    w.line("Class first = " + (declared ? "ELEMENT_" + n : "null") + ";");
    w.line("java.util.Iterator it = c.iterator();");
    w.open("while (it.hasNext())");
    w.line("Object e = it.next();");
    w.open("if (e == null)");
    w.line("hasNull = true;");
    if (!declared) {
      w.reopen("else if (first == null)");
      w.line("first = e.getClass();");
    }
    w.reopen("else if (e.getClass() != first)");
    w.line("org.furylike.serializer.AbstractCollectionSerializer.writeElements(ctx, c, ELEMENT_TYPE_" + n + ");");
    w.line("return;");
    w.close();
    w.close();
    if (declared) {
      w.line(SER + " es = " + n + "Elements();");
    } else {
      w.open("if (first == null)");
      w.line("org.furylike.serializer.AbstractCollectionSerializer.writeElements(ctx, c, ELEMENT_TYPE_" + n + ");");
      w.line("return;");
      w.close();
      w.line(INFO + " info = " + n + "ElementInfo(first);");
      w.line(SER + " es = resolver.getSerializer(info);");
    }
    w.line("boolean track = ctx.isRefTracking() && es.isRefTrackable();");
    w.line("b.writeByte(" + runBit + " | (track ? " + CODEC + ".TRACKING_REF : (hasNull ? "
        + CODEC + ".HAS_NULL : 0)));");
    if (!declared) {
      w.line("resolver.writeClassInfo(ctx, info);");
    }
    w.line("it = c.iterator();");
    w.open("while (it.hasNext())");
    w.line("Object e = it.next();");
    w.open("if (track)");
    w.open("if (e == null)");
    w.line("b.writeByte(" + NULL + ");");
    w.reopen("else if (ctx.writeRefFlag(e, es))");
    w.line("ctx.enterData();");
    w.line("es.write(ctx, e);");
    w.line("ctx.exitData();");
    w.close();
    w.line("continue;");
    w.close();
    if (string) {
      w.open("if (e == null)");
      w.line("b.writeByte(" + NULL + ");");
      w.reopen("else if (hasNull)");
      w.line("org.furylike.serializer.builtin.StringSerializer.writeFlaggedString(b, (String) e);");
      w.reopen("else");
      w.line("org.furylike.serializer.builtin.StringSerializer.writeString(b, (String) e);");
      w.close();
    } else {
      w.open("if (hasNull)");
      w.open("if (e == null)");
      w.line("b.writeByte(" + NULL + ");");
      w.line("continue;");
      w.close();
      w.line("b.writeByte(" + NOT_NULL + ");");
      w.close();
      w.line("ctx.enterData();");
      w.line("es.write(ctx, e);");
      w.line("ctx.exitData();");
    }
    w.close();
    w.close();

    w.blank();
    w.open("private Object read" + cap(n) + "Elements(" + RCTX + " ctx, " + BUF + " b, " + SIZED + " s)");
    w.line("int n = ctx.readLength(1, \"collection\");");
    w.line("java.util.Collection c = s.newEmpty(n);");
    w.line("ctx.reference(c);");
    w.open("if (n == 0)");
    w.line("return c;");
    w.close();
    w.line("int flags = b.getByte(b.readerIndex()) & 0xFF;");
    w.line("boolean plain = flags == " + runBit + ";");
    w.line("boolean nulls = flags == (" + runBit + " | " + CODEC + ".HAS_NULL);");
    w.open("if (!(plain || nulls))");
    w.line("org.furylike.serializer.AbstractCollectionSerializer.readElements(ctx, c, n, ELEMENT_TYPE_" + n + ");");
    w.line("return c;");
    w.close();
    w.line("b.readByte();");
    w.line(SER + " es = " + (declared ? n + "Elements()" : "resolver.getSerializer(resolver.readClassInfo(ctx))") + ";");
    w.line("boolean tracking = ctx.isRefTracking();");
    w.open("for (int i = 0; i < n; i++)");
    w.open("if (nulls)");
    w.line("byte flag = b.readByte();");
    w.open("if (flag == " + NULL + ")");
    w.line("c.add(null);");
    w.line("continue;");
    w.close();
    w.open("if (flag != " + NOT_NULL + ")");
    w.line("throw badNullFlag(flag, " + JavaWriter.literal(f.descriptor() + " element") + ", b);");
    w.close();
    w.close();
    if (string) {
      w.line("c.add(org.furylike.serializer.builtin.StringSerializer.readString(b));");
    } else {
      w.open("if (tracking)");
      w.line("c.add(ctx.readUntracked(es, null));");
      w.reopen("else");
      w.line("ctx.enterData();");
      w.line("c.add(es.read(ctx));");
      w.line("ctx.exitData();");
      w.close();
    }
    w.close();
    w.line("return c;");
    w.close();
  }
}
