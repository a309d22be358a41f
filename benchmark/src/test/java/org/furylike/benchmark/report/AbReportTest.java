package org.furylike.benchmark.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AbReportTest {
  private static String run(String method, String data, double score, double error, int alloc) {
    return "{\"benchmark\":\"org.furylike.benchmark.SerializationBenchmark."
        + method
        + "\",\"mode\":\"thrpt\",\"params\":{\"peer\":\"FURY_LIKE\",\"data\":\""
        + data
        + "\"},\"primaryMetric\":{\"score\":"
        + score
        + ",\"scoreError\":"
        + error
        + ",\"scoreUnit\":\"ops/s\"},\"secondaryMetrics\":{\"gc.alloc.rate.norm\":{\"score\":"
        + alloc
        + ",\"scoreUnit\":\"B/op\"}}}";
  }

  private static JmhResults round(String... runs) {
    return JmhResults.parse(JsonParser.parseString("[" + String.join(",", runs) + "]"));
  }

  /** The table's row for {@code what}. */
  private static String row(String table, String what) {
    for (String line : table.split("\n")) {
      if (line.startsWith("| " + what + " |")) {
        return line;
      }
    }
    throw new AssertionError("no row " + what + " in\n" + table);
  }

  /** Two rounds of SAMPLE (error 0.1M, 400 B/op) and STRUCT (no error) serialize scores. */
  private static List<JmhResults> twoRounds(
      double sample1, double struct1, double sample2, double struct2, int structAlloc) {
    return List.of(
        round(
            run("serialize", "SAMPLE", sample1, 0.1e6, 400),
            run("serialize", "STRUCT", struct1, 0, structAlloc)),
        round(
            run("serialize", "SAMPLE", sample2, 0.1e6, 400),
            run("serialize", "STRUCT", struct2, 0, structAlloc)));
  }

  @Test
  void ratioOfMeansWithTheRangeOverRounds() {
    List<JmhResults> base = twoRounds(10e6, 8e6, 12e6, 8e6, 512);
    List<JmhResults> fresh = twoRounds(13e6, 7e6, 14e6, 9e6, 256);
    String table = AbReport.render(base, fresh);

    String sample = row(table, "SerializationBenchmark.serialize data=SAMPLE peer=FURY_LIKE");
    // means 11M and 13.5M; range 13/12 to 14/10
    assertTrue(sample.contains("| 10.0M ± 100k, 12.0M ± 100k |"), sample);
    assertTrue(sample.contains("| 1.227x |"), sample);
    assertTrue(sample.contains("| 1.083-1.400 |"), sample);
    // within the rounds: 13/10 and 14/12, geometric mean sqrt(1.3 * 1.1667)
    assertTrue(sample.contains("| 1.232x [1.167, 1.300] |"), sample);
    assertTrue(sample.endsWith("| 400 / 400 |"), sample);

    String struct = row(table, "SerializationBenchmark.serialize data=STRUCT peer=FURY_LIKE");
    // equal means, and the rounds straddle the base: marked as no difference shown
    assertTrue(struct.contains("| 1.000x" + AbReport.OVERLAP_MARK + " |"), struct);
    assertTrue(struct.contains("| 0.875-1.125 |"), struct);
    assertTrue(struct.contains("| 0.992x [0.875, 1.125]" + AbReport.OVERLAP_MARK + " |"), struct);
    assertTrue(struct.endsWith("| 512 / 256 |"), struct);
  }

  private static String peerRun(String peer, String data, double score) {
    return run("deserialize", data, score, 0, 8).replace("\"FURY_LIKE\"", "\"" + peer + "\"");
  }

  @Test
  void ratiosWithinRoundsSeparateWhatARoundToRoundDriftHides() {
    // the machine is a third slower in the second round; B is 10% ahead of A in both
    List<JmhResults> a =
        List.of(round(peerRun("FORY", "SAMPLE", 9e6)), round(peerRun("FORY", "SAMPLE", 6e6)));
    List<JmhResults> b =
        List.of(
            round(peerRun("FURY_LIKE", "SAMPLE", 9.9e6)),
            round(peerRun("FURY_LIKE", "SAMPLE", 6.6e6)));
    String table = AbReport.render(a, b, java.util.Set.of("peer"), "fory", "fury-like");

    assertTrue(
        table.startsWith(
            "| benchmark | fory, per round | fury-like, per round | fury-like / fory |"),
        table);
    String row = row(table, "SerializationBenchmark.deserialize data=SAMPLE");
    // across rounds the range straddles 1.0 (6.6 / 9 to 9.9 / 6) ...
    assertTrue(row.contains("| 0.733-1.650 |"), row);
    // ... within each round the ratio is 1.1
    assertTrue(row.contains("| 1.100x [1.100, 1.100] |"), row);
  }

  @Test
  void unequalRoundsGiveNoWithinRoundRatio() {
    String table =
        AbReport.render(
            List.of(
                round(run("serialize", "SAMPLE", 1e6, 0, 8)),
                round(run("serialize", "SAMPLE", 1e6, 0, 8))),
            List.of(round(run("serialize", "SAMPLE", 2e6, 0, 8))));
    assertTrue(
        row(table, "SerializationBenchmark.serialize data=SAMPLE peer=FURY_LIKE")
            .contains("| 2.000x | 2.000-2.000 | - |"),
        table);
  }

  @Test
  void benchmarksMeasuredInOnlyOneBuildAreLeftOut() {
    String table =
        AbReport.render(
            List.of(round(run("serialize", "SAMPLE", 1e6, 0, 8))),
            List.of(round(run("deserialize", "SAMPLE", 1e6, 0, 8))));
    assertEquals("No benchmark was measured on both sides.\n", table);
  }

  @Test
  void mainReadsRoundFilesAndWritesTheTable(@TempDir Path dir) throws Exception {
    Path a = dir.resolve("a.json");
    Path b = dir.resolve("b.json");
    Files.writeString(
        a, "[" + run("deserialize", "SAMPLE", 2e6, 0, 8) + "]", StandardCharsets.UTF_8);
    Files.writeString(
        b, "[" + run("deserialize", "SAMPLE", 3e6, 0, 8) + "]", StandardCharsets.UTF_8);
    Path md = dir.resolve("ab.md");
    AbReport.main(
        new String[] {"--base", a.toString(), "--new", b.toString(), "--md", md.toString()});
    String table = Files.readString(md, StandardCharsets.UTF_8);
    assertTrue(
        row(table, "SerializationBenchmark.deserialize data=SAMPLE peer=FURY_LIKE")
            .contains("| 1.500x |"),
        table);
  }

  @Test
  void roundsWithBothPeersAreSplitByPeer(@TempDir Path dir) throws Exception {
    Path r1 = dir.resolve("r1.json");
    Path r2 = dir.resolve("r2.json");
    Files.writeString(
        r1,
        "[" + peerRun("FORY", "SAMPLE", 4e6) + "," + peerRun("FURY_LIKE", "SAMPLE", 5e6) + "]",
        StandardCharsets.UTF_8);
    Files.writeString(
        r2,
        "[" + peerRun("FURY_LIKE", "SAMPLE", 3e6) + "," + peerRun("FORY", "SAMPLE", 2e6) + "]",
        StandardCharsets.UTF_8);
    Path md = dir.resolve("pairs.md");
    AbReport.main(
        new String[] {
          "--rounds", r1 + "," + r2, "--split", "peer=FORY,FURY_LIKE", "--md", md.toString()
        });
    String table = Files.readString(md, StandardCharsets.UTF_8);
    assertTrue(table.startsWith("| benchmark | FORY, per round | FURY_LIKE, per round |"), table);
    String row = row(table, "SerializationBenchmark.deserialize data=SAMPLE");
    // FORY 4M and 2M, FURY_LIKE 5M and 3M: within the rounds 1.25 and 1.5
    assertTrue(row.contains("| 4.00M ± 0.0, 2.00M ± 0.0 | 5.00M ± 0.0, 3.00M ± 0.0 |"), row);
    assertTrue(row.contains("| 1.369x [1.250, 1.500] |"), row);
  }

  /** A deserialize run of FURY_LIKE on SAMPLE with its iterations as JMH's rawData. */
  private static String runWithIterations(double... iterations) {
    StringBuilder raw = new StringBuilder("[[");
    double sum = 0;
    for (int i = 0; i < iterations.length; i++) {
      raw.append(i == 0 ? "" : ",").append(iterations[i]);
      sum += iterations[i];
    }
    raw.append("]]");
    return run("deserialize", "SAMPLE", sum / iterations.length, 0, 8)
        .replace("\"scoreUnit\":\"ops/s\"}", "\"scoreUnit\":\"ops/s\",\"rawData\":" + raw + "}");
  }

  @Test
  void fastIterationsCompareTheUpperPercentilesOfAllRounds() {
    // base: full speed 10M, half its iterations slowed to 5M; new: full speed 11M, fewer slowed
    List<JmhResults> base =
        List.of(
            round(runWithIterations(10e6, 5e6, 5e6, 10e6, 10e6)),
            round(runWithIterations(5e6, 5e6, 10e6, 10e6, 5e6)));
    List<JmhResults> fresh =
        List.of(
            round(runWithIterations(11e6, 11e6, 11e6, 11e6, 5.5e6)),
            round(runWithIterations(11e6, 11e6, 5.5e6, 11e6, 11e6)));
    String row =
        row(
            AbReport.render(base, fresh),
            "SerializationBenchmark.deserialize data=SAMPLE peer=FURY_LIKE");
    // the means differ by 1.320x (9.9M against 7.5M), the full-speed states by 1.1x
    assertTrue(row.contains("| 1.320x |"), row);
    assertTrue(row.contains("| 1.100x (11.0M / 10.0M, 10 / 10 iterations) |"), row);
  }

  @Test
  void nearestRankPercentile() {
    double[] v = {5, 1, 4, 2, 3, 10, 9, 8, 7, 6};
    assertEquals(9, AbReport.percentile(v, 0.9));
    assertEquals(10, AbReport.percentile(v, 1.0));
    assertEquals(5, AbReport.percentile(v, 0.5));
    assertEquals(1, AbReport.percentile(new double[] {1}, 0.9));
  }

  @Test
  void runsWithoutIterationsShowNoFastColumn() {
    List<JmhResults> base = twoRounds(10e6, 8e6, 12e6, 8e6, 512);
    String row =
        row(
            AbReport.render(base, base),
            "SerializationBenchmark.serialize data=SAMPLE peer=FURY_LIKE");
    assertTrue(row.contains("| - | 400 / 400 |"), row);
  }
}
