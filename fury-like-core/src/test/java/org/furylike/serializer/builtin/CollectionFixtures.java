package org.furylike.serializer.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Delayed;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.testing.RoundTrip;

/** Types and checks shared by the collection and map tests. */
final class CollectionFixtures {
  private CollectionFixtures() {}

  enum Color {
    RED,
    GREEN {
      @Override
      public String toString() {
        return "green";
      }
    },
    BLUE
  }

  /** More than 64 constants, so its sets are the JDK's JumboEnumSet. */
  enum Big {
    B0,
    B1,
    B2,
    B3,
    B4,
    B5,
    B6,
    B7,
    B8,
    B9,
    B10,
    B11,
    B12,
    B13,
    B14,
    B15,
    B16,
    B17,
    B18,
    B19,
    B20,
    B21,
    B22,
    B23,
    B24,
    B25,
    B26,
    B27,
    B28,
    B29,
    B30,
    B31,
    B32,
    B33,
    B34,
    B35,
    B36,
    B37,
    B38,
    B39,
    B40,
    B41,
    B42,
    B43,
    B44,
    B45,
    B46,
    B47,
    B48,
    B49,
    B50,
    B51,
    B52,
    B53,
    B54,
    B55,
    B56,
    B57,
    B58,
    B59,
    B60,
    B61,
    B62,
    B63,
    B64,
    B65,
    B66,
    B67,
    B68,
    B69
  }

  /** No constants: an empty set of it has no complement to learn the type from. */
  enum Nothing {}

  /** A user comparator, written as an ordinary object. */
  static final class ByLength implements Comparator<String> {
    @Override
    public int compare(String a, String b) {
      int c = Integer.compare(a.length(), b.length());
      return c != 0 ? c : a.compareTo(b);
    }
  }

  /** A {@code Delayed} element for {@code DelayQueue}. */
  static final class Task implements Delayed {
    String name;
    long delayNanos;

    Task() {}

    Task(String name, long delayNanos) {
      this.name = name;
      this.delayNanos = delayNanos;
    }

    @Override
    public long getDelay(TimeUnit unit) {
      return unit.convert(delayNanos, TimeUnit.NANOSECONDS);
    }

    @Override
    public int compareTo(Delayed o) {
      return Long.compare(delayNanos, ((Task) o).delayNanos);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Task
          && ((Task) o).name.equals(name)
          && ((Task) o).delayNanos == delayNanos;
    }

    @Override
    public int hashCode() {
      return name.hashCode();
    }
  }

  /** A list subclass with its own field. */
  static class OwnedList extends ArrayList<String> {
    String owner;

    public OwnedList() {}
  }

  /** A map subclass with its own field. */
  static class CountedMap extends HashMap<String, Integer> {
    int count;

    public CountedMap() {}
  }

  /** An access-ordered LRU map with an eviction rule. */
  static class LruMap extends LinkedHashMap<String, Integer> {
    public LruMap() {
      super(16, 0.75f, true);
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
      return size() > 3;
    }
  }

  /** A mutable element, to check that copies are deep. */
  static final class Box {
    int value;

    Box() {}

    Box(int value) {
      this.value = value;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Box && ((Box) o).value == value;
    }

    @Override
    public int hashCode() {
      return value;
    }

    @Override
    public String toString() {
      return "Box" + value;
    }
  }

  /** Registers every test type, in a fixed order, on writer and reader. */
  static final Consumer<Fury> SETUP =
      RoundTrip.registering(
          Color.class,
          Big.class,
          Nothing.class,
          ByLength.class,
          Task.class,
          OwnedList.class,
          CountedMap.class,
          LruMap.class,
          Box.class);

  /** Same class, same elements in iteration order: for collections without a content equals. */
  static final BiConsumer<Object, Object> SAME_ELEMENTS =
      (expected, actual) -> {
        assertNotNull(actual);
        assertEquals(expected.getClass(), actual.getClass(), "runtime class");
        assertEquals(
            new ArrayList<>((Collection<?>) expected), new ArrayList<>((Collection<?>) actual));
      };

  /** Same class, same elements after sorting by {@code order}: for priority queues. */
  static BiConsumer<Object, Object> sameSorted(Comparator<Object> order) {
    return (expected, actual) -> {
      assertEquals(expected.getClass(), actual.getClass(), "runtime class");
      List<Object> e = new ArrayList<>((Collection<?>) expected);
      List<Object> a = new ArrayList<>((Collection<?>) actual);
      e.sort(order);
      a.sort(order);
      assertEquals(e, a);
    };
  }

  /** Same class and the same entries in iteration order. */
  static final BiConsumer<Object, Object> SAME_ENTRIES =
      (expected, actual) -> {
        assertEquals(expected.getClass(), actual.getClass(), "runtime class");
        assertEquals(
            new ArrayList<>(((Map<?, ?>) expected).entrySet()),
            new ArrayList<>(((Map<?, ?>) actual).entrySet()));
      };

  /** Comparators of the same kind: same class, and for wrapped ones the same inner kind. */
  static void assertSameComparator(Comparator<?> expected, Comparator<?> actual) {
    if (expected == null) {
      assertNull(actual);
      return;
    }
    assertNotNull(actual, "comparator");
    assertEquals(expected.getClass(), actual.getClass(), "comparator class");
    Class<?> reverseOf = java.util.Collections.reverseOrder(new ByLength()).getClass();
    if (expected.getClass() == reverseOf) {
      assertSameComparator(expected.reversed(), actual.reversed());
    }
  }
}
