package org.furylike.compat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small table-driven model of class versions: each version lists its classes, each class its
 * fields with declared type, sample value (what a writer of that version sets) and initial value
 * (what the class's constructor gives a reader). Java sources are generated from the model, writer
 * objects are built from it, and the expected result of every writer/reader pair is derived from it
 * (see {@link Expectations}).
 */
final class CompatModel {
  private CompatModel() {}

  /** Package of every generated class. */
  static final String PACKAGE = "evo";

  // ------------------------------------------------------------------ declared types

  /** A declared field type. */
  sealed interface Type permits Scalar, Ref, ListOf, MapOf, ArrayOf, EnumSetOf, EnumMapOf, Any {
    /** The type as written in Java source. */
    String source();
  }

  /** A primitive, a primitive wrapper or String. */
  record Scalar(Class<?> cls) implements Type {
    @Override
    public String source() {
      return cls.isPrimitive() ? cls.getName() : cls.getSimpleName();
    }
  }

  /** A class or enum of the model, by simple name. */
  record Ref(String name) implements Type {
    @Override
    public String source() {
      return name;
    }
  }

  /** {@code java.util.List<element>}. */
  record ListOf(Type element) implements Type {
    @Override
    public String source() {
      return "java.util.List<" + element.source() + ">";
    }
  }

  /** {@code java.util.Map<String, value>}. */
  record MapOf(Type value) implements Type {
    @Override
    public String source() {
      return "java.util.Map<String, " + value.source() + ">";
    }
  }

  /** {@code component[]}. */
  record ArrayOf(Type component) implements Type {
    @Override
    public String source() {
      return component.source() + "[]";
    }
  }

  /** {@code java.util.EnumSet<enumName>}. */
  record EnumSetOf(String enumName) implements Type {
    @Override
    public String source() {
      return "java.util.EnumSet<" + enumName + ">";
    }
  }

  /** {@code java.util.EnumMap<enumName, value>}. */
  record EnumMapOf(String enumName, Type value) implements Type {
    @Override
    public String source() {
      return "java.util.EnumMap<" + enumName + ", " + value.source() + ">";
    }
  }

  /** {@code Object}: the value carries its class. */
  record Any() implements Type {
    @Override
    public String source() {
      return "Object";
    }
  }

  static final Type INT = new Scalar(int.class);
  static final Type INTEGER = new Scalar(Integer.class);
  static final Type LONG = new Scalar(long.class);
  static final Type LONG_BOXED = new Scalar(Long.class);
  static final Type SHORT = new Scalar(short.class);
  static final Type BYTE = new Scalar(byte.class);
  static final Type FLOAT = new Scalar(float.class);
  static final Type FLOAT_BOXED = new Scalar(Float.class);
  static final Type DOUBLE = new Scalar(double.class);
  static final Type BOOLEAN = new Scalar(boolean.class);
  static final Type BOOLEAN_BOXED = new Scalar(Boolean.class);
  static final Type CHAR = new Scalar(char.class);
  static final Type CHAR_BOXED = new Scalar(Character.class);
  static final Type STRING = new Scalar(String.class);
  static final Type OBJECT = new Any();

  static Type ref(String name) {
    return new Ref(name);
  }

  static Type list(Type element) {
    return new ListOf(element);
  }

  static Type map(Type value) {
    return new MapOf(value);
  }

  static Type array(Type component) {
    return new ArrayOf(component);
  }

  // ------------------------------------------------------------------ values

  /**
   * An instance of model class {@code cls} filled with the sample values of the writer's version,
   * varied by {@code variant} (so list elements differ); objects with the same non-null {@code
   * label} are one instance.
   */
  record Obj(String cls, int variant, String label) {}

  /**
   * A reference back to the enclosing object labelled {@code label} (a cycle; null without ref
   * tracking).
   */
  record Back(String label) {}

  /** The enum constant {@code constant} of model enum {@code cls}. */
  record En(String cls, String constant) {}

  /** An {@code EnumSet} of model enum {@code cls} holding {@code constants}. */
  record EnumSetValue(String cls, List<String> constants) {}

  /** An {@code EnumMap} of model enum {@code cls}, from constant names to values. */
  record EnumMapValue(String cls, Map<String, Object> entries) {}

  /** An array value; its component class comes from the declared type. */
  record Arr(List<Object> elements) {}

  static Obj obj(String cls, int variant) {
    return new Obj(cls, variant, null);
  }

  static Obj shared(String cls, String label) {
    return new Obj(cls, 0, label);
  }

  static Arr arr(Object... elements) {
    return new Arr(listOf(elements));
  }

  /** A list that may hold nulls. */
  static List<Object> listOf(Object... elements) {
    List<Object> l = new ArrayList<>();
    Collections.addAll(l, elements);
    return l;
  }

  /** A map from alternating keys and values. */
  static Map<String, Object> mapOf(Object... kv) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put((String) kv[i], kv[i + 1]);
    }
    return m;
  }

  /**
   * Marks a field without an initializer: a reader that does not receive it has the type default.
   */
  static final Object NO_INIT =
      new Object() {
        @Override
        public String toString() {
          return "<no initializer>";
        }
      };

  // ------------------------------------------------------------------ classes and versions

  /** One field (or record component) of one class version. */
  record Field(String name, Type type, Object sample, Object init) {}

  enum Kind {
    CLASS,
    FINAL_CLASS,
    RECORD,
    ENUM
  }

  /** One version of a model class. {@code superName} is null for direct subclasses of Object. */
  record ClassSpec(
      String name, Kind kind, String superName, List<Field> fields, List<String> constants) {
    String javaName() {
      return PACKAGE + "." + name;
    }
  }

  /** A field as part of a class hierarchy: the class declaring it and the field. */
  record Layered(String layer, Field field) {}

  /** One version of the whole model. */
  record Version(int number, Map<String, ClassSpec> classes) {
    boolean has(String cls) {
      return classes.containsKey(cls);
    }

    ClassSpec spec(String cls) {
      ClassSpec s = classes.get(cls);
      if (s == null) {
        throw new IllegalStateException("v" + number + " has no class " + cls);
      }
      return s;
    }

    /** The fields of {@code cls} and its superclasses, superclass first. */
    List<Layered> chain(String cls) {
      List<Layered> out = new ArrayList<>();
      for (String c = cls; c != null; c = spec(c).superName()) {
        List<Layered> own = new ArrayList<>();
        for (Field f : spec(c).fields()) {
          own.add(new Layered(c, f));
        }
        out.addAll(0, own);
      }
      return out;
    }

    /** Generated Java sources, by fully qualified class name. */
    Map<String, String> sources() {
      Map<String, String> out = new LinkedHashMap<>();
      for (ClassSpec c : classes.values()) {
        out.put(c.javaName(), source(c));
      }
      return out;
    }

    @Override
    public String toString() {
      return "v" + number;
    }
  }

  // ------------------------------------------------------------------ source generation

  static String source(ClassSpec c) {
    StringBuilder sb = new StringBuilder("package ").append(PACKAGE).append(";\n\n");
    switch (c.kind()) {
      case ENUM ->
          sb.append("public enum ")
              .append(c.name())
              .append(" { ")
              .append(String.join(", ", c.constants()))
              .append(" }\n");
      case RECORD -> recordSource(c, sb);
      default -> {
        sb.append("public ")
            .append(c.kind() == Kind.FINAL_CLASS ? "final " : "")
            .append("class ")
            .append(c.name());
        if (c.superName() != null) {
          sb.append(" extends ").append(c.superName());
        }
        sb.append(" {\n");
        for (Field f : c.fields()) {
          sb.append("  public ").append(f.type().source()).append(' ').append(f.name());
          if (f.init() != NO_INIT) {
            sb.append(" = ").append(literal(f.init(), f.type()));
          }
          sb.append(";\n");
        }
        sb.append("\n  public ").append(c.name()).append("() {}\n}\n");
      }
    }
    return sb.toString();
  }

  private static void recordSource(ClassSpec c, StringBuilder sb) {
    List<String> components = new ArrayList<>();
    for (Field f : c.fields()) {
      components.add(f.type().source() + " " + f.name());
    }
    sb.append("public record ")
        .append(c.name())
        .append('(')
        .append(String.join(", ", components))
        .append(") {\n  public ")
        .append(c.name())
        .append(" {\n");
    for (Field f : c.fields()) {
      if (f.init() != NO_INIT && f.init() != null) {
        sb.append("    if (")
            .append(f.name())
            .append(" == null) {\n      ")
            .append(f.name())
            .append(" = ")
            .append(literal(f.init(), f.type()))
            .append(";\n    }\n");
      }
    }
    sb.append("  }\n}\n");
  }

  /** A Java expression for a field initializer. */
  static String literal(Object v, Type type) {
    if (v == null) {
      return "null";
    } else if (v instanceof String s) {
      return '"' + s + '"';
    } else if (v instanceof Long l) {
      return l + "L";
    } else if (v instanceof Short s) {
      return "(short) " + s;
    } else if (v instanceof Byte b) {
      return "(byte) " + b;
    } else if (v instanceof Float f) {
      return f + "f";
    } else if (v instanceof Double d) {
      return d + "d";
    } else if (v instanceof Character ch) {
      return "'" + ch + "'";
    } else if (v instanceof Integer || v instanceof Boolean) {
      return v.toString();
    } else if (v instanceof En e) {
      return e.cls() + "." + e.constant();
    } else if (v instanceof List<?> l && l.isEmpty()) {
      return "new java.util.ArrayList<>()";
    } else if (v instanceof Map<?, ?> m && m.isEmpty()) {
      return "new java.util.LinkedHashMap<>()";
    }
    throw new IllegalArgumentException("no initializer literal for " + v + " of " + type.source());
  }

  // ------------------------------------------------------------------ scalar helpers

  /** The wrapper of a primitive, or the class itself. */
  static Class<?> box(Class<?> c) {
    return c.isPrimitive() ? java.lang.invoke.MethodType.methodType(c).wrap().returnType() : c;
  }

  /** The zero value of a primitive, or null. */
  static Object zero(Class<?> c) {
    if (!c.isPrimitive()) {
      return null;
    } else if (c == boolean.class) {
      return false;
    } else if (c == char.class) {
      return (char) 0;
    }
    return exactNumber(0, box(c));
  }

  /**
   * {@code n} as an instance of the numeric wrapper {@code target} when the value survives exactly,
   * else null.
   */
  static Number exactNumber(Number n, Class<?> target) {
    BigDecimal d = new BigDecimal(n.toString());
    Number out;
    if (target == Integer.class) {
      out = d.intValue();
    } else if (target == Long.class) {
      out = d.longValue();
    } else if (target == Short.class) {
      out = d.shortValue();
    } else if (target == Byte.class) {
      out = d.byteValue();
    } else if (target == Float.class) {
      out = d.floatValue();
    } else if (target == Double.class) {
      out = d.doubleValue();
    } else {
      return null;
    }
    return new BigDecimal(out.toString()).compareTo(d) == 0 ? out : null;
  }

  /**
   * {@code v} with every scalar in it as a value of its declared type (exactly), or an error in the
   * model.
   */
  @SuppressWarnings("unchecked")
  static Object coerce(Object v, Type type) {
    if (v instanceof List<?> l && type instanceof ListOf t) {
      List<Object> out = new ArrayList<>();
      l.forEach(e -> out.add(coerce(e, t.element())));
      return out;
    } else if (v instanceof Map<?, ?> m && type instanceof MapOf t) {
      Map<String, Object> out = new LinkedHashMap<>();
      m.forEach((key, value) -> out.put((String) key, coerce(value, t.value())));
      return out;
    } else if (v instanceof Arr a && type instanceof ArrayOf t) {
      return new Arr((List<Object>) coerce(a.elements(), list(t.component())));
    }
    if (v == null || !(type instanceof Scalar s)) {
      return v;
    }
    Class<?> target = box(s.cls());
    if (target.isInstance(v)) {
      return v;
    }
    Number n = v instanceof Number num ? exactNumber(num, target) : null;
    if (n == null) {
      throw new IllegalArgumentException("model value " + v + " does not fit " + type.source());
    }
    return n;
  }

  /** {@code v} varied by {@code k}, in a way every conversion of the model keeps exact. */
  @SuppressWarnings("unchecked")
  static Object vary(Object v, int k) {
    if (k == 0 || v == null) {
      return v;
    } else if (v instanceof Integer i) {
      return i + k;
    } else if (v instanceof Long l) {
      return l + k;
    } else if (v instanceof Short s) {
      return (short) (s + k);
    } else if (v instanceof Byte b) {
      return (byte) (b + k);
    } else if (v instanceof Float f) {
      return f + k;
    } else if (v instanceof Double d) {
      return d + k;
    } else if (v instanceof Character c) {
      return (char) (c + k);
    } else if (v instanceof Boolean b) {
      return k % 2 == 0 ? b : !b;
    } else if (v instanceof String s) {
      return s + "#" + k;
    } else if (v instanceof Obj o) {
      return o.label() != null ? o : new Obj(o.cls(), o.variant() + k, null);
    } else if (v instanceof List<?> l) {
      List<Object> out = new ArrayList<>();
      for (Object e : l) {
        out.add(vary(e, k));
      }
      return out;
    } else if (v instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      m.forEach((key, value) -> out.put((String) key, vary(value, k)));
      return out;
    } else if (v instanceof Arr a) {
      return new Arr((List<Object>) vary(a.elements(), k));
    }
    return v;
  }
}
