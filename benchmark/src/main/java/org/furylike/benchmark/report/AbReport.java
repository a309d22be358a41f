package org.furylike.benchmark.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Compares two builds of the benchmarks measured in alternating rounds ({@code ci/ab.sh}): for each
 * benchmark method and parameter set, every round's score of the base build and of the new one, the
 * ratio of their means, and the range that ratio takes over the rounds (the new build's lowest
 * round against the base's highest, and its highest against the base's lowest). On a machine whose
 * speed drifts, a change smaller than the drift between rounds shows as a range that includes 1.0.
 * Bytes allocated per operation are shown when the runs had {@code -prof gc}.
 */
public final class AbReport {
  /** Appended to a ratio whose range includes 1.0. */
  static final String OVERLAP_MARK = " ≈";

  private AbReport() {}

  /**
   * Renders the comparison as a Markdown table.
   *
   * @param base the base build's results, one per round
   * @param fresh the new build's results, one per round
   * @return the table, or a line saying that no benchmark was measured in both
   */
  static String render(List<JmhResults> base, List<JmhResults> fresh) {
    Map<String, List<JmhResults.Run>> a = byKey(base);
    Map<String, List<JmhResults.Run>> b = byKey(fresh);
    StringBuilder out = new StringBuilder();
    out.append(
        "| benchmark | base, per round | new, per round | new / base | range | B/op base / new |\n");
    out.append("|---|---|---|--:|---|---|\n");
    int rows = 0;
    for (Map.Entry<String, List<JmhResults.Run>> e : a.entrySet()) {
      List<JmhResults.Run> other = b.get(e.getKey());
      if (other == null) {
        continue;
      }
      List<JmhResults.Run> mine = e.getValue();
      DoubleSummaryStatistics was = stats(mine);
      DoubleSummaryStatistics now = stats(other);
      double lo = now.getMin() / was.getMax();
      double hi = now.getMax() / was.getMin();
      String mark = lo <= 1.0 && hi >= 1.0 ? OVERLAP_MARK : "";
      out.append("| ")
          .append(e.getKey())
          .append(" | ")
          .append(scores(mine))
          .append(" | ")
          .append(scores(other))
          .append(" | ")
          .append(String.format(Locale.ROOT, "%.3fx%s", now.getAverage() / was.getAverage(), mark))
          .append(" | ")
          .append(String.format(Locale.ROOT, "%.3f-%.3f", lo, hi))
          .append(" | ")
          .append(alloc(mine))
          .append(" / ")
          .append(alloc(other))
          .append(" |\n");
      rows++;
    }
    if (rows == 0) {
      return "No benchmark was measured in both builds.\n";
    }
    return out.toString();
  }

  /** Runs by benchmark, method and sorted parameters, in the order first seen. */
  private static Map<String, List<JmhResults.Run>> byKey(List<JmhResults> rounds) {
    Map<String, List<JmhResults.Run>> out = new LinkedHashMap<>();
    for (JmhResults round : rounds) {
      for (JmhResults.Run run : round.allRuns()) {
        StringBuilder key = new StringBuilder(run.benchmark).append('.').append(run.method);
        for (Map.Entry<String, String> p : new TreeMap<>(run.params).entrySet()) {
          key.append(' ').append(p.getKey()).append('=').append(p.getValue());
        }
        if (run.threads != 1) {
          key.append(" threads=").append(run.threads);
        }
        out.computeIfAbsent(key.toString(), k -> new ArrayList<>()).add(run);
      }
    }
    return out;
  }

  private static DoubleSummaryStatistics stats(List<JmhResults.Run> runs) {
    DoubleSummaryStatistics s = new DoubleSummaryStatistics();
    for (JmhResults.Run r : runs) {
      s.accept(r.score);
    }
    return s;
  }

  private static String scores(List<JmhResults.Run> runs) {
    StringBuilder s = new StringBuilder();
    for (JmhResults.Run r : runs) {
      if (s.length() > 0) {
        s.append(", ");
      }
      s.append(MarkdownReport.formatOps(r.score));
      if (!Double.isNaN(r.error)) {
        s.append(" ± ").append(MarkdownReport.formatOps(r.error));
      }
    }
    String unit = runs.get(0).unit;
    return "ops/s".equals(unit) ? s.toString() : s.append(' ').append(unit).toString();
  }

  private static String alloc(List<JmhResults.Run> runs) {
    double sum = 0;
    for (JmhResults.Run r : runs) {
      if (Double.isNaN(r.allocBytesPerOp)) {
        return "-";
      }
      sum += r.allocBytesPerOp;
    }
    return String.format(Locale.ROOT, "%.0f", sum / runs.size());
  }

  /**
   * Reads the rounds of both builds and prints the table (and writes it to a file with {@code
   * --md}).
   *
   * <pre>
   * AbReport --base a1.json,a2.json --new b1.json,b2.json [--md out.md]
   * </pre>
   *
   * @param args the arguments above
   * @throws IOException if a file cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    List<JmhResults> base = null;
    List<JmhResults> fresh = null;
    Path md = null;
    for (int i = 0; i < args.length; i += 2) {
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(args[i] + " needs a value");
      }
      switch (args[i]) {
        case "--base" -> base = rounds(args[i + 1]);
        case "--new" -> fresh = rounds(args[i + 1]);
        case "--md" -> md = Path.of(args[i + 1]);
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    if (base == null || fresh == null) {
      throw new IllegalArgumentException("usage: AbReport --base f1,f2 --new g1,g2 [--md out.md]");
    }
    String table = render(base, fresh);
    System.out.print(table);
    if (md != null) {
      Files.writeString(md, table, StandardCharsets.UTF_8);
    }
  }

  private static List<JmhResults> rounds(String files) throws IOException {
    List<JmhResults> out = new ArrayList<>();
    for (String f : files.split(",")) {
      out.add(JmhResults.read(List.of(Path.of(f))));
    }
    return out;
  }
}
