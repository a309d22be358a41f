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

  @Test
  void ratioOfMeansWithTheRangeOverRounds() {
    List<JmhResults> base =
        List.of(
            round(
                run("serialize", "SAMPLE", 10e6, 0.1e6, 400),
                run("serialize", "STRUCT", 8e6, 0, 512)),
            round(
                run("serialize", "SAMPLE", 12e6, 0.1e6, 400),
                run("serialize", "STRUCT", 8e6, 0, 512)));
    List<JmhResults> fresh =
        List.of(
            round(
                run("serialize", "SAMPLE", 13e6, 0.1e6, 400),
                run("serialize", "STRUCT", 7e6, 0, 256)),
            round(
                run("serialize", "SAMPLE", 14e6, 0.1e6, 400),
                run("serialize", "STRUCT", 9e6, 0, 256)));
    String table = AbReport.render(base, fresh);

    String sample = row(table, "SerializationBenchmark.serialize data=SAMPLE peer=FURY_LIKE");
    // means 11M and 13.5M; range 13/12 to 14/10
    assertTrue(sample.contains("| 10.0M ± 100k, 12.0M ± 100k |"), sample);
    assertTrue(sample.contains("| 1.227x |"), sample);
    assertTrue(sample.contains("| 1.083-1.400 |"), sample);
    assertTrue(sample.endsWith("| 400 / 400 |"), sample);

    String struct = row(table, "SerializationBenchmark.serialize data=STRUCT peer=FURY_LIKE");
    // equal means, and the rounds straddle the base: marked as no difference shown
    assertTrue(struct.contains("| 1.000x" + AbReport.OVERLAP_MARK + " |"), struct);
    assertTrue(struct.contains("| 0.875-1.125 |"), struct);
    assertTrue(struct.endsWith("| 512 / 256 |"), struct);
  }

  @Test
  void benchmarksMeasuredInOnlyOneBuildAreLeftOut() {
    String table =
        AbReport.render(
            List.of(round(run("serialize", "SAMPLE", 1e6, 0, 8))),
            List.of(round(run("deserialize", "SAMPLE", 1e6, 0, 8))));
    assertEquals("No benchmark was measured in both builds.\n", table);
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
}
