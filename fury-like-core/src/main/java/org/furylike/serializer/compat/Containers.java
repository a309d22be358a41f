package org.furylike.serializer.compat;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.ValuePreview;

/**
 * Compatible mode: a collection or map whose implementation changed between writer and reader
 * ({@code ArrayList} to {@code LinkedList}, {@code HashMap} to {@code TreeMap}) is copied into the
 * reader's declared type, in the writer's iteration order (so order survives where both are
 * ordered; a sorted target sorts). An interface or abstract declared type gets a standard
 * implementation of it. Element and entry types are checked separately ({@link #checkElements}).
 */
final class Containers {
  private static final Class<?>[] DEFAULTS = {
    ArrayList.class,
    LinkedHashSet.class,
    TreeSet.class,
    ArrayDeque.class,
    LinkedHashMap.class,
    TreeMap.class
  };

  private Containers() {}

  /** {@code value} copied into a new {@code target}, or null when the kinds do not match. */
  @SuppressWarnings("unchecked")
  static Object convert(Object value, Class<?> target, String where) {
    boolean map = value instanceof Map;
    if (map ? !Map.class.isAssignableFrom(target) : !Collection.class.isAssignableFrom(target)) {
      return null;
    }
    Object copy = newInstance(implementation(target), where);
    if (map) {
      ((Map<Object, Object>) copy).putAll((Map<Object, Object>) value);
    } else {
      ((Collection<Object>) copy).addAll((Collection<Object>) value);
    }
    return copy;
  }

  private static Class<?> implementation(Class<?> target) {
    if (!target.isInterface() && !Modifier.isAbstract(target.getModifiers())) {
      return target;
    }
    for (Class<?> c : DEFAULTS) {
      if (target.isAssignableFrom(c)) {
        return c;
      }
    }
    return target;
  }

  private static Object newInstance(Class<?> cls, String where) {
    try {
      Constructor<?> c = cls.getDeclaredConstructor();
      if (!Modifier.isPublic(c.getModifiers()) || !Modifier.isPublic(cls.getModifiers())) {
        c.setAccessible(true);
      }
      return c.newInstance();
    } catch (InvocationTargetException e) {
      throw new org.furylike.exception.UserCodeException(
          "the constructor of "
              + cls.getName()
              + " for "
              + where
              + " threw "
              + e.getCause().getClass().getName(),
          e.getCause());
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new DeserializationException(
          "cannot create the reader's "
              + cls.getName()
              + " for "
              + where
              + " (it needs an accessible constructor without parameters): "
              + e,
          e);
    }
  }

  /**
   * Checks that every element of a collection (or key and value of a map) is an instance of the
   * reader's declared type arguments ({@code types}, raw and boxed; null entries are not checked).
   */
  static void checkElements(Object value, Class<?>[] types, String where) {
    if (value instanceof Collection && types.length >= 1 && types[0] != null) {
      int i = 0;
      for (Object e : (Collection<?>) value) {
        check(e, types[0], where, "element " + i++);
      }
    } else if (value instanceof Map && types.length >= 2) {
      for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
        if (types[0] != null) {
          check(e.getKey(), types[0], where, "a key");
        }
        if (types[1] != null) {
          check(e.getValue(), types[1], where, "a value");
        }
      }
    }
  }

  private static void check(Object e, Class<?> type, String where, String what) {
    if (e != null && !type.isInstance(e)) {
      throw new DeserializationException(
          where
              + ": "
              + what
              + " is "
              + ValuePreview.of(e)
              + ", not the reader's declared "
              + type.getName());
    }
  }
}
