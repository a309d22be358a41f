package org.furylike.format;

/** Source fragments for primitive fields: one table of getters, puts, row readers and boxes. */
final class PrimitiveSource {
  private static final String FH = "org.furylike.memory.FieldHandles";
  private static final String LAYOUT = "org.furylike.format.RowLayout";

  private PrimitiveSource() {}

  private static String cap(Class<?> p) {
    String n = p.getName();
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }

  /** {@code FieldHandles.getInt(GET_x, o)}. */
  static String get(Class<?> p, String getter) {
    return FH + ".get" + cap(p) + "(" + getter + ", o)";
  }

  /** The FieldHandles setter method name, e.g. {@code putInt}. */
  static String setter(Class<?> p) {
    return "put" + cap(p);
  }

  /** A statement storing {@code value} of primitive {@code p} at {@code at}. */
  static String put(Class<?> p, String at, String value) {
    if (p == boolean.class) {
      return LAYOUT + ".putBoolean(m, " + at + ", " + value + ")";
    }
    if (p == float.class) {
      return LAYOUT + ".putFloat(m, " + at + ", " + value + ")";
    }
    if (p == double.class) {
      return LAYOUT + ".putDouble(m, " + at + ", " + value + ")";
    }
    if (p == char.class) {
      return "m.putShort(" + at + ", (short) " + value + ")";
    }
    return "m.put" + cap(p) + "(" + at + ", " + value + ")";
  }

  /** The row getter call for slot {@code i}, e.g. {@code row.getInt32(3)}. */
  static String read(Class<?> p, int i) {
    String g;
    if (p == boolean.class) {
      g = "getBoolean";
    } else if (p == byte.class) {
      g = "getInt8";
    } else if (p == short.class) {
      g = "getInt16";
    } else if (p == char.class) {
      g = "getChar";
    } else if (p == int.class) {
      g = "getInt32";
    } else if (p == long.class) {
      g = "getInt64";
    } else if (p == float.class) {
      g = "getFloat32";
    } else {
      g = "getFloat64";
    }
    return "row." + g + "(" + i + ")";
  }

  /** The primitive class of a box. */
  static Class<?> unboxed(Class<?> box) {
    return java.lang.invoke.MethodType.methodType(box).unwrap().returnType();
  }

  /** {@code ((java.lang.Integer) v).intValue()}. */
  static String unbox(Class<?> box, String v) {
    return "((" + box.getName() + ") " + v + ")." + unboxed(box).getName() + "Value()";
  }

  /** {@code java.lang.Integer.valueOf(expr)}. */
  static String box(Class<?> p, String expr) {
    return java.lang.invoke.MethodType.methodType(p).wrap().returnType().getName()
        + ".valueOf("
        + expr
        + ")";
  }

  /** The zero value of {@code p} in source. */
  static String zero(Class<?> p) {
    if (p == boolean.class) {
      return "false";
    }
    return p == char.class ? "(char) 0" : "(" + p.getName() + ") 0";
  }

  /** The {@link RowArrays} method suffix of a primitive array class, e.g. {@code Ints}. */
  static String arrayMethod(Class<?> array) {
    return cap(array.getComponentType()) + "s";
  }

  /** {@code s} as a Java string literal. */
  static String literal(String s) {
    return "\"" + s.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
  }

  /**
   * The value of primitive {@code p} held in the raw little-endian slot {@code raw} (a long
   * expression); booleans are read with their 0-or-1 check instead, see {@link #read}.
   */
  static String fromSlot(Class<?> p, String raw) {
    if (p == long.class) {
      return raw;
    }
    if (p == double.class) {
      return "java.lang.Double.longBitsToDouble(" + raw + ")";
    }
    if (p == float.class) {
      return "java.lang.Float.intBitsToFloat((int) " + raw + ")";
    }
    return "(" + p.getName() + ") " + raw;
  }
}
