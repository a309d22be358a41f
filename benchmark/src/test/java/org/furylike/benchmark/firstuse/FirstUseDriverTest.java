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

  /** The C2 compilations of a compilation log: C1's (with a level) and failed ones are left out. */
  @Test
  void compileTimelineReadsC2TasksFromTheLog() {
    List<String> log =
        List.of(
            "<compilation_log thread='7767'>",
            "<task compile_id='459' method='a.B write (I)V' bytes='272' level='3' stamp='0.269'>",
            "<type id='1114' name='void'/>",
            "<task_done success='1' nmsize='19472' count='932' stamp='0.273'/>",
            "</task>",
            "</compilation_log>",
            "<compilation_log thread='7766'>",
            "<task compile_id='486' method='a.B write (I)V' bytes='272' count='1235' stamp='0.284'>",
            "<klass id='1250' name='a.B' flags='17'/>",
            "<task_done success='1' nmsize='35072' inlined_bytes='8959' stamp='0.702'/>",
            "</task>",
            "<task compile_id='490' compile_kind='osr' method='a.C loop ()V' bytes='40'"
                + " osr_bci='7' stamp='0.710'>",
            "<task_done success='1' nmsize='900' stamp='0.725'/>",
            "</task>",
            "<task compile_id='491' method='a.C big ()V' bytes='4000' stamp='0.730'>",
            "<task_done success='0' count='3' stamp='0.800'/>",
            "</task>",
            "</compilation_log>");
    List<CompileTimeline.Compilation> c2 = CompileTimeline.c2Compilations(log);
    assertEquals(2, c2.size(), c2.toString());
    CompileTimeline.Compilation first = c2.get(0);
    assertEquals("a.B write (I)V", first.method());
    assertEquals(0.284, first.start(), 1e-9);
    assertEquals(0.418, first.seconds(), 1e-9);
    assertEquals(35072, first.nmethodBytes());
    assertTrue(!first.osr() && c2.get(1).osr(), c2.toString());
    String report = CompileTimeline.report(c2, 1);
    assertTrue(report.startsWith("C2: 2 compilations, 433 ms in all"), report);
    assertTrue(report.contains("418    0.284    35072  a.B write (I)V"), report);
    assertTrue(!report.contains("a.C loop"), "only the longest one: " + report);
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
