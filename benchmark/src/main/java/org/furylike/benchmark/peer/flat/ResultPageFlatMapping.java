package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.furylike.benchmark.data.ResultPage;
import org.furylike.benchmark.fbs.FbIndexEntry;
import org.furylike.benchmark.fbs.FbResultPage;
import org.furylike.benchmark.fbs.FbResultPageT;
import org.furylike.benchmark.fbs.FbResultRow;
import org.furylike.benchmark.fbs.FbStringEntry;

/**
 * Writes {@link ResultPage} into a flatbuffer and reads it back: each row as a vector of string
 * entries, the index as a vector of entries holding a key and an int vector. Nothing is null.
 */
final class ResultPageFlatMapping implements FlatMapping<ResultPage, FbResultPageT> {
  @Override
  public int write(FlatBufferBuilder b, ResultPage p) {
    int query = b.createString(p.query);
    int[] rows = new int[p.rows.size()];
    for (int r = 0; r < rows.length; r++) {
      Map<String, String> row = p.rows.get(r);
      int[] cells = new int[row.size()];
      int i = 0;
      for (Map.Entry<String, String> e : row.entrySet()) {
        int key = b.createString(e.getKey());
        int value = b.createString(e.getValue());
        cells[i++] = FbStringEntry.createFbStringEntry(b, key, value);
      }
      rows[r] = FbResultRow.createFbResultRow(b, FbResultRow.createCellsVector(b, cells));
    }
    int[] index = new int[p.index.size()];
    int i = 0;
    for (Map.Entry<String, List<Integer>> e : p.index.entrySet()) {
      int key = b.createString(e.getKey());
      int[] values = new int[e.getValue().size()];
      for (int k = 0; k < values.length; k++) {
        values[k] = e.getValue().get(k);
      }
      index[i++] =
          FbIndexEntry.createFbIndexEntry(b, key, FbIndexEntry.createValuesVector(b, values));
    }
    int rowsVector = FbResultPage.createRowsVector(b, rows);
    int indexVector = FbResultPage.createIndexVector(b, index);
    FbResultPage.startFbResultPage(b);
    FbResultPage.addTotal(b, p.total);
    FbResultPage.addQuery(b, query);
    FbResultPage.addRows(b, rowsVector);
    FbResultPage.addIndex(b, indexVector);
    return FbResultPage.endFbResultPage(b);
  }

  @Override
  public ResultPage read(ByteBuffer bb) {
    FbResultPage f = FbResultPage.getRootAsFbResultPage(bb);
    ResultPage p = new ResultPage();
    p.query = f.query();
    p.total = f.total();
    int n = f.rowsLength();
    p.rows = new ArrayList<>(n);
    FbResultRow row = new FbResultRow();
    FbStringEntry cell = new FbStringEntry();
    for (int r = 0; r < n; r++) {
      f.rows(row, r);
      int cells = row.cellsLength();
      Map<String, String> map = new HashMap<>(FlatMapping.capacity(cells));
      for (int c = 0; c < cells; c++) {
        row.cells(cell, c);
        map.put(cell.key(), cell.value());
      }
      p.rows.add(map);
    }
    n = f.indexLength();
    p.index = new HashMap<>(FlatMapping.capacity(n));
    FbIndexEntry entry = new FbIndexEntry();
    for (int i = 0; i < n; i++) {
      f.index(entry, i);
      int k = entry.valuesLength();
      List<Integer> values = new ArrayList<>(k);
      for (int j = 0; j < k; j++) {
        values.add(entry.values(j));
      }
      p.index.put(entry.key(), values);
    }
    return p;
  }

  @Override
  public int pack(FlatBufferBuilder b, FbResultPageT message) {
    return FbResultPage.pack(b, message);
  }

  @Override
  public FbResultPageT unpack(ByteBuffer bb) {
    return FbResultPage.getRootAsFbResultPage(bb).unpack();
  }
}
