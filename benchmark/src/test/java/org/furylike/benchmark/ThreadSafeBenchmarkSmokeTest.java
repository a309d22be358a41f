package org.furylike.benchmark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.threads.InstanceKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs each {@link ThreadSafeBenchmark} method once for every instance kind and object, outside
 * JMH, first from one thread and then from four threads sharing the state as JMH shares it, and
 * checks every round trip. No timing is measured or asserted.
 */
class ThreadSafeBenchmarkSmokeTest {
  static Stream<Arguments> cases() {
    List<Arguments> cases = new ArrayList<>();
    for (InstanceKind kind : InstanceKind.values()) {
      for (DataKind data : List.of(DataKind.SAMPLE, DataKind.MEDIA_CONTENT)) {
        cases.add(Arguments.of(kind, data));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("cases")
  void everyBenchmarkMethodRoundTrips(InstanceKind kind, DataKind data) throws Exception {
    ThreadSafeBenchmark.Shared shared = new ThreadSafeBenchmark.Shared();
    shared.kind = kind;
    shared.data = data;
    shared.setup();
    ThreadSafeBenchmark bench = new ThreadSafeBenchmark();
    Object expected = data.create();

    ThreadSafeBenchmark.PerThread one = new ThreadSafeBenchmark.PerThread();
    one.setup(shared);
    assertEquals(expected, bench.threads1(one), "threads1");
    assertEquals(expected, bench.threads2(one), "threads2");
    assertEquals(expected, bench.threads4(one), "threads4");

    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<ThreadSafeBenchmark.PerThread>> futures = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        Callable<ThreadSafeBenchmark.PerThread> task =
            () -> {
              ThreadSafeBenchmark.PerThread t = new ThreadSafeBenchmark.PerThread();
              t.setup(shared);
              for (int n = 0; n < 200; n++) {
                assertEquals(expected, bench.threads4(t), "threads4, call " + n);
              }
              return t;
            };
        futures.add(pool.submit(task));
      }
      ThreadSafeBenchmark.PerThread first = futures.get(0).get();
      for (Future<ThreadSafeBenchmark.PerThread> f : futures.subList(1, 4)) {
        if (kind.shared()) {
          assertSame(first.instance(), f.get().instance(), "one instance shared by all threads");
        } else {
          assertNotSame(first.instance(), f.get().instance(), "an instance of each thread's own");
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
