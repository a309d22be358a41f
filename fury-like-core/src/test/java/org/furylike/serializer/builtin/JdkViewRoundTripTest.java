package org.furylike.serializer.builtin;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.time.temporal.Temporal;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/** JDK views and wrappers come back as equal collections of the documented concrete class. */
class JdkViewRoundTripTest {
  private static final Consumer<Fury> NONE = f -> {};

  /** Holds views in declared fields, so generated code meets them too. */
  static final class Views {
    List<Integer> list;
    Collection<String> values;
    Set<String> keys;
    Object any;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Views)) {
        return false;
      }
      Views v = (Views) o;
      return list.equals(v.list)
          && new ArrayList<>(values).equals(new ArrayList<>(v.values))
          && keys.equals(v.keys)
          && java.util.Objects.deepEquals(any, v.any);
    }

    @Override
    public int hashCode() {
      return list.hashCode();
    }
  }

  /** Round-trips {@code view}; the result is a {@code kind} with the same elements in order. */
  private static void assertComesBackAs(Object view, Class<?> kind) {
    RoundTrip.assertRoundTrip(
        view,
        NONE,
        (expected, actual) -> {
          assertEquals(kind, actual.getClass());
          if (expected instanceof Map.Entry) {
            assertEquals(expected, actual);
          } else if (expected instanceof Set) {
            assertEquals(expected, actual);
            assertEquals(new ArrayList<>((Set<?>) expected), new ArrayList<>((Set<?>) actual));
          } else if (expected instanceof Map) {
            assertEquals(expected, actual);
          } else {
            assertEquals(
                new ArrayList<>((Collection<?>) expected), new ArrayList<>((Collection<?>) actual));
          }
        });
  }

  @Test
  void listViews() {
    List<Integer> list = new ArrayList<>(List.of(1, 2, 3, 4));
    assertComesBackAs(list.subList(1, 3), ArrayList.class);
    assertComesBackAs(new LinkedList<>(list).subList(0, 2), ArrayList.class);
    assertComesBackAs(Collections.nCopies(3, "x"), ArrayList.class);
    assertComesBackAs(Collections.nCopies(0, "x"), ArrayList.class);
  }

  @Test
  void mapViews() {
    Map<String, Integer> hash = new HashMap<>(Map.of("a", 1, "b", 2));
    assertComesBackAs(hash.keySet(), HashSet.class);
    assertComesBackAs(hash.values(), ArrayList.class);
    assertComesBackAs(hash.entrySet(), HashSet.class);
    Map<String, Integer> linked = new LinkedHashMap<>();
    linked.put("z", 26);
    linked.put("a", 1);
    assertComesBackAs(linked.keySet(), LinkedHashSet.class);
    assertComesBackAs(linked.values(), ArrayList.class);
    assertComesBackAs(linked.entrySet(), LinkedHashSet.class);
    TreeMap<String, Integer> tree = new TreeMap<>(linked);
    assertComesBackAs(tree.values(), ArrayList.class);
    assertComesBackAs(tree.entrySet(), LinkedHashSet.class);
    assertComesBackAs(tree.firstEntry(), AbstractMap.SimpleImmutableEntry.class);
    assertComesBackAs(hash.entrySet().iterator().next(), AbstractMap.SimpleEntry.class);
    assertComesBackAs(Map.entry("k", 1), AbstractMap.SimpleImmutableEntry.class);
    ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>(hash);
    assertComesBackAs(chm.values(), ArrayList.class);
    assertComesBackAs(chm.entrySet(), HashSet.class);
  }

  @Test
  void sortedViewsKeepTheirComparator() {
    TreeMap<String, Integer> tree = new TreeMap<>(java.util.Comparator.reverseOrder());
    tree.putAll(Map.of("a", 1, "b", 2, "c", 3));
    assertSorted(tree.keySet(), java.util.TreeSet.class);
    assertSorted(tree.navigableKeySet().headSet("b", true), java.util.TreeSet.class);
    assertSorted(tree.headMap("b"), TreeMap.class);
    assertSorted(tree.descendingMap(), TreeMap.class);
    assertSorted(Collections.checkedNavigableMap(tree, String.class, Integer.class), TreeMap.class);
    assertSorted(
        Collections.checkedSortedSet(new java.util.TreeSet<>(tree.keySet()), String.class),
        java.util.TreeSet.class);
    assertSorted(
        new java.util.concurrent.ConcurrentSkipListMap<>(tree).keySet(), java.util.TreeSet.class);
  }

  /** Same kind, same contents, same iteration order, same comparator behaviour. */
  private static void assertSorted(Object view, Class<?> kind) {
    RoundTrip.assertRoundTrip(
        view,
        NONE,
        (e, a) -> {
          assertEquals(kind, a.getClass());
          assertEquals(e, a);
          assertEquals(e.toString(), a.toString());
        });
  }

  @Test
  void viewsOfOtherJdkMaps() {
    assertComesBackAs(Map.of("k", 1).keySet(), LinkedHashSet.class);
    assertComesBackAs(Map.of("k", 1, "j", 2, "i", 3).values(), ArrayList.class);
    assertComesBackAs(Map.of("k", 1, "j", 2, "i", 3).keySet(), LinkedHashSet.class);
    java.util.IdentityHashMap<String, Integer> identity = new java.util.IdentityHashMap<>();
    identity.put("a", 1);
    RoundTrip.assertRoundTrip(
        identity.keySet(),
        NONE,
        (e, a) -> {
          assertEquals(HashSet.class, a.getClass());
          assertEquals(new HashSet<>((Set<?>) e), a, "equal by equals, not by identity");
        });
    assertComesBackAs(identity.values(), ArrayList.class);
    java.util.WeakHashMap<String, Integer> weak = new java.util.WeakHashMap<>(Map.of("w", 1));
    assertComesBackAs(weak.keySet(), HashSet.class);
    java.util.EnumMap<java.time.DayOfWeek, String> enums =
        new java.util.EnumMap<>(java.time.DayOfWeek.class);
    enums.put(java.time.DayOfWeek.MONDAY, "m");
    enums.put(java.time.DayOfWeek.FRIDAY, "f");
    assertComesBackAs(enums.keySet(), LinkedHashSet.class);
    assertComesBackAs(enums.values(), ArrayList.class);
    assertComesBackAs(enums.entrySet(), LinkedHashSet.class);
  }

  @Test
  void moreViews() {
    List<Integer> list = new ArrayList<>(List.of(1, 2, 3));
    assertComesBackAs(
        new java.util.concurrent.CopyOnWriteArrayList<>(list).subList(1, 3), ArrayList.class);
    assertSorted(
        new java.util.concurrent.ConcurrentSkipListMap<>(Map.of(1, 1, 2, 2)).headMap(2),
        TreeMap.class);
    Map<String, Integer> unmodifiable =
        Collections.unmodifiableMap(new LinkedHashMap<>(Map.of("u", 1)));
    assertComesBackAs(unmodifiable.entrySet(), LinkedHashSet.class);
    assertComesBackAs(
        unmodifiable.entrySet().iterator().next(), AbstractMap.SimpleImmutableEntry.class);
    assertComesBackAs(
        new java.util.Hashtable<>(Map.of("h", 1)).entrySet().iterator().next(),
        AbstractMap.SimpleEntry.class);
  }

  @Test
  void concurrentKeySetsAndSetFromMap() {
    Set<String> keys = ConcurrentHashMap.newKeySet();
    keys.addAll(List.of("a", "b"));
    assertComesBackAs(keys, ConcurrentHashMap.KeySetView.class);
    assertComesBackAs(
        new ConcurrentHashMap<>(Map.of("x", 1)).keySet(), ConcurrentHashMap.KeySetView.class);
    Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<>());
    fromMap.addAll(List.of("q", "p"));
    assertComesBackAs(fromMap, LinkedHashSet.class);
  }

  @Test
  void checkedWrappers() {
    List<String> list = new ArrayList<>(List.of("a", "b"));
    assertComesBackAs(Collections.checkedList(list, String.class), ArrayList.class);
    assertComesBackAs(Collections.checkedCollection(list, String.class), ArrayList.class);
    assertComesBackAs(
        Collections.checkedSet(new LinkedHashSet<>(list), String.class), LinkedHashSet.class);
    assertComesBackAs(
        Collections.checkedQueue(new LinkedList<>(list), String.class), LinkedList.class);
    assertComesBackAs(
        Collections.checkedMap(new HashMap<>(Map.of("k", 1)), String.class, Integer.class),
        HashMap.class);
  }

  @Test
  void viewsInDeclaredFields() {
    Views v = new Views();
    v.list = new ArrayList<>(List.of(5, 6, 7)).subList(1, 3);
    Map<String, String> m = new LinkedHashMap<>(Map.of("k", "v"));
    v.values = m.values();
    v.keys = m.keySet();
    v.any = Collections.nCopies(2, 9L);
    RoundTrip.assertRoundTrip(v, RoundTrip.registering(Views.class), (e, a) -> assertEquals(e, a));
  }

  @Test
  void arraysOfAbstractJdkComponentsNeedNoRegistration() {
    assertArray(new Number[] {1, 2L, 3.5, null});
    assertArray(new CharSequence[] {"a", new StringBuilder("b")});
    assertArray(new Comparable<?>[] {"x", 7, LocalDate.of(2020, 1, 2)});
    assertArray(new Temporal[] {LocalDate.of(2021, 3, 4)});
    assertArray(new Map<?, ?>[] {new HashMap<>(Map.of(1, 2)), null});
    assertArray(new Number[][] {{1}, {2.0f}});
    assertArray(new Enum<?>[] {java.time.DayOfWeek.MONDAY, java.time.Month.MAY});
    assertArray(new Cloneable[] {new ArrayList<>(List.of(1))});
    assertArray(new AutoCloseable[0]);
  }

  private static void assertArray(Object[] array) {
    RoundTrip.assertRoundTrip(
        array,
        NONE,
        (e, a) -> {
          assertEquals(e.getClass(), a.getClass());
          Object[] x = (Object[]) e;
          Object[] y = (Object[]) a;
          assertEquals(x.length, y.length);
          for (int i = 0; i < x.length; i++) {
            if (x[i] instanceof StringBuilder) {
              assertEquals(x[i].toString(), y[i].toString());
            } else if (x[i] instanceof Object[]) {
              assertArrayEquals((Object[]) x[i], (Object[]) y[i]);
            } else {
              assertEquals(x[i], y[i]);
            }
          }
        });
  }
}
