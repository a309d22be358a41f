package org.furylike;

import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.furylike.testing.RoundTrip.registering;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/** Records are read through their canonical constructor, so compact constructors run on read. */
class RecordRoundTripTest {
  /** Validates {@code lo <= hi} and normalizes the name. */
  record Range(int lo, int hi, String name) {
    Range {
      if (lo > hi) {
        throw new IllegalArgumentException("lo " + lo + " > hi " + hi);
      }
      name = name == null ? "" : name.trim().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** The same components as {@link Range} without any checks: writes what Range would refuse. */
  record RawRange(int lo, int hi, String name) {}

  record Point(int x, int y) {}

  record Line(Point from, Point to, String label) {}

  record Polygon(String name, Point[] corners, List<Line> edges) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Polygon
          && name.equals(((Polygon) o).name)
          && Arrays.equals(corners, ((Polygon) o).corners)
          && Objects.equals(edges, ((Polygon) o).edges);
    }

    @Override
    public int hashCode() {
      return name.hashCode();
    }
  }

  record Team(
      String name,
      List<String> members,
      Map<String, Integer> scores,
      Set<Point> positions,
      Map<Point, List<Line>> routes) {}

  record AllKinds(
      boolean z,
      byte b,
      char c,
      short s,
      int i,
      long l,
      float f,
      double d,
      Integer boxed,
      Long boxedLong,
      String text,
      Object any,
      int[] ints) {
    @Override
    public boolean equals(Object o) {
      if (!(o instanceof AllKinds)) {
        return false;
      }
      AllKinds k = (AllKinds) o;
      return z == k.z
          && b == k.b
          && c == k.c
          && s == k.s
          && i == k.i
          && l == k.l
          && Float.compare(f, k.f) == 0
          && Double.compare(d, k.d) == 0
          && Objects.equals(boxed, k.boxed)
          && Objects.equals(boxedLong, k.boxedLong)
          && Objects.equals(text, k.text)
          && Objects.deepEquals(any, k.any)
          && Arrays.equals(ints, k.ints);
    }

    @Override
    public int hashCode() {
      return i;
    }
  }

  record Nothing() {}

  /** More primitive components than one block holds: read through an argument array. */
  record Wide(
      int a0,
      int a1,
      int a2,
      int a3,
      int a4,
      int a5,
      int a6,
      int a7,
      int a8,
      int a9,
      long a10,
      long a11,
      long a12,
      long a13,
      double a14,
      double a15,
      float a16,
      short a17,
      int a18,
      int a19,
      int a20,
      int a21,
      int a22,
      int a23,
      int a24,
      int a25,
      String name) {}

  record Wrapper<T>(T value, List<T> more) {}

  record Shared(Point first, Point second, Object third) {}

  @Test
  void compactConstructorNormalizesOnRead() {
    ConfigMatrix.forEach(
        p -> {
          Fury writer = p.builder().build();
          writer.register(RawRange.class, 200);
          Fury reader = p.builder().build();
          reader.register(Range.class, 200);
          Range back = (Range) reader.deserialize(writer.serialize(new RawRange(1, 5, "  MiXeD ")));
          assertEquals(new Range(1, 5, "mixed"), back);
          assertEquals("mixed", back.name());
        });
  }

  @Test
  void compactConstructorRejectsInvalidBytes() {
    ConfigMatrix.forEach(
        p -> {
          Fury writer = p.builder().build();
          writer.register(RawRange.class, 200);
          Fury reader = p.builder().build();
          reader.register(Range.class, 200);
          byte[] bad = writer.serialize(new RawRange(9, 1, "x"));
          FuryException e = assertThrows(FuryException.class, () -> reader.deserialize(bad));
          assertTrue(e.getMessage().contains("Range"), e.getMessage());
          assertTrue(
              e.getCause() instanceof IllegalArgumentException, String.valueOf(e.getCause()));
          // the reader is still usable
          assertEquals(
              new Range(1, 2, "ok"),
              reader.deserialize(writer.serialize(new RawRange(1, 2, "OK"))));
        });
  }

  @Test
  void invalidRecordInsideAnObjectArrayIsRejected() {
    Fury writer = Fury.builder().build();
    writer.register(RawRange.class, 200);
    Fury reader = Fury.builder().build();
    reader.register(Range.class, 200);
    byte[] bad = writer.serialize(new Object[] {"ok", new RawRange(3, 2, "x")});
    assertThrows(DeserializationException.class, () -> reader.deserialize(bad));
  }

  @Test
  void simpleAndNestedRecords() {
    Consumer<Fury> setup = registering(Range.class, Point.class, Line.class, Polygon.class);
    assertRoundTrip(new Range(-5, 5, "r"), setup);
    assertRoundTrip(new Point(Integer.MIN_VALUE, Integer.MAX_VALUE), setup);
    assertRoundTrip(new Line(new Point(0, 0), new Point(3, 4), "diag"), setup);
    assertRoundTrip(new Line(null, new Point(1, 1), null), setup);
    List<Line> edges = new ArrayList<>();
    edges.add(new Line(new Point(0, 0), new Point(1, 0), "bottom"));
    edges.add(new Line(new Point(1, 0), new Point(0, 1), "hyp"));
    assertRoundTrip(
        new Polygon("tri", new Point[] {new Point(0, 0), new Point(1, 0), new Point(0, 1)}, edges),
        setup);
    assertRoundTrip(new Point[] {new Point(1, 2), null}, setup);
    assertRoundTrip(new Object[] {new Point(1, 2), new Range(0, 0, "z"), "s"}, setup);
  }

  @Test
  void recordsWithCollectionComponents() {
    Consumer<Fury> setup = registering(Team.class, Point.class, Line.class);
    Map<String, Integer> scores = new HashMap<>();
    scores.put("ann", 3);
    scores.put("bob", null);
    Set<Point> positions = new HashSet<>(List.of(new Point(1, 1), new Point(2, 2)));
    Map<Point, List<Line>> routes = new HashMap<>();
    routes.put(
        new Point(0, 0), new ArrayList<>(List.of(new Line(new Point(0, 0), new Point(5, 5), "r"))));
    routes.put(new Point(9, 9), new ArrayList<>());
    List<String> members = new ArrayList<>(List.of("ann", "bob"));
    members.add(null);
    assertRoundTrip(new Team("blue", members, scores, positions, routes), setup);
    assertRoundTrip(
        new Team("empty", new ArrayList<>(), new HashMap<>(), new HashSet<>(), null), setup);
  }

  @Test
  void recordWithEveryKindOfComponent() {
    Consumer<Fury> setup = registering(AllKinds.class, Point.class);
    assertRoundTrip(
        new AllKinds(
            true,
            Byte.MIN_VALUE,
            Character.MAX_VALUE,
            Short.MIN_VALUE,
            Integer.MAX_VALUE,
            Long.MIN_VALUE,
            Float.NaN,
            -0.0d,
            null,
            Long.MAX_VALUE,
            "\uD800x",
            new Point(1, 1),
            new int[] {1}),
        setup);
    assertRoundTrip(
        new AllKinds(false, (byte) 0, 'a', (short) 0, 0, 0L, 0f, 0d, 0, null, null, null, null),
        setup);
  }

  @Test
  void recordsReadIntoLocalsOrThroughAnArgumentArray() {
    org.furylike.config.Config config = Fury.builder().buildConfig();
    // components named like the generated reader's own locals (b, c, s, i) still get locals
    assertTrue(org.furylike.jit.JitCompiler.plan(AllKinds.class, config).readsIntoLocals());
    assertFalse(org.furylike.jit.JitCompiler.plan(Wide.class, config).readsIntoLocals());
    assertRoundTrip(
        new Wide(
            1,
            -2,
            3,
            400,
            5,
            6,
            7,
            8,
            9,
            10,
            11L,
            -12L,
            1L << 40,
            14L,
            1.5,
            -2.5,
            3f,
            (short) 4,
            18,
            -19,
            20,
            1 << 21,
            22,
            23,
            Integer.MIN_VALUE,
            Integer.MAX_VALUE,
            "w"),
        registering(Wide.class));
    assertRoundTrip(
        new Wide(
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0L, 0L, 0L, 0L, 0, 0, 0f, (short) 0, 0, 0, 0, 0, 0, 0, 0,
            0, null),
        registering(Wide.class));
  }

  @Test
  void emptyAndGenericRecords() {
    Consumer<Fury> setup = registering(Nothing.class, Wrapper.class, Point.class);
    assertRoundTrip(new Nothing(), setup);
    assertRoundTrip(new Object[] {new Nothing(), new Nothing()}, setup);
    assertRoundTrip(new Wrapper<>("v", new ArrayList<>(List.of("a", "b"))), setup);
    assertRoundTrip(
        new Wrapper<>(new Point(1, 2), new ArrayList<>(List.of(new Point(3, 4)))), setup);
    assertRoundTrip(new Wrapper<>(new Wrapper<>(1, null), null), setup);
  }

  @Test
  void sharedRecordKeepsIdentityOnlyWithRefTracking() {
    Point p = new Point(7, 8);
    Shared s = new Shared(p, p, p);
    Consumer<Fury> setup = registering(Shared.class, Point.class);
    assertRoundTrip(s, setup);
    ConfigMatrix.forEach(
        pt -> {
          Shared back = (Shared) RoundTrip.through(pt, s, setup);
          assertEquals(p, back.first());
          assertEquals(p, back.third());
          if (pt.refTracking) {
            assertSame(back.first(), back.second());
            assertSame(back.first(), back.third());
          } else {
            assertNotSame(back.first(), back.second());
          }
        });
  }
}
