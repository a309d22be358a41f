package org.furylike.serializer.builtin;

import static org.furylike.serializer.builtin.CollectionFixtures.SAME_ENTRIES;
import static org.furylike.serializer.builtin.CollectionFixtures.SETUP;
import static org.furylike.serializer.builtin.CollectionFixtures.assertSameComparator;
import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import org.furylike.Fury;
import org.furylike.serializer.builtin.CollectionFixtures.Box;
import org.furylike.serializer.builtin.CollectionFixtures.ByLength;
import org.furylike.serializer.builtin.CollectionFixtures.Color;
import org.furylike.serializer.builtin.CollectionFixtures.CountedMap;
import org.furylike.serializer.builtin.CollectionFixtures.LruMap;
import org.furylike.serializer.builtin.CollectionFixtures.Nothing;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/** Mutable JDK maps, enum maps and map subclasses, over the config matrix. */
class MapRoundTripTest {

  private static Map<Object, Object> fill(Map<Object, Object> m, boolean nulls) {
    m.put("z", 1);
    m.put("a", List.of(1, 2));
    m.put(3, Color.GREEN);
    m.put(Color.RED, new Box(4));
    if (nulls) {
      m.put(null, "nullKey");
      m.put("nullValue", null);
    }
    return m;
  }

  @Test
  void hashMapsWithNulls() {
    assertRoundTrip(new HashMap<>(), SETUP);
    assertRoundTrip(fill(new HashMap<>(), true), SETUP);
    Map<String, Integer> many = new HashMap<>();
    for (int i = 0; i < 200; i++) {
      many.put("k" + i, i);
    }
    assertRoundTrip(many, SETUP);
  }

  @Test
  void linkedHashMapKeepsInsertionOrder() {
    assertRoundTrip(new LinkedHashMap<>(), SETUP, SAME_ENTRIES);
    assertRoundTrip(fill(new LinkedHashMap<>(), true), SETUP, SAME_ENTRIES);
  }

  /** Whether {@code m} is access-ordered, seen by the effect of a get on its first key. */
  private static boolean behavesAccessOrdered(Map<Object, Object> m) {
    m.put("probe1", 1);
    m.put("probe2", 2);
    m.get("probe1");
    List<Object> keys = new ArrayList<>(m.keySet());
    return keys.get(keys.size() - 1).equals("probe1");
  }

  @Test
  void linkedHashMapKeepsAccessOrderForEverySize() {
    for (int size = 0; size <= 4; size++) {
      for (boolean accessOrder : new boolean[] {false, true}) {
        LinkedHashMap<Object, Object> m = new LinkedHashMap<>(16, 0.75f, accessOrder);
        for (int i = 0; i < size; i++) {
          m.put("k" + (size - i), i);
        }
        if (accessOrder && size >= 2) {
          m.get("k" + size); // first inserted key moves to the end
        }
        List<Object> orderBefore = new ArrayList<>(m.entrySet());
        assertRoundTrip(
            m,
            SETUP,
            (e, a) -> {
              SAME_ENTRIES.accept(e, a);
              @SuppressWarnings("unchecked")
              Map<Object, Object> back = (Map<Object, Object>) a;
              assertEquals(accessOrder, behavesAccessOrdered(back), "access order");
            });
        assertEquals(
            orderBefore, new ArrayList<>(m.entrySet()), "writing keeps the original order");
        assertEquals(accessOrder, behavesAccessOrdered(m));
      }
    }
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void sortedMapsKeepTheirComparator() {
    List<Comparator<Object>> comparators =
        List.of(
            (Comparator) Comparator.naturalOrder(),
            Collections.reverseOrder(),
            (Comparator) String.CASE_INSENSITIVE_ORDER,
            (Comparator) new ByLength(),
            (Comparator) Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER),
            (Comparator) new ByLength().reversed());
    List<Supplier<SortedMap<Object, Object>>> kinds = new ArrayList<>();
    kinds.add(TreeMap::new);
    kinds.add(ConcurrentSkipListMap::new);
    for (Comparator<Object> c : comparators) {
      kinds.add(() -> new TreeMap<>(c));
      kinds.add(() -> new ConcurrentSkipListMap<>(c));
    }
    BiConsumer<Object, Object> check =
        (e, a) -> {
          SAME_ENTRIES.accept(e, a);
          assertSameComparator(
              ((SortedMap<?, ?>) e).comparator(), ((SortedMap<?, ?>) a).comparator());
        };
    for (Supplier<SortedMap<Object, Object>> kind : kinds) {
      SortedMap<Object, Object> m = kind.get();
      assertRoundTrip(m, SETUP, check);
      for (String k : List.of("pear", "Apple", "fig", "banana")) {
        m.put(k, k.length());
      }
      assertRoundTrip(m, SETUP, check);
    }
  }

  @Test
  void identityHashMapKeepsDistinctEqualKeys() {
    IdentityHashMap<Object, Object> m = new IdentityHashMap<>();
    String a1 = new String("same");
    String a2 = new String("same");
    m.put(a1, 1);
    m.put(a2, 2);
    m.put(Color.BLUE, Color.RED);
    assertRoundTrip(
        m,
        SETUP,
        (e, a) -> {
          assertEquals(IdentityHashMap.class, a.getClass());
          IdentityHashMap<?, ?> back = (IdentityHashMap<?, ?>) a;
          assertEquals(3, back.size());
          assertSame(Color.RED, back.get(Color.BLUE));
          List<Object> sameValues = new ArrayList<>();
          back.forEach(
              (k, v) -> {
                if ("same".equals(k)) {
                  sameValues.add(v);
                }
              });
          sameValues.sort(Comparator.comparing(Object::toString));
          assertEquals(List.of(1, 2), sameValues);
        });
  }

  @Test
  void hashtablesAndConcurrentMaps() {
    assertRoundTrip(fill(new Hashtable<>(), false), SETUP);
    assertRoundTrip(new Hashtable<>(), SETUP);
    assertRoundTrip(fill(new ConcurrentHashMap<>(), false), SETUP);
    assertRoundTrip(new ConcurrentHashMap<>(), SETUP);
  }

  @Test
  void propertiesKeepTheirDefaults() {
    Properties defaults = new Properties();
    defaults.setProperty("color", "blue");
    defaults.setProperty("size", "L");
    Properties p = new Properties(defaults);
    p.setProperty("name", "x");
    p.setProperty("size", "M");
    assertRoundTrip(
        p,
        SETUP,
        (e, a) -> {
          RoundTrip.assertSameValue(e, a);
          Properties back = (Properties) a;
          assertEquals("blue", back.getProperty("color"));
          assertEquals("M", back.getProperty("size"));
          assertFalse(back.containsKey("color"), "defaults stay defaults");
          assertEquals(p.stringPropertyNames(), back.stringPropertyNames());
        });
    assertRoundTrip(new Properties(), SETUP);
  }

  @Test
  void enumMaps() {
    EnumMap<Color, Object> m = new EnumMap<>(Color.class);
    assertRoundTrip(m, SETUP);
    m.put(Color.GREEN, "g");
    m.put(Color.RED, null);
    m.put(Color.BLUE, List.of(1));
    assertRoundTrip(m, SETUP);
    assertRoundTrip(new EnumMap<>(Nothing.class), SETUP);
    // the key type survives an empty map
    ConfigMatrix.forEach(
        p -> {
          @SuppressWarnings({"unchecked", "rawtypes"})
          Map<Object, Object> back =
              (EnumMap) RoundTrip.through(p, new EnumMap<>(Color.class), SETUP);
          back.put(Color.RED, 1);
          assertThrows(ClassCastException.class, () -> back.put(java.time.DayOfWeek.MONDAY, 2));
        });
  }

  @Test
  void mapSubclasses() {
    CountedMap counted = new CountedMap();
    counted.count = 42;
    counted.put("a", 1);
    assertRoundTrip(
        counted,
        SETUP,
        (e, a) -> {
          RoundTrip.assertSameValue(e, a);
          assertEquals(42, ((CountedMap) a).count);
        });
    LruMap lru = new LruMap();
    lru.put("a", 1);
    lru.put("b", 2);
    lru.put("c", 3);
    lru.get("a");
    assertRoundTrip(
        lru,
        SETUP,
        (e, a) -> {
          SAME_ENTRIES.accept(e, a);
          LruMap back = (LruMap) a;
          back.get("b"); // access order: b becomes the newest
          back.put("d", 4); // eviction: the eldest (c) goes
          assertEquals(List.of("a", "b", "d"), new ArrayList<>(back.keySet()));
        });
  }

  @Test
  void selfReferencingMapResolves() {
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      if (!p.refTracking) {
        continue;
      }
      Map<Object, Object> m = new HashMap<>();
      m.put("self", m);
      Map<?, ?> back = (Map<?, ?>) RoundTrip.through(p, m, SETUP);
      assertSame(back, back.get("self"));
      Map<Object, Object> sync = Collections.synchronizedMap(new LinkedHashMap<>());
      sync.put("self", sync);
      Map<?, ?> syncBack = (Map<?, ?>) RoundTrip.through(p, sync, SETUP);
      assertSame(syncBack, syncBack.get("self"));
    }
  }

  @Test
  void copiesAreDeepAndIndependent() {
    Fury fury = Fury.builder().build();
    SETUP.accept(fury);
    List<Map<Object, Object>> maps =
        List.of(
            new HashMap<>(),
            new LinkedHashMap<>(16, 0.75f, true),
            new TreeMap<>(),
            new IdentityHashMap<>(),
            new Hashtable<>(),
            new ConcurrentHashMap<>(),
            new ConcurrentSkipListMap<>(Collections.reverseOrder()));
    for (Map<Object, Object> m : maps) {
      m.put("one", new Box(1));
      m.put("two", new Box(2));
      Map<Object, Object> copy = fury.copy(m);
      assertNotSame(m, copy);
      assertEquals(m.getClass(), copy.getClass());
      if (m instanceof LinkedHashMap || m instanceof SortedMap) {
        assertEquals(new ArrayList<>(m.keySet()), new ArrayList<>(copy.keySet()));
      } else {
        assertEquals(new java.util.HashSet<>(m.keySet()), new java.util.HashSet<>(copy.keySet()));
      }
      assertEquals(m.get("one"), copy.get("one"));
      assertNotSame(m.get("one"), copy.get("one"));
      copy.clear();
      assertEquals(2, m.size());
    }
    assertTrue(behavesAccessOrdered(fury.copy(new LinkedHashMap<>(16, 0.75f, true))));
    EnumMap<Color, Box> em = new EnumMap<>(Color.class);
    em.put(Color.RED, new Box(1));
    EnumMap<Color, Box> emCopy = fury.copy(em);
    assertEquals(em, emCopy);
    assertNotSame(em.get(Color.RED), emCopy.get(Color.RED));
    Properties p = new Properties(new Properties());
    p.setProperty("a", "b");
    assertEquals(p, fury.copy(p));
    assertNull(fury.copy((Map<?, ?>) null));
  }
}
