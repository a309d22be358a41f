package org.furylike.memory;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.furylike.exception.FuryException;

/**
 * Reads and writes an instance field whose module does not open it to reflection (private fields of
 * JDK classes), by its offset, on the JDKs where {@code sun.misc.Unsafe} prints nothing (before JDK
 * 24). Values are boxed. Used only for the serializable fields of JDK exception classes, which the
 * JDK's own serialization would transfer in the same way.
 */
public final class RawFieldAccess {
  private final Field field;
  private final MethodHandle get;
  private final MethodHandle put;

  private RawFieldAccess(Field field, MethodHandle get, MethodHandle put) {
    this.field = field;
    this.get = get;
    this.put = put;
  }

  /**
   * Whether {@link #of} can give accessors on this JVM.
   *
   * @return true before JDK 24 when {@code sun.misc.Unsafe} is present
   */
  public static boolean available() {
    return UnsafeAccess.AVAILABLE;
  }

  /**
   * An accessor for instance field {@code f}.
   *
   * @param f the field
   * @return the accessor; null when {@link #available()} is false or the field is static
   */
  public static RawFieldAccess of(Field f) {
    if (!available() || Modifier.isStatic(f.getModifiers())) {
      return null;
    }
    Class<?> t = f.getType();
    String suffix = t.isPrimitive() ? capitalized(t.getName()) : "Object";
    Class<?> erased = t.isPrimitive() ? t : Object.class;
    long offset = UnsafeAccess.fieldOffset(f);
    try {
      MethodHandle g =
          UnsafeAccess.bound(
              "get" + suffix, MethodType.methodType(erased, Object.class, long.class));
      MethodHandle p =
          UnsafeAccess.bound(
              "put" + suffix, MethodType.methodType(void.class, Object.class, long.class, erased));
      return new RawFieldAccess(
          f,
          java.lang.invoke.MethodHandles.insertArguments(g, 1, offset),
          java.lang.invoke.MethodHandles.insertArguments(p, 1, offset));
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot access field " + describe(f), e);
    }
  }

  private static String capitalized(String s) {
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }

  private static String describe(Field f) {
    return f.getDeclaringClass().getName() + "." + f.getName();
  }

  /**
   * The value of the field in {@code obj}, boxed when primitive.
   *
   * @param obj an instance of the field's class
   * @return the value
   */
  public Object get(Object obj) {
    field.getDeclaringClass().cast(obj);
    try {
      return get.invoke(obj);
    } catch (Throwable t) {
      throw failure(t);
    }
  }

  /**
   * Sets the field of {@code obj} to {@code value} (boxed when primitive), after checking that the
   * value fits the field's type.
   *
   * @param obj an instance of the field's class
   * @param value the new value
   */
  public void set(Object obj, Object value) {
    field.getDeclaringClass().cast(obj);
    Class<?> t = field.getType();
    boolean fits =
        t.isPrimitive()
            ? value != null && MethodType.methodType(t).wrap().returnType() == value.getClass()
            : value == null || t.isInstance(value);
    if (!fits) {
      throw new IllegalArgumentException("a value of another type for field " + describe(field));
    }
    try {
      put.invoke(obj, value);
    } catch (Throwable t2) {
      throw failure(t2);
    }
  }

  private FuryException failure(Throwable t) {
    if (t instanceof VirtualMachineError) {
      throw (VirtualMachineError) t;
    }
    return new FuryException("field access failed for " + describe(field), t);
  }
}
