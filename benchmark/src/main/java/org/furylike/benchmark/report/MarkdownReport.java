package org.furylike.benchmark.report;

import java.util.Locale;
import java.util.Map;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Peer;

/**
 * Renders the {@code SerializationBenchmark} scores and serialized sizes as markdown: one table per
 * benchmark object, one row per peer, with ops/s for each operation and the ratio to the Protobuf,
 * Flatbuffers and Fory rows (above 1 means faster than that peer); then a table of fury-like's
 * modes against each other and Fory, and the size of compatible mode's first message.
 */
public final class MarkdownReport {
  /** Appended to a score whose measured iterations differ by more than 25%. */
  static final String UNSTEADY_MARK = " ~";

  /** The legend of {@link #UNSTEADY_MARK}. */
  static final String UNSTEADY_LEGEND =
      "`~` after a score: its measured iterations differ by more"
          + " than 25% of it (still warming up, or disturbed by other processes); read it as rough.";

  /** The peers every other peer is compared with, in column order. */
  static final Peer[] BASELINES = {Peer.PROTOBUF, Peer.FLATBUFFERS, Peer.FORY};

  private final JmhResults results;
  private final Map<Peer, Map<DataKind, Integer>> sizes;
  private final Map<Peer, Map<DataKind, Integer>> firstSizes;

  /**
   * @param results the scores
   * @param sizes serialized size in bytes by peer and object (steady state for compatible mode)
   * @param firstSizes the size of the first message, for the compatible-mode peers (whose first
   *     message on a connection carries the schemas, or whose every message does)
   */
  public MarkdownReport(
      JmhResults results,
      Map<Peer, Map<DataKind, Integer>> sizes,
      Map<Peer, Map<DataKind, Integer>> firstSizes) {
    this.results = results;
    this.sizes = sizes;
    this.firstSizes = firstSizes;
  }

  /** The whole report: a legend and one table per object that has scores. */
  public String render() {
    StringBuilder sb = new StringBuilder();
    sb.append("Throughput in operations per second (higher is better; k = thousand, M = million).")
        .append(" `vs pb / fb / fory` is the ratio to the protobuf, flatbuffers and fory rows")
        .append(" of the same column: above 1 is faster than that peer. `size` is the serialized")
        .append(" size in bytes; for fury-like-compatible, of a message on a connection whose")
        .append(" schemas have already been sent (fury-like-compatible-msg and fory-compatible:")
        .append(" of a message that carries its schemas). `B/op` (when measured with JMH's")
        .append(" `-prof gc`): bytes allocated per operation (`gc.alloc.rate.norm`). ")
        .append(UNSTEADY_LEGEND)
        .append('\n');
    for (DataKind data : DataKind.values()) {
      if (results.has(data)) {
        sb.append('\n').append(table(data));
      }
    }
    String modes = modesTable();
    if (!modes.isEmpty()) {
      sb.append('\n').append(modes);
    }
    String first = firstMessages();
    if (!first.isEmpty()) {
      sb.append('\n').append(first);
    }
    return sb.toString();
  }

  /**
   * fury-like's generated code against its interpreter and against Fory, and its compatible mode
   * against its schema-consistent mode: ratios of ops/s, by object and operation.
   */
  public String modesTable() {
    StringBuilder sb = new StringBuilder();
    sb.append("**fury-like modes**: ratios of ops/s in the same run (above 1: the first is faster)")
        .append("\n\n| object | operation | fury-like / interpreter | fury-like / fory |")
        .append(" compatible / fury-like | size: fury-like, compatible |\n")
        .append("|---|---|:-:|:-:|:-:|:-:|\n");
    int rows = 0;
    for (DataKind data : DataKind.values()) {
      for (Operation op : Operation.values()) {
        JmhResults.Score furyLike = results.get(op, Peer.FURY_LIKE, data);
        if (furyLike == null) {
          continue;
        }
        rows++;
        sb.append("| ")
            .append(data)
            .append(" | ")
            .append(op.label())
            .append(" | ")
            .append(ratio(furyLike, results.get(op, Peer.FURY_LIKE_INTERPRETER, data)))
            .append(" | ")
            .append(ratio(furyLike, results.get(op, Peer.FORY, data)))
            .append(" | ")
            .append(ratio(results.get(op, Peer.FURY_LIKE_COMPATIBLE, data), furyLike))
            .append(" | ")
            .append(size(Peer.FURY_LIKE, data))
            .append(", ")
            .append(size(Peer.FURY_LIKE_COMPATIBLE, data))
            .append(" |\n");
      }
    }
    return rows == 0 ? "" : sb.toString();
  }

  private static String ratio(JmhResults.Score a, JmhResults.Score b) {
    return a == null || b == null || b.opsPerSecond <= 0
        ? "n/a"
        : String.format(Locale.ROOT, "%.2f", a.opsPerSecond / b.opsPerSecond);
  }

  /**
   * The sizes of the compatible-mode peers' messages, first message and later ones, by object: one
   * column per peer that reported a first-message size.
   */
  public String firstMessages() {
    if (firstSizes.isEmpty()) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    sb.append("**Compatible mode message sizes** in bytes, first message / later messages: with a")
        .append(" schema context a connection sends the schemas in its first message only; a")
        .append(" message that stands alone carries them every time.\n\n| object |");
    StringBuilder rule = new StringBuilder("|---|");
    for (Peer peer : firstSizes.keySet()) {
      sb.append(' ').append(peer.displayName()).append(" |");
      rule.append("--:|");
    }
    sb.append('\n').append(rule).append('\n');
    for (DataKind data : DataKind.values()) {
      if (!anyFirstSize(data)) {
        continue;
      }
      sb.append("| ").append(data).append(" |");
      for (Map.Entry<Peer, Map<DataKind, Integer>> e : firstSizes.entrySet()) {
        Integer first = e.getValue().get(data);
        sb.append(' ')
            .append(first == null ? "n/a" : first.toString())
            .append(" / ")
            .append(size(e.getKey(), data))
            .append(" |");
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private boolean anyFirstSize(DataKind data) {
    for (Map<DataKind, Integer> byData : firstSizes.values()) {
      if (byData.containsKey(data)) {
        return true;
      }
    }
    return false;
  }

  /**
   * The table of one object. When the runs had JMH's {@code -prof gc}, each operation also gets a
   * {@code B/op} column: bytes allocated per operation ({@code gc.alloc.rate.norm}).
   */
  public String table(DataKind data) {
    boolean alloc = hasAllocation(data);
    StringBuilder sb = new StringBuilder();
    sb.append("**").append(data).append("**\n\n");
    sb.append("| peer | size |");
    StringBuilder rule = new StringBuilder("|---|--:|");
    for (Operation op : Operation.values()) {
      sb.append(' ').append(op.label()).append(" | vs pb / fb / fory |");
      rule.append("--:|:-:|");
      if (alloc) {
        sb.append(" B/op |");
        rule.append("--:|");
      }
    }
    sb.append('\n').append(rule).append('\n');
    for (Peer peer : Peer.values()) {
      sb.append("| ")
          .append(peer.displayName())
          .append(" | ")
          .append(size(peer, data))
          .append(" |");
      for (Operation op : Operation.values()) {
        JmhResults.Score score = results.get(op, peer, data);
        sb.append(' ')
            .append(score == null ? "n/a" : formatOps(score.opsPerSecond))
            .append(score != null && score.unsteady() ? UNSTEADY_MARK : "")
            .append(" | ");
        sb.append(ratios(op, peer, data, score)).append(" |");
        if (alloc) {
          sb.append(' ')
              .append(score == null ? "n/a" : formatBytes(score.allocBytesPerOp))
              .append(" |");
        }
      }
      sb.append('\n');
    }
    return sb.toString();
  }

  private boolean hasAllocation(DataKind data) {
    for (Operation op : Operation.values()) {
      for (Peer peer : Peer.values()) {
        JmhResults.Score score = results.get(op, peer, data);
        if (score != null && !Double.isNaN(score.allocBytesPerOp)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Bytes allocated per operation, rounded to whole bytes; "n/a" for NaN. */
  static String formatBytes(double bytes) {
    return Double.isNaN(bytes) ? "n/a" : String.format(Locale.ROOT, "%.0f", bytes);
  }

  private String size(Peer peer, DataKind data) {
    Map<DataKind, Integer> bySize = sizes.get(peer);
    Integer n = bySize == null ? null : bySize.get(data);
    return n == null ? "n/a" : n.toString();
  }

  private String ratios(Operation op, Peer peer, DataKind data, JmhResults.Score score) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < BASELINES.length; i++) {
      if (i > 0) {
        sb.append(" / ");
      }
      JmhResults.Score base = results.get(op, BASELINES[i], data);
      if (score == null || base == null || base.opsPerSecond <= 0) {
        sb.append("n/a");
      } else {
        sb.append(String.format(Locale.ROOT, "%.2f", score.opsPerSecond / base.opsPerSecond));
      }
    }
    return sb.toString();
  }

  /** Formats ops/s with three significant digits and a k or M suffix. */
  static String formatOps(double ops) {
    if (ops >= 1e6) {
      return String.format(
          Locale.ROOT, ops >= 1e8 ? "%.0fM" : ops >= 1e7 ? "%.1fM" : "%.2fM", ops / 1e6);
    }
    if (ops >= 1e3) {
      return String.format(
          Locale.ROOT, ops >= 1e5 ? "%.0fk" : ops >= 1e4 ? "%.1fk" : "%.2fk", ops / 1e3);
    }
    return String.format(Locale.ROOT, "%.1f", ops);
  }
}
