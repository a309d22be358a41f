package org.furylike.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.FuryException;

/**
 * Fuzz targets over {@code Fury.deserialize} in four reader configurations. Every input must end in
 * a value or a {@link FuryException}, within {@link #TIME_LIMIT_MS} and {@link #ALLOCATION_LIMIT}
 * bytes allocated; anything else (another exception, an error, a slow or allocation-heavy input) is
 * a finding. Under {@code mvn verify} each target replays its seed inputs in {@code
 * src/test/resources/org/furylike/fuzz/DeserializeFuzzTestInputs/<target>/} (regression mode);
 * {@code JAZZER_FUZZ=1} fuzzes each target for its {@code maxDuration}.
 */
class DeserializeFuzzTest {
  static final long TIME_LIMIT_MS = 2000;
  static final long ALLOCATION_LIMIT = 64L << 20;

  /** A small graph of the shapes the corpus covers: fields, lists, maps, enums, records. */
  enum Kind {
    A,
    B
  }

  record Tag(String name, int weight, Kind kind) {}

  static final class Doc {
    String title;
    long id;
    double score;
    int[] counts;
    List<Tag> tags = new ArrayList<>();
    Map<String, Object> extra = new HashMap<>();
    Doc next;

    @Override
    public boolean equals(Object o) {
      return o instanceof Doc
          && Objects.equals(((Doc) o).title, title)
          && ((Doc) o).id == id
          && Objects.equals(((Doc) o).tags, tags);
    }

    @Override
    public int hashCode() {
      return Objects.hash(title, id);
    }
  }

  static Fury reader(CompatibleMode mode, boolean refs, boolean codegen) {
    Fury fury =
        Fury.builder()
            .withCompatibleMode(mode)
            .withRefTracking(refs)
            .withCodegen(codegen)
            .withAsyncCompilation(false)
            .build();
    fury.register(Doc.class, 100);
    fury.register(Tag.class, 101);
    fury.register(Kind.class, 102);
    return fury;
  }

  private static final Fury CONSISTENT = reader(CompatibleMode.SCHEMA_CONSISTENT, false, true);
  private static final Fury CONSISTENT_REFS = reader(CompatibleMode.SCHEMA_CONSISTENT, true, false);
  private static final Fury COMPATIBLE = reader(CompatibleMode.COMPATIBLE, false, true);
  private static final Fury COMPATIBLE_REFS = reader(CompatibleMode.COMPATIBLE, true, false);

  static {
    // serializers are built (and compiled) before the first timed input
    for (Fury f : new Fury[] {CONSISTENT, CONSISTENT_REFS, COMPATIBLE, COMPATIBLE_REFS}) {
      for (Object seed : SeedCorpusTest.seeds()) {
        f.deserialize(f.serialize(seed));
      }
    }
  }

  private static long allocatedBytes() {
    java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    if (!(mx instanceof com.sun.management.ThreadMXBean)
        || !((com.sun.management.ThreadMXBean) mx).isThreadAllocatedMemorySupported()) {
      throw new AssertionError("thread allocation counters are needed to bound allocation");
    }
    return ((com.sun.management.ThreadMXBean) mx).getCurrentThreadAllocatedBytes();
  }

  private static void check(Fury reader, byte[] input) {
    long start = System.nanoTime();
    long before = allocatedBytes();
    try {
      reader.deserialize(input);
    } catch (FuryException expected) {
      // a clean rejection
    }
    long allocated = allocatedBytes() - before;
    long ms = (System.nanoTime() - start) / 1_000_000;
    if (allocated > ALLOCATION_LIMIT) {
      throw new AssertionError(input.length + " input bytes allocated " + allocated + " bytes");
    }
    if (ms > TIME_LIMIT_MS) {
      throw new AssertionError(input.length + " input bytes took " + ms + " ms");
    }
  }

  @FuzzTest(maxDuration = "60s")
  void consistent(byte[] input) {
    check(CONSISTENT, input);
  }

  @FuzzTest(maxDuration = "60s")
  void consistentWithReferences(byte[] input) {
    check(CONSISTENT_REFS, input);
  }

  @FuzzTest(maxDuration = "60s")
  void compatible(byte[] input) {
    check(COMPATIBLE, input);
  }

  @FuzzTest(maxDuration = "60s")
  void compatibleWithReferences(byte[] input) {
    check(COMPATIBLE_REFS, input);
  }
}
