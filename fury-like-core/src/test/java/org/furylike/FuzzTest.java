package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import org.furylike.exception.FuryException;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Corrupted input never escapes as anything but a {@link FuryException}: every proper prefix of a
 * payload is rejected, and random byte flips either fail cleanly or produce some value. The reader
 * that saw the corrupt bytes keeps working.
 */
class FuzzTest {
  private static final int FLIPS = 2000;
  private static final Duration BOUND = Duration.ofSeconds(10);

  enum Kind {
    PLAIN,
    FANCY {
      @Override
      String label() {
        return "fancy";
      }
    },
    OTHER;

    String label() {
      return name();
    }
  }

  record Tag(String name, int weight, Kind kind) {}

  record Pair(Tag left, List<Tag> right) {}

  static final class Doc {
    String title;
    long id;
    double score;
    float ratio;
    int count;
    short small;
    char letter;
    byte tiny;
    boolean flag;
    Integer boxed;
    Long boxedLong;
    Kind kind;
    Tag tag;
    Pair pair;
    List<Tag> tags;
    Map<String, Object> attrs;
    HashSet<String> set;
    LinkedList<Integer> queue;
    int[] ints;
    long[] longs;
    double[] doubles;
    String[] names;
    Tag[][] grid;
    Object[] mixed;
    Object any;
    Doc child;
    StringBuilder notes;
  }

  static void register(Fury f) {
    f.register(Doc.class);
    f.register(Tag.class);
    f.register(Pair.class);
    f.register(Kind.class);
  }

  static Doc doc(String title, int seed) {
    Doc d = new Doc();
    d.title = title;
    d.id = -1234567890123L * seed;
    d.score = seed / 3.0;
    d.ratio = -seed;
    d.count = seed * 1000;
    d.small = (short) -seed;
    d.letter = '\u20ac';
    d.tiny = (byte) seed;
    d.flag = seed % 2 == 0;
    d.boxed = seed;
    d.kind = Kind.FANCY;
    d.tag = new Tag("t" + seed, seed, Kind.PLAIN);
    d.pair = new Pair(d.tag, new ArrayList<>(List.of(new Tag("r", 1, Kind.OTHER))));
    d.tags = new ArrayList<>(List.of(d.tag, new Tag("\u00e9", -1, Kind.FANCY)));
    d.tags.add(null);
    d.attrs = new HashMap<>();
    d.attrs.put("n", 1);
    d.attrs.put("s", "v\uD800");
    d.attrs.put("l", new ArrayList<>(List.of(1L, 2.5, "x")));
    d.attrs.put("nil", null);
    d.set = new HashSet<>(List.of("a", "b"));
    d.queue = new LinkedList<>(List.of(3, 2, 1));
    d.ints = new int[] {1, -1, Integer.MAX_VALUE};
    d.longs = new long[] {Long.MIN_VALUE, 0};
    d.doubles = new double[] {Double.NaN};
    d.names = new String[] {"n1", null, ""};
    d.grid = new Tag[][] {{d.tag}, {}, null};
    d.mixed =
        new Object[] {
          1, "two", Kind.OTHER, new int[] {3}, d.tag, null, new LinkedHashSet<>(List.of(4))
        };
    d.any = new Object[] {new String[] {"in", "any"}};
    d.notes = new StringBuilder("notes");
    return d;
  }

  /** The payloads fuzzed in every configuration. */
  private static List<Object> payloads(boolean refTracking) {
    Doc root = doc("root", 1);
    root.child = doc("child", 2);
    root.child.any = new ArrayList<>(List.of("deep", doc("grandchild", 3)));
    if (refTracking) {
      root.child.child = root;
      root.mixed[5] = root.child;
    }
    List<Object> list = new ArrayList<>();
    list.add(doc("a", 4));
    list.add(new Tag("solo", 7, Kind.OTHER));
    list.add(Kind.FANCY);
    list.add("s".repeat(300) + "\u4e2d");
    Map<Object, Object> map = new HashMap<>();
    map.put("k", new Pair(new Tag("p", 0, Kind.PLAIN), new ArrayList<>()));
    map.put(5, new long[] {5});
    map.put(Kind.OTHER, list);
    return List.of(
        root, list, map, new Object[] {doc("arr", 5), new Tag[] {new Tag("x", 1, null)}});
  }

  static List<ConfigMatrix.Point> points() {
    return ConfigMatrix.all();
  }

  @ParameterizedTest
  @MethodSource("points")
  void everyProperPrefixIsRejected(ConfigMatrix.Point p) {
    Fury writer = p.newFury(FuzzTest::register);
    Fury reader = p.newFury(FuzzTest::register);
    assertTimeoutPreemptively(BOUND, () -> prefixes(writer, reader));
  }

  @ParameterizedTest
  @MethodSource("points")
  void randomByteFlipsFailCleanlyOrReturnAValue(ConfigMatrix.Point p) {
    Fury writer = p.newFury(FuzzTest::register);
    Fury reader = p.newFury(FuzzTest::register);
    assertTimeoutPreemptively(BOUND, () -> flips(writer, reader, p.refTracking));
  }

  @Test
  void fuzzWithClassNamesInTheStream() {
    Supplier<Fury> open =
        () -> Fury.builder().withRefTracking(true).requireClassRegistration(false).build();
    Fury writer = open.get();
    Fury reader = open.get();
    assertTimeoutPreemptively(BOUND, () -> prefixes(writer, reader));
    assertTimeoutPreemptively(BOUND, () -> flips(writer, reader, true));
  }

  private static void prefixes(Fury writer, Fury reader) {
    byte[] good = writer.serialize("good");
    for (Object payload : payloads(writer.getConfig().isRefTracking())) {
      byte[] bytes = writer.serialize(payload);
      for (int cut = 0; cut < bytes.length; cut++) {
        byte[] prefix = Arrays.copyOf(bytes, cut);
        try {
          Object v = reader.deserialize(prefix);
          fail("prefix of " + cut + " of " + bytes.length + " bytes was accepted as " + v);
        } catch (FuryException expected) {
          // rejected as it must be
        } catch (Throwable t) {
          throw new AssertionError(
              "prefix of " + cut + " of " + bytes.length + " bytes raised " + t, t);
        }
        assertEquals("good", reader.deserialize(good));
      }
    }
  }

  private static void flips(Fury writer, Fury reader, boolean refTracking) {
    Random random = new Random(42);
    byte[] good = writer.serialize("good");
    List<byte[]> all = new ArrayList<>();
    for (Object payload : payloads(refTracking)) {
      all.add(writer.serialize(payload));
    }
    int failed = 0;
    for (int i = 0; i < FLIPS; i++) {
      byte[] original = all.get(i % all.size());
      byte[] bytes = original.clone();
      int changes = 1 + random.nextInt(3);
      StringBuilder where = new StringBuilder();
      for (int c = 0; c < changes; c++) {
        int at = random.nextInt(bytes.length);
        byte to = (byte) random.nextInt(256);
        bytes[at] = to;
        where.append(at).append("=0x").append(Integer.toHexString(to & 0xFF)).append(' ');
      }
      try {
        reader.deserialize(bytes);
      } catch (FuryException e) {
        failed++;
      } catch (Throwable t) {
        throw new AssertionError(
            "flip #" + i + " (" + where + "of " + bytes.length + " bytes) raised " + t, t);
      }
      assertEquals("good", reader.deserialize(good), "reader unusable after flip #" + i);
    }
    // most flips of a dense encoding are detected; the exact share is not asserted
    assertEquals(true, failed > 0, "no flip was rejected");
  }
}
