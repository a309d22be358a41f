package org.furylike.serializer.compat;

import org.furylike.exception.DeserializationException;

/**
 * Converts a value read with the writer's field type into the reader's field type: boxed and
 * primitive forms of one type, widening numeric conversions, narrowing ones only when the value
 * survives unchanged, and a collection or map into the reader's declared implementation. Anything
 * else is an error that names both types; a value is never altered.
 */
final class Conversions {
  private Conversions() {}

  /** The converted value, or throws naming {@code where} and both types. */
  static Object convert(Object value, Class<?> target, String writerType, String where) {
    if (value == null) {
      return null;
    }
    Class<?> boxed = box(target);
    if (boxed.isInstance(value)) {
      return value;
    }
    Object converted = null;
    if (value instanceof Number) {
      converted = numeric((Number) value, boxed);
    } else if (value instanceof java.util.Collection || value instanceof java.util.Map) {
      converted = Containers.convert(value, target, where);
    }
    if (converted == null) {
      throw new DeserializationException(
          "cannot convert "
              + where
              + ": the writer's "
              + writerType
              + " value "
              + describe(value)
              + " does not fit the reader's type "
              + target.getName());
    }
    return converted;
  }

  private static String describe(Object value) {
    return org.furylike.exception.ValuePreview.of(value);
  }

  private static Object numeric(Number n, Class<?> target) {
    boolean integral =
        n instanceof Byte || n instanceof Short || n instanceof Integer || n instanceof Long;
    if (target == Long.class) {
      if (integral) {
        return n.longValue();
      }
      double d = n.doubleValue();
      long l = (long) d;
      return l == d && d >= -0x1p63 && d < 0x1p63 ? l : null;
    }
    if (target == Integer.class || target == Short.class || target == Byte.class) {
      long l;
      if (integral) {
        l = n.longValue();
      } else {
        double d = n.doubleValue();
        l = (long) d;
        if (l != d || d < -0x1p63 || d >= 0x1p63) {
          return null;
        }
      }
      if (target == Integer.class) {
        return l == (int) l ? (Object) (int) l : null;
      }
      if (target == Short.class) {
        return l == (short) l ? (Object) (short) l : null;
      }
      return l == (byte) l ? (Object) (byte) l : null;
    }
    if (target == Double.class) {
      if (n instanceof Float) {
        return (double) n.floatValue();
      }
      long l = n.longValue();
      return (long) (double) l == l && l != Long.MAX_VALUE ? (Object) (double) l : null;
    }
    if (target == Float.class) {
      if (n instanceof Double) {
        double d = n.doubleValue();
        return Double.isNaN(d) || (double) (float) d == d ? (Object) (float) d : null;
      }
      long l = n.longValue();
      return (long) (float) l == l && l != Long.MAX_VALUE ? (Object) (float) l : null;
    }
    return null;
  }

  /** The wrapper of a primitive type, or the type itself. */
  static Class<?> box(Class<?> c) {
    if (!c.isPrimitive()) {
      return c;
    }
    return java.lang.invoke.MethodType.methodType(c).wrap().returnType();
  }

  /** The zero value of a primitive type, or null. */
  static Object zero(Class<?> c) {
    if (!c.isPrimitive()) {
      return null;
    }
    if (c == boolean.class) {
      return false;
    }
    if (c == char.class) {
      return (char) 0;
    }
    return numeric(0, box(c));
  }
}
