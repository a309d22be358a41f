package org.furylike.format;

import java.util.Map;

/** Internal: writes a Java map as an int64 key-array size, a key array and a value array. */
final class MapCodec extends ValueCodec {
  private final ArrayCodec keys;
  private final ArrayCodec values;

  MapCodec(RowType type, CodecMode mode) {
    super(type);
    this.keys = new ArrayCodec(RowType.array(Object[].class, type.key()), mode);
    this.values = new ArrayCodec(RowType.array(Object[].class, type.value()), mode);
  }

  @Override
  public int writeVar(RowMemory m, int at, Object v) {
    Map<?, ?> map = (Map<?, ?>) v;
    int n = map.size();
    Object[] ks = new Object[n];
    Object[] vs = new Object[n];
    int j = 0;
    for (Map.Entry<?, ?> e : map.entrySet()) {
      if (j == n) {
        throw new RowFormatException("map grew while it was written (" + n + " entries expected)");
      }
      ks[j] = e.getKey();
      vs[j++] = e.getValue();
    }
    if (j != n) {
      throw new RowFormatException("map shrank while it was written (" + n + " entries expected)");
    }
    m.ensure(at + 8);
    int keysEnd = keys.writeAll(m, at + 8, n, ks, null);
    m.putLong(at, keysEnd - (at + 8));
    return values.writeAll(m, keysEnd, n, vs, null);
  }

  @Override
  public Object readVar(RowMemory m, int at, int size, String where) {
    BinaryMap bm = new BinaryMap(type, m, at, at + size);
    Object[] ks = keys.rowValues(bm.keys());
    Object[] vs = values.rowValues(bm.values());
    Map<Object, Object> out =
        JavaContainers.newMap(type.javaClass() == null ? Map.class : type.javaClass(), ks.length);
    for (int j = 0; j < ks.length; j++) {
      out.put(ks[j], vs[j]);
    }
    return out;
  }
}
