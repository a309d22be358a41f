package org.furylike.benchmark.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Peer;

/**
 * Turns a JMH JSON result file into the markdown table (printed, and written with {@code --md})
 * and the bar chart PNG ({@code --png}). Serialized sizes are measured here by running every
 * peer's checked round trip once.
 *
 * <pre>
 * java -cp benchmarks.jar org.furylike.benchmark.report.BenchReport \
 *     --json results.json [--png chart.png] [--md table.md] [--machine "caption"]
 * </pre>
 */
public final class BenchReport {
  private BenchReport() {}

  /** Command-line entry point; see the class comment for the arguments. */
  public static void main(String[] args) throws IOException {
    System.setProperty("java.awt.headless", "true");
    Path json = null;
    Path png = null;
    Path md = null;
    String machine = "";
    for (int i = 0; i < args.length; i++) {
      String value = i + 1 < args.length ? args[i + 1] : null;
      switch (args[i]) {
        case "--json":
          json = Path.of(require(args[i], value));
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
    if (json == null) {
      throw new IllegalArgumentException("--json <jmh result file> is required");
    }
    JmhResults results = JmhResults.read(json);
    if (results.size() == 0) {
      throw new IllegalStateException(json + " holds no SerializationBenchmark scores");
    }
    String table = new MarkdownReport(results, sizes()).render();
    System.out.println(table);
    if (md != null) {
      Files.writeString(md, table, StandardCharsets.UTF_8);
    }
    if (png != null) {
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

  /** Serialized size in bytes of every object with every peer, from a checked round trip. */
  public static Map<Peer, Map<DataKind, Integer>> sizes() {
    Map<Peer, Map<DataKind, Integer>> sizes = new EnumMap<>(Peer.class);
    for (Peer peer : Peer.values()) {
      Map<DataKind, Integer> byData = new EnumMap<>(DataKind.class);
      for (DataKind data : DataKind.values()) {
        byte[] bytes = peer.create(data).verify(peer.displayName() + "/" + data, data.create());
        byData.put(data, bytes.length);
      }
      sizes.put(peer, byData);
    }
    return sizes;
  }
}
