package org.furylike.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.junit.jupiter.api.Test;

/**
 * The seed inputs of the fuzz targets are current messages: each target's folder holds the bytes
 * its configuration writes for {@link #seeds()}. Run with {@code -Dfurylike.corpus.update=true}
 * after a wire-format change to rewrite them (and review the diff).
 */
class SeedCorpusTest {
  private static final Path ROOT =
      Path.of("src/test/resources/org/furylike/fuzz/DeserializeFuzzTestInputs");

  static List<Object> seeds() {
    DeserializeFuzzTest.Doc doc = new DeserializeFuzzTest.Doc();
    doc.title = "seed";
    doc.id = 42;
    doc.score = 0.5;
    doc.counts = new int[] {1, 2, 3};
    doc.tags.add(new DeserializeFuzzTest.Tag("t", 7, DeserializeFuzzTest.Kind.B));
    doc.extra.put("n", 1L);
    doc.extra.put("s", List.of("x", "y"));
    DeserializeFuzzTest.Doc second = new DeserializeFuzzTest.Doc();
    second.title = "second";
    doc.next = second;
    List<Object> seeds = new ArrayList<>();
    seeds.add(doc);
    seeds.add(new ArrayList<>(List.of("a", 1, 2.5, new DeserializeFuzzTest.Tag("u", 1, null))));
    seeds.add(Map.of("k", new int[] {9}));
    return seeds;
  }

  private static final Map<String, Object[]> TARGETS =
      Map.of(
          "consistent", new Object[] {CompatibleMode.SCHEMA_CONSISTENT, false},
          "consistentWithReferences", new Object[] {CompatibleMode.SCHEMA_CONSISTENT, true},
          "compatible", new Object[] {CompatibleMode.COMPATIBLE, false},
          "compatibleWithReferences", new Object[] {CompatibleMode.COMPATIBLE, true});

  @Test
  void everyTargetHasItsCurrentSeeds() throws IOException {
    boolean update = Boolean.getBoolean("furylike.corpus.update");
    for (Map.Entry<String, Object[]> t : TARGETS.entrySet()) {
      Fury writer =
          DeserializeFuzzTest.reader(
              (CompatibleMode) t.getValue()[0], (Boolean) t.getValue()[1], false);
      List<Object> seeds = seeds();
      for (int i = 0; i < seeds.size(); i++) {
        byte[] bytes = writer.serialize(seeds.get(i));
        Path file = ROOT.resolve(t.getKey()).resolve("seed-" + i);
        if (update) {
          Files.createDirectories(file.getParent());
          Files.write(file, bytes);
        }
        assertTrue(Files.exists(file), file + " missing: run with -Dfurylike.corpus.update=true");
        assertArrayEquals(bytes, Files.readAllBytes(file), file + " is stale");
      }
    }
  }
}
