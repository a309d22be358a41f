package org.furylike.jit;

import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import org.furylike.codegen.JavaWriter;
import org.furylike.codegen.Nestmates;
import org.furylike.context.ReadContext;
import org.furylike.context.RefFlags;
import org.furylike.context.WriteContext;
import org.furylike.memory.FieldHandles;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.resolver.ClassInfo;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.GenericSerializer;
import org.furylike.serializer.ReadChecks;
import org.furylike.serializer.Serializer;
import org.furylike.serializer.builtin.CollectionSerializers;
import org.furylike.serializer.builtin.EnumSerializer;
import org.furylike.serializer.builtin.MapSerializers;
import org.furylike.serializer.builtin.StringSerializer;

/**
 * Renders a {@link SerializerPlan} as the Java source of a serializer for exactly that class. Every
 * decision (access, names, constants, method groups) comes from the plan; this class only writes it
 * down. Fields the plan marks {@code HANDLE} are reached through method handles held in static
 * finals, which the JIT folds to plain field accesses.
 */
public final class ObjectSerializerEmitter {
  static final String PKG = "org.furylike.generated";

  /** Source plus the constants its static initializer takes. */
  public static final class Unit {
    /** The fully qualified name of the generated class. */
    public final String className;

    /** The compilation unit. */
    public final String source;

    /** The class the generated class is a hidden nestmate of, or null for an ordinary class. */
    public final Class<?> nestHost;

    final Object[] constants;
    final long constantsKey;

    /**
     * A unit ready to compile.
     *
     * @param className the fully qualified name of the generated class
     * @param source the compilation unit
     * @param constants the values its static initializer takes
     * @param constantsKey the key they are stored under, or 0
     */
    public Unit(String className, String source, Object[] constants, long constantsKey) {
      this(className, source, null, constants, constantsKey);
    }

    /**
     * A unit ready to compile, perhaps as a nestmate.
     *
     * @param className the fully qualified name of the generated class
     * @param source the compilation unit
     * @param nestHost the class the generated class is a nestmate of, or null
     * @param constants the values its static initializer takes
     * @param constantsKey the key they are stored under, or 0
     */
    public Unit(
        String className, String source, Class<?> nestHost, Object[] constants, long constantsKey) {
      this.className = className;
      this.source = source;
      this.nestHost = nestHost;
      this.constants = constants;
      this.constantsKey = constantsKey;
    }
  }

  private final SerializerPlan plan;
  private final String simpleName;
  private final JavaWriter w;
  private final boolean compressed;

  private final String buf;
  private final String ser;
  private final String refFlags;

  /** Cached-serializer members already declared (fields of one final class share one). */
  private final java.util.Set<String> emittedSerializers = new java.util.HashSet<>();

  /** Declared-class switch members emitted, with the type constant each is set from. */
  private final java.util.Map<String, String> declaredSwitches = new java.util.LinkedHashMap<>();

  private ObjectSerializerEmitter(SerializerPlan plan, String simpleName, boolean comments) {
    this.plan = plan;
    this.simpleName = simpleName;
    this.w = new JavaWriter(packageOf(plan), simpleName).comments(comments);
    if (plan.isNestmate()) {
      w.name(plan.type(), Nestmates.sourceName(plan.type()));
    }
    this.compressed = plan.isNumberCompressed();
    this.buf = w.type(MemoryBuffer.class);
    this.ser = w.type(Serializer.class);
    this.refFlags = w.type(RefFlags.class);
  }

  /**
   * Renders {@code plan} as class {@code <Type>Serializer_<unitId>}; with {@code register}, its
   * constants are stored for the class's static initializer (else the key is 0: source only).
   *
   * @param plan the plan to render
   * @param unitId the unique number in the class name
   * @param register whether to store the constants for compilation
   * @param comments whether the source has its comments (the plan table, a line per field): for
   *     source a person reads (dumped, golden files), not for source only the compiler reads
   * @return the unit
   */
  public static Unit emit(SerializerPlan plan, long unitId, boolean register, boolean comments) {
    String simple = simpleName(plan.type()) + "Serializer_" + unitId;
    Object[] values = plan.constantValues();
    long key = register ? JitConstants.put(values) : 0L;
    String source = new ObjectSerializerEmitter(plan, simple, comments).render(key);
    String pkg = packageOf(plan);
    return new Unit(
        pkg.isEmpty() ? simple : pkg + "." + simple,
        source,
        plan.isNestmate() ? plan.type() : null,
        values,
        key);
  }

  /** The generated class's package: the type's own for a nestmate (the JVM requires it). */
  private static String packageOf(SerializerPlan plan) {
    return plan.isNestmate() ? plan.type().getPackageName() : PKG;
  }

  /**
   * The class's simple name as an identifier (nested classes: the part after the last {@code $}).
   */
  static String simpleName(Class<?> c) {
    String n = c.getName();
    return org.furylike.codegen.NameScope.identifier(n.substring(n.lastIndexOf('.') + 1));
  }

  private String render(long key) {
    w.comment("Generated by fury-like for " + plan.type().getName() + ". Do not edit.");
    if (w.hasComments()) {
      for (String line : plan.toString().split("\n")) {
        w.comment(line);
      }
    }
    w.open("public final class " + simpleName + " extends " + w.type(GeneratedSerializer.class));
    emitConstants(key);
    emitMembers();
    w.blank();
    w.open("public " + simpleName + "(" + w.type(ClassResolver.class) + " resolver)");
    w.line("super(resolver, TYPE);");
    for (java.util.Map.Entry<String, String> e : declaredSwitches.entrySet()) {
      w.line(e.getKey() + " = resolver.isDeclaredClassSlot(" + e.getValue() + ");");
    }
    w.close();
    emitWrite();
    emitRead();
    for (SerializerPlan.Field f : plan.fields()) {
      if (f.loopOwner != null || f.codecOwner != null) {
        continue;
      }
      if (f.elementLoop != SerializerPlan.ElementLoop.NONE) {
        new CollectionLoopEmitter(w, compressed).emit(f);
      }
      if (f.mapLoop != null) {
        new MapLoopEmitter(w, f, compressed).emit();
      }
    }
    w.close();
    return w.toString();
  }

  // ------------------------------------------------------------------ members

  private void emitConstants(long key) {
    w.line(
        "private static final Object[] K = " + w.type(JitConstants.class) + ".take(" + key + "L);");
    for (SerializerPlan.Constant c : plan.constants()) {
      String t =
          c.declaredAs == MethodHandle.class || c.declaredAs == GenericType.class
              ? w.type(c.declaredAs)
              : "Class";
      w.line("private static final " + t + " " + c.name + " = (" + t + ") K[" + c.index + "];");
    }
    for (SerializerPlan.Field f : plan.fields()) {
      if (f.elementTypeField != null && f.loopOwner == null && f.codecOwner == null) {
        w.line(
            "private static final "
                + w.type(GenericType.class)
                + " "
                + f.elementTypeField
                + " = "
                + f.genericConstant
                + ".arg(0);");
      }
    }
  }

  private void emitMembers() {
    for (SerializerPlan.Field f : plan.fields()) {
      if (f.codecOwner != null) {
        continue;
      }
      if (f.serializerField != null && emittedSerializers.add(f.serializerField)) {
        emitLazySerializer(f.serializerField, f.typeConstant);
      }
      if (f.declaredSwitch != null
          && declaredSwitches.putIfAbsent(f.declaredSwitch, f.typeConstant) == null) {
        w.blank();
        w.comment(
            "whether a value of exactly the declared class travels without class info (false until"
                + " the class is registered)");
        w.line("private boolean " + f.declaredSwitch + ";");
      }
      if (f.classCache != null) {
        emitClassCache(f.classCache);
        emitReadCache(f.readCache);
      }
      if (f.elementSerializerField != null && f.loopOwner == null) {
        emitLazySerializer(f.elementSerializerField, f.elementConstant);
      }
      if (f.elementCache != null) {
        emitClassCache(f.elementCache);
        emitReadCache(f.elementReadCache);
      }
      if (f.loopOwner != null) {
        continue;
      }
      if (f.mapLoop != null && f.mapLoop.keySerializer != null) {
        emitLazySerializer(f.mapLoop.keySerializer, f.mapLoop.keyConstant);
      }
      if (f.mapLoop != null && f.mapLoop.valueSerializer != null) {
        emitLazySerializer(f.mapLoop.valueSerializer, f.mapLoop.valueConstant);
      }
    }
  }

  /** A serializer cached in a field and the method that looks it up on first use. */
  private void emitLazySerializer(String name, String classConstant) {
    w.blank();
    w.line("private " + ser + " " + name + ";");
    w.blank();
    w.open(ser + " " + name + "()");
    w.line(ser + " s = " + name + ";");
    w.open("if (s == null)");
    w.line("s = serializerFor(" + classConstant + ");");
    w.open("if (keepable(s))");
    w.line(name + " = s;");
    w.close();
    w.close();
    w.line("return s;");
    w.close();
  }

  private void emitClassCache(SerializerPlan.ClassCache c) {
    String info = w.type(ClassInfo.class);
    w.blank();
    w.comment("one-entry cache of " + c.what);
    w.line("private Class " + c.classField + ";");
    w.line("private " + info + " " + c.infoField + ";");
    w.line("private int " + c.epochField + ";");
    w.blank();
    w.open(info + " " + c.method + "(Class c)");
    w.open("if (c == " + c.classField + " && " + c.epochField + " == resolver.epoch())");
    w.line("return " + c.infoField + ";");
    w.close();
    w.line(info + " info = resolver.getClassInfo(c);");
    w.line(c.classField + " = c;");
    w.line(c.infoField + " = info;");
    w.line(c.epochField + " = resolver.epoch();");
    w.line("return info;");
    w.close();
  }

  /**
   * Reads a class info header and returns its serializer, from a one-entry cache when the header is
   * the one read last and always names the same class.
   */
  private void emitReadCache(SerializerPlan.ReadCache c) {
    w.blank();
    w.line("private int " + c.headerField + ";");
    w.line("private " + ser + " " + c.serializerField + ";");
    w.line("private int " + c.epochField + " = -1;");
    w.blank();
    w.open(ser + " " + c.method + "(" + w.type(ReadContext.class) + " ctx, " + buf + " b)");
    w.line("int start = b.readerIndex();");
    w.line("int header = b.readVarUint32();");
    w.open("if (header == " + c.headerField + " && " + c.epochField + " == resolver.epoch())");
    w.line("return " + c.serializerField + ";");
    w.close();
    w.line(ser + " s = resolver.getSerializer(resolver.readClassInfo(ctx, header, start));");
    w.open("if (resolver.isStableHeader(header))");
    w.line(c.headerField + " = header;");
    w.line(c.serializerField + " = s;");
    w.line(c.epochField + " = resolver.epoch();");
    w.close();
    w.line("return s;");
    w.close();
  }

  // ------------------------------------------------------------------ write

  private void emitWrite() {
    w.blank();
    w.open("public void write(" + w.type(WriteContext.class) + " ctx, Object value)");
    w.line(buf + " b = ctx.buffer();");
    if (plan.fields().isEmpty()) {
      w.line("b.writeByte(0);");
    }
    List<SerializerPlan.Group> primitive = plan.primitiveGroups();
    boolean split = !primitive.isEmpty() && primitive.size() + plan.referenceGroups().size() > 1;
    if (split) {
      // element loops call the two parts, each small enough to be inlined there
      w.line("writeHead(b, value);");
      w.line("writeTail(ctx, b, value);");
      w.close();
      w.blank();
      w.open("public void writeHead(" + buf + " b, Object value)");
      w.line(primitive.get(0).writeMethod + "(b, value);");
      w.close();
      w.blank();
      w.open(
          "public void writeTail("
              + w.type(WriteContext.class)
              + " ctx, "
              + buf
              + " b, Object value)");
    }
    for (SerializerPlan.Group g : split ? primitive.subList(1, primitive.size()) : primitive) {
      w.line(g.writeMethod + "(b, value);");
    }
    for (SerializerPlan.Group g : plan.referenceGroups()) {
      w.line(g.writeMethod + "(ctx, b, value);");
    }
    w.close();
    for (SerializerPlan.Group g : plan.primitiveGroups()) {
      w.blank();
      w.open("void " + g.writeMethod + "(" + buf + " b, Object value)");
      w.line("int i = b.writerIndex();");
      w.line("b.ensure(i + " + g.maxBytes + ");");
      for (SerializerPlan.Field f : g.fields) {
        w.comment(f.label());
        KindSource.put(w, f.kind(), compressed, getExpr(f, "value"));
      }
      w.line("b.writerIndex(i);");
      w.close();
    }
    for (SerializerPlan.Group g : plan.referenceGroups()) {
      emitWriteReferences(g);
    }
    for (SerializerPlan.Field f : plan.fields()) {
      if (f.codec != null && f.codecOwner == null) {
        emitWriteCodec(f);
      }
    }
  }

  /** An expression reading field {@code f} of {@code target}. */
  private String getExpr(SerializerPlan.Field f, String target) {
    if (!f.access().handleRead()) {
      return "(("
          + w.type(f.descriptor().declaringClass())
          + ") "
          + target
          + ")."
          + f.descriptor().name();
    }
    return KindSource.handleGet(w, f.kind(), f.getter, target);
  }

  /** A statement storing {@code value} into field {@code f} of {@code obj} or record args. */
  private String storeStmt(SerializerPlan.Field f, String value) {
    SerializerPlan.Access access = f.access();
    if (access.constructorArgument() && plan.readsIntoLocals()) {
      return f.recordLocal
          + " = "
          + (f.kind().isPrimitive() ? "" : "(" + w.type(f.descriptor().type()) + ") ")
          + value
          + ";";
    }
    if (access.constructorArgument()) {
      return "args["
          + f.recordParam()
          + "] = "
          + (f.kind().isPrimitive() ? KindSource.box(f.kind(), value) : value)
          + ";";
    }
    if (access.handleWrite()) {
      return KindSource.handlePut(w, f.kind(), f.setter, "obj", value) + ";";
    }
    String cast = f.kind().isPrimitive() ? "" : "(" + w.type(f.descriptor().type()) + ") ";
    return "(("
        + w.type(f.descriptor().declaringClass())
        + ") obj)."
        + f.descriptor().name()
        + " = "
        + cast
        + value
        + ";";
  }

  private void emitWriteReferences(SerializerPlan.Group g) {
    w.blank();
    w.open(
        "void "
            + g.writeMethod
            + "("
            + w.type(WriteContext.class)
            + " ctx, "
            + buf
            + " b, Object value)");
    if (g.fields.stream().anyMatch(f -> f.codec == null)) {
      w.line("Object v;");
    }
    for (SerializerPlan.Field f : g.fields) {
      w.comment(f.label());
      if (f.codec != null) {
        w.line(f.codec.writeMethod + "(ctx, b, " + getExpr(f, "value") + ");");
        continue;
      }
      w.line("v = " + getExpr(f, "value") + ";");
      emitWriteValue(f);
    }
    w.close();
  }

  /**
   * The method that writes the value {@code v} of every field of {@code owner}'s declared type,
   * with the null flag.
   */
  private void emitWriteCodec(SerializerPlan.Field owner) {
    w.blank();
    w.comment(codecLabel(owner));
    w.open(
        "void "
            + owner.codec.writeMethod
            + "("
            + w.type(WriteContext.class)
            + " ctx, "
            + buf
            + " b, Object v)");
    emitWriteValue(owner);
    w.close();
  }

  /** What a field's shared value methods serve, for comments. */
  private static String codecLabel(SerializerPlan.Field owner) {
    return "the value of every "
        + owner.descriptor().genericType()
        + " field of "
        + owner.descriptor().declaringClass().getSimpleName();
  }

  /** Writes {@code v}, the value of field {@code f} in a local, with its null flag. */
  private void emitWriteValue(SerializerPlan.Field f) {
    w.open("if (v == null)");
    w.line("b.writeByte(" + refFlags + ".NULL);");
    w.reopen("else");
    switch (f.kind()) {
      case EXACT:
        w.line(ser + " s = " + f.serializerMethod + "();");
        if (isEnum(f)) {
          // the built-in enum serializer's bytes, a leaf: flag and ordinal with one capacity check
          w.open("if (s instanceof " + w.type(EnumSerializer.class) + ")");
          w.line("int i = b.writerIndex();");
          w.line("b.ensure(i + 6);");
          w.line("b.putByte(i, " + refFlags + ".NOT_NULL);");
          w.line("b.writerIndex(i + 1 + b.putVarUint32(i + 1, ((Enum) v).ordinal()));");
          w.reopen("else if (ctx.writeRefFlag(v, s))");
        } else {
          w.open("if (ctx.writeRefFlag(v, s))");
        }
        emitWriteData(f);
        w.close();
        break;
      case OBJECT:
        if (f.declaredSwitch == null) {
          w.line(w.type(ClassInfo.class) + " info = " + f.classCache.method + "(v.getClass());");
          w.line(ser + " s = resolver.getSerializer(info);");
          w.open("if (ctx.writeRefFlag(v, s))");
          w.line("resolver.writeFieldClassInfo(ctx, info);");
          emitWriteData(f);
          w.close();
          break;
        }
        // a value of exactly the declared class: declared-class flag, no class info
        w.line("Class c = v.getClass();");
        w.line(ser + " s;");
        w.line("boolean data;");
        w.open("if (c == " + f.typeConstant + " && " + f.declaredSwitch + ")");
        w.line("s = " + f.serializerMethod + "();");
        w.line("data = ctx.writeDeclaredRefFlag(v, s);");
        w.reopen("else");
        w.line(w.type(ClassInfo.class) + " info = " + f.classCache.method + "(c);");
        w.line("s = resolver.getSerializer(info);");
        w.line("data = ctx.writeRefFlag(v, s);");
        w.open("if (data)");
        w.line("resolver.writeFieldClassInfo(ctx, info);");
        w.close();
        w.close();
        w.open("if (data)");
        emitWriteData(f);
        w.close();
        break;
      case STRING:
        w.line(w.type(StringSerializer.class) + ".writeFlaggedString(b, (String) v);");
        break;
      default:
        FieldKind prim = f.kind().primitive();
        w.line("int i = b.writerIndex();");
        w.line("b.ensure(i + " + (1 + prim.maxBytes(compressed)) + ");");
        w.line("b.putByte(i, " + refFlags + ".NOT_NULL);");
        w.line("i += 1;");
        KindSource.put(w, prim, compressed, KindSource.unbox(prim, "v"));
        w.line("b.writerIndex(i);");
    }
    w.close();
  }

  /** Writes {@code v} with {@code s} at a call site of its own, so the JIT can inline it. */
  private void emitWriteData(SerializerPlan.Field f) {
    String loopType = null;
    String loopCall = null;
    if (f.mapLoop != null) {
      loopType = w.type(MapSerializers.SizedMapSerializer.class);
      loopCall = f.mapLoop.writeMethod + "(ctx, b, (" + w.type(f.mapLoop.viewType) + ") v);";
    } else if (f.elementLoop != SerializerPlan.ElementLoop.NONE) {
      loopType = w.type(CollectionSerializers.SizedCollectionSerializer.class);
      loopCall = f.writeElementsMethod + "(ctx, b, (" + w.type(f.viewType) + ") v);";
    }
    if (isPrimitiveArray(f)) {
      w.line("s.write(ctx, v);");
      return;
    }
    boolean generic = f.descriptor().genericType().argCount() > 0;
    emitDataDispatch(
        loopType,
        loopCall,
        generic ? "((%s) s).write(ctx, v, " + f.genericConstant + ");" : null,
        "s.write(ctx, v);",
        "ctx.writeDeep(s, v, " + (generic ? f.genericConstant : "null") + ");");
  }

  /**
   * Whether {@code f} declares an enum: with the built-in {@link EnumSerializer} (ordinals; not the
   * by-name serializer of compatible mode, nor a custom one) its value is a leaf, written and read
   * in place with no depth accounting and no reference bookkeeping, as its serializer never tracks
   * references.
   */
  private static boolean isEnum(SerializerPlan.Field f) {
    return f.kind() == FieldKind.EXACT && f.descriptor().type().isEnum();
  }

  /**
   * Whether {@code f} declares a primitive array: its data holds no further values, so it is
   * written and read without the depth accounting of nested values.
   */
  private static boolean isPrimitiveArray(SerializerPlan.Field f) {
    Class<?> t = f.descriptor().type();
    return f.kind() == FieldKind.EXACT && t.isArray() && t.getComponentType().isPrimitive();
  }

  /**
   * The data of a value of {@code s} at call sites of the field's own, between enterData and
   * exitData: the field's inline loop when {@code s} is the serializer it mirrors, the generic
   * serializer call when the field has type arguments, else the plain call; when enterData says the
   * value is nested past this thread's share of the stack, {@code deepCall} continues it on a
   * large-stack thread.
   */
  private void emitDataDispatch(
      String loopType, String loopCall, String genericCall, String plainCall, String deepCall) {
    w.open("if (ctx.enterData())");
    String gser = genericCall == null ? null : w.type(GenericSerializer.class);
    if (loopType != null) {
      w.open("if (s instanceof " + loopType + ")");
      w.line(loopCall);
      if (gser != null) {
        w.reopen("else if (s instanceof " + gser + ")");
        w.line(String.format(genericCall, gser));
      }
      w.reopen("else");
      w.line(plainCall);
      w.close();
    } else if (gser != null) {
      w.open("if (s instanceof " + gser + ")");
      w.line(String.format(genericCall, gser));
      w.reopen("else");
      w.line(plainCall);
      w.close();
    } else {
      w.line(plainCall);
    }
    w.reopen("else");
    w.line(deepCall);
    w.close();
    w.line("ctx.exitData();");
  }

  // ------------------------------------------------------------------ read

  private void emitRead() {
    if (plan.readsIntoLocals()) {
      emitReadIntoLocals();
      return;
    }
    boolean record = plan.isRecord();
    String target = record ? "args" : "obj";
    String targetType = record ? "Object[]" : "Object";
    w.blank();
    w.open("public Object read(" + w.type(ReadContext.class) + " ctx)");
    w.line(buf + " b = ctx.buffer();");
    if (record) {
      w.line("Object[] args = new Object[" + plan.fields().size() + "];");
    } else {
      w.line(
          "Object obj = "
              + (plan.isDirectConstructor()
                  ? "new " + w.type(plan.type()) + "()"
                  : w.type(FieldHandles.class) + ".newInstance(NEW)")
              + ";");
      w.line("ctx.reference(obj);");
    }
    if (plan.fields().isEmpty()) {
      w.line("checkEmptyMarker(b, TYPE);");
    }
    for (SerializerPlan.Group g : plan.primitiveGroups()) {
      w.line(g.readMethod + "(b, " + target + ");");
    }
    for (SerializerPlan.Group g : plan.referenceGroups()) {
      w.line(g.readMethod + "(ctx, b, " + target + ");");
    }
    if (!record) {
      w.line("return obj;");
    } else if (plan.isDirectConstructor()) {
      w.open("try");
      w.line("return new " + w.type(plan.type()) + "(" + recordArgs() + ");");
      w.reopen("catch (RuntimeException e)");
      w.line("throw recordRejected(TYPE, e);");
      w.close();
    } else {
      w.line("return constructRecord(CONSTRUCTOR, args, TYPE);");
    }
    w.close();
    for (SerializerPlan.Group g : plan.primitiveGroups()) {
      emitReadPrimitives(g, target, targetType);
    }
    for (SerializerPlan.Group g : plan.referenceGroups()) {
      w.blank();
      w.open(
          "void "
              + g.readMethod
              + "("
              + w.type(ReadContext.class)
              + " ctx, "
              + buf
              + " b, "
              + targetType
              + " "
              + target
              + ")");
      emitReadReferencesBody(g);
      w.close();
    }
    emitReadCodecs();
  }

  /**
   * A record read in one method: each component into a local of its own type, then the canonical
   * constructor called with them; no {@code Object[]} and no boxing, which lets the JIT keep the
   * values in registers.
   */
  private void emitReadIntoLocals() {
    w.blank();
    w.open("public Object read(" + w.type(ReadContext.class) + " ctx)");
    w.line(buf + " b = ctx.buffer();");
    SerializerPlan.Field[] byParam = new SerializerPlan.Field[plan.fields().size()];
    for (SerializerPlan.Field f : plan.fields()) {
      byParam[f.recordParam()] = f;
      Class<?> t = f.descriptor().type();
      // the constant 0 is assignable to every numeric type and char
      String zero = t == boolean.class ? "false" : t.isPrimitive() ? "0" : "null";
      w.line(w.type(t) + " " + f.recordLocal + " = " + zero + ";");
    }
    if (plan.fields().isEmpty()) {
      w.line("checkEmptyMarker(b, TYPE);");
    }
    for (SerializerPlan.Group g : plan.primitiveGroups()) {
      emitReadPrimitivesBody(g);
    }
    for (SerializerPlan.Group g : plan.referenceGroups()) {
      emitReadReferencesBody(g);
    }
    StringBuilder params = new StringBuilder();
    for (SerializerPlan.Field f : byParam) {
      params.append(params.length() == 0 ? "" : ", ").append(f.recordLocal);
    }
    w.open("try");
    w.line("return new " + w.type(plan.type()) + "(" + params + ");");
    w.reopen("catch (RuntimeException e)");
    w.line("throw recordRejected(TYPE, e);");
    w.close();
    w.close();
    emitReadCodecs();
  }

  /**
   * The methods that read the value of every field of one declared type (see {@link
   * SerializerPlan.Field#codec}).
   */
  private void emitReadCodecs() {
    for (SerializerPlan.Field f : plan.fields()) {
      if (f.codec != null && f.codecOwner == null) {
        w.blank();
        w.comment(codecLabel(f) + "; slot names the field in errors");
        w.open(
            "Object "
                + f.codec.readMethod
                + "("
                + w.type(ReadContext.class)
                + " ctx, "
                + buf
                + " b, String slot)");
        w.line("Object v;");
        w.line("byte flag;");
        emitReadReference(f, "slot");
        w.line("return v;");
        w.close();
      }
    }
  }

  /** The reads of a reference block's fields, each stored by {@link #storeStmt}. */
  private void emitReadReferencesBody(SerializerPlan.Group g) {
    if (g.fields.stream().anyMatch(f -> f.codec == null)) {
      w.line("Object v;");
      w.line("byte flag;");
    }
    for (SerializerPlan.Field f : g.fields) {
      String slot = JavaWriter.literal("field " + f.label());
      w.comment(f.label());
      if (f.codec != null) {
        w.line(storeStmt(f, f.codec.readMethod + "(ctx, b, " + slot + ")"));
        continue;
      }
      emitReadReference(f, slot);
      w.line(storeStmt(f, "v"));
    }
  }

  /** The canonical constructor's arguments taken from {@code args}, unboxed or cast. */
  private String recordArgs() {
    SerializerPlan.Field[] byParam = new SerializerPlan.Field[plan.fields().size()];
    java.lang.reflect.RecordComponent[] components = plan.type().getRecordComponents();
    for (SerializerPlan.Field f : plan.fields()) {
      byParam[f.recordParam()] = f;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < byParam.length; i++) {
      String arg = "args[" + i + "]";
      sb.append(i == 0 ? "" : ", ")
          .append(
              byParam[i].kind().isPrimitive()
                  ? KindSource.unbox(byParam[i].kind(), arg)
                  : "(" + w.type(components[i].getType()) + ") " + arg);
    }
    return sb.toString();
  }

  /**
   * A primitive block: when the bytes the block can take at most are all there, one check and
   * unchecked reads at a local index; otherwise (near the end of the input) checked reads. In a
   * block holding varints, each varint is read by the buffer (unrolled, one field update each:
   * measured faster than decoding at a local index), and each run of two or more fixed-width fields
   * between them is read as a block of its own.
   */
  private void emitReadPrimitives(SerializerPlan.Group g, String target, String targetType) {
    w.blank();
    w.open("void " + g.readMethod + "(" + buf + " b, " + targetType + " " + target + ")");
    emitReadPrimitivesBody(g);
    w.close();
  }

  /** The reads of a primitive block's fields, each stored by {@link #storeStmt}. */
  private void emitReadPrimitivesBody(SerializerPlan.Group g) {
    if (g.fields.stream().noneMatch(f -> f.kind().isVariableWidth(compressed))) {
      emitFixedRun(g.fields, true);
      return;
    }
    List<SerializerPlan.Field> run = new ArrayList<>();
    boolean declared = false;
    for (SerializerPlan.Field f : g.fields) {
      if (f.kind().isVariableWidth(compressed)) {
        declared |= emitRun(run, declared);
        run.clear();
        w.comment(f.label());
        w.line(storeStmt(f, KindSource.read(f.kind(), compressed)));
      } else {
        run.add(f);
      }
    }
    emitRun(run, declared);
  }

  /**
   * The fixed-width fields between two varints: two or more as a block of their own (declaring the
   * local index unless {@code declared}), one read by the buffer. Returns whether it declared it.
   */
  private boolean emitRun(List<SerializerPlan.Field> run, boolean declared) {
    if (run.size() > 1) {
      emitFixedRun(run, !declared);
      return true;
    }
    for (SerializerPlan.Field f : run) {
      w.comment(f.label());
      w.line(storeStmt(f, KindSource.read(f.kind(), compressed)));
    }
    return false;
  }

  /**
   * Fixed-width fields read after one check of the bytes left, at a local index {@code i} (declared
   * here when {@code declare}).
   */
  private void emitFixedRun(List<SerializerPlan.Field> fields, boolean declare) {
    int bytes = 0;
    for (SerializerPlan.Field f : fields) {
      bytes += f.kind().maxBytes(compressed);
    }
    w.line((declare ? "int i" : "i") + " = b.readerIndex();");
    w.open("if (b.writerIndex() - i >= " + bytes + ")");
    for (SerializerPlan.Field f : fields) {
      w.comment(f.label());
      KindSource.getAt(w, f.kind(), value -> storeStmt(f, value));
    }
    w.line("b.readerIndex(i);");
    w.reopen("else");
    for (SerializerPlan.Field f : fields) {
      w.line(storeStmt(f, KindSource.read(f.kind(), compressed)));
    }
    w.close();
  }

  /**
   * Reads the null flag and the value of field {@code f} into the local {@code v}; {@code slot} is
   * the expression naming the field in errors.
   */
  private void emitReadReference(SerializerPlan.Field f, String slot) {
    w.line("flag = b.readByte();");
    w.open("if (flag == " + refFlags + ".NULL)");
    w.line("v = null;");
    switch (f.kind()) {
      case EXACT:
      case OBJECT:
        // the value's data is read here, at a call site of this field's own; back-references and
        // bad flags go through the context
        String declared =
            f.declaredSwitch == null
                ? ""
                : " || ((flag == "
                    + refFlags
                    + ".NOT_NULL_DECLARED || flag == "
                    + refFlags
                    + ".REF_VALUE_DECLARED) && ("
                    + f.declaredSwitch
                    + " || ("
                    + f.declaredSwitch
                    + " = resolver.isDeclaredClassSlot("
                    + f.typeConstant
                    + "))))";
        w.reopen(
            "else if (flag == "
                + refFlags
                + ".NOT_NULL || flag == "
                + refFlags
                + ".REF_VALUE"
                + declared
                + ")");
        String lookup =
            f.kind() == FieldKind.EXACT
                ? f.serializerMethod + "()"
                : f.declaredSwitch == null
                    ? f.readCache.method + "(ctx, b)"
                    : "(flag & "
                        + refFlags
                        + ".DECLARED_CLASS) == 0 ? "
                        + f.readCache.method
                        + "(ctx, b) : "
                        + f.serializerMethod
                        + "()";
        w.line(ser + " s = " + lookup + ";");
        if (isEnum(f)) {
          String enums = w.type(EnumSerializer.class);
          w.open("if (flag == " + refFlags + ".NOT_NULL && s instanceof " + enums + ")");
          w.line("v = ((" + enums + ") s).read(ctx);");
          w.reopen("else");
        }
        w.line("int id = ctx.beginValue(flag);");
        emitReadData(f);
        w.line("ctx.endValue(id, v);");
        if (isEnum(f)) {
          w.close();
        }
        if (f.kind() == FieldKind.OBJECT) {
          String checks = w.type(ReadChecks.class);
          w.line("v = " + checks + ".checkType(v, " + f.typeConstant + ", " + slot + ", b);");
          w.reopen("else");
          w.line(
              "v = "
                  + checks
                  + ".checkType(ctx.readRef(flag, "
                  + f.genericConstant
                  + "), "
                  + f.typeConstant
                  + ", "
                  + slot
                  + ", b);");
        } else {
          w.reopen("else");
          w.line("v = ctx.readRef(flag, " + f.serializerMethod + "(), " + f.genericConstant + ");");
        }
        break;
      default:
        w.reopen("else if (flag == " + refFlags + ".NOT_NULL)");
        w.line(
            "v = "
                + (f.kind() == FieldKind.STRING
                    ? w.type(StringSerializer.class) + ".readString(b)"
                    : KindSource.box(f.kind(), KindSource.read(f.kind(), compressed)))
                + ";");
        w.reopen("else");
        w.line("throw " + w.type(ReadChecks.class) + ".badNullFlag(flag, " + slot + ", b);");
    }
    w.close();
  }

  /** Reads data with {@code s} at a call site of its own. */
  private void emitReadData(SerializerPlan.Field f) {
    String loopType = null;
    String loopCall = null;
    if (f.mapLoop != null) {
      loopType = w.type(MapSerializers.SizedMapSerializer.class);
      loopCall = "v = " + f.mapLoop.readMethod + "(ctx, b, (" + loopType + ") s);";
    } else if (f.elementLoop != SerializerPlan.ElementLoop.NONE) {
      loopType = w.type(CollectionSerializers.SizedCollectionSerializer.class);
      loopCall = "v = " + f.readElementsMethod + "(ctx, b, (" + loopType + ") s);";
    }
    if (isPrimitiveArray(f)) {
      w.line("v = s.read(ctx);");
      return;
    }
    boolean generic = f.descriptor().genericType().argCount() > 0;
    emitDataDispatch(
        loopType,
        loopCall,
        generic ? "v = ((%s) s).read(ctx, " + f.genericConstant + ");" : null,
        "v = s.read(ctx);",
        "v = ctx.readDeep(s, " + (generic ? f.genericConstant : "null") + ");");
  }
}
