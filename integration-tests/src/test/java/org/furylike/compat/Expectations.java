package org.furylike.compat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.furylike.compat.CompatModel.Any;
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

/**
 * What a reader of one version must get for an object written by another version, derived from the
 * two versions' field tables alone:
 *
 * <ul>
 *   <li>fields are matched by name, a field of the same declaring class first, else the only reader
 *       field of that name not already matched exactly (record components by name);
 *   <li>a matched field carries the writer's value converted to the reader's type: boxed and
 *       primitive forms of one type, numeric conversions that keep the value exactly;
 *   <li>a reader field with no match keeps what the constructor gives (initializer or type default;
 *       for records the compact constructor's default, else the type default); a null arriving in a
 *       primitive field of a class keeps the constructor's value too;
 *   <li>enum constants go by name, a constant the reader lacks is null (and is left out of an
 *       {@code EnumSet} or {@code EnumMap});
 *   <li>a value of a class the reader does not have is skipped inside a field the reader does not
 *       declare, and an error anywhere else ({@link UnknownClass}: the read must fail).
 * </ul>
 */
final class Expectations {
  /** An object of the reader's class {@code cls} with the expected value of each of its fields. */
  record EObj(String cls, String label, List<EField> fields) {}

  /** One expected field: declaring class, name, expected value. */
  record EField(String layer, String name, Object expected) {}

  /** The same instance as the object labelled {@code label} (a cycle). */
  record EBack(String label) {}

  /** The reader's constant {@code constant} of enum {@code cls}. */
  record EEnum(String cls, String constant) {}

  /** An {@code EnumSet} of the reader's enum {@code cls} holding exactly {@code constants}. */
  record EEnumSet(String cls, java.util.Set<String> constants) {}

  /** An {@code EnumMap} of the reader's enum {@code cls} with these entries (by constant name). */
  record EEnumMap(String cls, Map<String, Object> entries) {}

  /** An array of the reader's {@code component} type. */
  record EArr(Type component, List<Object> elements) {}

  /** A value of a class the reader does not have arrives where the reader reads it: an error. */
  static final class UnknownClass extends RuntimeException {
    UnknownClass(String path, String cls) {
      super(path + ": a " + cls + ", which the reader does not have");
    }
  }

  /** The model asks for a change the serializer cannot convert (the model is wrong). */
  static final class ModelError extends RuntimeException {
    ModelError(String message) {
      super(message);
    }
  }

  private final Version writer;
  private final Version reader;
  private final boolean refs;

  private Expectations(Version writer, Version reader, boolean refs) {
    this.writer = writer;
    this.reader = reader;
    this.refs = refs;
  }

  /** What a {@code reader} reading {@code root} as written by {@code writer} must get. */
  static Object expected(Version writer, Version reader, boolean refs, Obj root) {
    return new Expectations(writer, reader, refs)
        .value(CompatModel.OBJECT, root, CompatModel.OBJECT, root.cls());
  }

  private Object value(Type wType, Object v, Type rType, String path) {
    if (v == null) {
      return null;
    } else if (v instanceof Back b) {
      return refs ? new EBack(b.label()) : null;
    } else if (v instanceof Obj o) {
      return object(o, rType, path);
    } else if (v instanceof En e) {
      if (!reader.has(e.cls())) {
        throw new UnknownClass(path, e.cls());
      }
      requireRef(rType, e.cls(), path);
      return reader.spec(e.cls()).constants().contains(e.constant())
          ? new EEnum(e.cls(), e.constant())
          : null;
    } else if (v instanceof List<?> l) {
      if (!(rType instanceof ListOf) && !(rType instanceof Any)) {
        throw new ModelError(path + ": a list arrives in " + rType.source());
      }
      Type w = wType instanceof ListOf t ? t.element() : CompatModel.OBJECT;
      Type r = rType instanceof ListOf t ? t.element() : CompatModel.OBJECT;
      List<Object> out = new ArrayList<>();
      for (int i = 0; i < l.size(); i++) {
        out.add(value(w, l.get(i), r, path + "[" + i + "]"));
      }
      return out;
    } else if (v instanceof Map<?, ?> m) {
      if (!(rType instanceof MapOf r)) {
        throw new ModelError(path + ": a map arrives in " + rType.source());
      }
      Type w = wType instanceof MapOf t ? t.value() : CompatModel.OBJECT;
      Map<String, Object> out = new LinkedHashMap<>();
      m.forEach((k, e) -> out.put((String) k, value(w, e, r.value(), path + "[" + k + "]")));
      return out;
    } else if (v instanceof CompatModel.EnumSetValue e) {
      if (!reader.has(e.cls())) {
        throw new UnknownClass(path, e.cls());
      }
      requireEnumContainer(rType, e.cls(), path);
      java.util.Set<String> known = new java.util.TreeSet<>(e.constants());
      known.retainAll(reader.spec(e.cls()).constants());
      return new EEnumSet(e.cls(), known);
    } else if (v instanceof CompatModel.EnumMapValue e) {
      if (!reader.has(e.cls())) {
        throw new UnknownClass(path, e.cls());
      }
      requireEnumContainer(rType, e.cls(), path);
      Type w = ((CompatModel.EnumMapOf) wType).value();
      Type r = ((CompatModel.EnumMapOf) rType).value();
      Map<String, Object> out = new LinkedHashMap<>();
      e.entries()
          .forEach(
              (k, x) -> {
                if (reader.spec(e.cls()).constants().contains(k)) {
                  out.put(k, value(w, x, r, path + "[" + k + "]"));
                }
              });
      return new EEnumMap(e.cls(), out);
    } else if (v instanceof Arr a) {
      if (!(rType instanceof ArrayOf r)) {
        throw new ModelError(path + ": an array arrives in " + rType.source());
      }
      Type w = ((ArrayOf) wType).component();
      List<Object> out = new ArrayList<>();
      for (int i = 0; i < a.elements().size(); i++) {
        out.add(value(w, a.elements().get(i), r.component(), path + "[" + i + "]"));
      }
      return new EArr(r.component(), out);
    }
    return scalar(v, rType, path);
  }

  private static void requireRef(Type rType, String cls, String path) {
    if (!(rType instanceof Any) && !(rType instanceof Ref r && r.name().equals(cls))) {
      throw new ModelError(path + ": a " + cls + " arrives in " + rType.source());
    }
  }

  /** Unknown constants of an enum set or map are left out; the enum must stay the same. */
  private static void requireEnumContainer(Type rType, String cls, String path) {
    boolean ok =
        rType instanceof Any
            || (rType instanceof CompatModel.EnumSetOf s && s.enumName().equals(cls))
            || (rType instanceof CompatModel.EnumMapOf m && m.enumName().equals(cls));
    if (!ok) {
      throw new ModelError(
          path + ": an enum container of " + cls + " arrives in " + rType.source());
    }
  }

  private static Object scalar(Object v, Type rType, String path) {
    if (rType instanceof Any) {
      return v;
    }
    if (!(rType instanceof Scalar s)) {
      throw new ModelError(path + ": " + v + " arrives in " + rType.source());
    }
    Class<?> target = CompatModel.box(s.cls());
    if (target.isInstance(v)) {
      return v;
    }
    Number n = v instanceof Number num ? CompatModel.exactNumber(num, target) : null;
    if (n == null) {
      throw new ModelError(path + ": " + v + " does not convert to " + rType.source());
    }
    return n;
  }

  private Object object(Obj o, Type rType, String path) {
    if (!reader.has(o.cls())) {
      throw new UnknownClass(path, o.cls());
    }
    requireRef(rType, o.cls(), path);
    ClassSpec rs = reader.spec(o.cls());
    boolean record = rs.kind() == Kind.RECORD;
    if (rs.kind() == Kind.ENUM || record != (writer.spec(o.cls()).kind() == Kind.RECORD)) {
      throw new ModelError(path + ": " + o.cls() + " changes kind");
    }
    List<Layered> readerFields = reader.chain(o.cls());
    Map<Layered, Layered> match = match(writer.chain(o.cls()), readerFields, path);
    List<EField> fields = new ArrayList<>();
    for (Layered rf : readerFields) {
      Layered wf = match.get(rf);
      Field f = rf.field();
      String at = path + "." + f.name();
      Object e;
      if (wf == null) {
        e = constructorValue(f, record);
      } else {
        Object sent = CompatModel.vary(wf.field().sample(), o.variant());
        e = value(wf.field().type(), sent, f.type(), at);
        if (e == null && (record || f.type() instanceof Scalar s && s.cls().isPrimitive())) {
          e = constructorValue(f, record);
        }
      }
      fields.add(new EField(rf.layer(), f.name(), e));
    }
    return new EObj(o.cls(), o.label(), fields);
  }

  /** Which writer field fills each reader field. */
  private static Map<Layered, Layered> match(List<Layered> w, List<Layered> r, String path) {
    Map<Layered, Layered> byReader = new HashMap<>();
    List<Layered> unmatched = new ArrayList<>();
    for (Layered wf : w) {
      Layered exact = null;
      for (Layered rf : r) {
        if (rf.layer().equals(wf.layer()) && rf.field().name().equals(wf.field().name())) {
          exact = rf;
        }
      }
      if (exact != null) {
        byReader.put(exact, wf);
      } else {
        unmatched.add(wf);
      }
    }
    Map<Layered, Layered> byName = new HashMap<>();
    for (Layered wf : unmatched) {
      List<Layered> sameName = new ArrayList<>();
      for (Layered rf : r) {
        if (rf.field().name().equals(wf.field().name())) {
          sameName.add(rf);
        }
      }
      if (sameName.size() == 1 && !byReader.containsKey(sameName.get(0))) {
        if (byName.put(sameName.get(0), wf) != null) {
          throw new ModelError(
              path
                  + ": two writer fields named "
                  + wf.field().name()
                  + " compete for one reader field");
        }
      }
    }
    byReader.putAll(byName);
    return byReader;
  }

  /** The value a reader's constructor gives field {@code f}. */
  private Object constructorValue(Field f, boolean record) {
    Object init = f.init();
    boolean primitive = f.type() instanceof Scalar s && s.cls().isPrimitive();
    if (init == CompatModel.NO_INIT || (record && (primitive || init == null))) {
      return f.type() instanceof Scalar s ? CompatModel.zero(s.cls()) : null;
    }
    if (init instanceof En e) {
      return new EEnum(e.cls(), e.constant());
    }
    return init;
  }
}
