package org.furylike.benchmark.report;

import java.util.Locale;
import java.util.TreeSet;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.threads.InstanceKind;

/**
 * Renders the {@code ThreadSafeBenchmark} scores as markdown: per object, one row per way of
 * holding the serializer, round trips per second (all threads together) at each thread count, and
 * the ratio to a plain {@code Fury} per thread at the same count.
 */
public final class ThreadsReport {
  static final String BENCHMARK = "ThreadSafeBenchmark";

  private final JmhResults results;

  public ThreadsReport(JmhResults results) {
    this.results = results;
  }

  /** The tables, or an empty string when there are no {@code ThreadSafeBenchmark} runs. */
  public String render() {
    TreeSet<Integer> threads = new TreeSet<>();
    for (JmhResults.Run run : results.runs(BENCHMARK)) {
      threads.add(run.threads);
    }
    if (threads.isEmpty()) {
      return "";
    }
    StringBuilder sb = new StringBuilder();
    sb.append("**Threads**: round trips (serialize to `byte[]`, then deserialize) per second, all")
        .append(" threads together; `/ per-thread` is the ratio to one plain `Fury` per thread")
        .append(" at the same thread count (1 = as fast). ")
        .append(MarkdownReport.UNSTEADY_LEGEND)
        .append('\n');
    for (DataKind data : DataKind.values()) {
      if (!hasAny(data)) {
        continue;
      }
      sb.append("\n**").append(data).append("**\n\n| instance |");
      StringBuilder rule = new StringBuilder("|---|");
      for (int t : threads) {
        sb.append(' ')
            .append(t)
            .append(t == 1 ? " thread" : " threads")
            .append(" | / per-thread |");
        rule.append("--:|:-:|");
      }
      sb.append('\n').append(rule).append('\n');
      for (InstanceKind kind : InstanceKind.values()) {
        sb.append("| ").append(kind.label()).append(" |");
        for (int t : threads) {
          JmhResults.Run run = score(kind, data, t);
          JmhResults.Run base = score(InstanceKind.FURY_PER_THREAD, data, t);
          sb.append(' ')
              .append(run == null ? "n/a" : MarkdownReport.formatOps(run.score))
              .append(
                  run != null && run.spread() > JmhResults.UNSTEADY_SPREAD
                      ? MarkdownReport.UNSTEADY_MARK
                      : "")
              .append(" | ")
              .append(
                  run == null || base == null || base.score <= 0
                      ? "n/a"
                      : String.format(Locale.ROOT, "%.2f", run.score / base.score))
              .append(" |");
        }
        sb.append('\n');
      }
    }
    return sb.toString();
  }

  private boolean hasAny(DataKind data) {
    for (JmhResults.Run run : results.runs(BENCHMARK)) {
      if (data.name().equals(run.param("data"))) {
        return true;
      }
    }
    return false;
  }

  private JmhResults.Run score(InstanceKind kind, DataKind data, int threads) {
    for (JmhResults.Run run : results.runs(BENCHMARK)) {
      if (run.threads == threads
          && kind.name().equals(run.param("kind"))
          && data.name().equals(run.param("data"))) {
        if (!"ops/s".equals(run.unit)) {
          throw new IllegalArgumentException(BENCHMARK + " is in " + run.unit + ", expected ops/s");
        }
        return run;
      }
    }
    return null;
  }
}
