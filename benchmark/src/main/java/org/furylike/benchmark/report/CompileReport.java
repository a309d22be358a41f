package org.furylike.benchmark.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Renders the {@code CompileTimeBenchmark} scores as markdown: for each class size and codegen
 * setting, the time of the first {@code serialize} of a fresh class (serializer construction
 * included), its mean with JMH's error, fastest and slowest iteration, and the target.
 */
public final class CompileReport {
  static final String BENCHMARK = "CompileTimeBenchmark";

  private final JmhResults results;

  public CompileReport(JmhResults results) {
    this.results = results;
  }

  /** The table, or an empty string when there are no {@code CompileTimeBenchmark} runs. */
  public String render() {
    List<JmhResults.Run> runs = new ArrayList<>(results.runs(BENCHMARK));
    if (runs.isEmpty()) {
      return "";
    }
    runs.sort(
        Comparator.<JmhResults.Run>comparingInt(r -> Integer.parseInt(r.param("fields")))
            .thenComparing(r -> !Boolean.parseBoolean(r.param("codegen"))));
    StringBuilder sb = new StringBuilder();
    sb.append("**First serialize of a fresh class** (serializer built on the call: with codegen,")
        .append(" source emitted and compiled by Janino), milliseconds, lower is better.\n\n")
        .append("| class | codegen | mean ± error | fastest | slowest | target |\n")
        .append("|---|:-:|--:|--:|--:|--:|\n");
    for (JmhResults.Run run : runs) {
      if (!"ms/op".equals(run.unit)) {
        throw new IllegalArgumentException(BENCHMARK + " is in " + run.unit + ", expected ms/op");
      }
      int fields = Integer.parseInt(run.param("fields"));
      boolean codegen = Boolean.parseBoolean(run.param("codegen"));
      sb.append("| ")
          .append(fields)
          .append(" fields | ")
          .append(codegen ? "on" : "off")
          .append(" | ")
          .append(ms(run.score));
      if (!Double.isNaN(run.error)) {
        sb.append(" ± ").append(ms(run.error));
      }
      sb.append(" | ")
          .append(ms(run.min))
          .append(" | ")
          .append(ms(run.max))
          .append(" | ")
          .append(codegen ? target(fields) : "")
          .append(" |\n");
    }
    return sb.toString();
  }

  /** The targets for generated code: 50 ms for 20 fields, 1 s for 400. */
  private static String target(int fields) {
    return fields <= 20 ? "< 50" : fields <= 400 ? "< 1000" : "";
  }

  static String ms(double ms) {
    return String.format(Locale.ROOT, ms >= 100 ? "%.0f" : ms >= 10 ? "%.1f" : "%.2f", ms);
  }
}
