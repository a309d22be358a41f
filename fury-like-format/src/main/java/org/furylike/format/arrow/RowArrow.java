package org.furylike.format.arrow;

import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.BaseFixedWidthVector;
import org.apache.arrow.vector.BaseVariableWidthVector;
import org.apache.arrow.vector.ValueVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.MapVector;
import org.apache.arrow.vector.complex.StructVector;
import org.apache.arrow.vector.types.pojo.Schema;
import org.furylike.format.BinaryRow;
import org.furylike.format.GenericRows;
import org.furylike.format.RowFormatException;
import org.furylike.format.RowSchema;
import org.furylike.format.RowType;

/**
 * Converts a batch of rows to an Apache Arrow {@link VectorSchemaRoot} (one column per field,
 * nested structs as struct columns, arrays as list columns, maps as map columns) and back. Needs
 * {@code org.apache.arrow:arrow-vector} and an Arrow allocator implementation on the class path;
 * Arrow's memory module needs {@code --add-opens=java.base/java.nio=ALL-UNNAMED} on JDK 17+.
 */
public final class RowArrow {
  private RowArrow() {}

  /**
   * The Arrow schema of {@code schema}.
   *
   * @param schema the row schema
   * @return one Arrow field per row field, in slot order
   */
  public static Schema arrowSchema(RowSchema schema) {
    return ArrowTypes.schema(schema);
  }

  /**
   * A new root allocated from {@code allocator} holding {@code rows}, all of {@code schema}. The
   * caller owns the root and closes it; on failure it is closed here.
   *
   * @param schema the schema of every row
   * @param rows the rows, one Arrow row each, in order
   * @param allocator where the vectors are allocated
   * @return the filled root
   * @throws RowFormatException if a row has another schema or is malformed
   */
  public static VectorSchemaRoot toArrow(
      RowSchema schema, List<BinaryRow> rows, BufferAllocator allocator) {
    VectorSchemaRoot root = VectorSchemaRoot.create(arrowSchema(schema), allocator);
    try {
      root.allocateNew();
      for (int r = 0; r < rows.size(); r++) {
        BinaryRow row = rows.get(r);
        if (row.schema().fingerprint() != schema.fingerprint()) {
          throw new RowFormatException(
              "row " + r + " has schema " + row.schema().layout() + ", not " + schema.layout());
        }
        Object[] values = GenericRows.read(row);
        for (int i = 0; i < values.length; i++) {
          write(
              root.getVector(i),
              r,
              schema.field(i).type(),
              values[i],
              schema.name() + "." + schema.field(i).name() + " of row " + r);
        }
      }
      root.setRowCount(rows.size());
      return root;
    } catch (RuntimeException e) {
      root.close();
      throw e;
    }
  }

  /**
   * The rows of {@code root}, encoded with {@code schema} (fingerprint, then row).
   *
   * @param root vectors whose schema is {@link #arrowSchema(RowSchema) arrowSchema(schema)}
   * @param schema the row schema to encode with
   * @return one encoded row per Arrow row, in order
   * @throws RowFormatException if the root's schema is not the one of {@code schema}
   */
  public static List<byte[]> fromArrow(VectorSchemaRoot root, RowSchema schema) {
    if (!root.getSchema().equals(arrowSchema(schema))) {
      throw new RowFormatException(
          "Arrow schema " + root.getSchema() + " is not the one of " + schema.layout());
    }
    List<byte[]> out = new ArrayList<>(root.getRowCount());
    for (int r = 0; r < root.getRowCount(); r++) {
      Object[] values = new Object[schema.size()];
      for (int i = 0; i < values.length; i++) {
        values[i] = read(root.getVector(i), r, schema.field(i).type());
      }
      out.add(GenericRows.encode(schema, values));
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private static void write(ValueVector v, int i, RowType t, Object value, String where) {
    if (value == null) {
      setNull(v, i, where);
      return;
    }
    switch (t.kind()) {
      case STRUCT:
        writeStruct((StructVector) v, i, t, (Object[]) value, where);
        return;
      case ARRAY:
        writeList((ListVector) v, i, t, (List<Object>) value, where);
        return;
      case MAP:
        writeMap((MapVector) v, i, t, (GenericRows.GenericMap) value, where);
        return;
      default:
        ArrowValues.set(v, i, t, value, where);
    }
  }

  private static void writeStruct(StructVector s, int i, RowType t, Object[] fields, String where) {
    s.setIndexDefined(i);
    for (int k = 0; k < fields.length; k++) {
      write(
          s.getChildByOrdinal(k),
          i,
          t.struct().field(k).type(),
          fields[k],
          where + "." + t.struct().field(k).name());
    }
  }

  private static void writeList(ListVector l, int i, RowType t, List<Object> items, String where) {
    int start = l.startNewValue(i);
    for (int j = 0; j < items.size(); j++) {
      write(l.getDataVector(), start + j, t.element(), items.get(j), where + "[" + j + "]");
    }
    l.endValue(i, items.size());
  }

  private static void writeMap(
      MapVector m, int i, RowType t, GenericRows.GenericMap map, String where) {
    StructVector entries = (StructVector) m.getDataVector();
    int start = m.startNewValue(i);
    for (int j = 0; j < map.keys.size(); j++) {
      if (map.keys.get(j) == null) {
        throw new RowFormatException(where + ": Arrow map keys cannot be null");
      }
      entries.setIndexDefined(start + j);
      write(entries.getChildByOrdinal(0), start + j, t.key(), map.keys.get(j), where + ".key");
      write(
          entries.getChildByOrdinal(1), start + j, t.value(), map.values.get(j), where + ".value");
    }
    m.endValue(i, map.keys.size());
  }

  private static void setNull(ValueVector v, int i, String where) {
    if (v instanceof BaseFixedWidthVector) {
      ((BaseFixedWidthVector) v).setNull(i);
    } else if (v instanceof BaseVariableWidthVector) {
      ((BaseVariableWidthVector) v).setNull(i);
    } else if (v instanceof ListVector) {
      ((ListVector) v).setNull(i);
    } else if (v instanceof StructVector) {
      ((StructVector) v).setNull(i);
    } else {
      throw new RowFormatException(where + ": cannot store null in " + v.getClass().getName());
    }
  }

  private static Object read(ValueVector v, int i, RowType t) {
    if (v.isNull(i)) {
      return null;
    }
    switch (t.kind()) {
      case STRUCT:
        {
          StructVector s = (StructVector) v;
          Object[] fields = new Object[t.struct().size()];
          for (int k = 0; k < fields.length; k++) {
            fields[k] = read(s.getChildByOrdinal(k), i, t.struct().field(k).type());
          }
          return fields;
        }
      case ARRAY:
        {
          ListVector l = (ListVector) v;
          List<Object> items = new ArrayList<>();
          for (int j = l.getElementStartIndex(i); j < l.getElementEndIndex(i); j++) {
            items.add(read(l.getDataVector(), j, t.element()));
          }
          return items;
        }
      case MAP:
        {
          MapVector m = (MapVector) v;
          StructVector entries = (StructVector) m.getDataVector();
          List<Object> keys = new ArrayList<>();
          List<Object> values = new ArrayList<>();
          for (int j = m.getElementStartIndex(i); j < m.getElementEndIndex(i); j++) {
            keys.add(read(entries.getChildByOrdinal(0), j, t.key()));
            values.add(read(entries.getChildByOrdinal(1), j, t.value()));
          }
          return new GenericRows.GenericMap(keys, values);
        }
      default:
        return ArrowValues.get(v, i, t);
    }
  }
}
