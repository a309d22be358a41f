package org.furylike.benchmark.report;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.DoubleStream;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Peer;

/**
 * The results of one or more JMH JSON result files: every run as read, and the scores of {@code
 * SerializationBenchmark} by operation, peer and object.
 */
public final class JmhResults {
  /** The simple name of the single-threaded suite. */
  static final String SERIALIZATION = "SerializationBenchmark";

  /**
   * The spread (slowest to fastest measured iteration, over the score) above which a score is
   * marked unsteady in the tables.
   */
  public static final double UNSTEADY_SPREAD = 0.25;

  /** The secondary metric of JMH's {@code -prof gc}: bytes allocated per operation. */
  static final String ALLOC_NORM = "gc.alloc.rate.norm";

  /** One measured score: ops/s and the error JMH reports for it (NaN when it has none). */
  public static final class Score {
    public final double opsPerSecond;
    public final double error;

    /** (fastest - slowest measured iteration) / score; 0 when unknown. */
    public final double spread;

    /** Bytes allocated per operation ({@code -prof gc}); NaN when the run had no profiler. */
    public final double allocBytesPerOp;

    Score(double opsPerSecond, double error, double spread, double allocBytesPerOp) {
      this.opsPerSecond = opsPerSecond;
      this.error = error;
      this.spread = spread;
      this.allocBytesPerOp = allocBytesPerOp;
    }

    /** The lower end of the score's error interval (the score when there is no error). */
    public double low() {
      return Double.isNaN(error) ? opsPerSecond : opsPerSecond - error;
    }

    /** The upper end of the score's error interval (the score when there is no error). */
    public double high() {
      return Double.isNaN(error) ? opsPerSecond : opsPerSecond + error;
    }

    /** Whether the measured iterations differ by more than {@link #UNSTEADY_SPREAD}. */
    public boolean unsteady() {
      return spread > UNSTEADY_SPREAD;
    }
  }

  /** One benchmark run (one method with one set of parameters), as JMH reported it. */
  public static final class Run {
    /** The benchmark class's simple name. */
    public final String benchmark;

    /** The benchmark method's name. */
    public final String method;

    /** The {@code @Param} values. */
    public final Map<String, String> params;

    /** The number of benchmark threads. */
    public final int threads;

    /** The score in {@link #unit}: mean ops per time unit, or mean time per op. */
    public final double score;

    /** JMH's 99.9% error of the score; NaN when there is none. */
    public final double error;

    /** Fastest and slowest measured iteration, in {@link #unit}. */
    public final double min;

    public final double max;

    /** The score's unit, for example {@code ops/s} or {@code ms/op}. */
    public final String unit;

    /** Bytes allocated per operation ({@code -prof gc}); NaN when the run had no profiler. */
    public final double allocBytesPerOp;

    /** Every measured iteration's score, fork after fork; empty when the file has none. */
    private final double[] iterations;

    Run(
        String benchmark,
        String method,
        Map<String, String> params,
        int threads,
        double score,
        double error,
        double min,
        double max,
        String unit,
        double allocBytesPerOp,
        double[] iterations) {
      this.benchmark = benchmark;
      this.method = method;
      this.params = params;
      this.threads = threads;
      this.score = score;
      this.error = error;
      this.min = min;
      this.max = max;
      this.unit = unit;
      this.allocBytesPerOp = allocBytesPerOp;
      this.iterations = iterations;
    }

    /** {@return a copy of every measured iteration's score, fork after fork} */
    public double[] iterations() {
      return iterations.clone();
    }

    /** (max - min) / score; 0 when the score is not positive. */
    public double spread() {
      return score > 0 ? (max - min) / score : 0;
    }

    /** The value of parameter {@code name}, or null. */
    public String param(String name) {
      return params.get(name);
    }
  }

  private final List<Run> runs = new ArrayList<>();
  private final Map<String, Score> scores = new HashMap<>();

  /** Reads files written by JMH's {@code -rf json}, all into one result set. */
  public static JmhResults read(List<Path> files) throws IOException {
    JmhResults results = new JmhResults();
    for (Path file : files) {
      try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        results.add(JsonParser.parseReader(reader));
      }
    }
    return results;
  }

  static JmhResults parse(JsonElement root) {
    JmhResults results = new JmhResults();
    results.add(root);
    return results;
  }

  private void add(JsonElement root) {
    for (JsonElement e : root.getAsJsonArray()) {
      Run run = run(e.getAsJsonObject());
      runs.add(run);
      Operation op = SERIALIZATION.equals(run.benchmark) ? Operation.byMethod(run.method) : null;
      if (op == null || run.param("peer") == null || run.param("data") == null) {
        continue;
      }
      if (!"ops/s".equals(run.unit)) {
        throw new IllegalArgumentException(
            run.benchmark + "." + run.method + " is in " + run.unit + ", expected ops/s");
      }
      Peer peer = Peer.byName(run.param("peer"));
      DataKind data = DataKind.valueOf(run.param("data"));
      scores.put(
          key(op, peer, data), new Score(run.score, run.error, run.spread(), run.allocBytesPerOp));
    }
  }

  private static Run run(JsonObject json) {
    String name = json.get("benchmark").getAsString();
    int dot = name.lastIndexOf('.');
    String method = name.substring(dot + 1);
    String cls = name.substring(0, dot);
    cls = cls.substring(cls.lastIndexOf('.') + 1);
    Map<String, String> params = new LinkedHashMap<>();
    JsonObject p = json.getAsJsonObject("params");
    if (p != null) {
      for (Map.Entry<String, JsonElement> entry : p.entrySet()) {
        params.put(entry.getKey(), entry.getValue().getAsString());
      }
    }
    int threads = json.has("threads") ? json.get("threads").getAsInt() : 1;
    JsonObject metric = json.getAsJsonObject("primaryMetric");
    double score = metric.get("score").getAsDouble();
    double min = score;
    double max = score;
    JsonObject percentiles = metric.getAsJsonObject("scorePercentiles");
    if (percentiles != null && percentiles.has("0.0") && percentiles.has("100.0")) {
      min = percentiles.get("0.0").getAsDouble();
      max = percentiles.get("100.0").getAsDouble();
    }
    return new Run(
        cls,
        method,
        Collections.unmodifiableMap(params),
        threads,
        score,
        number(metric.get("scoreError")),
        min,
        max,
        metric.get("scoreUnit").getAsString(),
        allocNorm(json),
        iterations(metric.get("rawData")));
  }

  /** JMH's {@code rawData} (one array of iteration scores per fork) flattened; empty if absent. */
  private static double[] iterations(JsonElement rawData) {
    if (rawData == null || !rawData.isJsonArray()) {
      return new double[0];
    }
    DoubleStream.Builder out = DoubleStream.builder();
    for (JsonElement fork : rawData.getAsJsonArray()) {
      for (JsonElement v : fork.getAsJsonArray()) {
        out.add(v.getAsDouble());
      }
    }
    return out.build().toArray();
  }

  /** The score of {@value #ALLOC_NORM} in B/op, or NaN when the run has none. */
  private static double allocNorm(JsonObject json) {
    JsonObject secondary = json.getAsJsonObject("secondaryMetrics");
    JsonObject alloc = secondary == null ? null : secondary.getAsJsonObject(ALLOC_NORM);
    if (alloc == null) {
      return Double.NaN;
    }
    String unit = alloc.get("scoreUnit").getAsString();
    if (!"B/op".equals(unit)) {
      throw new IllegalArgumentException(ALLOC_NORM + " is in " + unit + ", expected B/op");
    }
    return number(alloc.get("score"));
  }

  private static double number(JsonElement e) {
    return e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()
        ? Double.NaN
        : e.getAsDouble();
  }

  private static String key(Operation op, Peer peer, DataKind data) {
    return op + "/" + peer + "/" + data;
  }

  /** The score of one {@code SerializationBenchmark} run, or null when there is none. */
  public Score get(Operation op, Peer peer, DataKind data) {
    return scores.get(key(op, peer, data));
  }

  /** Whether there is any {@code SerializationBenchmark} score for {@code data}. */
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

  /** The number of {@code SerializationBenchmark} scores. */
  public int size() {
    return scores.size();
  }

  /** Every run of the benchmark class with simple name {@code benchmark}, in file order. */
  public List<Run> runs(String benchmark) {
    List<Run> out = new ArrayList<>();
    for (Run run : runs) {
      if (run.benchmark.equals(benchmark)) {
        out.add(run);
      }
    }
    return out;
  }

  /** {@return every run read, of every benchmark class, in file order} */
  public List<Run> allRuns() {
    return java.util.Collections.unmodifiableList(runs);
  }

  /** The number of runs read, of every benchmark class. */
  public int runCount() {
    return runs.size();
  }
}
