package org.furylike.benchmark.firstuse;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where HotSpot's C2 compiler spends its time in the first seconds of a fresh JVM: runs one {@link
 * FirstUseChild} (the peer's build, first round trip and serialize curve, as in {@link
 * FirstUseDriver}) with {@code -XX:+LogCompilation}, then prints the child's curve and C2's
 * compilations, longest first, with when each started (seconds since the JVM started), its
 * machine-code size and whether it was an on-stack replacement. On a small machine C2 is one
 * thread: a long compilation of one method delays every other one, the generated serializer's
 * included.
 *
 * <pre>
 * java -cp benchmarks.jar org.furylike.benchmark.firstuse.CompileTimeline [--jdk DIR] [--top 15] \
 *     [--curve-ms 3000] PEER FIELDS
 * </pre>
 *
 * PEER is a {@link FirstUsePeer} constant, FIELDS one of {@link FirstUseDriver#REGISTERED}.
 * Durations are wall-clock time of the compiler thread, which shares the processors with the
 * application and the other compiler threads.
 */
public final class CompileTimeline {
  private static final Pattern TASK =
      Pattern.compile(
          "^<task compile_id='(\\d+)'(?: compile_kind='(\\w+)')? method='([^']*)'(.*)>$");
  private static final Pattern DONE = Pattern.compile("^<task_done (.*)/>$");
  private static final Pattern LEVEL = Pattern.compile(" level='(\\d)'");
  private static final Pattern STAMP = Pattern.compile(" stamp='([\\d.]+)'");
  private static final Pattern NMSIZE = Pattern.compile(" nmsize='(\\d+)'");

  private CompileTimeline() {}

  /** One C2 compilation read from the log. */
  record Compilation(String method, boolean osr, double start, double seconds, int nmethodBytes) {}

  /** Entry point; see the class comment for the arguments. */
  public static void main(String[] args) throws IOException, InterruptedException {
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    int top = 15;
    int curveMs = 3000;
    List<String> rest = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--jdk" -> java = Path.of(args[++i], "bin", "java");
        case "--top" -> top = Integer.parseInt(args[++i]);
        case "--curve-ms" -> curveMs = Integer.parseInt(args[++i]);
        default -> rest.add(args[i]);
      }
    }
    if (rest.size() != 2) {
      throw new IllegalArgumentException(
          "expected [--jdk DIR] [--top N] [--curve-ms MS] PEER FIELDS");
    }
    FirstUsePeer peer = FirstUsePeer.valueOf(rest.get(0));
    int fields = Integer.parseInt(rest.get(1));
    Path work = Files.createTempDirectory("compile-timeline");
    try {
      Path log = work.resolve("compilation.log");
      Path out = work.resolve("child.out");
      List<String> command =
          List.of(
              java.toString(),
              "-XX:+UnlockDiagnosticVMOptions",
              "-XX:+LogCompilation",
              "-XX:LogFile=" + log,
              "-cp",
              FirstUseDriver.childClassPath(work),
              FirstUseChild.class.getName(),
              peer.name(),
              Integer.toString(fields),
              Integer.toString(curveMs),
              "100");
      Process child =
          new ProcessBuilder(command)
              .redirectOutput(out.toFile())
              .redirectErrorStream(true)
              .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
              .start();
      if (!child.waitFor(180, TimeUnit.SECONDS)) {
        child.destroyForcibly();
        throw new IllegalStateException("the child JVM did not exit within 180 s");
      }
      String output = Files.readString(out, StandardCharsets.UTF_8);
      if (child.exitValue() != 0) {
        throw new IllegalStateException("the child JVM failed:\n" + output);
      }
      System.out.println(peer.label() + ", " + fields + " fields: " + output.strip());
      List<Compilation> c2 = c2Compilations(Files.readAllLines(log, StandardCharsets.UTF_8));
      System.out.print(report(c2, top));
    } finally {
      FirstUseDriver.deleteTree(work);
    }
  }

  /**
   * The C2 compilations of a {@code -XX:+LogCompilation} file: the tasks without a tier level (the
   * tiered levels 1 to 3 are C1's), each ended by the next {@code task_done} of its compiler
   * thread's log, where tasks follow one another.
   */
  static List<Compilation> c2Compilations(List<String> lines) {
    List<Compilation> out = new ArrayList<>();
    String method = null;
    boolean osr = false;
    boolean c2 = false;
    double start = 0;
    for (String raw : lines) {
      String line = raw.strip();
      Matcher t = TASK.matcher(line);
      if (t.matches()) {
        method = t.group(3);
        osr = "osr".equals(t.group(2));
        c2 = !LEVEL.matcher(t.group(4)).find();
        start = stamp(t.group(4));
        continue;
      }
      Matcher d = DONE.matcher(line);
      if (d.matches() && method != null) {
        Matcher size = NMSIZE.matcher(d.group(1));
        if (c2 && size.find()) {
          out.add(
              new Compilation(
                  method, osr, start, stamp(d.group(1)) - start, Integer.parseInt(size.group(1))));
        }
        method = null;
      }
    }
    return out;
  }

  private static double stamp(String attributes) {
    Matcher m = STAMP.matcher(attributes);
    if (!m.find()) {
      throw new IllegalArgumentException("no stamp in " + attributes);
    }
    return Double.parseDouble(m.group(1));
  }

  /** The total and the {@code top} longest compilations, as text. */
  static String report(List<Compilation> c2, int top) {
    double total = c2.stream().mapToDouble(Compilation::seconds).sum();
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "C2: %d compilations, %.0f ms in all; longest:%n",
            c2.size(),
            total * 1e3));
    sb.append(String.format(Locale.ROOT, "%8s %8s %8s  %s%n", "ms", "start s", "code B", "method"));
    c2.stream()
        .sorted(Comparator.comparingDouble(Compilation::seconds).reversed())
        .limit(top)
        .forEach(
            c ->
                sb.append(
                    String.format(
                        Locale.ROOT,
                        "%8.0f %8.3f %8d  %s%s%n",
                        c.seconds() * 1e3,
                        c.start(),
                        c.nmethodBytes(),
                        c.osr() ? "(OSR) " : "",
                        c.method())));
    return sb.toString();
  }
}
