package org.furylike.benchmark.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Codec;
import org.furylike.benchmark.peer.Peer;

/**
 * Turns JMH JSON result files into the markdown report (printed, and written with {@code --md}) and
 * the bar chart PNG of the single-threaded suite ({@code --png}). The report has the tables of
 * every suite found in the files: {@code SerializationBenchmark} (with the head-to-head ratios of
 * {@link CompareReport}), {@code ThreadSafeBenchmark} and {@code CompileTimeBenchmark}. Serialized
 * sizes are measured here by running every peer's checked round trip once.
 *
 * <pre>
 * java -cp benchmarks.jar org.furylike.benchmark.report.BenchReport \
 *     --json results.json [--json more.json ...] [--png chart.png] [--md table.md] \
 *     [--machine "caption"]
 * </pre>
 */
public final class BenchReport {
  private BenchReport() {}

  /** Command-line entry point; see the class comment for the arguments. */
  public static void main(String[] args) throws IOException {
    System.setProperty("java.awt.headless", "true");
    List<Path> json = new ArrayList<>();
    Path png = null;
    Path md = null;
    String machine = "";
    for (int i = 0; i < args.length; i++) {
      String value = i + 1 < args.length ? args[i + 1] : null;
      switch (args[i]) {
        case "--json":
          json.add(Path.of(require(args[i], value)));
          break;
        case "--png":
          png = Path.of(require(args[i], value));
          break;
        case "--md":
          md = Path.of(require(args[i], value));
          break;
        case "--machine":
          machine = require(args[i], value);
          break;
        default:
          throw new IllegalArgumentException("unknown argument " + args[i]);
      }
      i++;
    }
    if (json.isEmpty()) {
      throw new IllegalArgumentException("--json <jmh result file> is required");
    }
    JmhResults results = JmhResults.read(json);
    if (results.runCount() == 0) {
      throw new IllegalStateException(json + " holds no benchmark results");
    }
    String report = render(results);
    System.out.println(report);
    if (md != null) {
      Files.writeString(md, report, StandardCharsets.UTF_8);
    }
    if (png != null && results.size() > 0) {
      new BarChart(results).write(png, machine);
      System.out.println("chart: " + png);
    }
  }

  private static String require(String flag, String value) {
    if (value == null) {
      throw new IllegalArgumentException(flag + " needs a value");
    }
    return value;
  }

  /** The markdown of every suite present in {@code results}, separated by blank lines. */
  static String render(JmhResults results) {
    List<String> parts = new ArrayList<>();
    if (results.size() > 0) {
      Map<Peer, Map<DataKind, Integer>> first = new EnumMap<>(Peer.class);
      Map<Peer, Map<DataKind, Integer>> steady = sizes(first);
      parts.add(new MarkdownReport(results, steady, first).render());
      String compare = new CompareReport(results, steady).render();
      if (!compare.isEmpty()) {
        parts.add(compare);
      }
    }
    String threads = new ThreadsReport(results).render();
    if (!threads.isEmpty()) {
      parts.add(threads);
    }
    String compile = new CompileReport(results).render();
    if (!compile.isEmpty()) {
      parts.add(compile);
    }
    return String.join("\n", parts);
  }

  /**
   * Serialized size in bytes of every object with every peer, from a checked round trip. Peers that
   * report a first-message size (compatible mode) also put it in {@code firstSizes}.
   */
  public static Map<Peer, Map<DataKind, Integer>> sizes(
      Map<Peer, Map<DataKind, Integer>> firstSizes) {
    Map<Peer, Map<DataKind, Integer>> sizes = new EnumMap<>(Peer.class);
    for (Peer peer : Peer.values()) {
      Map<DataKind, Integer> byData = new EnumMap<>(DataKind.class);
      for (DataKind data : DataKind.values()) {
        Codec codec = peer.create(data);
        byte[] bytes = codec.verify(peer.displayName() + "/" + data, data.create());
        byData.put(data, bytes.length);
        OptionalInt first = codec.firstMessageSize();
        if (first.isPresent()) {
          firstSizes
              .computeIfAbsent(peer, p -> new EnumMap<>(DataKind.class))
              .put(data, first.getAsInt());
        }
      }
      sizes.put(peer, byData);
    }
    return sizes;
  }
}
