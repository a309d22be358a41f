package org.furylike.benchmark.firstuse;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.furylike.benchmark.compile.CompiledClasses;
import org.furylike.benchmark.compile.WideClassSource;

/**
 * Measures first use in fresh JVMs: for every sample, peer and class width it starts a new JVM
 * ({@link FirstUseChild}) on the same class path, so every figure includes loading and warming the
 * serializer's own code (and its compiler) exactly as the first request after a deploy does. The
 * classes serialized are written by {@link WideClassSource} and compiled here, into a directory
 * added to the children's class path, so no child has seen them before. Samples run round-robin
 * (sample 1 of every peer and width, then sample 2, ...) so that drift on a busy machine spreads
 * over all peers.
 *
 * <p>A child that writes anything to its standard error, anything but its one result line to its
 * standard output, or exits with an error fails the whole run: this also proves that no peer prints
 * to the console on first use (Apache Fory's own logging is switched off first).
 *
 * <pre>
 * java -cp benchmarks.jar org.furylike.benchmark.firstuse.FirstUseDriver [--jdk DIR] \
 *     [--samples 5] [--peers FURY_LIKE_DEFAULT,...] [--fields 20,100,400] [--curve-ms 3000] \
 *     [--window-ms 100] [--json out.json] [--md out.md] [--machine "caption"]
 * </pre>
 */
public final class FirstUseDriver {
  /** Field counts of the classes every sample registers: 20 classes, the measured ones included. */
  static final int[] REGISTERED = {
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 100, 400
  };

  private static final long CHILD_TIMEOUT_SECONDS = 180;

  private FirstUseDriver() {}

  /** Entry point; see the class comment for the arguments. */
  public static void main(String[] args) throws IOException, InterruptedException {
    FirstUseOptions options = FirstUseOptions.parse(args);
    List<FirstUseSample> samples = run(options);
    FirstUseReport report = new FirstUseReport(samples, options.fields());
    String markdown = report.markdown(options.machine());
    System.out.println(markdown);
    if (options.md() != null) {
      Files.writeString(options.md(), markdown, StandardCharsets.UTF_8);
    }
    if (options.json() != null) {
      Files.writeString(options.json(), report.json(options.machine()), StandardCharsets.UTF_8);
    }
  }

  /** Runs every sample and returns them; throws if a child fails or prints anything unexpected. */
  static List<FirstUseSample> run(FirstUseOptions options)
      throws IOException, InterruptedException {
    Path work = Files.createTempDirectory("firstuse");
    try {
      String classPath = childClassPath(work);
      List<FirstUseSample> samples = new ArrayList<>();
      for (int s = 1; s <= options.samples(); s++) {
        for (FirstUsePeer peer : options.peers()) {
          for (int fields : options.fields()) {
            System.err.printf("sample %d/%d %s, %d fields%n", s, options.samples(), peer, fields);
            samples.add(runChild(options, classPath, work, peer, fields));
          }
        }
      }
      return samples;
    } finally {
      deleteTree(work);
    }
  }

  /**
   * Compiles the {@link #REGISTERED} classes into {@code work/classes} and returns the class path
   * of a child: this JVM's and that directory.
   */
  static String childClassPath(Path work) throws IOException {
    Path classes = work.resolve("classes");
    for (int n : REGISTERED) {
      CompiledClasses.compile(WideClassSource.className(n), WideClassSource.source(n))
          .writeTo(classes);
    }
    return System.getProperty("java.class.path") + File.pathSeparator + classes;
  }

  private static FirstUseSample runChild(
      FirstUseOptions options, String classPath, Path work, FirstUsePeer peer, int fields)
      throws IOException, InterruptedException {
    Path out = work.resolve("child.out");
    Path err = work.resolve("child.err");
    List<String> command = new ArrayList<>();
    command.add(options.javaBin().toString());
    command.addAll(options.jvmArgs());
    command.addAll(
        Arrays.asList(
            "-cp",
            classPath,
            FirstUseChild.class.getName(),
            peer.name(),
            Integer.toString(fields),
            Integer.toString(options.curveMs()),
            Integer.toString(options.windowMs())));
    Process process =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
            .start();
    String what = peer + " with " + fields + " fields";
    if (!process.waitFor(CHILD_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IllegalStateException(
          what + ": the child JVM did not exit within " + CHILD_TIMEOUT_SECONDS + " s");
    }
    String stdout = Files.readString(out, StandardCharsets.UTF_8);
    String stderr = Files.readString(err, StandardCharsets.UTF_8);
    return FirstUseReport.parseChild(what, peer.isFuryLike(), process.exitValue(), stdout, stderr);
  }

  static void deleteTree(Path dir) throws IOException {
    try (var paths = Files.walk(dir)) {
      for (Path p : paths.sorted((a, b) -> b.compareTo(a)).toList()) {
        Files.delete(p);
      }
    }
  }
}
