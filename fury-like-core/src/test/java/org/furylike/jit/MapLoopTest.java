package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.furylike.Fury;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Map fields with final key and value types get inline entry loops: every shape of entries (nulls,
 * shared values with references on, other map kinds, keys or values of another class) round-trips
 * in every configuration and writes the interpreter's bytes.
 */
class MapLoopTest {
  enum Color {
    RED,
    GREEN
  }

  static final class Point {
    int x;
    String label;

    Point() {}

    Point(int x, String label) {
      this.x = x;
      this.label = label;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Point && x == ((Point) o).x && Objects.equals(label, ((Point) o).label);
    }

    @Override
    public int hashCode() {
      return x;
    }
  }

  static final class Maps {
    Map<String, Integer> counts = new HashMap<>();
    Map<String, String> names = new HashMap<>();
    Map<Long, Point> points = new HashMap<>();
    Map<Color, int[]> arrays = new HashMap<>();
    HashMap<Integer, Double> ratios = new HashMap<>();
    Map<String, Point> ordered = new LinkedHashMap<>();
    Map<String, Long> sorted = new TreeMap<>();

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Maps)) {
        return false;
      }
      Maps m = (Maps) o;
      if (arrays.size() != m.arrays.size()) {
        return false;
      }
      for (Map.Entry<Color, int[]> e : arrays.entrySet()) {
        if (!java.util.Arrays.equals(e.getValue(), m.arrays.get(e.getKey()))) {
          return false;
        }
      }
      return counts.equals(m.counts)
          && names.equals(m.names)
          && points.equals(m.points)
          && ratios.equals(m.ratios)
          && ordered.equals(m.ordered)
          && sorted.equals(m.sorted)
          && ordered.getClass() == m.ordered.getClass()
          && sorted.getClass() == m.sorted.getClass();
    }

    @Override
    public int hashCode() {
      return counts.hashCode();
    }
  }

  private static Maps full() {
    Maps m = new Maps();
    for (int i = 0; i < 20; i++) {
      m.counts.put("k" + i, i * 1000 - 7);
      m.points.put((long) i << 33, new Point(i, i % 3 == 0 ? null : "p" + i));
    }
    m.counts.put(null, 1);
    m.counts.put("none", null);
    m.names.put("a", "Ä€\uD83D\uDE00");
    m.names.put("b", null);
    m.points.put(-1L, null);
    m.arrays.put(Color.RED, new int[] {1, 2, 3});
    m.arrays.put(Color.GREEN, null);
    m.ratios.put(3, 0.25);
    m.ordered.put("z", new Point(1, "z"));
    m.ordered.put("a", new Point(2, "a"));
    m.sorted.put("b", 2L);
    m.sorted.put("a", Long.MIN_VALUE);
    return m;
  }

  @Test
  void everyEntryShapeRoundTrips() {
    RoundTrip.assertRoundTrip(full(), RoundTrip.registering(Maps.class, Point.class, Color.class));
    RoundTrip.assertRoundTrip(
        new Maps(), RoundTrip.registering(Maps.class, Point.class, Color.class));
  }

  @Test
  void planGivesFinalKeyAndValueMapsAnEntryLoop() {
    SerializerPlan plan = JitCompiler.plan(Maps.class, Fury.builder().buildConfig());
    List<String> looped = new ArrayList<>();
    for (SerializerPlan.Field f : plan.fields()) {
      if (f.mapLoop != null) {
        looped.add(f.descriptor().name());
      }
    }
    assertEquals(
        List.of("arrays", "counts", "names", "ordered", "points", "ratios", "sorted"), looped);
    SerializerPlan.MapLoop counts =
        plan.fields().stream()
            .filter(f -> f.descriptor().name().equals("counts"))
            .findFirst()
            .orElseThrow()
            .mapLoop;
    assertEquals(null, counts.keySerializer, "strings are written in place");
    assertTrue(plan.toString().contains("entry loop"), plan::toString);
  }

  /** With references on, a value shared by two entries comes back as one object. */
  @Test
  void sharedValuesKeepTheirIdentity() {
    Maps m = new Maps();
    Point shared = new Point(7, "shared");
    m.points.put(1L, shared);
    m.points.put(2L, shared);
    m.ordered.put("one", shared);
    ConfigMatrix.forEach(
        p -> {
          if (!p.refTracking) {
            return;
          }
          Maps back =
              (Maps)
                  RoundTrip.through(
                      p, m, RoundTrip.registering(Maps.class, Point.class, Color.class));
          assertNotNull(back.points.get(1L));
          assertSame(back.points.get(1L), back.points.get(2L), p.toString());
          assertSame(back.points.get(1L), back.ordered.get("one"), p.toString());
        });
  }
}
