package org.furylike.meta;

import java.lang.reflect.Field;

/** One serializable field of a class: where it is declared, its name and its declared type. */
public final class FieldDescriptor {
  private final Field field;
  private final int layer;
  private final GenericType genericType;

  FieldDescriptor(Field field, int layer) {
    this.field = field;
    this.layer = layer;
    this.genericType = GenericType.of(field.getGenericType());
  }

  /** {@return the reflective field} */
  public Field field() {
    return field;
  }

  /** {@return the field's name} */
  public String name() {
    return field.getName();
  }

  /** {@return the field's declared class} */
  public Class<?> type() {
    return field.getType();
  }

  /** {@return the field's declared type with its type arguments} */
  public GenericType genericType() {
    return genericType;
  }

  /** {@return the class that declares the field} */
  public Class<?> declaringClass() {
    return field.getDeclaringClass();
  }

  /**
   * {@return the field's class layer: 0 for the topmost declaring superclass, counting down to the
   * class itself}
   */
  public int layer() {
    return layer;
  }

  /**
   * {@return bytes of a primitive value (boolean and byte 1, char and short 2, ...); 0 for
   * references}
   */
  public int primitiveWidth() {
    Class<?> t = field.getType();
    if (!t.isPrimitive()) {
      return 0;
    }
    if (t == long.class || t == double.class) {
      return 8;
    }
    if (t == int.class || t == float.class) {
      return 4;
    }
    if (t == short.class || t == char.class) {
      return 2;
    }
    return 1;
  }

  @Override
  public String toString() {
    return GenericType.shortName(declaringClass()) + "." + name() + ": " + genericType;
  }
}
