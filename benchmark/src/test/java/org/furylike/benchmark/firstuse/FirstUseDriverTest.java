package org.furylike.benchmark.firstuse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** One real fresh-JVM sample, and the checks the driver applies to what a child prints. */
class FirstUseDriverTest {
  @Test
  void oneFreshJvmSampleOfTheDefaultSettings() throws Exception {
    FirstUseOptions options =
        FirstUseOptions.parse(
            new String[] {
              "--samples",
              "1",
              "--peers",
              "FURY_LIKE_DEFAULT",
              "--fields",
              "20",
              "--curve-ms",
              "200",
              "--window-ms",
              "100"
            });
    List<FirstUseSample> samples = FirstUseDriver.run(options);
    assertEquals(1, samples.size());
    FirstUseSample s = samples.get(0);
    assertEquals(FirstUsePeer.FURY_LIKE_DEFAULT, s.peer());
    assertEquals(20, s.fields());
    assertTrue(s.buildMs() > 0 && s.firstSerializeMs() > 0 && s.firstDeserializeMs() > 0);
    assertEquals(2, s.opsPerMs().length);
    assertTrue(s.opsPerMs()[1] > 0, "the child kept serializing");
    String md = new FirstUseReport(samples, options.fields()).markdown("test");
    assertTrue(md.contains("| fury-like, default settings |"), md);
    assertTrue(md.contains("| nothing |"), md);
  }

  @Test
  void aChildThatPrintsAnythingElseFailsTheRun() {
    String ok = FirstUseSample.LINE_PREFIX + "{\"fields\":20}\n";
    assertEquals(20, FirstUseReport.parseChild("x", true, 0, ok, "").fields());
    IllegalStateException e =
        assertThrows(
            IllegalStateException.class,
            () -> FirstUseReport.parseChild("FURY_LIKE_SYNC, 20 fields", true, 0, ok, "WARN x\n"));
    assertTrue(e.getMessage().contains("FURY_LIKE_SYNC, 20 fields"), e.getMessage());
    assertTrue(e.getMessage().contains("WARN x"), e.getMessage());
    // Another peer's warnings are recorded, not fatal.
    assertEquals("WARN x\n", FirstUseReport.parseChild("x", false, 0, ok, "WARN x\n").stderr());
    assertThrows(
        IllegalStateException.class,
        () -> FirstUseReport.parseChild("x", true, 0, "INFO hello\n" + ok, ""));
    assertThrows(
        IllegalStateException.class, () -> FirstUseReport.parseChild("x", false, 1, ok, ""));
  }

  @Test
  void medianAndSteadyState() {
    assertEquals(2.0, FirstUseReport.median(new double[] {3, 1, 2}));
    assertEquals(2.5, FirstUseReport.median(new double[] {4, 1, 2, 3}));
    // Level: the median of the last third (10, 10, 10); 90% of it is first reached in window 4.
    double[] curve = {1, 2, 5, 9.5, 8, 10, 10, 10, 10};
    assertEquals(400, FirstUseReport.steadyAtMs(curve, 100));
    assertEquals(-1, FirstUseReport.steadyAtMs(new double[0], 100));
  }
}
