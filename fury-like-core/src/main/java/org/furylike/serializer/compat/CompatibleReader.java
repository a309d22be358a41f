package org.furylike.serializer.compat;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.ReadContext;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.Instantiator;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.meta.TypeDef;
import org.furylike.meta.TypeRef;
import org.furylike.resolver.ClassInfo;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.FieldSet;
import org.furylike.serializer.Serializer;

/**
 * Reads an object written with another version of its class. Fields are read in the writer's order
 * with the writer's types (so unknown fields are parsed, their references registered, and dropped);
 * each known field is matched by name (same declaring class first, then any class of the
 * hierarchy), converted to the reader's type and stored. Fields the writer did not send keep the
 * value the reader's constructor gives, or the type default. With no local class the whole value is
 * parsed and dropped.
 *
 * <p>{@link Interpreted} reads field by field; generated subclasses (see {@code
 * org.furylike.jit.CompatibleReaderEmitter}) inline the primitive and string fields and call the
 * helpers here for the rest.
 */
public abstract class CompatibleReader extends CompatibleSerializers.ReadOnly {
  private final ClassResolver resolver;
  private final CompatiblePlan plan;
  private final TypeDef def;
  private final Class<?> local;
  private final CompatiblePlan.Field[] fields;
  private final Instantiator<?> instantiator;
  private final Constructor<?> canonical;
  private final Class<?>[] componentTypes;
  private final FieldBinding[] bindings;

  /**
   * Creates a reader for one remote schema.
   *
   * @param resolver the reader's resolver
   * @param plan the plan for that schema and the reader's class
   */
  @GeneratedCodeApi
  protected CompatibleReader(ClassResolver resolver, CompatiblePlan plan) {
    super(plan.local() == null ? Object.class : plan.local());
    this.resolver = resolver;
    this.plan = plan;
    this.def = plan.def();
    this.local = plan.local();
    this.fields = plan.fields().toArray(new CompatiblePlan.Field[0]);
    this.canonical = plan.canonical();
    this.componentTypes = plan.componentTypes();
    this.instantiator = local == null || local.isRecord() ? null : Instantiator.of(local);
    this.bindings = new FieldBinding[fields.length];
    for (int i = 0; i < fields.length; i++) {
      if (fields[i].kind == FieldKind.EXACT || fields[i].kind == FieldKind.OBJECT) {
        bindings[i] = new FieldBinding(fields[i].def.type(), fields[i].kind == FieldKind.EXACT);
      }
    }
  }

  /** The interpreted reader. */
  static final class Interpreted extends CompatibleReader {
    Interpreted(ClassResolver resolver, CompatiblePlan plan) {
      super(resolver, plan);
    }

    @Override
    public Object read(ReadContext ctx) {
      int n = fields(this).length;
      if (n == 0) {
        readEmptyMarker(ctx);
      }
      if (local() == null) {
        for (int i = 0; i < n; i++) {
          readValue(ctx, i);
        }
        return null;
      }
      if (plan().isRecord()) {
        Object[] args = newArgs();
        for (int i = 0; i < n; i++) {
          storeArg(args, i, readValue(ctx, i));
        }
        return constructRecord(args);
      }
      Object obj = newInstance();
      ctx.reference(obj);
      for (int i = 0; i < n; i++) {
        store(obj, i, readValue(ctx, i));
      }
      return obj;
    }
  }

  /** {@return the plan this reader follows} */
  public CompatiblePlan plan() {
    return plan;
  }

  private static CompatiblePlan.Field[] fields(CompatibleReader reader) {
    return reader.fields;
  }

  /** {@return the reader's class, or null when it has none} */
  public Class<?> local() {
    return local;
  }

  // ------------------------------------------------------------------ helpers

  /**
   * Reads the marker byte a writer whose class has no field writes in place of the fields (so that
   * every object has at least one byte of data).
   *
   * @param ctx the current read
   */
  @GeneratedCodeApi
  protected static void readEmptyMarker(ReadContext ctx) {
    org.furylike.memory.MemoryBuffer b = ctx.buffer();
    int at = b.readerIndex();
    byte marker = b.readByte();
    if (marker != 0) {
      throw badEmptyMarker(at, marker);
    }
  }

  // built apart to keep readEmptyMarker small enough to inline
  private static DeserializationException badEmptyMarker(int at, byte marker) {
    return new DeserializationException(
        "the data of a class without fields at offset " + at + " is " + marker + ", not 0");
  }

  /**
   * {@return a new instance of the reader's (non-record) class, through its constructor when it has
   * one}
   */
  @GeneratedCodeApi
  protected final Object newInstance() {
    return instantiator.newInstance();
  }

  /** {@return an argument array for the canonical constructor} */
  @GeneratedCodeApi
  protected final Object[] newArgs() {
    return new Object[componentTypes.length];
  }

  /**
   * Converts and stores the value of remote field {@code i} into {@code obj}, if it has a home.
   *
   * @param obj the object being read
   * @param i the remote field's index
   * @param v the value read with the writer's type
   */
  @GeneratedCodeApi
  protected final void store(Object obj, int i, Object v) {
    CompatiblePlan.Field f = fields[i];
    if (f.accessor == null) {
      return;
    }
    Object converted = convert(f, v);
    if (converted != null || !f.localType.isPrimitive()) {
      f.accessor.putObjectOrPrimitive(obj, converted);
    }
  }

  /**
   * Converts and stores the value of remote field {@code i} into a record argument array.
   *
   * @param args the canonical constructor's arguments
   * @param i the remote field's index
   * @param v the value read with the writer's type
   */
  @GeneratedCodeApi
  protected final void storeArg(Object[] args, int i, Object v) {
    CompatiblePlan.Field f = fields[i];
    if (f.component >= 0) {
      args[f.component] = convert(f, v);
    }
  }

  /**
   * Runs the canonical constructor, with type defaults for components the writer did not send.
   *
   * @param args the arguments, some still unset
   * @return the new record
   */
  @GeneratedCodeApi
  protected final Object constructRecord(Object[] args) {
    for (int i = 0; i < args.length; i++) {
      if (args[i] == null && componentTypes[i].isPrimitive()) {
        args[i] = Conversions.zero(componentTypes[i]);
      }
    }
    try {
      return canonical.newInstance(args);
    } catch (InvocationTargetException e) {
      throw new org.furylike.exception.UserCodeException(
          "the constructor of record "
              + local.getName()
              + " rejected the values read: it threw "
              + e.getCause().getClass().getName(),
          e.getCause());
    } catch (ReflectiveOperationException | IllegalArgumentException e) {
      throw new DeserializationException(
          "cannot construct record " + local.getName() + ": " + e, e);
    }
  }

  /**
   * Reads remote field {@code i} with the writer's type; a field the reader's class does not
   * declare is read as skipped (values of classes the reader does not have are allowed there).
   *
   * @param ctx the current read
   * @param i the remote field's index
   * @return the value, or null when skipped
   */
  @GeneratedCodeApi
  protected final Object readValue(ReadContext ctx, int i) {
    if (fields[i].matched()) {
      return readField(ctx, i);
    }
    ctx.beginSkip();
    try {
      return readField(ctx, i);
    } finally {
      ctx.endSkip();
    }
  }

  private Object readField(ReadContext ctx, int i) {
    CompatiblePlan.Field f = fields[i];
    FieldBinding b = bindings[i];
    if (b == null) {
      return readValue(ctx, f);
    }
    if (!b.current(ctx, resolver)) {
      TypeRef type = f.def.type();
      b.generic = generic(ctx, type);
      b.serializer = f.kind == FieldKind.EXACT ? serializerOf(ctx, type) : null;
    }
    return f.kind == FieldKind.EXACT
        ? ctx.readRef(b.serializer, b.generic)
        : ctx.readRef(b.generic);
  }

  private Object convert(CompatiblePlan.Field f, Object v) {
    if (v == null) {
      return null;
    }
    if (f.incompatible != null) {
      throw new DeserializationException(
          "cannot convert "
              + f.label
              + " for the reader's "
              + local.getName()
              + ": "
              + f.incompatible);
    }
    String where = f.label + " (reader's " + local.getName() + ")";
    Object converted = Conversions.convert(v, f.localType, f.writerType(), where);
    if (f.elementTypes != null) {
      Containers.checkElements(converted, f.elementTypes, where);
    }
    return converted;
  }

  private Object readValue(ReadContext ctx, CompatiblePlan.Field f) {
    FieldKind kind = f.kind;
    if (kind.isPrimitive()) {
      return FieldSet.readBoxed(ctx, kind);
    }
    return FieldSet.readNullable(ctx, kind, f.label);
  }

  @SuppressWarnings("unchecked")
  private Serializer<Object> serializerOf(ReadContext ctx, TypeRef ref) {
    switch (ref.tag()) {
      case TypeRef.BUILTIN:
        ClassInfo info = resolver.builtinInfo(ref.builtinId());
        if (info == null) {
          throw new DeserializationException(
              "schema of " + def.identity() + " names unknown built-in id " + ref.builtinId());
        }
        return (Serializer<Object>) resolver.getSerializer(info);
      case TypeRef.USER:
        return (Serializer<Object>) ctx.schemas().serializerFor(ref.user(), resolver);
      case TypeRef.ARRAY:
        TypeRef component = ref.component();
        Class<?> componentClass = rawOf(ctx, component);
        if (component.tag() == TypeRef.BUILTIN) {
          Class<?> array = componentClass;
          for (int i = 0; i < ref.dimensions(); i++) {
            array = array.arrayType();
          }
          return (Serializer<Object>) resolver.getSerializer(array);
        }
        Serializer<?> componentSerializer = serializerOf(ctx, component);
        return (Serializer<Object>)
            CompatibleSerializers.adaptedArray(
                componentClass == Object.class
                        && !componentSerializer.getType().equals(Object.class)
                    ? componentSerializer.getType()
                    : nullIfSkipped(componentSerializer, componentClass),
                ref.dimensions(),
                componentSerializer);
      default:
        throw new DeserializationException("field of " + def.identity() + " has no static type");
    }
  }

  private static Class<?> nullIfSkipped(Serializer<?> s, Class<?> c) {
    return s.getType() == Object.class ? null : c;
  }

  private Class<?> rawOf(ReadContext ctx, TypeRef ref) {
    switch (ref.tag()) {
      case TypeRef.BUILTIN:
        ClassInfo info = resolver.builtinInfo(ref.builtinId());
        return info == null ? Object.class : info.getCls();
      case TypeRef.USER:
        return ctx.schemas().serializerFor(ref.user(), resolver).getType();
      default:
        return Object.class;
    }
  }

  /**
   * The declared type of a container slot, with its element serializers bound as the writer wrote
   * them.
   */
  private GenericType generic(ReadContext ctx, TypeRef ref) {
    if (ref == null || ref.args().length == 0) {
      return null;
    }
    return GenericType.withArgs(Object.class, argTypes(ctx, ref));
  }

  private GenericType[] argTypes(ReadContext ctx, TypeRef ref) {
    TypeRef[] args = ref.args();
    GenericType[] out = new GenericType[args.length];
    for (int i = 0; i < args.length; i++) {
      TypeRef a = args[i];
      GenericType[] nested = a.args().length == 0 ? null : argTypes(ctx, a);
      out[i] =
          a.tag() == TypeRef.POLY
              ? GenericType.withArgs(Object.class, nested)
              : GenericType.bound(rawOf(ctx, a), nested, serializerOf(ctx, a));
    }
    return out;
  }
}
