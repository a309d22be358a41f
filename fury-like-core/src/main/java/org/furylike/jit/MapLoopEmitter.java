package org.furylike.jit;

import java.util.Iterator;
import java.util.Map;
import org.furylike.codegen.JavaWriter;
import org.furylike.context.ReadContext;
import org.furylike.context.RefFlags;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.serializer.AbstractMapSerializer;
import org.furylike.serializer.ElementCodec;
import org.furylike.serializer.ReadChecks;
import org.furylike.serializer.Serializer;
import org.furylike.serializer.builtin.MapSerializers;

/**
 * Renders the inline entry loops of a map field whose key and value types are final: both runs
 * declared-type, byte-identical to {@code AbstractMapSerializer}'s entries, which they fall back to
 * for any other shape (a key or value of another class, an unexpected run header). Strings and
 * boxed primitives are written and read in place; other values call their serializer at a call site
 * of this field's own.
 */
final class MapLoopEmitter {
  private final JavaWriter w;
  private final SerializerPlan.Field f;
  private final SerializerPlan.MapLoop m;
  private final boolean compressed;
  private final String codec;
  private final String flags;
  private final String ser;

  MapLoopEmitter(JavaWriter w, SerializerPlan.Field f, boolean compressed) {
    this.w = w;
    this.f = f;
    this.m = f.mapLoop;
    this.compressed = compressed;
    this.codec = w.type(ElementCodec.class);
    this.flags = w.type(RefFlags.class);
    this.ser = w.type(Serializer.class);
  }

  /** How one side's values are written and read. */
  private static final class Side {
    final String name;
    final String var;
    final String serializer;
    final Class<?> cls;
    final String classConstant;
    final String tracked;

    Side(String name, String var, String serializer, Class<?> cls, String classConstant) {
      this.tracked = name + "sTracked";
      this.name = name;
      this.var = var;
      this.serializer = serializer;
      this.cls = cls;
      this.classConstant = classConstant;
    }

    /** Strings and boxed primitives: never tracked, never nested. */
    boolean inPlace() {
      return KindSource.inPlace(cls);
    }
  }

  void emit() {
    Side key = new Side("key", "key", "ks", m.keyClass, m.keyConstant);
    Side value = new Side("value", "val", "vs", m.valueClass, m.valueConstant);
    w.blank();
    w.comment("entry loop of " + f.loopLabel() + " (declared-type runs for keys and values)");
    emitWrite(key, value);
    w.blank();
    emitRead(key, value);
  }

  private void emitWrite(Side key, Side value) {
    String entry = w.type(Map.class) + ".Entry";
    String fallback =
        w.type(AbstractMapSerializer.class) + ".writeEntries(ctx, m, " + f.genericConstant + ");";
    w.open(
        "void "
            + m.writeMethod
            + "("
            + w.type(WriteContext.class)
            + " ctx, "
            + w.type(MemoryBuffer.class)
            + " b, "
            + w.type(m.viewType)
            + " m)");
    w.line("int n = m.size();");
    w.line("b.writeVarUint32(n);");
    w.open("if (n == 0)");
    w.line("return;");
    w.close();
    boolean onePass = key.inPlace() && value.inPlace();
    if (onePass) {
      // written in place, the values leave nothing behind but bytes: write them in one pass while
      // every key and value is non-null and of its declared class, else go back and take two
      w.comment("one pass while no key or value is null or of another class, else back to start");
      w.line("int start = b.writerIndex();");
      w.line("b.writeByte(" + codec + ".DECLARED_TYPE);");
      w.line("b.writeByte(" + codec + ".DECLARED_TYPE);");
      w.line("boolean plain = true;");
      w.line(w.type(Iterator.class) + " it = m.entrySet().iterator();");
      w.open("while (it.hasNext())");
      w.line(entry + " e = (" + entry + ") it.next();");
      w.line("Object key = e.getKey();");
      w.line("Object val = e.getValue();");
      w.open(
          "if (key == null || key.getClass() != "
              + key.classConstant
              + " || val == null || val.getClass() != "
              + value.classConstant
              + ")");
      w.line("plain = false;");
      w.line("break;");
      w.close();
      w.line(plainWrite(key) + ";");
      w.line(plainWrite(value) + ";");
      w.close();
      w.open("if (plain)");
      w.line("return;");
      w.close();
      w.line("b.writerIndex(start);");
    }
    w.line("boolean keyNulls = false;");
    w.line("boolean valueNulls = false;");
    w.line((onePass ? "" : w.type(Iterator.class) + " ") + "it = m.entrySet().iterator();");
    w.open("while (it.hasNext())");
    w.line(entry + " e = (" + entry + ") it.next();");
    for (Side s : new Side[] {key, value}) {
      String get = s == key ? "e.getKey()" : "e.getValue()";
      w.line("Object " + s.var + " = " + get + ";");
      w.open("if (" + s.var + " == null)");
      w.line(s.name + "Nulls = true;");
      w.reopen("else if (" + s.var + ".getClass() != " + s.classConstant + ")");
      w.line(fallback);
      w.line("return;");
      w.close();
    }
    w.close();
    for (Side s : new Side[] {key, value}) {
      String nulls = "(" + s.name + "Nulls ? " + codec + ".HAS_NULL : 0)";
      if (s.inPlace()) {
        w.line("b.writeByte(" + codec + ".DECLARED_TYPE | " + nulls + ");");
        continue;
      }
      String track = s == key ? "trackKeys" : "trackValues";
      String lookup = s == key ? m.keySerializer : m.valueSerializer;
      w.line(ser + " " + s.serializer + " = " + lookup + "();");
      w.line(
          "boolean " + track + " = ctx.isRefTracking() && " + s.serializer + ".isRefTrackable();");
      w.line(
          "b.writeByte("
              + codec
              + ".DECLARED_TYPE | ("
              + track
              + " ? "
              + codec
              + ".TRACKING_REF : "
              + nulls
              + "));");
    }
    boolean depth = !key.inPlace() || !value.inPlace();
    if (depth) {
      w.comment("entries are one level deeper than the map, counted once for the run");
      w.line("ctx.enterData();");
    }
    w.line("it = m.entrySet().iterator();");
    w.open("while (it.hasNext())");
    w.line(entry + " e = (" + entry + ") it.next();");
    emitWriteValue(key, "e.getKey()", "trackKeys");
    emitWriteValue(value, "e.getValue()", "trackValues");
    w.close();
    if (depth) {
      w.line("ctx.exitData();");
    }
    w.close();
  }

  private void emitWriteValue(Side s, String get, String track) {
    String v = s.var;
    w.line("Object " + v + " = " + get + ";");
    w.open("if (" + v + " == null)");
    w.line("b.writeByte(" + flags + ".NULL);");
    if (!s.inPlace()) {
      w.reopen("else if (" + track + ")");
      w.open("if (ctx.writeRefFlag(" + v + ", " + s.serializer + "))");
      w.line(s.serializer + ".write(ctx, " + v + ");");
      w.close();
    }
    w.reopen("else");
    w.open("if (" + s.name + "Nulls)");
    w.line("b.writeByte(" + flags + ".NOT_NULL);");
    w.close();
    if (s.inPlace()) {
      w.line(plainWrite(s) + ";");
    } else {
      w.line(s.serializer + ".write(ctx, " + v + ");");
    }
    w.close();
  }

  /** The call writing the value of in-place side {@code s}, in its variable, with no flag. */
  private String plainWrite(Side s) {
    return KindSource.writeInPlace(w, s.cls, s.var, compressed);
  }

  private void emitRead(Side key, Side value) {
    String sized = w.type(MapSerializers.SizedMapSerializer.class);
    w.open(
        "Object "
            + m.readMethod
            + "("
            + w.type(ReadContext.class)
            + " ctx, "
            + w.type(MemoryBuffer.class)
            + " b, "
            + sized
            + " s)");
    w.line("int n = ctx.readLength(2, \"map\");");
    w.line(w.type(Map.class) + " m = s.newEmpty(n);");
    w.line("ctx.reference(m);");
    w.open("if (n == 0)");
    w.line("return m;");
    w.close();
    w.comment("two bytes remain: the key and value run headers, checked before either is used");
    w.line("int kf = b.getByte(b.readerIndex()) & 0xFF;");
    w.line("int vf = b.getByte(b.readerIndex() + 1) & 0xFF;");
    w.line(
        "boolean keysTracked = kf == (" + codec + ".DECLARED_TYPE | " + codec + ".TRACKING_REF);");
    w.line(
        "boolean valuesTracked = vf == ("
            + codec
            + ".DECLARED_TYPE | "
            + codec
            + ".TRACKING_REF);");
    w.comment(
        "other headers, and reference runs for a reader without tracking, go the general way");
    w.open(
        "if (!("
            + accepted(key, "kf")
            + ") || !("
            + accepted(value, "vf")
            + ") || ((keysTracked || valuesTracked) && !ctx.isRefTracking()))");
    w.line(
        w.type(AbstractMapSerializer.class)
            + ".readEntries(ctx, m, n, "
            + f.genericConstant
            + ");");
    w.line("return m;");
    w.close();
    w.line("b.readerIndex(b.readerIndex() + 2);");
    w.line("boolean keyNulls = kf != " + codec + ".DECLARED_TYPE;");
    w.line("boolean valueNulls = vf != " + codec + ".DECLARED_TYPE;");
    for (Side s : new Side[] {key, value}) {
      if (!s.inPlace()) {
        w.line(
            ser
                + " "
                + s.serializer
                + " = "
                + (s == key ? m.keySerializer : m.valueSerializer)
                + "();");
      }
    }
    boolean depth = !key.inPlace() || !value.inPlace();
    if (depth) {
      w.comment("entries are one level deeper than the map, counted once for the run");
      w.line("ctx.enterData();");
      w.comment(
          "keys and values read with their data, charged to the object budget after the loop");
      w.line("int values = 0;");
    }
    w.open("for (int i = 0; i < n; i++)");
    if (key.inPlace()) {
      emitReadValue(key);
    } else {
      w.comment("keys are hashed when put: read them as hash keys");
      w.line("int keyMark = ctx.enterHashKeys();");
      emitReadValue(key);
      w.line("ctx.exitHashKeys(keyMark);");
    }
    emitReadValue(value);
    w.line("m.put(key, val);");
    w.close();
    if (depth) {
      w.line("ctx.chargeObjects(values);");
      w.line("ctx.exitData();");
    }
    w.line("return m;");
    w.close();
  }

  /** The run headers a side's inline loop reads: declared type, maybe with nulls or references. */
  private String accepted(Side s, String var) {
    String plain = var + " == " + codec + ".DECLARED_TYPE";
    String nulls = var + " == (" + codec + ".DECLARED_TYPE | " + codec + ".HAS_NULL)";
    String refs = var + " == (" + codec + ".DECLARED_TYPE | " + codec + ".TRACKING_REF)";
    return plain + " || " + nulls + (s.inPlace() ? "" : " || " + refs);
  }

  /**
   * Reads one value of a side into its variable. A side whose header has a flag per value (nulls,
   * or references) reads the flag first: {@code NULL}; {@code NOT_NULL} or {@code REF_VALUE}, read
   * here; anything else (a back-reference, a bad flag) through the context.
   */
  private void emitReadValue(Side s) {
    String v = s.var;
    w.line("Object " + v + ";");
    w.open("if (" + s.name + "Nulls)");
    w.line("byte flag = b.readByte();");
    w.open("if (flag == " + flags + ".NULL)");
    w.line(v + " = null;");
    if (s.inPlace()) {
      w.reopen("else if (flag != " + flags + ".NOT_NULL)");
      w.line(
          "throw "
              + w.type(ReadChecks.class)
              + ".badNullFlag(flag, "
              + JavaWriter.literal("a " + s.name + " of " + f.loopLabel())
              + ", b);");
      w.reopen("else");
      w.line(v + " = " + plainRead(s) + ";");
    } else {
      w.reopen(
          "else if (flag == "
              + flags
              + ".NOT_NULL || ("
              + s.tracked
              + " && flag == "
              + flags
              + ".REF_VALUE))");
      w.line("int id = ctx.beginValue(flag);");
      w.line(v + " = " + s.serializer + ".read(ctx);");
      w.line("ctx.endValue(id, " + v + ");");
      w.line("values++;");
      w.reopen("else if (" + s.tracked + ")");
      w.line(v + " = ctx.readRef(flag, " + s.serializer + ", null);");
      w.reopen("else");
      w.line(
          "throw "
              + w.type(ReadChecks.class)
              + ".badNullFlag(flag, "
              + JavaWriter.literal("a " + s.name + " of " + f.loopLabel())
              + ", b);");
    }
    w.close();
    w.reopen("else");
    w.line(v + " = " + plainRead(s) + ";");
    if (!s.inPlace()) {
      w.line("values++;");
    }
    w.close();
  }

  private String plainRead(Side s) {
    return s.inPlace() ? KindSource.readInPlace(w, s.cls, compressed) : s.serializer + ".read(ctx)";
  }
}
