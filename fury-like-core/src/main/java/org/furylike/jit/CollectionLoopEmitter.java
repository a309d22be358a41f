package org.furylike.jit;

import org.furylike.codegen.JavaWriter;
import org.furylike.context.ReadContext;
import org.furylike.context.RefFlags;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.ClassInfo;
import org.furylike.serializer.AbstractCollectionSerializer;
import org.furylike.serializer.ElementCodec;
import org.furylike.serializer.ReadChecks;
import org.furylike.serializer.Serializer;
import org.furylike.serializer.builtin.CollectionSerializers;
import org.furylike.serializer.builtin.StringSerializer;

/**
 * Renders the inlined element loops of a collection field the plan gives one: a declared-type run
 * for monomorphic element types and a same-type run otherwise, byte-identical to {@code
 * ElementCodec}, which they fall back to for runs of any other shape. Strings and boxed primitives
 * (final classes, so always a declared-type run) are written and read in place, as {@code
 * ElementCodec} does: never reference-tracked, never nested, so neither counted in the depth nor
 * read as hash keys.
 */
final class CollectionLoopEmitter {
  private final JavaWriter w;
  private final String buf;
  private final String ser;
  private final String codec;
  private final String nullFlag;
  private final String notNullFlag;
  private final String refFlag;
  private final boolean compressed;

  CollectionLoopEmitter(JavaWriter w, boolean compressed) {
    this.w = w;
    this.compressed = compressed;
    this.buf = w.type(MemoryBuffer.class);
    this.ser = w.type(Serializer.class);
    this.codec = w.type(ElementCodec.class);
    this.nullFlag = w.type(RefFlags.class) + ".NULL";
    this.notNullFlag = w.type(RefFlags.class) + ".NOT_NULL";
    this.refFlag = w.type(RefFlags.class) + ".REF";
  }

  /**
   * Whether {@code f}'s elements are written and read in place (see {@link KindSource#inPlace}):
   * their classes are final, so their loop is always a declared-type run.
   */
  private static boolean inPlace(SerializerPlan.Field f) {
    return f.elementLoop == SerializerPlan.ElementLoop.DECLARED_TYPE
        && KindSource.inPlace(f.elementClass);
  }

  /** The call writing element {@code e} of an in-place run with no flag. */
  private String plainWrite(SerializerPlan.Field f) {
    return KindSource.writeInPlace(w, f.elementClass, "e", compressed);
  }

  /** The write and read loops of field {@code f}. */
  void emit(SerializerPlan.Field f) {
    boolean declared = f.elementLoop == SerializerPlan.ElementLoop.DECLARED_TYPE;
    String runBit = codec + (declared ? ".DECLARED_TYPE" : ".SAME_TYPE");
    w.blank();
    w.comment(
        "element loop of "
            + f.loopLabel()
            + (declared ? " (declared-type run)" : " (same-type run)"));
    emitWrite(f, declared, runBit);
    w.blank();
    emitRead(f, declared, runBit);
  }

  private void emitWrite(SerializerPlan.Field f, boolean declared, String runBit) {
    String fallback =
        w.type(AbstractCollectionSerializer.class)
            + ".writeElements(ctx, c, "
            + f.elementTypeField
            + ");";
    w.open(
        "void "
            + f.writeElementsMethod
            + "("
            + w.type(WriteContext.class)
            + " ctx, "
            + buf
            + " b, "
            + w.type(f.viewType)
            + " c)");
    w.line("int n = c.size();");
    w.line("b.writeVarUint32(n);");
    w.open("if (n == 0)");
    w.line("return;");
    w.close();
    // in place implies a declared-type run
    boolean inPlace = inPlace(f);
    if (inPlace) {
      // written in place, the elements leave nothing behind but bytes: write them in one pass
      // while every one is non-null and of the declared class, else go back and take two
      w.comment("one pass while no element is null or of another class, else back to start");
      w.line("int start = b.writerIndex();");
      w.line("b.writeByte(" + runBit + ");");
      w.line("boolean plain = true;");
      openElementLoop(f, true);
      w.open("if (e == null || e.getClass() != " + f.elementConstant + ")");
      w.line("plain = false;");
      w.line("break;");
      w.close();
      w.line(plainWrite(f) + ";");
      w.close();
      w.open("if (plain)");
      w.line("return;");
      w.close();
      w.line("b.writerIndex(start);");
    }
    w.line("boolean hasNull = false;");
    w.line("Class first = " + (declared ? f.elementConstant : "null") + ";");
    openElementLoop(f, !inPlace);
    w.open("if (e == null)");
    w.line("hasNull = true;");
    if (!declared) {
      w.reopen("else if (first == null)");
      w.line("first = e.getClass();");
    }
    w.reopen("else if (e.getClass() != first)");
    w.line(fallback);
    w.line("return;");
    w.close();
    w.close();
    if (inPlace) {
      // no serializer: never tracked, so the header says only whether nulls follow
      w.line("b.writeByte(" + runBit + " | (hasNull ? " + codec + ".HAS_NULL : 0));");
    } else {
      if (declared) {
        w.line(ser + " es = " + f.elementSerializerMethod + "();");
      } else {
        w.open("if (first == null)");
        w.line(fallback);
        w.line("return;");
        w.close();
        w.line(w.type(ClassInfo.class) + " info = " + f.elementCache.method + "(first);");
        w.line(ser + " es = resolver.getSerializer(info);");
      }
      w.line("boolean track = ctx.isRefTracking() && es.isRefTrackable();");
    }
    // a declared-type run has one element serializer per field, so its call sites stay
    // monomorphic: a generated one is called in its two parts, each small enough to inline here
    boolean callParts = declared && !inPlace;
    if (callParts) {
      String gen = w.type(GeneratedSerializer.class);
      w.line(gen + " parts = es instanceof " + gen + " ? (" + gen + ") es : null;");
    }
    if (!inPlace) {
      w.line(
          "b.writeByte("
              + runBit
              + " | (track ? "
              + codec
              + ".TRACKING_REF : (hasNull ? "
              + codec
              + ".HAS_NULL : 0)));");
    }
    if (!declared) {
      w.line("resolver.writeFieldClassInfo(ctx, info);");
    }
    // strings and boxed primitives (never nested) are not counted, as in ElementCodec
    if (!inPlace) {
      w.comment("elements are one level deeper than the collection, counted once for the run");
      w.line("ctx.enterData();");
    }
    openElementLoop(f, false);
    if (!inPlace) {
      w.open("if (track)");
      w.open("if (e == null)");
      w.line("b.writeByte(" + nullFlag + ");");
      w.reopen("else if (ctx.writeRefFlag(e, es))");
      w.line("es.write(ctx, e);");
      w.close();
      w.line("continue;");
      w.close();
    }
    if (f.elementClass == String.class) {
      String strings = w.type(StringSerializer.class);
      w.open("if (e == null)");
      w.line("b.writeByte(" + nullFlag + ");");
      w.reopen("else if (hasNull)");
      w.line(strings + ".writeFlaggedString(b, (String) e);");
      w.reopen("else");
      w.line(strings + ".writeString(b, (String) e);");
      w.close();
    } else if (inPlace) {
      w.open("if (e == null)");
      w.line("b.writeByte(" + nullFlag + ");");
      w.line("continue;");
      w.close();
      w.open("if (hasNull)");
      w.line("b.writeByte(" + notNullFlag + ");");
      w.close();
      w.line(plainWrite(f) + ";");
    } else {
      w.open("if (hasNull)");
      w.open("if (e == null)");
      w.line("b.writeByte(" + nullFlag + ");");
      w.line("continue;");
      w.close();
      w.line("b.writeByte(" + notNullFlag + ");");
      w.close();
      if (callParts) {
        w.open("if (parts != null)");
        w.line("parts.writeHead(b, e);");
        w.line("parts.writeTail(ctx, b, e);");
        w.reopen("else");
        w.line("es.write(ctx, e);");
        w.close();
      } else {
        w.line("es.write(ctx, e);");
      }
    }
    w.close();
    if (!inPlace) {
      w.line("ctx.exitData();");
    }
    w.close();
  }

  /**
   * Opens a loop over the {@code n} elements of {@code c} with {@code e} bound to each: by index
   * when the collection is a random-access list, otherwise through an iterator. Counting to {@code
   * n} keeps the written count and the elements in step even if {@code c} changes under the writer
   * (its iterator then fails instead of the stream going silently short).
   */
  private void openElementLoop(SerializerPlan.Field f, boolean firstPass) {
    String iterator = w.type(java.util.Iterator.class);
    boolean list = java.util.List.class.isAssignableFrom(f.viewType);
    if (firstPass) {
      if (list) {
        w.line("boolean indexed = c instanceof " + w.type(java.util.RandomAccess.class) + ";");
        w.line(iterator + " it = indexed ? null : c.iterator();");
      } else {
        w.line(iterator + " it = c.iterator();");
      }
    } else {
      w.line("it = " + (list ? "indexed ? null : " : "") + "c.iterator();");
    }
    w.open("for (int k = 0; k < n; k++)");
    w.line("Object e = " + (list ? "indexed ? c.get(k) : " : "") + "it.next();");
  }

  private void emitRead(SerializerPlan.Field f, boolean declared, String runBit) {
    boolean inPlace = inPlace(f);
    String sized = w.type(CollectionSerializers.SizedCollectionSerializer.class);
    w.open(
        "Object "
            + f.readElementsMethod
            + "("
            + w.type(ReadContext.class)
            + " ctx, "
            + buf
            + " b, "
            + sized
            + " s)");
    w.line("int n = ctx.readLength(1, \"collection\");");
    w.line(w.type(java.util.Collection.class) + " c = s.newEmpty(n);");
    w.line("ctx.reference(c);");
    w.open("if (n == 0)");
    w.line("return c;");
    w.close();
    w.line("int flags = b.getByte(b.readerIndex()) & 0xFF;");
    w.line("boolean plain = flags == " + runBit + ";");
    w.line("boolean nulls = flags == (" + runBit + " | " + codec + ".HAS_NULL);");
    // strings and boxed primitives are never reference-tracked, so a tracked run of them goes
    // to the general reader
    w.line(
        "boolean tracked = "
            + (inPlace
                ? "false"
                : "ctx.isRefTracking() && flags == (" + runBit + " | " + codec + ".TRACKING_REF)")
            + ";");
    w.open("if (!(plain || nulls || tracked))");
    w.line(
        w.type(AbstractCollectionSerializer.class)
            + ".readElements(ctx, c, n, "
            + f.elementTypeField
            + ");");
    w.line("return c;");
    w.close();
    w.line("b.readByte();");
    if (!inPlace) {
      w.line(
          ser
              + " es = "
              + (declared
                  ? f.elementSerializerMethod + "()"
                  : f.elementReadCache.method + "(ctx, b)")
              + ";");
    }
    // strings and boxed primitives (never nested) are not counted, as in ElementCodec
    // a list never hashes its elements; any other view may be a set
    boolean hashes = !java.util.List.class.isAssignableFrom(f.viewType);
    if (!inPlace) {
      w.comment("elements are one level deeper than the collection, counted once for the run");
      w.line("ctx.enterData();");
      w.comment("elements read with their data, charged to the object budget after the loop");
      w.line("int values = 0;");
      if (hashes) {
        w.comment("a set hashes its elements: read them as hash keys");
        w.line("int keys = 1;");
        w.open("if (c instanceof " + w.type(java.util.Set.class) + ")");
        w.line("keys = ctx.enterHashKeys();");
        w.close();
      }
    }
    w.open("for (int i = 0; i < n; i++)");
    w.line("byte flag = " + notNullFlag + ";");
    w.open("if (nulls || tracked)");
    w.line("flag = b.readByte();");
    w.open("if (flag == " + nullFlag + ")");
    w.line("c.add(null);");
    w.line("continue;");
    w.close();
    w.open("if (nulls && flag != " + notNullFlag + ")");
    w.line(
        "throw "
            + w.type(ReadChecks.class)
            + ".badNullFlag(flag, "
            + JavaWriter.literal("an element of " + f.loopLabel())
            + ", b);");
    w.close();
    w.close();
    if (inPlace) {
      w.line("c.add(" + KindSource.readInPlace(w, f.elementClass, compressed) + ");");
    } else {
      w.comment("each element read at this call site; back-references through the context");
      w.open("if (flag == " + notNullFlag + " || flag == " + refFlag + "_VALUE)");
      w.line("int id = ctx.beginValue(flag);");
      w.line("Object e = es.read(ctx);");
      w.line("ctx.endValue(id, e);");
      w.line("c.add(e);");
      w.line("values++;");
      w.reopen("else");
      w.line("c.add(ctx.readRef(flag, es, null));");
      w.close();
    }
    w.close();
    if (!inPlace) {
      if (hashes) {
        w.line("ctx.exitHashKeys(keys);");
      }
      w.line("ctx.chargeObjects(values);");
      w.line("ctx.exitData();");
    }
    w.line("return c;");
    w.close();
  }
}
