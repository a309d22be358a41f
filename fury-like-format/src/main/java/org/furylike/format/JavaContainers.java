package org.furylike.format;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/** The collection and map classes a row field may declare, and what each decodes to. */
final class JavaContainers {
  private JavaContainers() {}

  static boolean isCollection(Class<?> c) {
    return c == List.class
        || c == Collection.class
        || c == ArrayList.class
        || c == LinkedList.class
        || c == Set.class
        || c == HashSet.class
        || c == LinkedHashSet.class
        || c == SortedSet.class
        || c == NavigableSet.class
        || c == TreeSet.class;
  }

  static boolean isMap(Class<?> c) {
    return c == Map.class
        || c == HashMap.class
        || c == LinkedHashMap.class
        || c == SortedMap.class
        || c == NavigableMap.class
        || c == TreeMap.class;
  }

  /** A new empty collection for a field declared as {@code c}, sized for {@code n} elements. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Collection<Object> newCollection(Class<?> c, int n) {
    if (c == LinkedList.class) {
      return new LinkedList<>();
    }
    if (c == SortedSet.class || c == NavigableSet.class || c == TreeSet.class) {
      return new TreeSet<>();
    }
    if (c == HashSet.class) {
      return new HashSet<>(capacity(n));
    }
    if (c == Set.class || c == LinkedHashSet.class) {
      return new LinkedHashSet<>(capacity(n));
    }
    return new ArrayList<>(n);
  }

  /** A new empty map for a field declared as {@code c}, sized for {@code n} entries. */
  static Map<Object, Object> newMap(Class<?> c, int n) {
    if (c == SortedMap.class || c == NavigableMap.class || c == TreeMap.class) {
      return new TreeMap<>();
    }
    if (c == HashMap.class) {
      return new HashMap<>(capacity(n));
    }
    return new LinkedHashMap<>(capacity(n));
  }

  private static int capacity(int n) {
    return n < 3 ? 4 : (int) Math.min(1 << 30, n / 0.75f + 1);
  }
}
