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
    return "{\"benchmark\":\"org.furylike.benchmark.SerializationBenchmark." + method + "\","
        + "\"mode\":\"thrpt\",\"params\":{\"peer\":\"" + peer + "\",\"data\":\"" + data + "\"},"
        + "\"primaryMetric\":{\"score\":" + score + ",\"scoreError\":\"NaN\","
        + "\"scoreUnit\":\"ops/s\"}}";
  }

  private static JmhResults sample() {
    String json = "["
        + run("serialize", "FURY_LIKE", "STRUCT", 3_000_000) + ","
        + run("serialize", "PROTOBUF", "STRUCT", 1_500_000) + ","
        + run("serialize", "FLATBUFFERS", "STRUCT", 1_000_000) + ","
        + run("serialize", "FORY", "STRUCT", 6_000_000) + ","
        + run("deserialize", "FURY_LIKE", "STRUCT", 2_000_000)
        + "]";
    return JmhResults.parse(JsonParser.parseString(json));
  }

  @Test
  void readsScoresByOperationPeerAndObject() {
    JmhResults r = sample();
    assertEquals(5, r.size());
    assertEquals(3_000_000, r.get(Operation.SERIALIZE, Peer.FURY_LIKE, DataKind.STRUCT).opsPerSecond);
    assertTrue(Double.isNaN(r.get(Operation.SERIALIZE, Peer.FORY, DataKind.STRUCT).error));
    assertNull(r.get(Operation.SERIALIZE_REUSED, Peer.FURY_LIKE, DataKind.STRUCT));
    assertTrue(r.has(DataKind.STRUCT));
    assertTrue(!r.has(DataKind.SAMPLE));
  }

  @Test
  void tableShowsRatiosToProtobufFlatbuffersAndFory() {
    Map<Peer, Map<DataKind, Integer>> sizes = new EnumMap<>(Peer.class);
    sizes.put(Peer.FURY_LIKE, Map.of(DataKind.STRUCT, 488));
    String table = new MarkdownReport(sample(), sizes).table(DataKind.STRUCT);
    assertTrue(table.contains("| fury-like | 488 | 3.00M | 2.00 / 3.00 / 0.50 |"), table);
    assertTrue(table.contains("| fory | n/a | 6.00M | 4.00 / 6.00 / 1.00 |"), table);
    assertTrue(table.contains("| 2.00M | n/a / n/a / n/a |"), table);
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
