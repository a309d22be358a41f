package org.furylike.memory;

import java.lang.reflect.Field;
import java.lang.reflect.InaccessibleObjectException;
import org.furylike.exception.FuryException;

/**
 * Reads and writes one instance field, private and final fields included. Works on classes of the
 * unnamed module (the class path) and of modules that open their packages; needs no {@code
 * --add-opens} for user classes.
 */
public final class FieldAccessor {
  private final Field field;

  private FieldAccessor(Field field) {
    this.field = field;
  }

  /**
   * An accessor for {@code field}, made accessible.
   *
   * @param field a field of any type
   * @return an accessor that reads and writes it
   */
  public static FieldAccessor of(Field field) {
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
    return new FieldAccessor(field);
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
      field.set(o, v);
    } catch (IllegalAccessException e) {
      throw failure(e);
    } catch (IllegalArgumentException e) {
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
