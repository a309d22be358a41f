package org.furylike.serializer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.GenericType;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Collections and maps whose declared element types are strings or boxed primitives are written in
 * one pass ({@code AbstractCollectionSerializer.writeElements}, {@code
 * AbstractMapSerializer.writeEntries}) and read without per-value dispatch. The bytes must be those
 * of the general two-pass path, which observes every value first and then writes the header {@link
 * ElementCodec} chooses: a null or a value of another class found late sends the run back to it.
 */
class InPlaceRunTest {
  /** One run, the declared type of its values (keys and values for a map) and its values. */
  static final class Run {
    final GenericType[] declared;
    final Object values;

    Run(Object values, Class<?>... declared) {
      this.values = values;
      this.declared = Arrays.stream(declared).map(GenericType::ofClass).toArray(GenericType[]::new);
    }

    Run(Object values, GenericType... declared) {
      this.values = values;
      this.declared = declared;
    }

    /** Whether {@code NestedRuns} writes this run in one pass (without reference tracking). */
    boolean onePass;

    Run onePass() {
      onePass = true;
      return this;
    }

    /** Whether the values are containers, which reference tracking writes with flags. */
    boolean nested() {
      return Arrays.stream(declared).anyMatch(g -> g.argCount() > 0);
    }
  }

  private static GenericType type(Class<?> raw, Class<?>... args) {
    return GenericType.withArgs(
        raw, Arrays.stream(args).map(GenericType::ofClass).toArray(GenericType[]::new));
  }

  /**
   * Runs whose values are containers of strings and boxed values, written in one pass by {@code
   * NestedRuns} while every container and value is of the expected shape, and the general way from
   * the first that is not.
   */
  private static List<Run> nestedRuns() {
    GenericType stringMap = type(Map.class, String.class, String.class);
    GenericType intList = type(List.class, Integer.class);
    GenericType string = GenericType.ofClass(String.class);
    List<Object> rows = new ArrayList<>();
    for (int i = 0; i < 5; i++) {
      rows.add(new HashMap<>(Map.of("id", "r" + i, "name", "\u00e9l\u00e8ve " + i)));
    }
    rows.add(new HashMap<>());
    List<Object> rowsThenNullValue = new ArrayList<>(rows);
    Map<String, String> withNull = new HashMap<>();
    withNull.put("id", null);
    rowsThenNullValue.add(withNull);
    List<Object> rowsThenTreeMap = new ArrayList<>(rows);
    rowsThenTreeMap.add(new java.util.TreeMap<>(Map.of("a", "b")));
    List<Object> rowsThenNull = new ArrayList<>(rows);
    rowsThenNull.add(null);
    List<Object> rowsThenIntValue = new ArrayList<>(rows);
    rowsThenIntValue.add(new HashMap<>(Map.of("n", 1)));
    Map<Object, Object> index = new LinkedHashMap<>();
    for (int k = 0; k < 4; k++) {
      index.put("bucket-" + k, new ArrayList<>(List.of(k, k << 10, -k, k << 28)));
    }
    index.put("empty", new ArrayList<>());
    Map<Object, Object> indexThenNullList = new LinkedHashMap<>(index);
    indexThenNullList.put("none", null);
    Map<Object, Object> indexThenNullElement = new LinkedHashMap<>(index);
    indexThenNullElement.put("hole", new ArrayList<>(Arrays.asList(1, null)));
    Map<Object, Object> indexThenLinkedList = new LinkedHashMap<>(index);
    indexThenLinkedList.put("linked", new java.util.LinkedList<>(List.of(5)));
    Map<Object, Object> indexThenLong = new LinkedHashMap<>(index);
    indexThenLong.put("long", new ArrayList<>(List.of(5L)));
    Map<Object, Object> indexThenImmutable = new LinkedHashMap<>(index);
    indexThenImmutable.put("immutable", List.of(6, 7));
    Map<Object, Object> byTags = new LinkedHashMap<>();
    byTags.put(new ArrayList<>(List.of("a", "b")), "ab");
    byTags.put(new ArrayList<>(List.of("c")), "c");
    Map<Object, Object> nestedMaps = new LinkedHashMap<>();
    nestedMaps.put("x", new HashMap<>(Map.of("one", 1, "two", 2)));
    nestedMaps.put("y", new HashMap<>(Map.of("three", 3)));
    List<Object> sets = new ArrayList<>();
    sets.add(new java.util.HashSet<>(List.of(1L, 2L)));
    sets.add(new java.util.HashSet<>(List.of(3L)));
    return List.of(
        new Run(rows, stringMap).onePass(),
        new Run(rowsThenNullValue, stringMap),
        new Run(rowsThenTreeMap, stringMap),
        new Run(rowsThenNull, stringMap),
        new Run(rowsThenIntValue, stringMap),
        new Run(new ArrayList<>(List.of(new ArrayList<>(List.of(1, 2)), List.of(3))), intList),
        new Run(index, string, intList).onePass(),
        new Run(indexThenNullList, string, intList),
        new Run(indexThenNullElement, string, intList),
        new Run(indexThenLinkedList, string, intList),
        new Run(indexThenLong, string, intList),
        new Run(indexThenImmutable, string, intList),
        new Run(byTags, type(List.class, String.class), string).onePass(),
        new Run(nestedMaps, string, type(Map.class, String.class, Integer.class)).onePass(),
        new Run(sets, type(java.util.Set.class, Long.class)).onePass(),
        new Run(
                new ArrayList<>(List.of(new ArrayList<>(List.of(1)))),
                type(ArrayList.class, Integer.class))
            .onePass());
  }

  /**
   * Writes each run twice, through the serializers' entry point and through {@link ElementCodec}'s
   * general sequence, and keeps both byte ranges.
   */
  static final class TwoWays extends Serializer<Run> {
    byte[] entryPoint;
    byte[] general;
    boolean onePass;
    byte[] byNestedRuns;

    TwoWays() {
      super(Run.class);
    }

    @Override
    public void write(WriteContext ctx, Run run) {
      MemoryBuffer b = ctx.buffer();
      int start = b.writerIndex();
      if (run.values instanceof Map) {
        AbstractMapSerializer.writeEntries(
            ctx, (Map<?, ?>) run.values, GenericType.withArgs(Map.class, run.declared));
      } else {
        AbstractCollectionSerializer.writeElements(
            ctx, (Collection<?>) run.values, run.declared[0]);
      }
      int middle = b.writerIndex();
      if (run.values instanceof Map) {
        Map<?, ?> map = (Map<?, ?>) run.values;
        ElementCodec keys = new ElementCodec();
        ElementCodec values = new ElementCodec();
        keys.beginWrite(run.declared[0]);
        values.beginWrite(run.declared[1]);
        map.forEach(
            (k, v) -> {
              keys.observe(k);
              values.observe(v);
            });
        keys.writeHeader(ctx);
        values.writeHeader(ctx);
        map.forEach(
            (k, v) -> {
              keys.writeValue(ctx, k);
              values.writeValue(ctx, v);
            });
      } else {
        ElementCodec codec = new ElementCodec();
        codec.beginWrite(run.declared[0]);
        ((Collection<?>) run.values).forEach(codec::observe);
        codec.writeHeader(ctx);
        ((Collection<?>) run.values).forEach(v -> codec.writeValue(ctx, v));
      }
      int end = b.writerIndex();
      entryPoint = Arrays.copyOfRange(b.getHeapMemory(), start, middle);
      general = Arrays.copyOfRange(b.getHeapMemory(), middle, end);
      if (run.nested()) {
        onePass =
            run.values instanceof Map
                ? NestedRuns.writeEntries(
                    ctx, (Map<?, ?>) run.values, run.declared[0], run.declared[1])
                : NestedRuns.writeElements(ctx, (Collection<?>) run.values, run.declared[0]);
        // a run not written in one pass leaves the buffer as it was
        byNestedRuns = Arrays.copyOfRange(b.getHeapMemory(), end, b.writerIndex());
      }
    }

    @Override
    public Run read(ReadContext ctx) {
      throw new UnsupportedOperationException("written only");
    }
  }

  private static List<Run> runs() {
    List<Object> names = new ArrayList<>(List.of("ann", "b\u00e9a", "\u4e2d\u6587", ""));
    List<Object> namesThenNull = new ArrayList<>(names);
    namesThenNull.add(null);
    List<Object> namesThenInt = new ArrayList<>(names);
    namesThenInt.add(7);
    List<Object> longs = new ArrayList<>(List.of(1L, -1L, Long.MAX_VALUE, 1L << 40));
    Map<Object, Object> counts = new LinkedHashMap<>(Map.of("a", 1, "b", -2, "c", 1 << 30));
    Map<Object, Object> countsThenNull = new LinkedHashMap<>(counts);
    countsThenNull.put("z", null);
    Map<Object, Object> countsThenLong = new LinkedHashMap<>(counts);
    countsThenLong.put("z", 3L);
    Map<Object, Object> nullKeyLast = new LinkedHashMap<>(counts);
    nullKeyLast.put(null, 4);
    Map<Object, Object> labels = new HashMap<>(Map.of(1.5, "x", -0.0, "y"));
    Map<Object, Object> mixedThenNull = new LinkedHashMap<>();
    mixedThenNull.put(1, "x");
    mixedThenNull.put("k", 2L);
    mixedThenNull.put(null, null);
    return List.of(
        new Run(names, String.class),
        new Run(namesThenNull, String.class),
        new Run(namesThenInt, String.class),
        new Run(new LinkedHashSet<>(longs), Long.class),
        new Run(new ArrayList<>(List.of('a', '\u4e2d')), Character.class),
        new Run(new ArrayList<>(List.of(true, false)), Boolean.class),
        new Run(new ArrayList<>(List.of((byte) 1, (short) 2)), Byte.class),
        new Run(new ArrayList<>(), String.class),
        new Run(new ArrayList<>(List.of(1.5f)), Object.class),
        new Run(counts, String.class, Integer.class),
        new Run(countsThenNull, String.class, Integer.class),
        new Run(countsThenLong, String.class, Integer.class),
        new Run(nullKeyLast, String.class, Integer.class),
        new Run(labels, Double.class, String.class),
        new Run(counts, String.class, Object.class),
        // two classes early decide the header (ElementCodec.decided): the null after them must not
        // change it
        new Run(new ArrayList<>(Arrays.asList("a", 1, null, 2L)), Object.class),
        new Run(new ArrayList<>(Arrays.asList(1, "a", null)), Object.class),
        new Run(mixedThenNull, Object.class, Object.class),
        // constants with bodies are of two classes that the declared enum type still serves
        new Run(new ArrayList<>(Arrays.asList(Op.PLUS, Op.MINUS, null, Op.PLUS)), Op.class));
  }

  /** An enum whose constants have (empty) bodies, so each is of its own class. */
  enum Op {
    PLUS {},
    MINUS {}
  }

  @Test
  void everyRunHasTheBytesOfTheGeneralPath() {
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      List<Run> all = new ArrayList<>(runs());
      all.addAll(nestedRuns());
      for (Run run : all) {
        if (run.nested() && p.refTracking) {
          // the second write would find the containers of the first in the reference table
          continue;
        }
        TwoWays probe = new TwoWays();
        Fury fury =
            p.newFury(
                f -> {
                  f.registerSerializer(Run.class, probe);
                  f.register(Op.class);
                });
        fury.serialize(run);
        assertTrue(probe.general.length > 0, p + " " + run.values);
        assertArrayEquals(probe.general, probe.entryPoint, p + ": " + run.values);
        if (run.nested()) {
          assertEquals(run.onePass, probe.onePass, p + ": " + run.values);
          assertArrayEquals(
              run.onePass ? probe.general : new byte[0], probe.byNestedRuns, p + ": " + run.values);
        }
      }
    }
  }

  static final class Rows {
    List<Map<String, String>> rows = new ArrayList<>();
    Map<String, List<Integer>> index = new HashMap<>();
    List<List<Long>> matrix = new ArrayList<>();
    List<String> tags = new ArrayList<>();
    Map<String, Integer> counts = new HashMap<>();

    @Override
    public boolean equals(Object o) {
      return o instanceof Rows
          && rows.equals(((Rows) o).rows)
          && index.equals(((Rows) o).index)
          && matrix.equals(((Rows) o).matrix)
          && tags.equals(((Rows) o).tags)
          && counts.equals(((Rows) o).counts);
    }

    @Override
    public int hashCode() {
      return Objects.hash(rows, index, matrix, tags, counts);
    }
  }

  @Test
  void nestedContainersOfStringsAndBoxesRoundTrip() {
    Rows r = new Rows();
    for (int i = 0; i < 12; i++) {
      Map<String, String> row = new HashMap<>();
      row.put("id", "r" + i);
      row.put("name", i % 3 == 0 ? "\u4e2d\u6587 " + i : "name " + i);
      if (i % 4 == 0) {
        row.put("note", null);
      }
      r.rows.add(row);
      r.index.put("k" + i, i % 5 == 0 ? null : new ArrayList<>(List.of(i, -i, i << 20)));
      List<Long> line = new ArrayList<>(List.of((long) i, Long.MIN_VALUE + i));
      if (i % 6 == 0) {
        line.add(null);
      }
      r.matrix.add(line);
    }
    RoundTrip.assertRoundTrip(r, RoundTrip.registering(Rows.class));
    RoundTrip.assertRoundTrip(new Rows(), RoundTrip.registering(Rows.class));
  }

  /**
   * Runs of containers without nulls, written in one pass and read without dispatch, in every
   * container class the runs take (and a run that falls back to the general way on both sides).
   */
  @Test
  void runsOfContainersRoundTripInEveryConfiguration() {
    Rows r = new Rows();
    for (int i = 0; i < 6; i++) {
      r.rows.add(
          new HashMap<>(Map.of("id", "r" + i, "city", i % 2 == 0 ? "K\u00f8benhavn" : "Oslo")));
      r.index.put("bucket-" + i, new ArrayList<>(List.of(i, i << 16, -i)));
      r.matrix.add(new ArrayList<>(List.of((long) i, Long.MAX_VALUE - i)));
    }
    r.rows.add(new HashMap<>());
    r.index.put("empty", new ArrayList<>());
    Rows mixed = new Rows();
    mixed.rows.add(new HashMap<>(Map.of("a", "b")));
    mixed.rows.add(new LinkedHashMap<>(Map.of("c", "d")));
    mixed.index.put("x", new ArrayList<>(List.of(1)));
    mixed.index.put("y", new java.util.LinkedList<>(List.of(2)));
    ConfigMatrix.forEach(
        p -> {
          for (Rows value : List.of(r, mixed)) {
            Rows back = (Rows) RoundTrip.through(p, value, RoundTrip.registering(Rows.class));
            assertEquals(value, back, p.toString());
            for (int i = 0; i < value.rows.size(); i++) {
              assertEquals(value.rows.get(i).getClass(), back.rows.get(i).getClass(), p.toString());
            }
            for (String k : value.index.keySet()) {
              assertEquals(
                  value.index.get(k).getClass(), back.index.get(k).getClass(), p.toString());
            }
          }
        });
  }

  @Test
  void aRunReadInPlaceKeepsItsClassesAndCounts() {
    Rows r = new Rows();
    r.matrix.add(new ArrayList<>(List.of(1L, 2L, 3L)));
    r.rows.add(new HashMap<>(Map.of("a", "b")));
    ConfigMatrix.forEach(
        p -> {
          Rows back = (Rows) RoundTrip.through(p, r, RoundTrip.registering(Rows.class));
          assertEquals(ArrayList.class, back.matrix.get(0).getClass(), p.toString());
          assertEquals(Long.class, back.matrix.get(0).get(2).getClass(), p.toString());
          assertEquals(HashMap.class, back.rows.get(0).getClass(), p.toString());
          assertEquals(r, back, p.toString());
        });
  }

  /** A serializer of strings as a user might write one. */
  static final class UserStrings extends Serializer<String> {
    UserStrings() {
      super(String.class);
    }

    @Override
    public void write(WriteContext ctx, String value) {
      org.furylike.serializer.builtin.StringSerializer.writeString(ctx.buffer(), "#" + value);
    }

    @Override
    public String read(ReadContext ctx) {
      return org.furylike.serializer.builtin.StringSerializer.readString(ctx.buffer()).substring(1);
    }
  }

  /**
   * Strings and boxed values are written in place wherever they are declared (fields, elements,
   * keys, values), so their serializers cannot be replaced: a replacement would serve only the
   * values written through a look-up, and a reader with the other code would return wrong values.
   */
  @Test
  void theSerializersOfStringsAndBoxesCannotBeReplaced() {
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      Fury fury = p.newFury(RoundTrip.registering(Rows.class));
      org.furylike.exception.FuryException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              org.furylike.exception.FuryException.class,
              () -> fury.registerSerializer(String.class, new UserStrings()),
              p.toString());
      assertTrue(e.getMessage().contains("java.lang.String"), e.getMessage());
      for (Class<?> c :
          new Class<?>[] {
            Integer.class, Long.class, Double.class, Boolean.class, int.class, Character.class
          }) {
        org.junit.jupiter.api.Assertions.assertThrows(
            org.furylike.exception.FuryException.class,
            () -> fury.registerSerializer(c, UserStrings.class),
            c + " at " + p);
      }
      // the refused registrations changed nothing
      Rows r = new Rows();
      r.rows.add(new HashMap<>(Map.of("id", "r1")));
      r.tags.add("t");
      r.counts.put("c", 5);
      assertEquals(r, fury.deserialize(fury.serialize(r)), p.toString());
    }
    org.furylike.ThreadSafeFury pooled =
        Fury.builder().withAsyncCompilation(false).buildThreadSafeFury();
    org.junit.jupiter.api.Assertions.assertThrows(
        org.furylike.exception.FuryException.class,
        () -> pooled.registerSerializer(String.class, c -> new UserStrings()));
  }
}
