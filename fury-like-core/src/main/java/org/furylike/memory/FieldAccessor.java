package org.furylike.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import java.lang.reflect.Modifier;
import org.furylike.exception.FuryException;

/**
 * Reads and writes one instance field, private and final fields included. Works on classes of the
 * unnamed module (the class path) and of modules that open their packages; needs no {@code
 * --add-opens} for user classes.
 *
 * <p>On JDK 18 and later, where the field's package is open to fury-like (the class path always
 * is), reads, and writes of non-final fields, go through a {@link VarHandle}; otherwise, and for
 * writes of final fields, through core reflection. From JDK 18 on, core reflection runs on method
 * handles of its own per field, and the JDK generates a class for each of them once it has been
 * called a hundred-odd times: with many fields that made the first seconds of a class served by the
 * interpreter slow. A field's variable handle is an instance of a class the JDK already has,
 * whatever the field. On JDK 17, core reflection reads and writes memory directly and measured
 * faster than variable handles. The typed methods expect the field's own type (as {@link
 * org.furylike.serializer.FieldSet} calls them).
 */
public final class FieldAccessor {
  /** Whether fields are reached through variable handles where they can be (JDK 18 and later). */
  static final boolean VAR_HANDLES = Runtime.version().feature() >= 18;

  private final Field field;

  /** Reads the field (and writes it when {@link #writable}), or null: reflection serves. */
  private final VarHandle handle;

  /** Whether {@link #handle} writes the field (not for final fields, whose handle only reads). */
  private final boolean writable;

  /** {@link #handle} when the field holds a reference, else null. */
  private final VarHandle objectHandle;

  private FieldAccessor(Field field, VarHandle handle) {
    this.field = field;
    this.handle = handle;
    this.writable = handle != null && !Modifier.isFinal(field.getModifiers());
    this.objectHandle = field.getType().isPrimitive() ? null : handle;
  }

  /**
   * An accessor for {@code field}, made accessible.
   *
   * @param field a field of any type
   * @return an accessor that reads and writes it
   */
  public static FieldAccessor of(Field field) {
    return of(field, VAR_HANDLES);
  }

  /**
   * An accessor for {@code field}, made accessible, that reaches it through core reflection only:
   * for a field written once in a while, where making a variable handle would cost more than it
   * saves.
   *
   * @param field a field of any type
   * @return an accessor that reads and writes it
   */
  public static FieldAccessor reflective(Field field) {
    return of(field, false);
  }

  /**
   * An accessor for {@code field}, made accessible, reaching it through a variable handle where
   * that can be when {@code varHandle} (tests choose; see {@link #VAR_HANDLES}).
   */
  static FieldAccessor of(Field field, boolean varHandle) {
    return new FieldAccessor(accessible(field), varHandle ? handleOf(field) : null);
  }

  /**
   * Makes {@code field} accessible (private and final fields included), or fails naming the package
   * its module does not open.
   *
   * @param field a field of any type
   * @return {@code field}
   */
  public static Field accessible(Field field) {
    try {
      field.setAccessible(true);
    } catch (InaccessibleObjectException | SecurityException e) {
      throw new FuryException(
          "cannot access field "
              + field.getDeclaringClass().getName()
              + "."
              + field.getName()
              + ": its module does not open package "
              + field.getDeclaringClass().getPackageName()
              + " to fury-like; open it or register a custom serializer",
          e);
    }
    return field;
  }

  /** {@return whether the field is read through a variable handle} */
  boolean hasVarHandle() {
    return handle != null;
  }

  /**
   * A variable handle of {@code field} when its package is open to this module (for the class path,
   * always) and this module reads the field's, else null: reflection serves the field then.
   */
  private static VarHandle handleOf(Field field) {
    Class<?> c = field.getDeclaringClass();
    Module self = FieldAccessor.class.getModule();
    if (!c.getModule().isOpen(c.getPackageName(), self) || !self.canRead(c.getModule())) {
      return null;
    }
    try {
      return MethodHandles.privateLookupIn(c, MethodHandles.lookup()).unreflectVarHandle(field);
    } catch (IllegalAccessException e) {
      // the package is open, so this is not expected; the accessible Field serves the same
      return null;
    }
  }

  /** {@return the field this accessor reads and writes} */
  public Field field() {
    return field;
  }

  private FuryException failure(Exception e) {
    return new FuryException(
        "field access failed for " + field.getDeclaringClass().getName() + "." + field.getName(),
        e);
  }

  /**
   * {@return the field's value in {@code o}}
   *
   * @param o the object holding the field
   */
  public boolean getBoolean(Object o) {
    if (handle != null) {
      return (boolean) handle.get(o);
    }
    try {
      return field.getBoolean(o);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * {@return the field's value in {@code o}}
   *
   * @param o the object holding the field
   */
  public byte getByte(Object o) {
    if (handle != null) {
      return (byte) handle.get(o);
    }
    try {
      return field.getByte(o);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * {@return the field's value in {@code o}}
   *
   * @param o the object holding the field
   */
  public char getChar(Object o) {
    if (handle != null) {
      return (char) handle.get(o);
    }
    try {
      return field.getChar(o);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * {@return the field's value in {@code o}}
   *
   * @param o the object holding the field
   */
  public short getShort(Object o) {
    if (handle != null) {
      return (short) handle.get(o);
    }
    try {
      return field.getShort(o);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * {@return the field's value in {@code o}}
   *
   * @param o the object holding the field
   */
  public int getInt(Object o) {
    if (handle != null) {
      return (int) handle.get(o);
    }
    try {
      return field.getInt(o);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * {@return the field's value in {@code o}}
   *
   * @param o the object holding the field
   */
  public long getLong(Object o) {
    if (handle != null) {
      return (long) handle.get(o);
    }
    try {
      return field.getLong(o);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * {@return the field's value in {@code o}}
   *
   * @param o the object holding the field
   */
  public float getFloat(Object o) {
    if (handle != null) {
      return (float) handle.get(o);
    }
    try {
      return field.getFloat(o);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * {@return the field's value in {@code o}}
   *
   * @param o the object holding the field
   */
  public double getDouble(Object o) {
    if (handle != null) {
      return (double) handle.get(o);
    }
    try {
      return field.getDouble(o);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * {@return the field's value in {@code o}}
   *
   * @param o the object holding the field
   */
  public Object getObject(Object o) {
    if (objectHandle != null) {
      return objectHandle.get(o);
    }
    try {
      return field.get(o);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * Stores {@code v} into the field of {@code o}.
   *
   * @param o the object holding the field
   * @param v the value
   */
  public void putBoolean(Object o, boolean v) {
    if (writable) {
      handle.set(o, v);
      return;
    }
    try {
      field.setBoolean(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * Stores {@code v} into the field of {@code o}.
   *
   * @param o the object holding the field
   * @param v the value
   */
  public void putByte(Object o, byte v) {
    if (writable) {
      handle.set(o, v);
      return;
    }
    try {
      field.setByte(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * Stores {@code v} into the field of {@code o}.
   *
   * @param o the object holding the field
   * @param v the value
   */
  public void putChar(Object o, char v) {
    if (writable) {
      handle.set(o, v);
      return;
    }
    try {
      field.setChar(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * Stores {@code v} into the field of {@code o}.
   *
   * @param o the object holding the field
   * @param v the value
   */
  public void putShort(Object o, short v) {
    if (writable) {
      handle.set(o, v);
      return;
    }
    try {
      field.setShort(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * Stores {@code v} into the field of {@code o}.
   *
   * @param o the object holding the field
   * @param v the value
   */
  public void putInt(Object o, int v) {
    if (writable) {
      handle.set(o, v);
      return;
    }
    try {
      field.setInt(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * Stores {@code v} into the field of {@code o}.
   *
   * @param o the object holding the field
   * @param v the value
   */
  public void putLong(Object o, long v) {
    if (writable) {
      handle.set(o, v);
      return;
    }
    try {
      field.setLong(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * Stores {@code v} into the field of {@code o}.
   *
   * @param o the object holding the field
   * @param v the value
   */
  public void putFloat(Object o, float v) {
    if (writable) {
      handle.set(o, v);
      return;
    }
    try {
      field.setFloat(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * Stores {@code v} into the field of {@code o}.
   *
   * @param o the object holding the field
   * @param v the value
   */
  public void putDouble(Object o, double v) {
    if (writable) {
      handle.set(o, v);
      return;
    }
    try {
      field.setDouble(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    }
  }

  /**
   * Stores a value, unboxing it for a primitive field.
   *
   * @param o the object holding the field
   * @param v the value, boxed for a primitive field
   */
  public void putObjectOrPrimitive(Object o, Object v) {
    try {
      field.set(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    } catch (IllegalArgumentException e) {
      throw new org.furylike.exception.DeserializationException(
          "value "
              + v
              + " cannot be stored in field "
              + field.getDeclaringClass().getName()
              + "."
              + field.getName()
              + " of type "
              + field.getType().getName(),
          e);
    }
  }

  /**
   * Stores a reference; a value of the wrong type is reported with the field's name.
   *
   * @param o the object holding the field
   * @param v the value
   */
  public void putObject(Object o, Object v) {
    try {
      if (writable && objectHandle != null) {
        objectHandle.set(o, v);
      } else {
        field.set(o, v);
      }
    } catch (IllegalAccessException e) {
      throw failure(e);
    } catch (IllegalArgumentException | ClassCastException e) {
      // reflection reports a value of the wrong type with the first, a variable handle the second
      throw new org.furylike.exception.DeserializationException(
          "value of "
              + (v == null ? "null" : v.getClass().getName())
              + " cannot be stored in field "
              + field.getDeclaringClass().getName()
              + "."
              + field.getName()
              + " of type "
              + field.getType().getName(),
          e);
    }
  }
}
