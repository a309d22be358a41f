package org.furylike.format;

/** Internal: Java primitive arrays written at natural width and read back. */
final class PrimitiveArrays {
  private PrimitiveArrays() {}

  static void write(RowMemory m, int at, Object v, int n) {
    if (v instanceof int[]) {
      int[] a = (int[]) v;
      for (int j = 0; j < n; j++) {
        m.putInt(at + 4 * j, a[j]);
      }
    } else if (v instanceof long[]) {
      long[] a = (long[]) v;
      for (int j = 0; j < n; j++) {
        m.putLong(at + 8 * j, a[j]);
      }
    } else if (v instanceof double[]) {
      double[] a = (double[]) v;
      for (int j = 0; j < n; j++) {
        RowLayout.putDouble(m, at + 8 * j, a[j]);
      }
    } else if (v instanceof float[]) {
      float[] a = (float[]) v;
      for (int j = 0; j < n; j++) {
        RowLayout.putFloat(m, at + 4 * j, a[j]);
      }
    } else {
      writeNarrow(m, at, v, n);
    }
  }

  private static void writeNarrow(RowMemory m, int at, Object v, int n) {
    if (v instanceof short[]) {
      short[] a = (short[]) v;
      for (int j = 0; j < n; j++) {
        m.putShort(at + 2 * j, a[j]);
      }
    } else if (v instanceof char[]) {
      char[] a = (char[]) v;
      for (int j = 0; j < n; j++) {
        m.putShort(at + 2 * j, (short) a[j]);
      }
    } else if (v instanceof boolean[]) {
      boolean[] a = (boolean[]) v;
      for (int j = 0; j < n; j++) {
        RowLayout.putBoolean(m, at + j, a[j]);
      }
    } else {
      throw new RowFormatException("not a primitive array: " + v.getClass().getName());
    }
  }

  static Object read(BinaryArray a, Class<?> component, String where) {
    int n = a.size();
    for (int j = 0; j < n; j++) {
      if (a.isNullAt(j)) {
        throw new RowFormatException(
            "malformed row: "
                + where
                + ": element "
                + j
                + " of a "
                + component.getName()
                + "[] is null");
      }
    }
    if (component == int.class) {
      int[] out = new int[n];
      for (int j = 0; j < n; j++) {
        out[j] = a.getInt32(j);
      }
      return out;
    }
    if (component == long.class) {
      long[] out = new long[n];
      for (int j = 0; j < n; j++) {
        out[j] = a.getInt64(j);
      }
      return out;
    }
    if (component == double.class) {
      double[] out = new double[n];
      for (int j = 0; j < n; j++) {
        out[j] = a.getFloat64(j);
      }
      return out;
    }
    return readNarrow(a, component, n);
  }

  private static Object readNarrow(BinaryArray a, Class<?> component, int n) {
    if (component == float.class) {
      float[] out = new float[n];
      for (int j = 0; j < n; j++) {
        out[j] = a.getFloat32(j);
      }
      return out;
    }
    if (component == short.class) {
      short[] out = new short[n];
      for (int j = 0; j < n; j++) {
        out[j] = a.getInt16(j);
      }
      return out;
    }
    if (component == char.class) {
      char[] out = new char[n];
      for (int j = 0; j < n; j++) {
        out[j] = a.getChar(j);
      }
      return out;
    }
    if (component == boolean.class) {
      boolean[] out = new boolean[n];
      for (int j = 0; j < n; j++) {
        out[j] = a.getBoolean(j);
      }
      return out;
    }
    byte[] out = new byte[n];
    for (int j = 0; j < n; j++) {
      out[j] = a.getInt8(j);
    }
    return out;
  }
}
