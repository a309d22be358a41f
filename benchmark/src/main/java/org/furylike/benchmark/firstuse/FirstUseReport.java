package org.furylike.benchmark.firstuse;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Medians of fresh-JVM samples, as a markdown report and as JSON: one row per peer with the set-up,
 * first serialize and first deserialize times, when the serialize speed reached steady state, and
 * the median speed curve of the widest class.
 */
final class FirstUseReport {
  /** A window counts as steady once its speed is this share of the curve's final level. */
  static final double STEADY_SHARE = 0.9;

  /** The window ends (ms) shown in the curve table. */
  private static final int[] CURVE_COLUMNS = {100, 200, 300, 500, 1000, 1500, 2000, 3000};

  private final List<FirstUseSample> samples;
  private final List<Integer> fields;
  private final List<FirstUsePeer> peers = new ArrayList<>();

  FirstUseReport(List<FirstUseSample> samples, List<Integer> fields) {
    this.samples = List.copyOf(samples);
    this.fields = List.copyOf(fields);
    for (FirstUseSample s : samples) {
      if (!peers.contains(s.peer())) {
        peers.add(s.peer());
      }
    }
  }

  /**
   * The sample a child reported, after checking that it exited normally, printed nothing but its
   * one result line to stdout and, when {@code silent}, nothing to stderr.
   *
   * @throws IllegalStateException naming {@code what} ran and what it printed otherwise
   */
  static FirstUseSample parseChild(
      String what, boolean silent, int exit, String stdout, String stderr) {
    if (exit != 0 || (silent && !stderr.isEmpty())) {
      throw new IllegalStateException(
          what + ": the child JVM exited with " + exit + " and wrote to stderr:\n" + stderr);
    }
    String line = stdout.strip();
    if (!line.startsWith(FirstUseSample.LINE_PREFIX) || line.indexOf('\n') >= 0) {
      throw new IllegalStateException(
          what + ": the child JVM printed more than its result line:\n" + stdout);
    }
    return new Gson()
        .fromJson(line.substring(FirstUseSample.LINE_PREFIX.length()), FirstUseSample.class)
        .withStderr(stderr);
  }

  /** The median of {@code values}; NaN when there are none. */
  static double median(double[] values) {
    if (values.length == 0) {
      return Double.NaN;
    }
    double[] v = values.clone();
    Arrays.sort(v);
    int mid = v.length / 2;
    return v.length % 2 == 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
  }

  /**
   * The end (ms) of the first window whose speed reaches {@link #STEADY_SHARE} of the final level,
   * the median of the curve's last third; -1 for an empty curve.
   */
  static int steadyAtMs(double[] curve, int windowMs) {
    if (curve.length == 0) {
      return -1;
    }
    double level =
        median(Arrays.copyOfRange(curve, curve.length - (curve.length + 2) / 3, curve.length));
    for (int w = 0; w < curve.length; w++) {
      if (curve[w] >= STEADY_SHARE * level) {
        return (w + 1) * windowMs;
      }
    }
    return curve.length * windowMs;
  }

  private List<FirstUseSample> of(FirstUsePeer peer, Integer width) {
    return samples.stream()
        .filter(s -> s.peer() == peer && (width == null || s.fields() == width))
        .toList();
  }

  private double median(FirstUsePeer peer, Integer width, ToDoubleFunction<FirstUseSample> f) {
    return median(of(peer, width).stream().mapToDouble(f).toArray());
  }

  /** The window-by-window median curve of {@code peer} at {@code width}. */
  double[] medianCurve(FirstUsePeer peer, int width) {
    List<FirstUseSample> cell = of(peer, width);
    int windows = cell.stream().mapToInt(s -> s.opsPerMs().length).min().orElse(0);
    double[] curve = new double[windows];
    for (int w = 0; w < windows; w++) {
      int at = w;
      curve[w] = median(cell.stream().mapToDouble(s -> s.opsPerMs()[at]).toArray());
    }
    return curve;
  }

  /** The first line some child of {@code peer} wrote to stderr, or null when none wrote any. */
  String firstStderrLine(FirstUsePeer peer) {
    return of(peer, null).stream()
        .map(FirstUseSample::stderr)
        .filter(e -> e != null && !e.isBlank())
        .map(e -> e.strip().lines().findFirst().orElse(""))
        .findFirst()
        .orElse(null);
  }

  private int windowMs() {
    return samples.isEmpty() ? 1 : samples.get(0).windowMs();
  }

  private int widest() {
    return fields.stream().mapToInt(Integer::intValue).max().orElse(0);
  }

  /** The report: the summary table and the speed curve of the widest class. */
  String markdown(String machine) {
    int n = samples.isEmpty() ? 0 : (int) of(samples.get(0).peer(), fields.get(0)).size();
    String widths = String.join(" / ", fields.stream().map(String::valueOf).toList());
    StringBuilder sb = new StringBuilder();
    sb.append("### First use in fresh JVMs\n\n");
    sb.append("A new JVM per figure, median of ")
        .append(n)
        .append(" JVMs")
        .append(machine.isEmpty() ? "" : "; " + machine)
        .append(". Build: `build()` and registration of 20 classes. First serialize: a class the ")
        .append("JVM has never seen, serializer set-up included. Steady: when serialize speed ")
        .append("first reached ")
        .append((int) (STEADY_SHARE * 100))
        .append("% of its level in the last third of the curve.\n\n");
    sb.append("| peer | build + register (ms) | first serialize, ")
        .append(widths)
        .append(" fields (ms) | first deserialize, ")
        .append(widest())
        .append(" fields (ms) | steady after, ")
        .append(widths)
        .append(" fields (ms) | stderr |\n");
    sb.append("|---|--:|--:|--:|--:|:-:|\n");
    for (FirstUsePeer peer : peers) {
      List<String> ser = new ArrayList<>();
      List<String> steady = new ArrayList<>();
      for (int width : fields) {
        ser.add(fmt(median(peer, width, FirstUseSample::firstSerializeMs)));
        steady.add(String.valueOf(steadyAtMs(medianCurve(peer, width), windowMs())));
      }
      sb.append("| ")
          .append(peer.label())
          .append(" | ")
          .append(fmt(median(peer, null, FirstUseSample::buildMs)))
          .append(" | ")
          .append(String.join(" / ", ser))
          .append(" | ")
          .append(fmt(median(peer, widest(), FirstUseSample::firstDeserializeMs)))
          .append(" | ")
          .append(String.join(" / ", steady))
          .append(" | ")
          .append(firstStderrLine(peer) == null ? "nothing" : "printed")
          .append(" |\n");
    }
    for (FirstUsePeer peer : peers) {
      String line = firstStderrLine(peer);
      if (line != null) {
        sb.append("\n").append(peer.label()).append(" wrote to stderr: `").append(line).append("`");
      }
    }
    sb.append('\n');
    appendCurve(sb);
    return sb.toString();
  }

  private void appendCurve(StringBuilder sb) {
    sb.append("\nSerializations per ms of the ")
        .append(widest())
        .append("-field class, window ending at (ms after the first round trip):\n\n| peer |");
    List<Integer> columns = new ArrayList<>();
    for (int end : CURVE_COLUMNS) {
      if (end % windowMs() == 0
          && samples.stream().allMatch(s -> s.opsPerMs().length >= end / windowMs())) {
        columns.add(end);
        sb.append(' ').append(end).append(" |");
      }
    }
    sb.append("\n|---|").append("--:|".repeat(columns.size())).append('\n');
    for (FirstUsePeer peer : peers) {
      double[] curve = medianCurve(peer, widest());
      sb.append("| ").append(peer.label()).append(" |");
      for (int end : columns) {
        sb.append(' ').append(fmt(curve[end / windowMs() - 1])).append(" |");
      }
      sb.append('\n');
    }
  }

  /** Every sample and the medians per peer, as JSON. */
  String json(String machine) {
    List<Map<String, Object>> summary = new ArrayList<>();
    for (FirstUsePeer peer : peers) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("peer", peer.name());
      row.put("label", peer.label());
      row.put("buildMs", median(peer, null, FirstUseSample::buildMs));
      Map<String, Object> ser = new LinkedHashMap<>();
      Map<String, Object> de = new LinkedHashMap<>();
      Map<String, Object> steady = new LinkedHashMap<>();
      Map<String, Object> curves = new LinkedHashMap<>();
      for (int width : fields) {
        ser.put(String.valueOf(width), median(peer, width, FirstUseSample::firstSerializeMs));
        de.put(String.valueOf(width), median(peer, width, FirstUseSample::firstDeserializeMs));
        steady.put(String.valueOf(width), steadyAtMs(medianCurve(peer, width), windowMs()));
        curves.put(String.valueOf(width), medianCurve(peer, width));
      }
      row.put("firstSerializeMs", ser);
      row.put("firstDeserializeMs", de);
      row.put("steadyAtMs", steady);
      row.put("medianOpsPerMs", curves);
      summary.add(row);
    }
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("machine", machine);
    root.put("windowMs", windowMs());
    root.put("summary", summary);
    root.put("samples", samples);
    return new GsonBuilder()
        .setPrettyPrinting()
        .serializeSpecialFloatingPointValues()
        .create()
        .toJson(root);
  }

  private static String fmt(double v) {
    if (Double.isNaN(v)) {
      return "–";
    }
    return v >= 100
        ? String.format(Locale.ROOT, "%,.0f", v)
        : String.format(Locale.ROOT, "%.1f", v);
  }
}
