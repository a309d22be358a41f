package org.furylike.benchmark.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.Map;
import javax.imageio.ImageIO;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Peer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchReportTest {
  private static String run(String method, String peer, String data, double score) {
    return "{\"benchmark\":\"org.furylike.benchmark.SerializationBenchmark."
        + method
        + "\","
        + "\"mode\":\"thrpt\",\"params\":{\"peer\":\""
        + peer
        + "\",\"data\":\""
        + data
        + "\"},"
        + "\"primaryMetric\":{\"score\":"
        + score
        + ",\"scoreError\":\"NaN\","
        + "\"scoreUnit\":\"ops/s\"}}";
  }

  private static JmhResults sample() {
    String json =
        "["
            + run("serialize", "FURY_LIKE", "STRUCT", 3_000_000)
            + ","
            + run("serialize", "PROTOBUF", "STRUCT", 1_500_000)
            + ","
            + run("serialize", "FLATBUFFERS", "STRUCT", 1_000_000)
            + ","
            + run("serialize", "FORY", "STRUCT", 6_000_000)
            + ","
            + run("deserialize", "FURY_LIKE", "STRUCT", 2_000_000)
            + "]";
    return JmhResults.parse(JsonParser.parseString(json));
  }

  @Test
  void readsScoresByOperationPeerAndObject() {
    JmhResults r = sample();
    assertEquals(5, r.size());
    assertEquals(
        3_000_000, r.get(Operation.SERIALIZE, Peer.FURY_LIKE, DataKind.STRUCT).opsPerSecond);
    assertTrue(Double.isNaN(r.get(Operation.SERIALIZE, Peer.FORY, DataKind.STRUCT).error));
    assertNull(r.get(Operation.SERIALIZE_REUSED, Peer.FURY_LIKE, DataKind.STRUCT));
    assertTrue(r.has(DataKind.STRUCT));
    assertTrue(!r.has(DataKind.SAMPLE));
  }

  @Test
  void tableShowsRatiosToProtobufFlatbuffersAndFory() {
    Map<Peer, Map<DataKind, Integer>> sizes = new EnumMap<>(Peer.class);
    sizes.put(Peer.FURY_LIKE, Map.of(DataKind.STRUCT, 488));
    String table = new MarkdownReport(sample(), sizes, Map.of()).table(DataKind.STRUCT);
    assertTrue(table.contains("| fury-like | 488 | 3.00M | 2.00 / 3.00 / 0.50 |"), table);
    assertTrue(table.contains("| fory | n/a | 6.00M | 4.00 / 6.00 / 1.00 |"), table);
    assertTrue(table.contains("| 2.00M | n/a / n/a / n/a |"), table);
  }

  @Test
  void modesTableComparesFuryLikeWithItsInterpreterForyAndCompatibleMode() {
    String json =
        "["
            + run("deserialize", "FURY_LIKE", "SAMPLE", 4_000_000)
            + ","
            + run("deserialize", "FURY_LIKE_INTERPRETER", "SAMPLE", 1_000_000)
            + ","
            + run("deserialize", "FURY_LIKE_COMPATIBLE", "SAMPLE", 3_600_000)
            + ","
            + run("deserialize", "FORY", "SAMPLE", 5_000_000)
            + "]";
    Map<Peer, Map<DataKind, Integer>> sizes = new EnumMap<>(Peer.class);
    sizes.put(Peer.FURY_LIKE, Map.of(DataKind.SAMPLE, 389));
    sizes.put(Peer.FURY_LIKE_COMPATIBLE, Map.of(DataKind.SAMPLE, 389));
    Map<Peer, Map<DataKind, Integer>> first = new EnumMap<>(Peer.class);
    first.put(Peer.FURY_LIKE_COMPATIBLE, Map.of(DataKind.SAMPLE, 700));
    MarkdownReport report =
        new MarkdownReport(JmhResults.parse(JsonParser.parseString(json)), sizes, first);
    String modes = report.modesTable();
    assertTrue(modes.contains("| SAMPLE | deserialize | 4.00 | 0.80 | 0.90 | 389, 389 |"), modes);
    String firstLine = report.firstMessages();
    assertTrue(firstLine.contains("| object | fury-like-compatible |"), firstLine);
    assertTrue(firstLine.contains("| SAMPLE | 700 / 389 |"), firstLine);
  }

  @Test
  void compatibleSizesShowFirstAndLaterMessagesOfEachCompatiblePeer() {
    Map<Peer, Map<DataKind, Integer>> sizes = new EnumMap<>(Peer.class);
    sizes.put(Peer.FURY_LIKE_COMPATIBLE, Map.of(DataKind.ORDER_1, 143));
    sizes.put(Peer.FORY_COMPATIBLE, Map.of(DataKind.ORDER_1, 296));
    Map<Peer, Map<DataKind, Integer>> first = new EnumMap<>(Peer.class);
    first.put(Peer.FURY_LIKE_COMPATIBLE, Map.of(DataKind.ORDER_1, 659));
    first.put(Peer.FORY_COMPATIBLE, Map.of(DataKind.ORDER_1, 296));
    String table = new MarkdownReport(sample(), sizes, first).firstMessages();
    assertTrue(table.contains("| object | fury-like-compatible | fory-compatible |"), table);
    assertTrue(table.contains("| ORDER_1 | 659 / 143 | 296 / 296 |"), table);
    assertTrue(!table.contains("SAMPLE"), table);
  }

  private static String withAlloc(String run, double bytesPerOp) {
    return run.substring(0, run.length() - 1)
        + ",\"secondaryMetrics\":{\"gc.alloc.rate.norm\":"
        + "{\"score\":"
        + bytesPerOp
        + ",\"scoreError\":1.0,\"scoreUnit\":\"B/op\"}}}";
  }

  @Test
  void allocationPerOperationGetsAColumnWhenTheRunHadTheGcProfiler() {
    String json =
        "["
            + withAlloc(run("serialize", "FURY_LIKE", "LIST_100", 500_000), 3264.4)
            + ","
            + withAlloc(run("serialize", "FORY", "LIST_100", 400_000), 3400)
            + ","
            + run("deserialize", "FORY", "LIST_100", 300_000)
            + "]";
    JmhResults r = JmhResults.parse(JsonParser.parseString(json));
    assertEquals(
        3264.4,
        r.get(Operation.SERIALIZE, Peer.FURY_LIKE, DataKind.LIST_100).allocBytesPerOp,
        1e-9);
    assertTrue(
        Double.isNaN(r.get(Operation.DESERIALIZE, Peer.FORY, DataKind.LIST_100).allocBytesPerOp));
    String table = new MarkdownReport(r, Map.of(), Map.of()).table(DataKind.LIST_100);
    assertTrue(table.contains("| serialize | vs pb / fb / fory | B/op |"), table);
    assertTrue(table.contains("| fury-like | n/a | 500k | n/a / n/a / 1.25 | 3264 |"), table);
    assertTrue(
        table.contains(
            "| fory | n/a | 400k | n/a / n/a / 1.00 | 3400 | n/a | n/a / n/a"
                + " / n/a | n/a | 300k | n/a / n/a / 1.00 | n/a |"),
        table);
    String withoutProfiler =
        new MarkdownReport(sample(), Map.of(), Map.of()).table(DataKind.STRUCT);
    assertTrue(!withoutProfiler.contains("B/op"), withoutProfiler);
  }

  private static String withError(String run, double error) {
    return run.replace("\"scoreError\":\"NaN\"", "\"scoreError\":" + error);
  }

  @Test
  void headToHeadShowsErrorsRatioRangeAndMarksRangesThatInclude1() {
    String json =
        "["
            + withError(run("serialize", "FURY_LIKE", "ORDER_100", 300_000), 10_000)
            + ","
            + withError(run("serialize", "FORY", "ORDER_100", 200_000), 10_000)
            + ","
            + withError(run("deserialize", "FURY_LIKE", "ORDER_100", 210_000), 20_000)
            + ","
            + withError(run("deserialize", "FORY", "ORDER_100", 200_000), 5_000)
            + ","
            + withError(run("serialize", "FURY_LIKE_COMPATIBLE_MSG", "RECORD_10", 9_000_000), 1e5)
            + ","
            + withError(run("serialize", "FORY_COMPATIBLE", "RECORD_10", 6_000_000), 1e5)
            + "]";
    Map<Peer, Map<DataKind, Integer>> sizes = new EnumMap<>(Peer.class);
    sizes.put(Peer.FURY_LIKE, Map.of(DataKind.ORDER_100, 4799));
    sizes.put(Peer.FORY, Map.of(DataKind.ORDER_100, 4800));
    String report =
        new CompareReport(JmhResults.parse(JsonParser.parseString(json)), sizes).render();
    // 300k ± 10k over 200k ± 10k: 1.50, range 290/210 .. 310/190
    assertTrue(
        report.contains(
            "| ORDER_100 | serialize | 300k ± 10.0k | 200k ± 10.0k | 1.50 |"
                + " [1.38, 1.63] | 4799 / 4800 | n/a / n/a |"),
        report);
    // 210k ± 20k over 200k ± 5k: 1.05, range 190/205 .. 230/195 includes 1
    assertTrue(
        report.contains(
            "| deserialize | 210k ± 20.0k | 200k ± 5.00k | 1.05 ≈ |" + " [0.93, 1.18] |"),
        report);
    assertTrue(report.contains("**fury-like-compatible-msg / fory-compatible**"), report);
    assertTrue(
        report.contains("| RECORD_10 | serialize | 9.00M ± 100k | 6.00M ± 100k | 1.50 |"), report);
    assertTrue(!report.contains("**fury-like-compatible / fury-like**"), report);
  }

  @Test
  void ratioRangeWithoutErrorsIsUnknownAndALowerBoundAtZeroIsUnbounded() {
    JmhResults r =
        JmhResults.parse(
            JsonParser.parseString(
                "["
                    + run("serialize", "FURY_LIKE", "SAMPLE", 2_000_000)
                    + ","
                    + withError(run("serialize", "FORY", "SAMPLE", 1_000_000), 1_000_000)
                    + "]"));
    JmhResults.Score a = r.get(Operation.SERIALIZE, Peer.FURY_LIKE, DataKind.SAMPLE);
    JmhResults.Score b = r.get(Operation.SERIALIZE, Peer.FORY, DataKind.SAMPLE);
    assertEquals(1.0, CompareReport.low(a, b), 1e-9);
    assertTrue(Double.isInfinite(CompareReport.high(a, b)));
    assertTrue(CompareReport.overlapsOne(a, b));
    String table = new CompareReport(r, Map.of()).table(Peer.FURY_LIKE, Peer.FORY);
    assertTrue(table.contains("| 2.00M | 1.00M ± 1.00M | 2.00 ≈ | n/a |"), table);
  }

  private static String threadRun(String method, int threads, String kind, double score) {
    return "{\"benchmark\":\"org.furylike.benchmark.ThreadSafeBenchmark."
        + method
        + "\","
        + "\"mode\":\"thrpt\",\"threads\":"
        + threads
        + ",\"params\":{\"kind\":\""
        + kind
        + "\",\"data\":\"SAMPLE\"},\"primaryMetric\":{\"score\":"
        + score
        + ",\"scoreError\":1.0,\"scoreUnit\":\"ops/s\"}}";
  }

  @Test
  void threadsTableShowsEachThreadCountAndTheRatioToAFuryPerThread() {
    String json =
        "["
            + threadRun("threads1", 1, "FURY_PER_THREAD", 1_000_000)
            + ","
            + threadRun("threads1", 1, "FURY_POOL", 950_000)
            + ","
            + threadRun("threads2", 2, "FURY_PER_THREAD", 2_000_000)
            + ","
            + threadRun("threads2", 2, "FURY_POOL", 1_500_000)
            + "]";
    JmhResults r = JmhResults.parse(JsonParser.parseString(json));
    assertEquals(0, r.size(), "thread runs are not SerializationBenchmark scores");
    String table = new ThreadsReport(r).render();
    assertTrue(table.contains("| 1 thread | / per-thread | 2 threads | / per-thread |"), table);
    assertTrue(
        table.contains("| fury-like: buildThreadSafeFuryPool(1, 8) | 950k | 0.95 | 1.50M | 0.75 |"),
        table);
    assertTrue(table.contains("| fory: buildThreadLocalFory() | n/a | n/a | n/a | n/a |"), table);
    assertTrue(!table.contains("MEDIA_CONTENT"), table);
  }

  @Test
  void compileTableListsTimesWithTargetsForGeneratedCode() {
    String json =
        "["
            + compileRun("400", "true", 120.4, 10.25, 100.0, 180.0)
            + ","
            + compileRun("20", "false", 0.5, Double.NaN, 0.4, 0.9)
            + ","
            + compileRun("20", "true", 12.25, 1.5, 10.0, 20.0)
            + "]";
    String table = new CompileReport(JmhResults.parse(JsonParser.parseString(json))).render();
    int twenty = table.indexOf("| 20 fields | on | 12.3 ± 1.50 | 10.0 | 20.0 | < 50 |");
    int twentyOff = table.indexOf("| 20 fields | off | 0.50 | 0.40 | 0.90 |  |");
    int wide = table.indexOf("| 400 fields | on | 120 ± 10.3 | 100 | 180 | < 1000 |");
    assertTrue(twenty > 0 && twentyOff > twenty && wide > twentyOff, table);
  }

  private static String compileRun(
      String fields, String codegen, double score, double error, double min, double max) {
    return "{\"benchmark\":\"org.furylike.benchmark.CompileTimeBenchmark.firstSerialize\","
        + "\"mode\":\"ss\",\"threads\":1,\"params\":{\"fields\":\""
        + fields
        + "\",\"codegen\":\""
        + codegen
        + "\"},\"primaryMetric\":{\"score\":"
        + score
        + ",\"scoreError\":"
        + (Double.isNaN(error) ? "\"NaN\"" : error)
        + ",\"scorePercentiles\":{\"0.0\":"
        + min
        + ",\"50.0\":"
        + score
        + ",\"100.0\":"
        + max
        + "},\"scoreUnit\":\"ms/op\"}}";
  }

  @Test
  void scoresWhoseIterationsDifferByMoreThanAQuarterAreMarked() {
    String json =
        "["
            + run("serialize", "FURY_LIKE", "SAMPLE", 2_000_000)
                .replace(
                    "\"scoreUnit\"",
                    "\"scorePercentiles\":{\"0.0\":1500000,\"100.0\":2600000}," + "\"scoreUnit\"")
            + ","
            + run("serialize", "FORY", "SAMPLE", 4_000_000)
                .replace(
                    "\"scoreUnit\"",
                    "\"scorePercentiles\":{\"0.0\":3900000,\"100.0\":4100000}," + "\"scoreUnit\"")
            + "]";
    String table =
        new MarkdownReport(JmhResults.parse(JsonParser.parseString(json)), Map.of(), Map.of())
            .table(DataKind.SAMPLE);
    assertTrue(table.contains("| fury-like | n/a | 2.00M ~ | n/a / n/a / 0.50 |"), table);
    assertTrue(table.contains("| fory | n/a | 4.00M | n/a / n/a / 1.00 |"), table);
  }

  @Test
  void formatsOpsWithThreeSignificantDigits() {
    assertEquals("1.23M", MarkdownReport.formatOps(1_234_567));
    assertEquals("12.3M", MarkdownReport.formatOps(12_345_678));
    assertEquals("123k", MarkdownReport.formatOps(123_456));
    assertEquals("1.23k", MarkdownReport.formatOps(1234.5));
    assertEquals("12.5", MarkdownReport.formatOps(12.5));
  }

  @Test
  void writesAReadablePng(@TempDir Path dir) throws Exception {
    System.setProperty("java.awt.headless", "true");
    Path png = dir.resolve("chart.png");
    new BarChart(sample()).write(png, "test machine");
    BufferedImage image = ImageIO.read(png.toFile());
    assertNotNull(image);
    assertTrue(image.getWidth() >= 1000 && image.getHeight() >= 500);
  }
}
