package org.furylike.serializer.compat;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.furylike.context.ReadContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.memory.FieldAccessor;
import org.furylike.memory.Instantiator;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldOrder;
import org.furylike.meta.GenericType;
import org.furylike.meta.TypeDef;
import org.furylike.meta.TypeRef;
import org.furylike.resolver.ClassInfo;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.FieldKind;
import org.furylike.serializer.FieldSet;
import org.furylike.serializer.Serializer;

/**
 * Reads an object written with another version of its class. Fields are read in the writer's
 * order with the writer's types (so unknown fields are parsed, their references registered, and
 * dropped); each known field is matched by name (same declaring class first, then any class of the
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
  private final TypeDef def;
  private final Class<?> local;
  private final RemoteField[] fields;
  private final Instantiator<?> instantiator;
  private final Constructor<?> canonical;
  private final Class<?>[] componentTypes;

  /** One field as the writer sent it, and where it goes in the reader's class. */
  private static final class RemoteField {
    final TypeDef.FieldDef def;
    final FieldKind kind;
    final String label;
    FieldAccessor accessor;
    Class<?> localType;
    int component = -1;
    String incompatible;

    RemoteField(TypeDef.FieldDef def, String label) {
      this.def = def;
      this.kind = FieldKind.values()[def.kind()];
      this.label = label;
    }

    boolean matched() {
      return accessor != null || component >= 0;
    }

    String writerType() {
      return def.type() == null ? kind.name().toLowerCase() : def.type().toString();
    }
  }

  protected CompatibleReader(ClassResolver resolver, TypeDef def, Class<?> local) {
    super(local == null ? Object.class : local);
    this.resolver = resolver;
    this.def = def;
    this.local = local;
    List<TypeDef.FieldDef> remote = def.fields();
    this.fields = new RemoteField[remote.size()];
    for (int i = 0; i < fields.length; i++) {
      TypeDef.FieldDef f = remote.get(i);
      fields[i] = new RemoteField(f, def.identity().name() + "." + f.name());
    }
    if (local == null) {
      instantiator = null;
      canonical = null;
      componentTypes = null;
    } else if (local.isRecord()) {
      instantiator = null;
      RecordComponent[] comps = local.getRecordComponents();
      componentTypes = new Class<?>[comps.length];
      Map<String, Integer> index = new HashMap<>();
      for (int i = 0; i < comps.length; i++) {
        componentTypes[i] = comps[i].getType();
        index.put(comps[i].getName(), i);
      }
      for (RemoteField f : fields) {
        Integer c = index.get(f.def.name());
        if (c != null) {
          f.component = c;
          f.localType = componentTypes[c];
          f.incompatible = checkGenerics(f, GenericType.of(comps[c].getGenericType()));
        }
      }
      canonical = canonicalConstructor(local, componentTypes);
    } else {
      canonical = null;
      componentTypes = null;
      instantiator = Instantiator.of(local);
      matchFields(FieldOrder.of(local));
    }
  }

  /**
   * Matches remote fields to local ones: first by name within the same declaring class; then a
   * remote field left over takes the only local field of its name, unless a remote field of that
   * class already took it (so a hidden field never overwrites the one it hides).
   */
  private void matchFields(List<FieldDescriptor> locals) {
    Map<String, Integer> countByName = new HashMap<>();
    for (FieldDescriptor d : locals) {
      countByName.merge(d.name(), 1, Integer::sum);
    }
    java.util.Set<FieldDescriptor> taken = new java.util.HashSet<>();
    for (RemoteField f : fields) {
      String layer = def.layers().get(f.def.layer());
      for (FieldDescriptor d : locals) {
        if (d.name().equals(f.def.name()) && d.declaringClass().getName().equals(layer)) {
          bind(f, d);
          taken.add(d);
        }
      }
    }
    for (RemoteField f : fields) {
      if (f.accessor != null || countByName.getOrDefault(f.def.name(), 0) != 1) {
        continue;
      }
      for (FieldDescriptor d : locals) {
        if (d.name().equals(f.def.name()) && taken.add(d)) {
          bind(f, d);
        }
      }
    }
  }

  private void bind(RemoteField f, FieldDescriptor d) {
    f.accessor = FieldAccessor.of(d.field());
    f.localType = d.type();
    f.incompatible = checkGenerics(f, d.genericType());
  }

  /** A reason why element types declared by writer and reader cannot agree, or null. */
  private String checkGenerics(RemoteField f, GenericType localType) {
    TypeRef ref = f.def.type();
    if (ref == null || ref.args().length == 0 || localType.argCount() == 0) {
      return null;
    }
    for (int i = 0; i < Math.min(ref.args().length, localType.argCount()); i++) {
      TypeRef a = ref.args()[i];
      Class<?> l = localType.arg(i).raw();
      if (a.tag() == TypeRef.BUILTIN && resolver.isBuiltin(l) && resolver.builtinIdOf(l) != a.builtinId()) {
        return "type argument " + i + " differs: writer " + a + ", reader " + l.getName();
      }
      if (a.tag() == TypeRef.USER && !l.getName().equals(a.user().name()) && !l.isInterface()
          && java.lang.reflect.Modifier.isFinal(l.getModifiers())) {
        return "type argument " + i + " differs: writer " + a + ", reader " + l.getName();
      }
    }
    return null;
  }

  private static Constructor<?> canonicalConstructor(Class<?> record, Class<?>[] types) {
    try {
      Constructor<?> c = record.getDeclaredConstructor(types);
      c.setAccessible(true);
      return c;
    } catch (NoSuchMethodException | RuntimeException e) {
      throw new FuryException("record " + record.getName() + " has no accessible canonical constructor", e);
    }
  }

  /** The interpreted reader. */
  static final class Interpreted extends CompatibleReader {
    Interpreted(ClassResolver resolver, TypeDef def, Class<?> local) {
      super(resolver, def, local);
    }

    @Override
    public Object read(ReadContext ctx) {
      int n = fieldCount();
      if (local() == null) {
        for (int i = 0; i < n; i++) {
          readValue(ctx, i);
        }
        return null;
      }
      if (isRecord()) {
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

  // ------------------------------------------------------------------ plan, for the code generator

  public int fieldCount() {
    return fields.length;
  }

  public Class<?> local() {
    return local;
  }

  public TypeDef def() {
    return def;
  }

  public boolean isRecord() {
    return canonical != null;
  }

  /** The writer's encoding kind of remote field {@code i}. */
  public FieldKind remoteKind(int i) {
    return fields[i].kind;
  }

  /** The reader's field for remote field {@code i}, or null (unmatched, or a record component). */
  public java.lang.reflect.Field localField(int i) {
    return fields[i].accessor == null ? null : fields[i].accessor.field();
  }

  /** The reader's type for remote field {@code i}, or null when it has no such field. */
  public Class<?> localType(int i) {
    return fields[i].matched() ? fields[i].localType : null;
  }

  /** The record component index of remote field {@code i}, or -1. */
  public int componentIndex(int i) {
    return fields[i].component;
  }

  /** Whether remote field {@code i} can only fail (element types that cannot agree). */
  public boolean isIncompatible(int i) {
    return fields[i].incompatible != null;
  }

  /** A description of remote field {@code i}, for comments. */
  public String describe(int i) {
    RemoteField f = fields[i];
    return f.label + ": " + f.writerType() + " -> "
        + (f.matched() ? f.localType.getName() : "skipped");
  }

  // ------------------------------------------------------------------ helpers

  /** A new instance of the reader's (non-record) class, through its constructor when it has one. */
  protected final Object newInstance() {
    return instantiator.newInstance();
  }

  /** An argument array for the canonical constructor. */
  protected final Object[] newArgs() {
    return new Object[componentTypes.length];
  }

  /** Converts and stores the value of remote field {@code i} into {@code obj}, if it has a home. */
  protected final void store(Object obj, int i, Object v) {
    RemoteField f = fields[i];
    if (f.accessor == null) {
      return;
    }
    Object converted = convert(f, v);
    if (converted != null || !f.localType.isPrimitive()) {
      f.accessor.putObjectOrPrimitive(obj, converted);
    }
  }

  /** Converts and stores the value of remote field {@code i} into a record argument array. */
  protected final void storeArg(Object[] args, int i, Object v) {
    RemoteField f = fields[i];
    if (f.component >= 0) {
      args[f.component] = convert(f, v);
    }
  }

  /** Runs the canonical constructor, with type defaults for components the writer did not send. */
  protected final Object constructRecord(Object[] args) {
    for (int i = 0; i < args.length; i++) {
      if (args[i] == null && componentTypes[i].isPrimitive()) {
        args[i] = Conversions.zero(componentTypes[i]);
      }
    }
    try {
      return canonical.newInstance(args);
    } catch (InvocationTargetException e) {
      throw new DeserializationException(
          "record " + local.getName() + " rejected the values read: " + e.getCause(), e.getCause());
    } catch (ReflectiveOperationException | IllegalArgumentException e) {
      throw new DeserializationException("cannot construct record " + local.getName() + ": " + e, e);
    }
  }

  /** Reads remote field {@code i} with the writer's type. */
  protected final Object readValue(ReadContext ctx, int i) {
    return readValue(ctx, fields[i]);
  }

  private Object convert(RemoteField f, Object v) {
    if (v == null) {
      return null;
    }
    if (f.incompatible != null) {
      throw new DeserializationException("cannot convert " + f.label + " for the reader's "
          + local.getName() + ": " + f.incompatible);
    }
    return Conversions.convert(v, f.localType, f.writerType(), f.label + " (reader's "
        + local.getName() + ")");
  }

  private Object readValue(ReadContext ctx, RemoteField f) {
    FieldKind kind = f.kind;
    if (kind.isPrimitive()) {
      return FieldSet.readBoxed(ctx, kind);
    }
    switch (kind) {
      case EXACT:
        return ctx.readRef(serializerOf(ctx, f.def.type()), generic(ctx, f.def.type()));
      case OBJECT:
        return ctx.readRef(generic(ctx, f.def.type()));
      default:
        return FieldSet.readNullable(ctx, kind, f.label);
    }
  }

  @SuppressWarnings("unchecked")
  private Serializer<Object> serializerOf(ReadContext ctx, TypeRef ref) {
    switch (ref.tag()) {
      case TypeRef.BUILTIN:
        ClassInfo info = resolver.builtinInfo(ref.builtinId());
        if (info == null) {
          throw new DeserializationException("schema of " + def.identity() + " names unknown built-in id "
              + ref.builtinId());
        }
        return (Serializer<Object>) resolver.getSerializer(info);
      case TypeRef.USER:
        return (Serializer<Object>) ctx.schemas().serializerFor(ref.user(), resolver);
      case TypeRef.ARRAY:
        TypeRef component = ref.component();
        Serializer<?> componentSerializer = serializerOf(ctx, component);
        Class<?> componentClass = rawOf(ctx, component);
        if (component.tag() == TypeRef.BUILTIN) {
          Class<?> array = componentClass;
          for (int i = 0; i < ref.dimensions(); i++) {
            array = array.arrayType();
          }
          return (Serializer<Object>) resolver.getSerializer(array);
        }
        return (Serializer<Object>) CompatibleSerializers.adaptedArray(
            componentClass == Object.class && !componentSerializer.getType().equals(Object.class)
                ? componentSerializer.getType() : nullIfSkipped(componentSerializer, componentClass),
            ref.dimensions(), componentSerializer);
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

  /** The declared type of a container slot, with its element serializers bound as the writer wrote them. */
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
      out[i] = a.tag() == TypeRef.POLY
          ? GenericType.withArgs(Object.class, nested)
          : GenericType.bound(rawOf(ctx, a), nested, serializerOf(ctx, a));
    }
    return out;
  }
}
