package org.furylike.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.connector.source.util.ratelimit.RateLimiterStrategy;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.JobManagerOptions;
import org.apache.flink.configuration.RestOptions;
import org.apache.flink.configuration.StateBackendOptions;
import org.apache.flink.configuration.TaskManagerOptions;
import org.apache.flink.connector.datagen.source.DataGeneratorSource;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Flink {@link MiniCluster} in this JVM (loopback only). Job 1, whose class path holds
 * version 1 of {@code demo.Counter}, keys a stream of {@link Event}s (exchanged between two
 * parallel tasks through {@link FuryTypeSerializer}) and folds them into value state of that class;
 * a savepoint is taken. Job 2, whose class path holds version 2 (field added, field removed, fields
 * reordered), restores the savepoint; Flink asks the new snapshot about the old one, which answers
 * "compatible after migration", reads the old state with the restore serializer, and the job checks
 * every key's state field by field.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class SavepointRestoreTest {
  private static final int KEYS = 20;
  private static final long EVENTS = 2_000;

  @Test
  void stateWrittenWithV1IsRestoredIntoV2(@TempDir Path dir) throws Exception {
    Configuration conf = new Configuration();
    conf.set(StateBackendOptions.STATE_BACKEND, "hashmap");
    conf.set(JobManagerOptions.ADDRESS, "127.0.0.1");
    conf.set(TaskManagerOptions.HOST, "127.0.0.1");
    conf.set(RestOptions.BIND_ADDRESS, "127.0.0.1");
    conf.set(RestOptions.ADDRESS, "127.0.0.1");
    conf.set(RestOptions.BIND_PORT, "0");
    MiniClusterConfiguration cluster =
        new MiniClusterConfiguration.Builder()
            .setConfiguration(conf)
            .setNumTaskManagers(1)
            .setNumSlotsPerTaskManager(2)
            .setCommonBindAddress("127.0.0.1")
            .build();
    try (CapturedLog log = new CapturedLog(FuryTypeSerializerSnapshot.class);
        MiniCluster mini = new MiniCluster(cluster);
        URLClassLoader v1 = Versions.compile(Versions.V1);
        URLClassLoader v2 = Versions.compile(Versions.V2)) {
      mini.start();
      JobID first = mini.submitJob(job(v1, false, EVENTS, "source-1")).get().getJobID();
      waitFor(() -> CountingFunction.PROCESSED.get() >= EVENTS, "job 1 to fold all events");
      String savepoint =
          mini.stopWithSavepoint(
                  first,
                  dir.resolve("savepoints").toUri().toString(),
                  false,
                  SavepointFormatType.CANONICAL)
              .get(60, TimeUnit.SECONDS);
      assertTrue(Files.exists(Path.of(java.net.URI.create(savepoint))), savepoint);
      assertEquals(EVENTS, CountingFunction.PROCESSED.get(), "no event counted twice");

      StreamGraph second = job(v2, true, KEYS, "source-2");
      second.setSavepointRestoreSettings(SavepointRestoreSettings.forPath(savepoint, true));
      JobID restored = mini.submitJob(second).get().getJobID();
      waitFor(() -> CountingFunction.RESTORED.size() >= KEYS, "job 2 to read every key");
      mini.cancelJob(restored).get(60, TimeUnit.SECONDS);
      assertTrue(
          log.messages.stream()
              .anyMatch(
                  m ->
                      m.startsWith("INFO fury-like state of demo.Counter" + " will be migrated")
                          && m.contains("Counter.unit")),
          log.messages.toString());
    }
    for (int k = 0; k < KEYS; k++) {
      checkKey(k, CountingFunction.RESTORED.get("k" + k));
    }
  }

  /** Key {@code k}'s state: v1's values, v2's default for the new field, no removed field. */
  private static void checkKey(int k, Map<String, Object> state) {
    long count = EVENTS / KEYS;
    long sum = 0;
    for (long i = k; i < EVENTS; i += KEYS) {
      sum += i;
    }
    assertEquals(
        Map.of(
            "count",
            count,
            "sum",
            sum,
            "label",
            "k" + k,
            "unit",
            "null",
            "class loader",
            "ChildFirstClassLoader"),
        state,
        "state of key k" + k);
    assertFalse(state.containsKey("tags"));
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static StreamGraph job(
      URLClassLoader version, boolean restoring, long limit, String sourceUid) throws Exception {
    StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
    env.setParallelism(2);
    FuryTypeInfo<Event> events = new FuryTypeInfo<>(Event.class);
    FuryTypeInfo<Object> state =
        new FuryTypeInfo(Versions.counter(version), java.util.ArrayList.class);
    DataGeneratorSource<Event> source =
        new DataGeneratorSource<>(
            new Event.Generator(KEYS),
            Long.MAX_VALUE,
            RateLimiterStrategy.perSecond(4_000),
            events);
    env.fromSource(source, WatermarkStrategy.noWatermarks(), "events")
        .uid(sourceUid)
        .keyBy(e -> e.key)
        .process(new CountingFunction(state, restoring, limit))
        .uid("counter")
        .sinkTo(new DiscardingSink<>())
        .uid("sink");
    StreamGraph graph = env.getStreamGraph();
    graph.setClasspath(List.of(version.getURLs()[0]));
    return graph;
  }

  private static void waitFor(BooleanSupplier done, String what) throws InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (!done.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("timed out waiting for " + what);
      }
      Thread.sleep(50);
    }
  }
}
