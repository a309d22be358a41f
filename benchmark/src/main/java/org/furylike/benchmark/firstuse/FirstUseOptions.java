package org.furylike.benchmark.firstuse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The settings of one {@link FirstUseDriver} run.
 *
 * @param javaBin the {@code java} the children run on
 * @param samples fresh JVMs per peer and class width; the report shows their median
 * @param peers the peers measured, in report order
 * @param fields the class widths whose first serialize is measured
 * @param curveMs how long each child keeps serializing after its first round trip
 * @param windowMs the length of one window of that curve
 * @param jvmArgs extra options for every child JVM
 * @param json where the samples and medians are written as JSON, or null
 * @param md where the markdown report is written, or null
 * @param machine the caption naming the machine and JDK
 */
public record FirstUseOptions(
    Path javaBin,
    int samples,
    List<FirstUsePeer> peers,
    List<Integer> fields,
    int curveMs,
    int windowMs,
    List<String> jvmArgs,
    Path json,
    Path md,
    String machine) {

  /** Parses the command line described in {@link FirstUseDriver}. */
  public static FirstUseOptions parse(String[] args) {
    Path jdk = Path.of(System.getProperty("java.home"));
    int samples = 5;
    List<FirstUsePeer> peers = Arrays.asList(FirstUsePeer.values());
    List<Integer> fields = List.of(20, 100, 400);
    int curveMs = 3000;
    int windowMs = 100;
    List<String> jvmArgs = new ArrayList<>();
    Path json = null;
    Path md = null;
    String machine = "";
    for (int i = 0; i < args.length; i += 2) {
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(args[i] + " needs a value");
      }
      String v = args[i + 1];
      switch (args[i]) {
        case "--jdk" -> jdk = Path.of(v);
        case "--samples" -> samples = positive(args[i], v);
        case "--peers" -> peers = Arrays.stream(v.split(",")).map(FirstUsePeer::valueOf).toList();
        case "--fields" -> fields = Arrays.stream(v.split(",")).map(Integer::valueOf).toList();
        case "--curve-ms" -> curveMs = positive(args[i], v);
        case "--window-ms" -> windowMs = positive(args[i], v);
        case "--jvm-arg" -> jvmArgs.add(v);
        case "--json" -> json = Path.of(v);
        case "--md" -> md = Path.of(v);
        case "--machine" -> machine = v;
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    for (int f : fields) {
      if (Arrays.stream(FirstUseDriver.REGISTERED).noneMatch(r -> r == f)) {
        throw new IllegalArgumentException(
            "--fields " + f + ": not one of " + Arrays.toString(FirstUseDriver.REGISTERED));
      }
    }
    if (windowMs > curveMs) {
      throw new IllegalArgumentException("--window-ms is longer than --curve-ms");
    }
    Path javaBin = jdk.resolve("bin").resolve("java");
    if (!Files.isExecutable(javaBin)) {
      throw new IllegalArgumentException("--jdk " + jdk + ": no executable bin/java");
    }
    return new FirstUseOptions(
        javaBin, samples, peers, fields, curveMs, windowMs, jvmArgs, json, md, machine);
  }

  private static int positive(String name, String value) {
    int n = Integer.parseInt(value);
    if (n < 1) {
      throw new IllegalArgumentException(name + " must be positive, got " + value);
    }
    return n;
  }
}
