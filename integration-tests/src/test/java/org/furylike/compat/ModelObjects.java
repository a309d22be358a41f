package org.furylike.compat;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.furylike.compat.CompatModel.Arr;
import org.furylike.compat.CompatModel.ArrayOf;
import org.furylike.compat.CompatModel.Back;
import org.furylike.compat.CompatModel.ClassSpec;
import org.furylike.compat.CompatModel.En;
import org.furylike.compat.CompatModel.Field;
import org.furylike.compat.CompatModel.Kind;
import org.furylike.compat.CompatModel.Layered;
import org.furylike.compat.CompatModel.ListOf;
import org.furylike.compat.CompatModel.MapOf;
import org.furylike.compat.CompatModel.Obj;
import org.furylike.compat.CompatModel.Ref;
import org.furylike.compat.CompatModel.Scalar;
import org.furylike.compat.CompatModel.Type;
import org.furylike.compat.CompatModel.Version;

/** Builds the real objects of one version (in its class loader) from model values. */
final class ModelObjects {
  private final Version version;
  private final ClassLoader loader;
  private final boolean refs;
  private final Map<String, Object> labelled = new HashMap<>();

  private ModelObjects(Version version, ClassLoader loader, boolean refs) {
    this.version = version;
    this.loader = loader;
    this.refs = refs;
  }

  /**
   * The object {@code root} of {@code version}. Without ref tracking, back references (cycles) are
   * left null, since such a writer cannot write them.
   */
  static Object build(Version version, ClassLoader loader, boolean refs, Obj root) {
    return new ModelObjects(version, loader, refs).value(CompatModel.OBJECT, root);
  }

  /** The class of model class {@code name} in {@code loader}. */
  static Class<?> load(ClassLoader loader, String name) {
    try {
      return Class.forName(CompatModel.PACKAGE + "." + name, false, loader);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The runtime class of declared type {@code t} in {@code loader}. */
  static Class<?> rawClass(ClassLoader loader, Type t) {
    if (t instanceof Scalar s) {
      return s.cls();
    } else if (t instanceof Ref r) {
      return load(loader, r.name());
    } else if (t instanceof ListOf) {
      return List.class;
    } else if (t instanceof MapOf) {
      return Map.class;
    } else if (t instanceof CompatModel.EnumSetOf) {
      return EnumSet.class;
    } else if (t instanceof CompatModel.EnumMapOf) {
      return EnumMap.class;
    } else if (t instanceof ArrayOf a) {
      return rawClass(loader, a.component()).arrayType();
    }
    return Object.class;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private Object value(Type declared, Object v) {
    if (v == null) {
      return null;
    } else if (v instanceof Back b) {
      if (!refs) {
        return null;
      }
      Object target = labelled.get(b.label());
      if (target == null) {
        throw new IllegalStateException("back reference to " + b.label() + " before it was built");
      }
      return target;
    } else if (v instanceof Obj o) {
      return object(o);
    } else if (v instanceof En e) {
      return enumConstant(load(loader, e.cls()), e.constant());
    } else if (v instanceof List<?> l) {
      Type element = declared instanceof ListOf t ? t.element() : CompatModel.OBJECT;
      List<Object> out = new ArrayList<>();
      for (Object e : l) {
        out.add(value(element, e));
      }
      return out;
    } else if (v instanceof Map<?, ?> m) {
      Type element = declared instanceof MapOf t ? t.value() : CompatModel.OBJECT;
      Map<String, Object> out = new LinkedHashMap<>();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        out.put((String) e.getKey(), value(element, e.getValue()));
      }
      return out;
    } else if (v instanceof CompatModel.EnumSetValue e) {
      Class<Enum> cls = (Class<Enum>) load(loader, e.cls());
      EnumSet set = EnumSet.noneOf(cls);
      for (String c : e.constants()) {
        set.add(enumConstant(cls, c));
      }
      return set;
    } else if (v instanceof CompatModel.EnumMapValue e) {
      Class<Enum> cls = (Class<Enum>) load(loader, e.cls());
      Type element = ((CompatModel.EnumMapOf) declared).value();
      EnumMap out = new EnumMap(cls);
      e.entries().forEach((k, x) -> out.put(enumConstant(cls, k), value(element, x)));
      return out;
    } else if (v instanceof Arr a) {
      Type component = ((ArrayOf) declared).component();
      Object out = Array.newInstance(rawClass(loader, component), a.elements().size());
      for (int i = 0; i < a.elements().size(); i++) {
        Array.set(out, i, value(component, a.elements().get(i)));
      }
      return out;
    }
    return v;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Enum enumConstant(Class<?> cls, String name) {
    return Enum.valueOf((Class) cls, name);
  }

  private Object object(Obj o) {
    if (o.label() != null && labelled.containsKey(o.label())) {
      return labelled.get(o.label());
    }
    ClassSpec spec = version.spec(o.cls());
    Class<?> cls = load(loader, o.cls());
    try {
      if (spec.kind() == Kind.RECORD) {
        return record(o, spec, cls);
      }
      Constructor<?> ctor = cls.getDeclaredConstructor();
      Object instance = ctor.newInstance();
      if (o.label() != null) {
        labelled.put(o.label(), instance);
      }
      for (Layered lf : version.chain(o.cls())) {
        Field f = lf.field();
        java.lang.reflect.Field jf = load(loader, lf.layer()).getDeclaredField(f.name());
        jf.set(instance, value(f.type(), CompatModel.vary(f.sample(), o.variant())));
      }
      return instance;
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("cannot build " + o + " of " + version, e);
    }
  }

  private Object record(Obj o, ClassSpec spec, Class<?> cls) throws ReflectiveOperationException {
    List<Field> fields = spec.fields();
    Class<?>[] types = new Class<?>[fields.size()];
    Object[] args = new Object[fields.size()];
    for (int i = 0; i < types.length; i++) {
      Field f = fields.get(i);
      types[i] = rawClass(loader, f.type());
      args[i] = value(f.type(), CompatModel.vary(f.sample(), o.variant()));
    }
    Object instance = cls.getDeclaredConstructor(types).newInstance(args);
    if (o.label() != null) {
      labelled.put(o.label(), instance);
    }
    return instance;
  }
}
