package org.furylike.serializer.builtin;

import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.serializer.builtin.CollectionFixtures.Color;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Containers in fields with declared element types: they round-trip, and the declared types let the
 * writer skip per-element class info.
 */
class GenericContainerTest {
  static class Catalog {
    List<String> names;
    Map<String, List<Integer>> scores;
    Set<Color> colors;
    List<int[]> rows;
    Map<Color, Set<String>> tags;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Catalog)) {
        return false;
      }
      Catalog c = (Catalog) o;
      return Objects.equals(names, c.names)
          && Objects.equals(scores, c.scores)
          && Objects.equals(colors, c.colors)
          && Objects.equals(tags, c.tags)
          && (rows == null
              ? c.rows == null
              : c.rows != null && Arrays.deepEquals(rows.toArray(), c.rows.toArray()));
    }

    @Override
    public int hashCode() {
      return Objects.hash(names, scores, colors);
    }
  }

  static class TypedList {
    List<String> items;
  }

  static class UntypedList {
    List<Object> items;
  }

  static class TypedMap {
    Map<String, List<Integer>> items;
  }

  static class UntypedMap {
    Map<Object, Object> items;
  }

  private static final Consumer<Fury> SETUP =
      RoundTrip.registering(
          Catalog.class,
          Color.class,
          TypedList.class,
          UntypedList.class,
          TypedMap.class,
          UntypedMap.class);

  private static Catalog catalog() {
    Catalog c = new Catalog();
    c.names = new ArrayList<>(List.of("ann", "bob"));
    c.names.add(null);
    c.scores = new HashMap<>();
    c.scores.put("ann", new ArrayList<>(List.of(1, 2, 3)));
    c.scores.put("bob", List.of());
    c.scores.put("cy", null);
    c.colors = EnumSet.of(Color.RED, Color.GREEN);
    c.rows = new ArrayList<>();
    c.rows.add(new int[] {1, 2});
    c.rows.add(null);
    c.rows.add(new int[0]);
    c.tags = new LinkedHashMap<>();
    c.tags.put(Color.BLUE, Set.of("x"));
    return c;
  }

  @Test
  void declaredContainersRoundTrip() {
    assertRoundTrip(catalog(), SETUP);
    assertRoundTrip(new Catalog(), SETUP);
    Catalog other = catalog();
    other.names = List.of("immutable", "list", "of", "names");
    other.colors = new HashSet<>(List.of(Color.BLUE, Color.GREEN));
    other.rows = Arrays.asList(new int[] {7}, new int[] {8, 9});
    other.scores = Collections.unmodifiableMap(new LinkedHashMap<>(Map.of("k", List.of(1))));
    other.tags = Collections.emptyMap();
    assertRoundTrip(other, SETUP);
    Catalog sync = catalog();
    sync.names = Collections.synchronizedList(new ArrayList<>(List.of("s")));
    sync.colors = EnumSet.noneOf(Color.class);
    assertRoundTrip(sync, SETUP);
  }

  private static int sizeOf(Object value, ConfigMatrix.Point p) {
    return p.newFury(SETUP).serialize(value).length;
  }

  @Test
  void declaredElementTypeSkipsClassInfo() {
    List<String> data = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      data.add("item" + i);
    }
    for (List<String> list : List.of(data, List.copyOf(data), Collections.unmodifiableList(data))) {
      TypedList typed = new TypedList();
      typed.items = list;
      UntypedList untyped = new UntypedList();
      @SuppressWarnings("unchecked")
      List<Object> sameList = (List<Object>) (List<?>) list;
      untyped.items = sameList;
      for (ConfigMatrix.Point p : ConfigMatrix.points()) {
        int typedSize = sizeOf(typed, p);
        int untypedSize = sizeOf(untyped, p);
        assertTrue(
            typedSize < untypedSize,
            list.getClass().getSimpleName()
                + " at "
                + p
                + ": List<String> took "
                + typedSize
                + " bytes, List<Object> "
                + untypedSize);
      }
    }
  }

  @Test
  void nestedDeclaredTypesSkipClassInfoAtEveryLevel() {
    Map<String, List<Integer>> data = new HashMap<>();
    for (int i = 0; i < 20; i++) {
      data.put("k" + i, new ArrayList<>(List.of(i, i + 1, i + 2)));
    }
    TypedMap typed = new TypedMap();
    typed.items = data;
    UntypedMap untyped = new UntypedMap();
    untyped.items = new HashMap<>(data);
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      int typedSize = sizeOf(typed, p);
      int untypedSize = sizeOf(untyped, p);
      // one class info saved for the keys and one per inner list (20 lists)
      assertTrue(
          typedSize + 20 < untypedSize,
          "at " + p + ": typed " + typedSize + " bytes, untyped " + untypedSize);
    }
  }
}
