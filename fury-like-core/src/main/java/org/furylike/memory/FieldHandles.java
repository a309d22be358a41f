package org.furylike.memory;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.exception.FuryException;

/**
 * Field access for generated serializers. Each field gets a getter handle typed {@code (Object)X}
 * and a setter handle typed {@code (Object,X)void} (final fields included, through their accessible
 * {@link Field}); generated classes hold them in {@code static final} fields and call the static
 * methods here, which the JIT inlines and folds into a plain field access.
 */
public final class FieldHandles {
  private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

  private FieldHandles() {}

  /**
   * The erased value type used by the handles of a field of {@code type}.
   *
   * @param type the declared type of a field
   * @return {@code type} if primitive, else {@code Object.class}
   */
  public static Class<?> erased(Class<?> type) {
    return type.isPrimitive() ? type : Object.class;
  }

  /**
   * A getter typed {@code (Object)T} where T is the field's primitive type or Object.
   *
   * @param field the field to read
   * @return the getter
   */
  public static MethodHandle getter(Field field) {
    FieldAccessor.accessible(field);
    try {
      return LOOKUP
          .unreflectGetter(field)
          .asType(MethodType.methodType(erased(field.getType()), Object.class));
    } catch (IllegalAccessException e) {
      throw new FuryException("cannot read field " + describe(field), e);
    }
  }

  /**
   * A setter typed {@code (Object,T)void}; works for final instance fields of ordinary classes.
   *
   * @param field the field to write
   * @return the setter
   */
  public static MethodHandle setter(Field field) {
    FieldAccessor.accessible(field);
    try {
      return LOOKUP
          .unreflectSetter(field)
          .asType(MethodType.methodType(void.class, Object.class, erased(field.getType())));
    } catch (IllegalAccessException e) {
      throw new FuryException("cannot write field " + describe(field), e);
    }
  }

  private static String describe(Field f) {
    return f.getDeclaringClass().getName() + "." + f.getName();
  }

  private static RuntimeException rethrow(Throwable t) {
    if (t instanceof RuntimeException) {
      return (RuntimeException) t;
    }
    if (t instanceof Error) {
      throw (Error) t;
    }
    return new FuryException("field access failed: " + t, t);
  }

  /**
   * {@return the value the getter {@code h} reads from {@code o}}
   *
   * @param h a getter from {@link #getter}
   * @param o the object holding the field
   */
  @GeneratedCodeApi
  public static boolean getBoolean(MethodHandle h, Object o) {
    try {
      return (boolean) h.invokeExact(o);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * {@return the value the getter {@code h} reads from {@code o}}
   *
   * @param h a getter from {@link #getter}
   * @param o the object holding the field
   */
  @GeneratedCodeApi
  public static byte getByte(MethodHandle h, Object o) {
    try {
      return (byte) h.invokeExact(o);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * {@return the value the getter {@code h} reads from {@code o}}
   *
   * @param h a getter from {@link #getter}
   * @param o the object holding the field
   */
  @GeneratedCodeApi
  public static char getChar(MethodHandle h, Object o) {
    try {
      return (char) h.invokeExact(o);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * {@return the value the getter {@code h} reads from {@code o}}
   *
   * @param h a getter from {@link #getter}
   * @param o the object holding the field
   */
  @GeneratedCodeApi
  public static short getShort(MethodHandle h, Object o) {
    try {
      return (short) h.invokeExact(o);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * {@return the value the getter {@code h} reads from {@code o}}
   *
   * @param h a getter from {@link #getter}
   * @param o the object holding the field
   */
  @GeneratedCodeApi
  public static int getInt(MethodHandle h, Object o) {
    try {
      return (int) h.invokeExact(o);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * {@return the value the getter {@code h} reads from {@code o}}
   *
   * @param h a getter from {@link #getter}
   * @param o the object holding the field
   */
  @GeneratedCodeApi
  public static long getLong(MethodHandle h, Object o) {
    try {
      return (long) h.invokeExact(o);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * {@return the value the getter {@code h} reads from {@code o}}
   *
   * @param h a getter from {@link #getter}
   * @param o the object holding the field
   */
  @GeneratedCodeApi
  public static float getFloat(MethodHandle h, Object o) {
    try {
      return (float) h.invokeExact(o);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * {@return the value the getter {@code h} reads from {@code o}}
   *
   * @param h a getter from {@link #getter}
   * @param o the object holding the field
   */
  @GeneratedCodeApi
  public static double getDouble(MethodHandle h, Object o) {
    try {
      return (double) h.invokeExact(o);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * {@return the value the getter {@code h} reads from {@code o}}
   *
   * @param h a getter from {@link #getter}
   * @param o the object holding the field
   */
  @GeneratedCodeApi
  public static Object getObject(MethodHandle h, Object o) {
    try {
      return (Object) h.invokeExact(o);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Stores {@code v} into {@code o} through the setter {@code h}.
   *
   * @param h a setter from {@link #setter}
   * @param o the object holding the field
   * @param v the value
   */
  @GeneratedCodeApi
  public static void putBoolean(MethodHandle h, Object o, boolean v) {
    try {
      h.invokeExact(o, v);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Stores {@code v} into {@code o} through the setter {@code h}.
   *
   * @param h a setter from {@link #setter}
   * @param o the object holding the field
   * @param v the value
   */
  @GeneratedCodeApi
  public static void putByte(MethodHandle h, Object o, byte v) {
    try {
      h.invokeExact(o, v);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Stores {@code v} into {@code o} through the setter {@code h}.
   *
   * @param h a setter from {@link #setter}
   * @param o the object holding the field
   * @param v the value
   */
  @GeneratedCodeApi
  public static void putChar(MethodHandle h, Object o, char v) {
    try {
      h.invokeExact(o, v);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Stores {@code v} into {@code o} through the setter {@code h}.
   *
   * @param h a setter from {@link #setter}
   * @param o the object holding the field
   * @param v the value
   */
  @GeneratedCodeApi
  public static void putShort(MethodHandle h, Object o, short v) {
    try {
      h.invokeExact(o, v);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Stores {@code v} into {@code o} through the setter {@code h}.
   *
   * @param h a setter from {@link #setter}
   * @param o the object holding the field
   * @param v the value
   */
  @GeneratedCodeApi
  public static void putInt(MethodHandle h, Object o, int v) {
    try {
      h.invokeExact(o, v);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Stores {@code v} into {@code o} through the setter {@code h}.
   *
   * @param h a setter from {@link #setter}
   * @param o the object holding the field
   * @param v the value
   */
  @GeneratedCodeApi
  public static void putLong(MethodHandle h, Object o, long v) {
    try {
      h.invokeExact(o, v);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Stores {@code v} into {@code o} through the setter {@code h}.
   *
   * @param h a setter from {@link #setter}
   * @param o the object holding the field
   * @param v the value
   */
  @GeneratedCodeApi
  public static void putFloat(MethodHandle h, Object o, float v) {
    try {
      h.invokeExact(o, v);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Stores {@code v} into {@code o} through the setter {@code h}.
   *
   * @param h a setter from {@link #setter}
   * @param o the object holding the field
   * @param v the value
   */
  @GeneratedCodeApi
  public static void putDouble(MethodHandle h, Object o, double v) {
    try {
      h.invokeExact(o, v);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Stores {@code v} into {@code o} through the setter {@code h}.
   *
   * @param h a setter from {@link #setter}
   * @param o the object holding the field
   * @param v the value
   */
  @GeneratedCodeApi
  public static void putObject(MethodHandle h, Object o, Object v) {
    try {
      h.invokeExact(o, v);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Invokes a no-argument factory handle typed {@code ()Object}.
   *
   * @param h the factory handle
   * @return the new object
   */
  @GeneratedCodeApi
  public static Object newInstance(MethodHandle h) {
    try {
      return (Object) h.invokeExact();
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Invokes a constructor handle typed {@code (Object[])Object} (a spreader).
   *
   * @param h the constructor handle
   * @param args the constructor arguments
   * @return the new object
   */
  @GeneratedCodeApi
  public static Object construct(MethodHandle h, Object[] args) {
    try {
      return (Object) h.invokeExact(args);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }
}
