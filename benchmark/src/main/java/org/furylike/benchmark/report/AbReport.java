package org.furylike.benchmark.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.DoubleSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Compares two sides measured in alternating rounds: two builds of the benchmarks ({@code
 * ci/ab.sh}), or two peers of one build ({@code ci/pairs.sh}, which ignores the {@code peer}
 * parameter when it matches runs). For each benchmark method and parameter set it shows every
 * round's score of both sides, the ratio of their means, the range that ratio takes over the rounds
 * (the new side's lowest round against the base's highest, and its highest against the base's
 * lowest), and the ratios within each round: their geometric mean, lowest and highest. The two runs
 * of a round ran one after the other, so a machine whose speed changes for minutes at a time slows
 * both alike and their ratio keeps what the sides differ by; the first range also counts those
 * changes. A range that includes 1.0 is marked. A further column compares the sides' 90th
 * percentiles of all measured iterations: on a machine whose speed halves for seconds at a time,
 * that estimates full-speed scores from many short iterations. Bytes allocated per operation are
 * shown when the runs had {@code -prof gc}.
 */
public final class AbReport {
  /** Appended to a ratio whose range includes 1.0. */
  static final String OVERLAP_MARK = " ≈";

  /** The share of iterations at or below the percentile that {@link #fast} compares. */
  static final double FAST_PERCENTILE = 0.9;

  private AbReport() {}

  /**
   * Renders the comparison as a Markdown table.
   *
   * @param base the base build's results, one per round
   * @param fresh the new build's results, one per round
   * @return the table, or a line saying that no benchmark was measured in both
   */
  static String render(List<JmhResults> base, List<JmhResults> fresh) {
    return render(base, fresh, Set.of(), "base", "new");
  }

  /**
   * Renders the comparison as a Markdown table, matching runs without the parameters in {@code
   * ignored} and naming the sides in the header.
   *
   * @param base the base side's results, one per round
   * @param fresh the new side's results, one per round, in the same order of rounds
   * @param ignored parameters left out of the key that matches runs (for example {@code peer})
   * @param baseName the base side's name
   * @param newName the new side's name
   * @return the table, or a line saying that no benchmark was measured on both sides
   */
  static String render(
      List<JmhResults> base,
      List<JmhResults> fresh,
      Set<String> ignored,
      String baseName,
      String newName) {
    return renderRuns(runsOf(base), runsOf(fresh), ignored, baseName, newName);
  }

  /** {@link #render} over the runs of each round. */
  private static String renderRuns(
      List<List<JmhResults.Run>> base,
      List<List<JmhResults.Run>> fresh,
      Set<String> ignored,
      String baseName,
      String newName) {
    Map<String, List<JmhResults.Run>> a = byKey(base, ignored);
    Map<String, List<JmhResults.Run>> b = byKey(fresh, ignored);
    StringBuilder out = new StringBuilder();
    out.append("| benchmark | ")
        .append(baseName)
        .append(", per round | ")
        .append(newName)
        .append(", per round | ")
        .append(newName)
        .append(" / ")
        .append(baseName)
        .append(" | range | within rounds: geometric mean [lowest, highest] | fast iterations: ")
        .append(Math.round(FAST_PERCENTILE * 100))
        .append("th percentile of all | B/op ")
        .append(baseName)
        .append(" / ")
        .append(newName)
        .append(" |\n");
    out.append("|---|---|---|--:|---|---|---|---|\n");
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
      out.append("| ")
          .append(e.getKey())
          .append(" | ")
          .append(scores(mine))
          .append(" | ")
          .append(scores(other))
          .append(" | ")
          .append(
              String.format(
                  Locale.ROOT, "%.3fx%s", now.getAverage() / was.getAverage(), mark(lo, hi)))
          .append(" | ")
          .append(String.format(Locale.ROOT, "%.3f-%.3f", lo, hi))
          .append(" | ")
          .append(paired(mine, other))
          .append(" | ")
          .append(fast(mine, other))
          .append(" | ")
          .append(alloc(mine))
          .append(" / ")
          .append(alloc(other))
          .append(" |\n");
      rows++;
    }
    if (rows == 0) {
      return "No benchmark was measured on both sides.\n";
    }
    return out.toString();
  }

  /**
   * The ratios of the runs of the same round (new over base): their geometric mean, lowest and
   * highest, marked when they straddle 1.0; "-" when the sides have different numbers of rounds.
   */
  private static String paired(List<JmhResults.Run> base, List<JmhResults.Run> fresh) {
    if (base.size() != fresh.size()) {
      return "-";
    }
    double logSum = 0;
    double lo = Double.POSITIVE_INFINITY;
    double hi = 0;
    for (int i = 0; i < base.size(); i++) {
      double r = fresh.get(i).score / base.get(i).score;
      logSum += Math.log(r);
      lo = Math.min(lo, r);
      hi = Math.max(hi, r);
    }
    return String.format(
        Locale.ROOT, "%.3fx [%.3f, %.3f]%s", Math.exp(logSum / base.size()), lo, hi, mark(lo, hi));
  }

  /**
   * The ratio of the sides' {@link #FAST_PERCENTILE} percentiles over all measured iterations of
   * all rounds, with both percentiles and the iteration counts; "-" when a side's results hold no
   * iterations. On a machine whose speed drops by half for seconds at a time, an iteration measures
   * either the full-speed state or a slowed one; the upper percentile of many short iterations
   * estimates each side's full-speed score, which a mean mixes with however many slowed iterations
   * a side met.
   */
  private static String fast(List<JmhResults.Run> base, List<JmhResults.Run> fresh) {
    double[] a = pooled(base);
    double[] b = pooled(fresh);
    if (a.length == 0 || b.length == 0) {
      return "-";
    }
    double was = percentile(a, FAST_PERCENTILE);
    double now = percentile(b, FAST_PERCENTILE);
    return String.format(
        Locale.ROOT,
        "%.3fx (%s / %s, %d / %d iterations)",
        now / was,
        MarkdownReport.formatOps(now),
        MarkdownReport.formatOps(was),
        b.length,
        a.length);
  }

  private static double[] pooled(List<JmhResults.Run> runs) {
    return runs.stream().flatMapToDouble(r -> Arrays.stream(r.iterations())).toArray();
  }

  /** The nearest-rank percentile {@code p} (0 to 1] of {@code values}. */
  static double percentile(double[] values, double p) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int rank = (int) Math.ceil(p * sorted.length);
    return sorted[Math.max(0, rank - 1)];
  }

  /** {@link #OVERLAP_MARK} when {@code [lo, hi]} includes 1.0, else nothing. */
  private static String mark(double lo, double hi) {
    return lo <= 1.0 && hi >= 1.0 ? OVERLAP_MARK : "";
  }

  private static List<List<JmhResults.Run>> runsOf(List<JmhResults> rounds) {
    List<List<JmhResults.Run>> out = new ArrayList<>();
    for (JmhResults round : rounds) {
      out.add(round.allRuns());
    }
    return out;
  }

  /** Runs by benchmark, method and sorted parameters (but {@code ignored}), in the order seen. */
  private static Map<String, List<JmhResults.Run>> byKey(
      List<List<JmhResults.Run>> rounds, Set<String> ignored) {
    Map<String, List<JmhResults.Run>> out = new LinkedHashMap<>();
    for (List<JmhResults.Run> round : rounds) {
      for (JmhResults.Run run : round) {
        StringBuilder key = new StringBuilder(run.benchmark).append('.').append(run.method);
        for (Map.Entry<String, String> p : new TreeMap<>(run.params).entrySet()) {
          if (ignored.contains(p.getKey())) {
            continue;
          }
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
   * Reads the rounds of both sides and prints the table (and writes it to a file with {@code
   * --md}). The files of each side are given in the order of the rounds.
   *
   * <pre>
   * AbReport --base a1.json,a2.json --new b1.json,b2.json [--md out.md] [--ignore peer]
   *     [--names fory,fury-like]
   * AbReport --rounds r1.json,r2.json --split peer=FORY,FURY_LIKE [--md out.md]
   * </pre>
   *
   * <p>The second form reads rounds that each measured both sides in one JMH run, and splits their
   * runs by the value of a parameter: the first value is the base side, the second the new one; the
   * parameter is left out of the key that matches runs, and the values name the sides.
   *
   * @param args the arguments above
   * @throws IOException if a file cannot be read or written
   */
  public static void main(String[] args) throws IOException {
    List<List<JmhResults.Run>> base = null;
    List<List<JmhResults.Run>> fresh = null;
    List<List<JmhResults.Run>> rounds = null;
    Path md = null;
    Set<String> ignored = Set.of();
    String[] names = {"base", "new"};
    String split = null;
    for (int i = 0; i < args.length; i += 2) {
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(args[i] + " needs a value");
      }
      switch (args[i]) {
        case "--base" -> base = read(args[i + 1]);
        case "--new" -> fresh = read(args[i + 1]);
        case "--rounds" -> rounds = read(args[i + 1]);
        case "--md" -> md = Path.of(args[i + 1]);
        case "--ignore" -> ignored = Set.of(args[i + 1].split(","));
        case "--names" -> names = args[i + 1].split(",", 2);
        case "--split" -> split = args[i + 1];
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    if (rounds != null && split != null) {
      String[] nameValues = split.split("=", 2);
      String[] values = nameValues.length == 2 ? nameValues[1].split(",", 2) : new String[0];
      if (values.length != 2) {
        throw new IllegalArgumentException("--split needs NAME=A,B, got " + split);
      }
      base = new ArrayList<>();
      fresh = new ArrayList<>();
      for (List<JmhResults.Run> round : rounds) {
        base.add(only(round, nameValues[0], values[0]));
        fresh.add(only(round, nameValues[0], values[1]));
      }
      ignored = Set.of(nameValues[0]);
      names = values;
    }
    if (base == null || fresh == null) {
      throw new IllegalArgumentException(
          "usage: AbReport --base f1,f2 --new g1,g2 [--md out.md] [--ignore p1,p2] [--names a,b]");
    }
    if (names.length != 2) {
      throw new IllegalArgumentException("--names needs two names separated by a comma");
    }
    String table = renderRuns(base, fresh, ignored, names[0], names[1]);
    System.out.print(table);
    if (md != null) {
      Files.writeString(md, table, StandardCharsets.UTF_8);
    }
  }

  /** The runs of {@code round} whose parameter {@code name} is {@code value}. */
  private static List<JmhResults.Run> only(List<JmhResults.Run> round, String name, String value) {
    List<JmhResults.Run> out = new ArrayList<>();
    for (JmhResults.Run run : round) {
      if (value.equals(run.param(name))) {
        out.add(run);
      }
    }
    return out;
  }

  /** The runs of each file of a comma-separated list, one list per file (a round). */
  private static List<List<JmhResults.Run>> read(String files) throws IOException {
    List<List<JmhResults.Run>> out = new ArrayList<>();
    for (String f : files.split(",")) {
      out.add(JmhResults.read(List.of(Path.of(f))).allRuns());
    }
    return out;
  }
}
