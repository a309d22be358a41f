package org.furylike.format;

import java.lang.reflect.Array;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.RandomAccess;

/** Internal: writes Java arrays, lists and sets as row arrays and reads them back. */
final class ArrayCodec extends ValueCodec {
  private final ValueCodec element;
  private final RowKind kind;
  private final int width;
  private final Class<?> javaClass;

  ArrayCodec(RowType type, CodecMode mode) {
    super(type);
    this.element = ValueCodec.of(type.element(), mode);
    this.kind = type.element().kind();
    this.width = kind.elementWidth();
    this.javaClass = type.javaClass();
  }

  @Override
  public int writeVar(RowMemory m, int at, Object v) {
    if (v instanceof Object[]) {
      Object[] a = (Object[]) v;
      return writeAll(m, at, a.length, a, null);
    }
    if (v instanceof Collection) {
      Collection<?> c = (Collection<?>) v;
      return writeAll(m, at, c.size(), null, c);
    }
    return RowArrays.write(m, at, v);
  }

  private int begin(RowMemory m, int at, int n) {
    return RowLayout.beginArray(m, at, n, width);
  }

  /** Writes {@code n} elements from an array or a collection; returns the end. */
  int writeAll(RowMemory m, int at, int n, Object[] array, Collection<?> c) {
    int elements = begin(m, at, n);
    int cursor = elements + RowLayout.align8(n * width);
    Iterator<?> it =
        c == null || (c instanceof List && c instanceof RandomAccess) ? null : c.iterator();
    List<?> list = c instanceof List && it == null ? (List<?>) c : null;
    for (int j = 0; j < n; j++) {
      Object raw = array != null ? array[j] : list != null ? list.get(j) : next(it, n);
      Object e = element.fromJava(raw);
      if (e == null) {
        RowLayout.setNull(m, at + 8, j);
      } else if (kind.isFixed()) {
        element.writeFixed(m, elements + j * width, e);
      } else {
        int end = element.writeVar(m, cursor, e);
        cursor = RowLayout.endVar(m, at, elements + 8 * j, cursor, end);
      }
    }
    if (it != null && it.hasNext()) {
      throw new RowFormatException(
          "collection grew while it was written (" + n + " elements " + "expected)");
    }
    return cursor;
  }

  private static Object next(Iterator<?> it, int n) {
    if (!it.hasNext()) {
      throw shrank(n);
    }
    return it.next();
  }

  // built apart to keep next() small enough to inline
  private static RowFormatException shrank(int n) {
    return new RowFormatException(
        "collection shrank while it was written (" + n + " elements expected)");
  }

  @Override
  public Object readVar(RowMemory m, int at, int size, String where) {
    return toJavaArray(new BinaryArray(type.element(), m, at, at + size), where);
  }

  /** The Java form (array, list or set) of {@code a}. */
  Object toJavaArray(BinaryArray a, String where) {
    int n = a.size();
    if (javaClass != null && javaClass.isArray() && javaClass.getComponentType().isPrimitive()) {
      return RowArrays.read(a, javaClass.getComponentType(), where);
    }
    if (javaClass != null && javaClass.isArray()) {
      Object[] out = (Object[]) Array.newInstance(javaClass.getComponentType(), n);
      for (int j = 0; j < n; j++) {
        out[j] = element.toJava(a.getRowValue(j, element));
      }
      return out;
    }
    Collection<Object> out =
        JavaContainers.newCollection(javaClass == null ? List.class : javaClass, n);
    for (int j = 0; j < n; j++) {
      out.add(element.toJava(a.getRowValue(j, element)));
    }
    return out;
  }

  /** Element values in row form, for maps. */
  Object[] rowValues(BinaryArray a) {
    Object[] out = new Object[a.size()];
    for (int j = 0; j < out.length; j++) {
      out[j] = element.toJava(a.getRowValue(j, element));
    }
    return out;
  }
}
