package org.furylike;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.stream.Stream;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.FuryException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Mutation fuzzing from a committed seed corpus of real messages, in several reader configurations:
 * every truncation, a huge or large length spliced in at every position, and seeded random edits.
 * Every input must end in a value or a {@link FuryException} within 2 s and a bounded allocation
 * ({@link FuzzHarness}).
 *
 * <p>The default run is short and deterministic. A longer run for people, with fresh random edits:
 * {@code mvn -pl fury-like-core -am test -Dtest=CorpusFuzzTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dfurylike.fuzz.edits=200000
 * -Dfurylike.fuzz.seed=random}. The corpus is regenerated (after a wire format change; review the
 * diff) with {@code -Dfurylike.corpus.update=true}.
 */
class CorpusFuzzTest {
  static final Path CORPUS = Paths.get("src/test/resources/fuzz-corpus");
  private static final int EDITS = Integer.getInteger("furylike.fuzz.edits", 150);
  private static final String SEED = System.getProperty("furylike.fuzz.seed", "12");

  /** The reader configurations fuzzed, by corpus folder name. */
  static Map<String, Fury> configs() {
    Map<String, Fury> m = new LinkedHashMap<>();
    m.put("consistent-plain-codegen", fury(CompatibleMode.SCHEMA_CONSISTENT, false, true));
    m.put("consistent-refs-interpreter", fury(CompatibleMode.SCHEMA_CONSISTENT, true, false));
    m.put("compatible-plain-codegen", fury(CompatibleMode.COMPATIBLE, false, true));
    m.put("compatible-refs-interpreter", fury(CompatibleMode.COMPATIBLE, true, false));
    return m;
  }

  private static Fury fury(CompatibleMode mode, boolean refs, boolean codegen) {
    Fury f =
        Fury.builder()
            .withCompatibleMode(mode)
            .withRefTracking(refs)
            .withCodegen(codegen)
            .withCodegenStrict(true)
            .build();
    FuzzTest.register(f);
    return f;
  }

  /** The seed values: the fuzz test's document graph and JDK containers with capacities. */
  static Map<String, Object> seeds() {
    Map<String, Object> m = new LinkedHashMap<>();
    FuzzTest.Doc root = FuzzTest.doc("root", 1);
    root.child = FuzzTest.doc("child", 2);
    m.put("doc", root);
    List<Object> containers = new ArrayList<>();
    ArrayBlockingQueue<Object> queue = new ArrayBlockingQueue<>(8);
    queue.add("q1");
    queue.add(2);
    containers.add(queue);
    containers.add(new CopyOnWriteArraySet<>(List.of("c", "o", "w")));
    Map<Object, Object> keyed = new HashMap<>();
    keyed.put(new ArrayList<>(List.of("k", 1)), new TreeMap<>(Map.of("a", 1, "b", 2)));
    containers.add(keyed);
    containers.add(new Object[] {new int[][] {{1, 2}, {3}}, new long[] {7}, "x"});
    m.put("containers", containers);
    List<Object> strings = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      strings.add(i % 3 == 0 ? "s" + i : i % 3 == 1 ? (Object) (long) i : new StringBuilder("b"));
    }
    m.put("strings", strings);
    return m;
  }

  private static Path file(String config, String seed) {
    return CORPUS.resolve(config).resolve(seed + ".bin");
  }

  @Test
  void theCorpusHoldsCurrentMessages() throws IOException {
    boolean update = Boolean.getBoolean("furylike.corpus.update");
    for (Map.Entry<String, Fury> c : configs().entrySet()) {
      for (Map.Entry<String, Object> s : seeds().entrySet()) {
        Path path = file(c.getKey(), s.getKey());
        if (update) {
          Files.createDirectories(path.getParent());
          Files.write(path, c.getValue().serialize(s.getValue()));
        }
        assertTrue(
            Files.exists(path),
            path + " is missing; regenerate the corpus with -Dfurylike.corpus.update=true");
        Object back = c.getValue().deserialize(Files.readAllBytes(path));
        assertTrue(
            back != null && back.getClass() == s.getValue().getClass(),
            path + " decodes to " + (back == null ? "null" : back.getClass().getName()));
      }
    }
  }

  static Stream<String> configNames() {
    return configs().keySet().stream();
  }

  @ParameterizedTest
  @MethodSource("configNames")
  void mutatedMessagesEndInAValueOrAFuryException(String config) throws Exception {
    Fury reader = configs().get(config);
    long seed = SEED.equals("random") ? new Random().nextLong() : Long.parseLong(SEED);
    try (FuzzHarness harness = new FuzzHarness(reader)) {
      for (String name : seeds().keySet()) {
        byte[] message = Files.readAllBytes(file(config, name));
        String where = config + "/" + name + " (seed " + seed + ")";
        for (int cut = 0; cut < message.length; cut++) {
          harness.check(java.util.Arrays.copyOf(message, cut), where + " cut at " + cut);
        }
        for (int at = 1; at < message.length; at++) {
          for (int length : new int[] {0x7FFFFFFF, 0x0FFFFFFF, 0x3FFF}) {
            harness.check(Mutations.overwriteVarint(message, at, length), where + " at " + at);
            harness.check(Mutations.insertVarint(message, at, length), where + " at " + at);
          }
        }
        Random random = new Random(seed ^ name.hashCode());
        for (int i = 0; i < EDITS; i++) {
          harness.check(Mutations.randomEdits(message, random), where + " edit " + i);
        }
      }
      if (harness.count() == 0) {
        fail("no input was checked");
      }
    }
  }
}
