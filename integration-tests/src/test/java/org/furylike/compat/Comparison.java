package org.furylike.compat;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.compat.Expectations.EArr;
import org.furylike.compat.Expectations.EBack;
import org.furylike.compat.Expectations.EEnum;
import org.furylike.compat.Expectations.EField;
import org.furylike.compat.Expectations.EObj;

/**
 * Compares what a reader produced with what {@link Expectations} says, field by field, recording
 * every difference with its path. Objects must be of the reader's own classes; with reference
 * tracking, objects labelled alike must be one instance.
 */
final class Comparison {
  private final ClassLoader loader;
  private final boolean refs;
  private final List<String> mismatches;
  private final Map<String, Object> labelled = new HashMap<>();
  private int checks;

  private Comparison(ClassLoader loader, boolean refs, List<String> mismatches) {
    this.loader = loader;
    this.refs = refs;
    this.mismatches = mismatches;
  }

  /**
   * Adds to {@code mismatches} every difference between {@code actual} and {@code expected};
   * returns how many values (objects, fields, elements) were compared.
   */
  static int compare(
      Object actual,
      Object expected,
      ClassLoader readerLoader,
      boolean refs,
      String path,
      List<String> mismatches) {
    Comparison c = new Comparison(readerLoader, refs, mismatches);
    c.check(actual, expected, path);
    return c.checks;
  }

  private void check(Object actual, Object expected, String path) {
    checks++;
    if (expected == null) {
      if (actual != null) {
        differs(path, "null", actual);
      }
    } else if (actual == null) {
      differs(path, describeExpected(expected), null);
    } else if (expected instanceof EBack b) {
      if (actual != labelled.get(b.label())) {
        differs(path, "the very object labelled " + b.label(), actual);
      }
    } else if (expected instanceof EObj o) {
      checkObject(actual, o, path);
    } else if (expected instanceof EEnum e) {
      Class<?> cls = ModelObjects.load(loader, e.cls());
      if (actual.getClass() != cls || !((Enum<?>) actual).name().equals(e.constant())) {
        differs(path, "the reader's " + e.cls() + "." + e.constant(), actual);
      }
    } else if (expected instanceof List<?> l) {
      checkList(actual, l, path);
    } else if (expected instanceof Map<?, ?> m) {
      checkMap(actual, m, path);
    } else if (expected instanceof EArr a) {
      checkArray(actual, a, path);
    } else if (expected instanceof Expectations.EEnumSet e) {
      checkEnumSet(actual, e, path);
    } else if (expected instanceof Expectations.EEnumMap e) {
      checkEnumMap(actual, e, path);
    } else if (!expected.equals(actual) || expected.getClass() != actual.getClass()) {
      differs(path, describe(expected), actual);
    }
  }

  private void checkObject(Object actual, EObj o, String path) {
    Class<?> cls = ModelObjects.load(loader, o.cls());
    if (actual.getClass() != cls) {
      differs(path, "an instance of the reader's " + cls.getName(), actual);
      return;
    }
    if (refs && o.label() != null) {
      Object seen = labelled.putIfAbsent(o.label(), actual);
      if (seen != null) {
        if (seen != actual) {
          differs(path, "the same instance as the earlier object labelled " + o.label(), actual);
        }
        return;
      }
    }
    for (EField f : o.fields()) {
      Object value;
      try {
        java.lang.reflect.Field jf =
            ModelObjects.load(loader, f.layer()).getDeclaredField(f.name());
        jf.setAccessible(true);
        value = jf.get(actual);
      } catch (ReflectiveOperationException e) {
        mismatches.add(path + "." + f.name() + ": cannot read field: " + e);
        continue;
      }
      check(value, f.expected(), path + "." + f.name());
    }
  }

  private void checkList(Object actual, List<?> expected, String path) {
    if (actual.getClass() != ArrayList.class) {
      differs(path, "an ArrayList", actual);
      return;
    }
    List<?> l = (List<?>) actual;
    if (l.size() != expected.size()) {
      mismatches.add(path + ": expected " + expected.size() + " elements, got " + l.size());
      return;
    }
    for (int i = 0; i < l.size(); i++) {
      check(l.get(i), expected.get(i), path + "[" + i + "]");
    }
  }

  private void checkMap(Object actual, Map<?, ?> expected, String path) {
    if (actual.getClass() != LinkedHashMap.class) {
      differs(path, "a LinkedHashMap", actual);
      return;
    }
    Map<?, ?> m = (Map<?, ?>) actual;
    if (!new ArrayList<>(m.keySet()).equals(new ArrayList<>(expected.keySet()))) {
      mismatches.add(path + ": expected keys " + expected.keySet() + ", got " + m.keySet());
      return;
    }
    for (Map.Entry<?, ?> e : expected.entrySet()) {
      check(m.get(e.getKey()), e.getValue(), path + "[" + e.getKey() + "]");
    }
  }

  private void checkArray(Object actual, EArr expected, String path) {
    Class<?> cls = ModelObjects.rawClass(loader, expected.component()).arrayType();
    if (actual.getClass() != cls) {
      differs(path, "an array of class " + cls.getName(), actual);
      return;
    }
    int n = Array.getLength(actual);
    if (n != expected.elements().size()) {
      mismatches.add(path + ": expected " + expected.elements().size() + " elements, got " + n);
      return;
    }
    for (int i = 0; i < n; i++) {
      check(Array.get(actual, i), expected.elements().get(i), path + "[" + i + "]");
    }
  }

  private void checkEnumSet(Object actual, Expectations.EEnumSet expected, String path) {
    Class<?> cls = ModelObjects.load(loader, expected.cls());
    if (!(actual instanceof java.util.EnumSet<?> set)) {
      differs(path, "an EnumSet of " + cls.getName(), actual);
      return;
    }
    java.util.Set<String> names = new java.util.TreeSet<>();
    for (Object e : set) {
      if (e.getClass() != cls) {
        differs(path + " element", "a constant of the reader's " + cls.getName(), e);
      }
      names.add(((Enum<?>) e).name());
    }
    if (!names.equals(expected.constants())) {
      mismatches.add(path + ": expected EnumSet " + expected.constants() + ", got " + names);
    }
  }

  private void checkEnumMap(Object actual, Expectations.EEnumMap expected, String path) {
    Class<?> cls = ModelObjects.load(loader, expected.cls());
    if (!(actual instanceof java.util.EnumMap<?, ?> map)) {
      differs(path, "an EnumMap of " + cls.getName(), actual);
      return;
    }
    java.util.Set<String> names = new java.util.TreeSet<>();
    for (Map.Entry<?, ?> e : map.entrySet()) {
      if (e.getKey().getClass() != cls) {
        differs(path + " key", "a constant of the reader's " + cls.getName(), e.getKey());
        return;
      }
      String name = ((Enum<?>) e.getKey()).name();
      names.add(name);
      if (expected.entries().containsKey(name)) {
        check(e.getValue(), expected.entries().get(name), path + "[" + name + "]");
      }
    }
    if (!names.equals(new java.util.TreeSet<>(expected.entries().keySet()))) {
      mismatches.add(
          path
              + ": expected EnumMap keys "
              + new java.util.TreeSet<>(expected.entries().keySet())
              + ", got "
              + names);
    }
  }

  private void differs(String path, String expected, Object actual) {
    mismatches.add(path + ": expected " + expected + ", got " + describe(actual));
  }

  private static String describeExpected(Object expected) {
    if (expected instanceof EObj o) {
      return "an object of " + o.cls();
    } else if (expected instanceof EEnum e) {
      return e.cls() + "." + e.constant();
    } else if (expected instanceof EBack b) {
      return "the object labelled " + b.label();
    }
    return describe(expected);
  }

  private static String describe(Object v) {
    if (v == null) {
      return "null";
    } else if (v instanceof String s) {
      return '"' + s + "\" (String)";
    } else if (v.getClass().getName().startsWith("java.")) {
      String s = Objects.toString(v);
      return (s.length() > 60 ? s.substring(0, 60) + "..." : s)
          + " ("
          + v.getClass().getName()
          + ")";
    }
    return "an instance of " + v.getClass().getName() + " from " + v.getClass().getClassLoader();
  }
}
