package org.furylike.serializer;

import org.furylike.meta.GenericType;

/**
 * How one field is encoded, decided once from its declared type. Shared by the interpreter and the
 * code generator so both write the same bytes.
 */
public enum FieldKind {
  BOOLEAN,
  BYTE,
  CHAR,
  SHORT,
  INT,
  LONG,
  FLOAT,
  DOUBLE,
  /** A boxed primitive: null flag, then the primitive encoding. */
  BOXED_BOOLEAN,
  BOXED_BYTE,
  BOXED_CHAR,
  BOXED_SHORT,
  BOXED_INT,
  BOXED_LONG,
  BOXED_FLOAT,
  BOXED_DOUBLE,
  /** A String: null flag, then the string. */
  STRING,
  /** A declared type whose values all have that class: reference flag, then data; no class info. */
  EXACT,
  /** Any other type: reference flag, class info, then data. */
  OBJECT;

  /** The kind of a field declared with {@code type}. */
  public static FieldKind of(GenericType type) {
    Class<?> c = type.raw();
    if (c.isPrimitive()) {
      if (c == boolean.class) {
        return BOOLEAN;
      } else if (c == byte.class) {
        return BYTE;
      } else if (c == char.class) {
        return CHAR;
      } else if (c == short.class) {
        return SHORT;
      } else if (c == int.class) {
        return INT;
      } else if (c == long.class) {
        return LONG;
      } else if (c == float.class) {
        return FLOAT;
      }
      return DOUBLE;
    }
    if (c == Boolean.class) {
      return BOXED_BOOLEAN;
    } else if (c == Byte.class) {
      return BOXED_BYTE;
    } else if (c == Character.class) {
      return BOXED_CHAR;
    } else if (c == Short.class) {
      return BOXED_SHORT;
    } else if (c == Integer.class) {
      return BOXED_INT;
    } else if (c == Long.class) {
      return BOXED_LONG;
    } else if (c == Float.class) {
      return BOXED_FLOAT;
    } else if (c == Double.class) {
      return BOXED_DOUBLE;
    } else if (c == String.class) {
      return STRING;
    }
    return type.isMonomorphic() ? EXACT : OBJECT;
  }

  public boolean isPrimitive() {
    return ordinal() <= DOUBLE.ordinal();
  }

  public boolean isBoxed() {
    return ordinal() >= BOXED_BOOLEAN.ordinal() && ordinal() <= BOXED_DOUBLE.ordinal();
  }
}
