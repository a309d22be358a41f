package org.furylike.serializer.builtin;

import static org.furylike.serializer.builtin.CollectionFixtures.SAME_ELEMENTS;
import static org.furylike.serializer.builtin.CollectionFixtures.SAME_ENTRIES;
import static org.furylike.serializer.builtin.CollectionFixtures.SETUP;
import static org.furylike.serializer.builtin.CollectionFixtures.assertSameComparator;
import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiConsumer;
import java.util.stream.Stream;
import org.furylike.Fury;
import org.furylike.exception.DeserializationException;
import org.furylike.serializer.builtin.CollectionFixtures.Box;
import org.furylike.serializer.builtin.CollectionFixtures.ByLength;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * The JDK's unmodifiable and synchronized collections and maps: same runtime class, same contents,
 * still unmodifiable (or still synchronized) after a round trip and after a copy.
 */
class ImmutableCollectionRoundTripTest {

  /** Equal, same class, and rejects modification. */
  private static final BiConsumer<Object, Object> UNMODIFIABLE =
      (expected, actual) -> {
        RoundTrip.assertSameValue(expected, actual);
        assertUnmodifiable(actual);
      };

  private static void assertUnmodifiable(Object value) {
    if (value instanceof Collection) {
      @SuppressWarnings("unchecked")
      Collection<Object> c = (Collection<Object>) value;
      assertThrows(UnsupportedOperationException.class, () -> c.add("more"));
    } else {
      @SuppressWarnings("unchecked")
      Map<Object, Object> m = (Map<Object, Object>) value;
      assertThrows(UnsupportedOperationException.class, () -> m.put("more", 1));
    }
  }

  @Test
  void listOfEverySize() {
    List<List<?>> lists =
        List.of(
            List.of(),
            List.of("a"),
            List.of("a", 2),
            List.of("a", 2, 3L),
            List.of(1, 2, 3, 4, 5, 6),
            List.copyOf(new ArrayList<>(List.of("x", "y"))),
            List.copyOf(List.of(1, 2, 3)),
            List.of(1, 2, 3, 4).subList(1, 3),
            List.of(1).subList(0, 1),
            List.of().subList(0, 0));
    for (List<?> list : lists) {
      assertRoundTrip(list, SETUP, UNMODIFIABLE);
      assertRoundTrip(
          list,
          SETUP,
          (e, a) -> assertThrows(NullPointerException.class, () -> ((List<?>) a).contains(null)));
    }
  }

  @Test
  void streamToListKeepsNullsAndNullTolerance() {
    List<List<?>> lists =
        List.of(
            Stream.of().toList(),
            Stream.<Object>of("one").toList(),
            Stream.<Object>of("a", "b").toList(),
            Stream.of("a", null, "c").toList(),
            Stream.of((Object) null).toList(),
            Stream.of("a", null, "c", "d").toList().subList(1, 3));
    for (List<?> list : lists) {
      assertRoundTrip(
          list,
          SETUP,
          (e, a) -> {
            UNMODIFIABLE.accept(e, a);
            assertEquals(((List<?>) e).indexOf(null), ((List<?>) a).indexOf(null));
          });
    }
  }

  @Test
  void setAndMapFactories() {
    for (Set<Object> set :
        List.<Set<Object>>of(
            Set.of(),
            Set.of("a"),
            Set.of("a", 1),
            Set.of(1, 2, 3, "x"),
            Set.copyOf(List.of(1, 1, 2)))) {
      assertRoundTrip(set, SETUP, UNMODIFIABLE);
    }
    for (Map<Object, Object> map :
        List.<Map<Object, Object>>of(
            Map.of(),
            Map.of("k", 1),
            Map.of("a", 1, "b", 2),
            Map.ofEntries(
                Map.entry("x", List.of(1)),
                Map.entry(3, "three"),
                Map.entry(Box.class.getName(), 0)),
            Map.ofEntries(Map.entry("only", "one")),
            Map.copyOf(new LinkedHashMap<>(Map.of(1, 2, 3, 4))))) {
      assertRoundTrip(map, SETUP, UNMODIFIABLE);
    }
  }

  @Test
  void emptiesAndSingletons() {
    List<Object> values =
        List.of(
            Collections.emptyList(),
            Collections.emptySet(),
            Collections.emptyMap(),
            Collections.emptySortedSet(),
            Collections.emptyNavigableSet(),
            Collections.emptySortedMap(),
            Collections.emptyNavigableMap(),
            Collections.singletonList("one"),
            Collections.singleton(2),
            Collections.singletonMap("k", List.of(1)),
            Collections.singletonList(new Box(3)));
    for (Object v : values) {
      assertRoundTrip(v, SETUP, UNMODIFIABLE);
    }
    Fury fury = Fury.builder().build();
    assertSame(Collections.emptyList(), fury.deserialize(fury.serialize(Collections.emptyList())));
    assertSame(Collections.emptyNavigableMap(), fury.copy(Collections.emptyNavigableMap()));
  }

  @Test
  void arraysAsListStaysFixedSizeButSettable() {
    List<Object> list = Arrays.asList("a", null, 3, new Box(1));
    assertRoundTrip(
        list,
        SETUP,
        (e, a) -> {
          RoundTrip.assertSameValue(e, a);
          @SuppressWarnings("unchecked")
          List<Object> back = (List<Object>) a;
          assertThrows(UnsupportedOperationException.class, () -> back.add("x"));
          back.set(0, "changed");
          assertEquals("changed", back.get(0));
        });
    assertRoundTrip(Arrays.asList(), SETUP);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static List<Collection<Object>> collectionWrappers(boolean sync) {
    List<Object> listData = List.of("b", "a", 3, "c");
    TreeSet<Object> sorted = new TreeSet<>((Comparator) Collections.reverseOrder(new ByLength()));
    sorted.addAll(List.of("bb", "a", "ccc"));
    TreeSet<Object> natural = new TreeSet<>(List.of(3, 1, 2));
    List<Collection<Object>> out = new ArrayList<>();
    if (sync) {
      out.add(Collections.synchronizedCollection(new ArrayList<>(listData)));
      out.add(Collections.synchronizedList(new ArrayList<>(listData)));
      out.add(Collections.synchronizedList(new LinkedList<>(listData)));
      out.add(Collections.synchronizedSet(new HashSet<>(listData)));
      out.add(Collections.synchronizedSortedSet(sorted));
      out.add(Collections.synchronizedSortedSet(natural));
      out.add(Collections.synchronizedNavigableSet(sorted));
      out.add(
          Collections.synchronizedNavigableSet(
              new TreeSet<>((Comparator) String.CASE_INSENSITIVE_ORDER)));
    } else {
      out.add(Collections.unmodifiableCollection(new ArrayList<>(listData)));
      out.add(Collections.unmodifiableList(new ArrayList<>(listData)));
      out.add(Collections.unmodifiableList(new LinkedList<>(listData)));
      out.add(Collections.unmodifiableSet(new HashSet<>(listData)));
      out.add(Collections.unmodifiableSortedSet(sorted));
      out.add(Collections.unmodifiableSortedSet(natural));
      out.add(Collections.unmodifiableNavigableSet(sorted));
      out.add(
          Collections.unmodifiableNavigableSet(
              new TreeSet<>((Comparator) String.CASE_INSENSITIVE_ORDER)));
    }
    return out;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static List<Map<Object, Object>> mapWrappers(boolean sync) {
    Map<Object, Object> data = new LinkedHashMap<>();
    data.put("z", 1);
    data.put("a", null);
    data.put(null, "nullKey");
    TreeMap<Object, Object> sorted = new TreeMap<>((Comparator) Comparator.reverseOrder());
    sorted.put("a", 1);
    sorted.put("b", 2);
    List<Map<Object, Object>> out = new ArrayList<>();
    if (sync) {
      out.add(Collections.synchronizedMap(data));
      out.add(Collections.synchronizedSortedMap(sorted));
      out.add(Collections.synchronizedNavigableMap(sorted));
      out.add(Collections.synchronizedNavigableMap(new TreeMap<>()));
    } else {
      out.add(Collections.unmodifiableMap(data));
      out.add(Collections.unmodifiableSortedMap(sorted));
      out.add(Collections.unmodifiableNavigableMap(sorted));
      out.add(Collections.unmodifiableNavigableMap(new TreeMap<>()));
    }
    return out;
  }

  private static Comparator<?> comparatorOf(Object sorted) {
    return sorted instanceof SortedSet
        ? ((SortedSet<?>) sorted).comparator()
        : ((SortedMap<?, ?>) sorted).comparator();
  }

  private static final BiConsumer<Object, Object> SAME_WRAPPED =
      (e, a) -> {
        if (e instanceof Collection) {
          SAME_ELEMENTS.accept(e, a);
        } else {
          SAME_ENTRIES.accept(e, a);
        }
        if (e instanceof SortedSet || e instanceof SortedMap) {
          assertSameComparator(comparatorOf(e), comparatorOf(a));
        }
      };

  @Test
  void unmodifiableWrappers() {
    for (Collection<Object> c : collectionWrappers(false)) {
      assertRoundTrip(
          c,
          SETUP,
          (e, a) -> {
            SAME_WRAPPED.accept(e, a);
            assertUnmodifiable(a);
          });
    }
    for (Map<Object, Object> m : mapWrappers(false)) {
      assertRoundTrip(
          m,
          SETUP,
          (e, a) -> {
            SAME_WRAPPED.accept(e, a);
            assertUnmodifiable(a);
          });
    }
  }

  @Test
  void synchronizedWrappersStayUsable() {
    for (Collection<Object> c : collectionWrappers(true)) {
      assertRoundTrip(
          c,
          SETUP,
          (e, a) -> {
            SAME_WRAPPED.accept(e, a);
            @SuppressWarnings("unchecked")
            Collection<Object> back = (Collection<Object>) a;
            Object any = back.isEmpty() ? "zz" : back.iterator().next();
            back.remove(any);
            assertFalse(back.contains(any));
            back.add(any);
            assertTrue(back.contains(any));
          });
    }
    for (Map<Object, Object> m : mapWrappers(true)) {
      assertRoundTrip(
          m,
          SETUP,
          (e, a) -> {
            SAME_WRAPPED.accept(e, a);
            @SuppressWarnings("unchecked")
            Map<Object, Object> back = (Map<Object, Object>) a;
            Object key = back.isEmpty() ? "zz" : back.keySet().iterator().next();
            back.put(key, 9);
            assertEquals(9, back.get(key));
          });
    }
  }

  @Test
  void unmodifiableWrapperContainingItselfResolves() {
    List<Object> inner = new ArrayList<>();
    List<Object> view = Collections.unmodifiableList(inner);
    inner.add("x");
    inner.add(view);
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      if (p.refTracking) {
        List<?> back = (List<?>) RoundTrip.through(p, view, SETUP);
        assertEquals(view.getClass(), back.getClass());
        assertSame(back, back.get(1));
      }
    }
  }

  @Test
  void immutableCycleFailsClearly() {
    List<Object> inner = new ArrayList<>();
    List<Object> immutable = List.of("a", inner, "c");
    inner.add(immutable);
    Fury writer = Fury.builder().withRefTracking(true).build();
    Fury reader = Fury.builder().withRefTracking(true).build();
    byte[] bytes = writer.serialize(immutable);
    DeserializationException e =
        assertThrows(DeserializationException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains("still being constructed"), e.getMessage());
  }

  @Test
  void copiesAreDeepAndKeepTheClass() {
    Fury fury = Fury.builder().build();
    SETUP.accept(fury);
    List<Object> values = new ArrayList<>();
    values.add(List.of(new Box(1)));
    values.add(List.of(new Box(1), new Box(2), new Box(3)));
    values.add(Stream.of(new Box(1), null).toList());
    values.add(Set.of(new Box(1)));
    values.add(Map.of("k", new Box(1)));
    values.add(Collections.singletonList(new Box(1)));
    values.add(Collections.singletonMap("k", new Box(1)));
    values.add(Arrays.asList(new Box(1)));
    values.add(Collections.unmodifiableList(new ArrayList<>(List.of(new Box(1)))));
    values.add(Collections.synchronizedSet(new HashSet<>(Set.of(new Box(1)))));
    values.add(Collections.unmodifiableMap(new LinkedHashMap<>(Map.of("k", new Box(1)))));
    for (Object v : values) {
      Object copy = fury.copy(v);
      assertNotSame(v, copy);
      assertEquals(v.getClass(), copy.getClass());
      Object firstOriginal = first(v);
      Object firstCopy = first(copy);
      assertEquals(firstOriginal, firstCopy);
      assertNotSame(firstOriginal, firstCopy);
      boolean modifiable =
          v.getClass().getName().contains("Synchronized")
              || v.getClass() == Arrays.asList(1).getClass();
      if (!modifiable) {
        assertUnmodifiable(copy);
      }
    }
    assertFalse(fury.copy(Stream.of("a", null).toList()).isEmpty());
  }

  private static Object first(Object container) {
    Object v =
        container instanceof Map
            ? ((Map<?, ?>) container).values().iterator().next()
            : ((Collection<?>) container).iterator().next();
    return v;
  }
}
