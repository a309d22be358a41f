package org.furylike.benchmark.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Peer;

/** The scores of one JMH JSON result file, by operation, peer and object. */
public final class JmhResults {
  /** One measured score: ops/s and the error JMH reports for it (NaN when it has none). */
  public static final class Score {
    public final double opsPerSecond;
    public final double error;

    Score(double opsPerSecond, double error) {
      this.opsPerSecond = opsPerSecond;
      this.error = error;
    }
  }

  private final Map<String, Score> scores = new HashMap<>();

  /** Reads a file written by JMH's {@code -rf json}. */
  public static JmhResults read(Path file) throws IOException {
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      return parse(JsonParser.parseReader(reader));
    }
  }

  static JmhResults parse(JsonElement root) {
    JmhResults results = new JmhResults();
    for (JsonElement e : root.getAsJsonArray()) {
      JsonObject run = e.getAsJsonObject();
      String benchmark = run.get("benchmark").getAsString();
      Operation op = Operation.byMethod(benchmark.substring(benchmark.lastIndexOf('.') + 1));
      JsonObject params = run.getAsJsonObject("params");
      if (op == null || params == null || !params.has("peer") || !params.has("data")) {
        continue;
      }
      JsonObject metric = run.getAsJsonObject("primaryMetric");
      String unit = metric.get("scoreUnit").getAsString();
      if (!"ops/s".equals(unit)) {
        throw new IllegalArgumentException(benchmark + " is in " + unit + ", expected ops/s");
      }
      JsonElement error = metric.get("scoreError");
      double err = error == null || !error.isJsonPrimitive() || !error.getAsJsonPrimitive().isNumber()
          ? Double.NaN : error.getAsDouble();
      Peer peer = Peer.byName(params.get("peer").getAsString());
      DataKind data = DataKind.valueOf(params.get("data").getAsString());
      results.scores.put(key(op, peer, data), new Score(metric.get("score").getAsDouble(), err));
    }
    return results;
  }

  private static String key(Operation op, Peer peer, DataKind data) {
    return op + "/" + peer + "/" + data;
  }

  /** The score of one benchmark, or null when the file has none. */
  public Score get(Operation op, Peer peer, DataKind data) {
    return scores.get(key(op, peer, data));
  }

  /** Whether the file holds any score for {@code data}. */
  public boolean has(DataKind data) {
    for (Operation op : Operation.values()) {
      for (Peer peer : Peer.values()) {
        if (get(op, peer, data) != null) {
          return true;
        }
      }
    }
    return false;
  }

  /** The number of scores read. */
  public int size() {
    return scores.size();
  }
}
