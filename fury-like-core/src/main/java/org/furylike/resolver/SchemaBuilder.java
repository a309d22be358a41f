package org.furylike.resolver;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.furylike.meta.ClassIdentity;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldKind;
import org.furylike.meta.FieldOrder;
import org.furylike.meta.GenericType;
import org.furylike.meta.TypeDef;
import org.furylike.meta.TypeRef;

/** Builds the schema of a local class and finds the user classes its fields name statically. */
final class SchemaBuilder {
  private final ClassResolver resolver;

  SchemaBuilder(ClassResolver resolver) {
    this.resolver = resolver;
  }

  /**
   * The schema of {@code cls} and the user classes its block carries with it: those its field types
   * name statically, and registered concrete classes its fields declare (see {@code
   * likelyRuntimeClass}).
   */
  static final class LocalSchema {
    final TypeDef def;
    final Set<Class<?>> referenced;

    LocalSchema(TypeDef def, Set<Class<?>> referenced) {
      this.def = def;
      this.referenced = referenced;
    }
  }

  LocalSchema build(Class<?> cls, boolean custom) {
    ClassIdentity identity = resolver.identityOf(cls);
    Set<Class<?>> referenced = new LinkedHashSet<>();
    if (cls.isEnum()) {
      List<String> names = new ArrayList<>();
      for (Object c : cls.getEnumConstants()) {
        names.add(((Enum<?>) c).name());
      }
      return new LocalSchema(
          new TypeDef(TypeDef.ENUM, identity, List.of(), List.of(), names), referenced);
    }
    if (custom) {
      return new LocalSchema(
          new TypeDef(TypeDef.CUSTOM, identity, List.of(), List.of(), List.of()), referenced);
    }
    List<Class<?>> hierarchy = new ArrayList<>();
    for (Class<?> c = cls; c != null && c != Object.class; c = c.getSuperclass()) {
      hierarchy.add(0, c);
    }
    List<FieldDescriptor> descriptors = FieldOrder.of(cls);
    int[] layerIndex = layerIndex(hierarchy.size(), descriptors);
    List<String> layers = new ArrayList<>();
    for (int i = 0; i < hierarchy.size(); i++) {
      if (layerIndex[i] >= 0) {
        layers.add(hierarchy.get(i).getName());
      }
    }
    List<TypeDef.FieldDef> fields = new ArrayList<>();
    for (FieldDescriptor d : descriptors) {
      FieldKind kind = FieldKind.of(d.genericType());
      TypeRef type = kind.hasTypeRef() ? fieldTypeRef(d.genericType(), kind, referenced) : null;
      fields.add(new TypeDef.FieldDef(layerIndex[d.layer()], d.name(), kind.code(), type));
    }
    int category = cls.isRecord() ? TypeDef.RECORD : TypeDef.OBJECT;
    return new LocalSchema(new TypeDef(category, identity, layers, fields, List.of()), referenced);
  }

  /**
   * The schema names only the layers that declare a field, and the class itself (always last): maps
   * each hierarchy index to its schema layer index, or -1 for a layer left out.
   */
  private static int[] layerIndex(int depth, List<FieldDescriptor> descriptors) {
    boolean[] used = new boolean[depth];
    used[depth - 1] = true;
    for (FieldDescriptor d : descriptors) {
      used[d.layer()] = true;
    }
    int[] index = new int[depth];
    int next = 0;
    for (int i = 0; i < depth; i++) {
      index[i] = used[i] ? next++ : -1;
    }
    return index;
  }

  /**
   * A field's type reference. A polymorphic field declared as a built-in collection or map class
   * ({@code ArrayList}, {@code TreeMap}, ...) names that class, so that a reader whose field
   * declares another implementation adapts (and converts) instead of taking the schema as its own.
   */
  private TypeRef fieldTypeRef(GenericType g, FieldKind kind, Set<Class<?>> referenced) {
    TypeRef ref = typeRef(g, kind == FieldKind.EXACT, referenced);
    Class<?> raw = g.raw();
    if (ref.tag() == TypeRef.POLY
        && resolver.isBuiltin(raw)
        && (java.util.Collection.class.isAssignableFrom(raw)
            || java.util.Map.class.isAssignableFrom(raw))) {
      return TypeRef.builtin(resolver.builtinIdOf(raw), ref.args());
    }
    return ref;
  }

  private TypeRef typeRef(GenericType g, boolean monomorphic, Set<Class<?>> referenced) {
    Class<?> raw = g.raw();
    if (monomorphic && raw.isArray()) {
      int dims = 0;
      Class<?> c = raw;
      while (c.isArray()) {
        c = c.getComponentType();
        dims++;
      }
      if (resolver.isBuiltin(raw)) {
        return TypeRef.builtin(resolver.builtinIdOf(raw), null);
      }
      return TypeRef.array(dims, typeRef(GenericType.ofClass(c), true, referenced));
    }
    TypeRef[] args = new TypeRef[g.argCount()];
    for (int i = 0; i < args.length; i++) {
      GenericType a = g.arg(i);
      args[i] = typeRef(a, a.isMonomorphic() && !a.raw().isPrimitive(), referenced);
    }
    if (resolver.isBuiltin(raw)) {
      return monomorphic || raw.isPrimitive()
          ? TypeRef.builtin(resolver.builtinIdOf(raw), args)
          : TypeRef.poly(args);
    }
    if (monomorphic) {
      referenced.add(raw);
      return TypeRef.user(resolver.identityOf(raw));
    }
    if (likelyRuntimeClass(raw)) {
      referenced.add(raw);
    }
    return TypeRef.poly(args);
  }

  /**
   * Whether a registered, concrete, non-final declared class is sent with the schemas of the class
   * that names it: its values are usually of exactly that class, so one block then carries every
   * schema a message needs. The field stays polymorphic on the wire; if a value is of another
   * class, that class's schema follows in a block of its own, as before.
   */
  private boolean likelyRuntimeClass(Class<?> raw) {
    return !raw.isInterface()
        && !java.lang.reflect.Modifier.isAbstract(raw.getModifiers())
        && !resolver.isBuiltin(raw)
        && resolver.isRegisteredOrBuiltin(raw);
  }
}
