package org.furylike.benchmark.peer.proto;

import com.google.protobuf.InvalidProtocolBufferException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.furylike.benchmark.data.ResultPage;
import org.furylike.benchmark.proto.IntListMsg;
import org.furylike.benchmark.proto.ResultPageMsg;
import org.furylike.benchmark.proto.ResultRowMsg;

/**
 * Converts {@link ResultPage} to and from {@link ResultPageMsg}: each row as a message holding a
 * string map, each index list as a message holding a repeated field. Nothing is null.
 */
final class ResultPageProtoMapping implements ProtoMapping<ResultPage, ResultPageMsg> {
  @Override
  public ResultPageMsg toMessage(ResultPage p) {
    ResultPageMsg.Builder b = ResultPageMsg.newBuilder().setQuery(p.query).setTotal(p.total);
    for (Map<String, String> row : p.rows) {
      b.addRows(ResultRowMsg.newBuilder().putAllCells(row));
    }
    for (Map.Entry<String, List<Integer>> e : p.index.entrySet()) {
      b.putIndex(e.getKey(), IntListMsg.newBuilder().addAllValues(e.getValue()).build());
    }
    return b.build();
  }

  @Override
  public ResultPage fromMessage(ResultPageMsg m) {
    ResultPage p = new ResultPage();
    p.query = m.getQuery();
    p.total = m.getTotal();
    p.rows = new ArrayList<>(m.getRowsCount());
    for (ResultRowMsg row : m.getRowsList()) {
      p.rows.add(new HashMap<>(row.getCellsMap()));
    }
    p.index = new HashMap<>();
    for (Map.Entry<String, IntListMsg> e : m.getIndexMap().entrySet()) {
      p.index.put(e.getKey(), new ArrayList<>(e.getValue().getValuesList()));
    }
    return p;
  }

  @Override
  public ResultPageMsg parse(byte[] bytes) throws InvalidProtocolBufferException {
    return ResultPageMsg.parseFrom(bytes);
  }
}
