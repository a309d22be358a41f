package org.furylike.format;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Rows as plain values, with no user class: a struct is an {@code Object[]} of its field values in
 * slot order, an array a {@code List}, a map a {@link GenericMap}, an enum its constant name, other
 * kinds their Java value ({@code Long}, {@code String}, {@code BigDecimal}, {@code Instant}, ...).
 * Writing uses {@link RowLayout} like the class codecs, so the same values give the same bytes.
 */
public final class GenericRows {
  private static final Map<RowKind, ScalarCodec> SCALARS = new EnumMap<>(RowKind.class);

  static {
    for (RowKind k : RowKind.values()) {
      if (k != RowKind.ARRAY && k != RowKind.MAP && k != RowKind.STRUCT) {
        SCALARS.put(k, new ScalarCodec(RowType.scalar(k, null)));
      }
    }
  }

  private GenericRows() {}

  /** Keys and values of a map, in entry order (keys may be structs, which are not hashable). */
  public static final class GenericMap {
    /** The keys, in entry order. */
    public final List<Object> keys;

    /** The values, at the same index as their keys. */
    public final List<Object> values;

    /**
     * A map of {@code keys.get(i)} to {@code values.get(i)}; the lists are kept, not copied.
     *
     * @param keys the keys, in entry order
     * @param values the values, at the same index as their keys
     * @throws RowFormatException if the lists differ in size
     */
    public GenericMap(List<Object> keys, List<Object> values) {
      if (keys.size() != values.size()) {
        throw new RowFormatException(keys.size() + " map keys but " + values.size() + " values");
      }
      this.keys = keys;
      this.values = values;
    }
  }

  // ------------------------------------------------------------------ read

  /**
   * The field values of {@code row}, in the plain form this class describes.
   *
   * @param row the row
   * @return one value per field in slot order, null for null fields
   * @throws RowFormatException if the row is malformed
   */
  public static Object[] read(BinaryRow row) {
    RowSchema s = row.schema();
    Object[] out = new Object[s.size()];
    for (int i = 0; i < out.length; i++) {
      if (row.isNullAt(i)) {
        continue;
      }
      RowType t = s.field(i).type();
      switch (t.kind()) {
        case STRUCT:
          out[i] = read(row.getStruct(i));
          break;
        case ARRAY:
          out[i] = read(row.getArray(i));
          break;
        case MAP:
          out[i] = read(row.getMap(i));
          break;
        default:
          out[i] = row.readValue(i, SCALARS.get(t.kind()));
      }
    }
    return out;
  }

  /**
   * The elements of {@code a}, in the plain form this class describes.
   *
   * @param a the array
   * @return the elements, null for null elements
   * @throws RowFormatException if the array is malformed
   */
  public static List<Object> read(BinaryArray a) {
    List<Object> out = new ArrayList<>(a.size());
    RowKind k = a.elementType().kind();
    for (int j = 0; j < a.size(); j++) {
      if (a.isNullAt(j)) {
        out.add(null);
        continue;
      }
      switch (k) {
        case STRUCT:
          out.add(read(a.getStruct(j)));
          break;
        case ARRAY:
          out.add(read(a.getArray(j)));
          break;
        case MAP:
          out.add(read(a.getMap(j)));
          break;
        default:
          out.add(a.getRowValue(j, SCALARS.get(k)));
      }
    }
    return out;
  }

  /**
   * The entries of {@code m}, in the plain form this class describes.
   *
   * @param m the map
   * @return the keys and values
   * @throws RowFormatException if the map is malformed
   */
  public static GenericMap read(BinaryMap m) {
    return new GenericMap(read(m.keys()), read(m.values()));
  }

  // ------------------------------------------------------------------ write

  /**
   * The encoded row (fingerprint, then the row) holding {@code values}.
   *
   * @param schema the row's schema
   * @param values one value per field in slot order, in the plain form this class describes; null
   *     for null
   * @return a new array holding the encoded row
   * @throws RowFormatException if the number of values is not the number of fields, or a map's keys
   *     and values differ in number
   * @throws ClassCastException if a value is not of its field's plain type
   */
  public static byte[] encode(RowSchema schema, Object[] values) {
    RowMemory m = RowMemory.growable(64 + schema.fixedBytes());
    m.putLong(0, schema.fingerprint());
    int end = writeStruct(schema, values, m, 8);
    return java.util.Arrays.copyOf(m.heap(), end);
  }

  static int writeStruct(RowSchema s, Object[] values, RowMemory m, int base) {
    if (values.length != s.size()) {
      throw new RowFormatException(
          s.name() + " has " + s.size() + " fields, got " + values.length + " values");
    }
    int cursor = RowLayout.beginRow(m, base, s.fixedBytes());
    int slots = base + s.bitmapBytes();
    for (int i = 0; i < values.length; i++) {
      RowType t = s.field(i).type();
      if (values[i] == null) {
        RowLayout.setNull(m, base, i);
      } else if (t.isFixed()) {
        SCALARS.get(t.kind()).writeFixed(m, slots + 8 * i, values[i]);
      } else {
        cursor =
            RowLayout.endVar(m, base, slots + 8 * i, cursor, writeVar(t, values[i], m, cursor));
      }
    }
    return cursor;
  }

  private static int writeVar(RowType t, Object v, RowMemory m, int at) {
    switch (t.kind()) {
      case STRUCT:
        return writeStruct(t.struct(), (Object[]) v, m, at);
      case ARRAY:
        return writeArray(t.element(), (List<?>) v, m, at);
      case MAP:
        return writeMap(t, (GenericMap) v, m, at);
      default:
        return SCALARS.get(t.kind()).writeVar(m, at, v);
    }
  }

  private static int writeArray(RowType element, List<?> items, RowMemory m, int at) {
    int n = items.size();
    int width = element.kind().elementWidth();
    int elements = at + 8 + RowLayout.bitmapBytes(n);
    int cursor = elements + RowLayout.align8(n * width);
    m.ensure(cursor);
    m.zero(at, cursor);
    m.putLong(at, n);
    for (int j = 0; j < n; j++) {
      Object e = items.get(j);
      if (e == null) {
        RowLayout.setNull(m, at + 8, j);
      } else if (element.isFixed()) {
        SCALARS.get(element.kind()).writeFixed(m, elements + j * width, e);
      } else {
        cursor = RowLayout.endVar(m, at, elements + 8 * j, cursor, writeVar(element, e, m, cursor));
      }
    }
    return cursor;
  }

  private static int writeMap(RowType t, GenericMap map, RowMemory m, int at) {
    m.ensure(at + 8);
    int keysEnd = writeArray(t.key(), map.keys, m, at + 8);
    m.putLong(at, keysEnd - (at + 8));
    return writeArray(t.value(), map.values, m, keysEnd);
  }
}
