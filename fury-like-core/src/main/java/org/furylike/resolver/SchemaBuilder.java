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

  /** The schema of {@code cls} and the user classes referenced by its field types. */
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
    List<String> layers = new ArrayList<>();
    for (Class<?> c = cls; c != null && c != Object.class; c = c.getSuperclass()) {
      layers.add(0, c.getName());
    }
    List<TypeDef.FieldDef> fields = new ArrayList<>();
    for (FieldDescriptor d : FieldOrder.of(cls)) {
      FieldKind kind = FieldKind.of(d.genericType());
      TypeRef type =
          kind.hasTypeRef() ? typeRef(d.genericType(), kind == FieldKind.EXACT, referenced) : null;
      fields.add(new TypeDef.FieldDef(d.layer(), d.name(), kind.code(), type));
    }
    int category = cls.isRecord() ? TypeDef.RECORD : TypeDef.OBJECT;
    return new LocalSchema(new TypeDef(category, identity, layers, fields, List.of()), referenced);
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
    return TypeRef.poly(args);
  }
}
