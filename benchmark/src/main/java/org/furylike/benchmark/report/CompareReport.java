package org.furylike.benchmark.report;

import java.util.Locale;
import java.util.Map;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Peer;

/**
 * Renders the head-to-head ratios of {@code SerializationBenchmark}: fury-like against Apache Fory
 * in schema-consistent mode, fury-like's compatible messages that stand alone against Fory's, and
 * fury-like's compatible mode with a schema context against its schema-consistent mode. Each row
 * shows both scores with JMH's error, the ratio, and the range the ratio can take while both scores
 * stay inside their error intervals; a ratio whose range includes 1.0 is marked, because the run
 * does not show a difference there.
 */
public final class CompareReport {
  /** Appended to a ratio whose range includes 1.0. */
  static final String OVERLAP_MARK = " ≈";

  /** One comparison: the peer measured and the peer it is measured against. */
  private static final Peer[][] PAIRS = {
    {Peer.FURY_LIKE, Peer.FORY},
    {Peer.FURY_LIKE_COMPATIBLE_MSG, Peer.FORY_COMPATIBLE},
    {Peer.FURY_LIKE_COMPATIBLE, Peer.FURY_LIKE},
    {Peer.FURY_LIKE_UNREGISTERED, Peer.FORY_UNREGISTERED},
  };

  private final JmhResults results;
  private final Map<Peer, Map<DataKind, Integer>> sizes;

  /**
   * @param results the scores
   * @param sizes serialized size in bytes by peer and object
   */
  public CompareReport(JmhResults results, Map<Peer, Map<DataKind, Integer>> sizes) {
    this.results = results;
    this.sizes = sizes;
  }

  /** One table per pair that has scores, or an empty string when no pair has any. */
  public String render() {
    StringBuilder sb = new StringBuilder();
    for (Peer[] pair : PAIRS) {
      String table = table(pair[0], pair[1]);
      if (!table.isEmpty()) {
        sb.append(sb.length() == 0 ? "" : "\n").append(table);
      }
    }
    if (sb.length() == 0) {
      return "";
    }
    return "**Head to head**: ops/s ± JMH's error (99.9% confidence interval), the ratio of the"
        + " first to the second (above 1: the first is faster) and its range `[low, high]` ="
        + " `[(a - ea) / (b + eb), (a + ea) / (b - eb)]`. `"
        + OVERLAP_MARK.trim()
        + "` marks a"
        + " ratio whose range includes 1.0: no difference shown. `bytes`: serialized sizes; `B/op`:"
        + " bytes allocated per operation, when measured with `-prof gc`.\n\n"
        + sb;
  }

  /** The table of {@code a} against {@code b}, or an empty string when no row has both scores. */
  String table(Peer a, Peer b) {
    StringBuilder rows = new StringBuilder();
    for (DataKind data : DataKind.values()) {
      for (Operation op : Operation.values()) {
        JmhResults.Score sa = results.get(op, a, data);
        JmhResults.Score sb = results.get(op, b, data);
        if (sa != null && sb != null) {
          rows.append(row(data, op, sa, sb, a, b));
        }
      }
    }
    if (rows.length() == 0) {
      return "";
    }
    String names = a.displayName() + " / " + b.displayName();
    return "**"
        + names
        + "**\n\n| object | operation | "
        + a.displayName()
        + " | "
        + b.displayName()
        + " | ratio | range | bytes | B/op |\n"
        + "|---|---|--:|--:|--:|:-:|--:|--:|\n"
        + rows;
  }

  private String row(
      DataKind data, Operation op, JmhResults.Score sa, JmhResults.Score sb, Peer a, Peer b) {
    return "| "
        + data
        + " | "
        + op.label()
        + " | "
        + withError(sa)
        + " | "
        + withError(sb)
        + " | "
        + ratio(sa, sb)
        + " | "
        + range(sa, sb)
        + " | "
        + size(a, data)
        + " / "
        + size(b, data)
        + " | "
        + MarkdownReport.formatBytes(sa.allocBytesPerOp)
        + " / "
        + MarkdownReport.formatBytes(sb.allocBytesPerOp)
        + " |\n";
  }

  private static String withError(JmhResults.Score s) {
    String ops = MarkdownReport.formatOps(s.opsPerSecond);
    return Double.isNaN(s.error) ? ops : ops + " ± " + MarkdownReport.formatOps(s.error);
  }

  /** The ratio, marked when its range includes 1.0. */
  static String ratio(JmhResults.Score a, JmhResults.Score b) {
    if (b.opsPerSecond <= 0) {
      return "n/a";
    }
    String r = String.format(Locale.ROOT, "%.2f", a.opsPerSecond / b.opsPerSecond);
    return overlapsOne(a, b) ? r + OVERLAP_MARK : r;
  }

  /**
   * Whether the ratio's range includes 1.0, which is whether the two scores' error intervals
   * overlap. An error JMH did not report (a single iteration) counts as zero.
   */
  static boolean overlapsOne(JmhResults.Score a, JmhResults.Score b) {
    return low(a, b) <= 1.0 && high(a, b) >= 1.0;
  }

  static double low(JmhResults.Score a, JmhResults.Score b) {
    return Math.max(0, a.low()) / b.high();
  }

  static double high(JmhResults.Score a, JmhResults.Score b) {
    return b.low() <= 0 ? Double.POSITIVE_INFINITY : a.high() / b.low();
  }

  private static String range(JmhResults.Score a, JmhResults.Score b) {
    if (Double.isNaN(a.error) || Double.isNaN(b.error) || b.opsPerSecond <= 0) {
      return "n/a";
    }
    double high = high(a, b);
    return String.format(
        Locale.ROOT,
        "[%.2f, %s]",
        low(a, b),
        Double.isInfinite(high) ? "∞" : String.format(Locale.ROOT, "%.2f", high));
  }

  private String size(Peer peer, DataKind data) {
    Map<DataKind, Integer> byData = sizes.get(peer);
    Integer n = byData == null ? null : byData.get(data);
    return n == null ? "n/a" : n.toString();
  }
}
