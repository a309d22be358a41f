package org.furylike.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.common.collect.HashBiMap;
import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableMultiset;
import com.google.common.collect.ImmutableTable;
import com.google.common.collect.TreeMultiset;
import java.io.Serializable;
import java.lang.reflect.Proxy;
import java.time.DayOfWeek;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Supplier;
import org.furylike.conformance.MoreTypes.Owner;
import org.furylike.conformance.MoreTypes.SerComparator;
import org.furylike.conformance.MoreTypes.SerSupplier;
import org.furylike.conformance.OtherTypes.Counter;
import org.furylike.conformance.OtherTypes.Greeter;
import org.furylike.conformance.OtherTypes.Handler;
import org.furylike.conformance.OtherTypes.Node;
import org.furylike.conformance.OtherTypes.Plain;

/** More cases of JDK views, Guava types, lambdas, proxies, arrays and graphs. */
final class MoreViewCases {
  private MoreViewCases() {}

  static void add(List<Case> out) {
    views(out);
    guava(out);
    lambdas(out);
    jdkLambdas(out);
    proxies(out);
    arrays(out);
    graphs(out);
  }

  private static TreeMap<String, Integer> sample() {
    TreeMap<String, Integer> m = new TreeMap<>();
    for (String k : List.of("a", "b", "c", "d")) {
      m.put(k, k.charAt(0) - 'a');
    }
    return m;
  }

  /** Equal, an instance of {@code kind}, and iterating in the same order. */
  private static Case ordered(String name, Supplier<Object> v, Class<?> kind) {
    return Case.of("jdk views", name, v)
        .checkedBy(
            (e, a) -> {
              Checks.equalAnd(kind).accept(e, a);
              assertEquals(String.valueOf(e), String.valueOf(a), "iteration order");
            });
  }

  private static void views(List<Case> out) {
    out.add(ordered("TreeMap.descendingMap", () -> sample().descendingMap(), SortedMap.class));
    out.add(ordered("TreeMap.subMap", () -> sample().subMap("b", "d"), SortedMap.class));
    out.add(ordered("TreeMap.tailMap", () -> sample().tailMap("b", false), SortedMap.class));
    out.add(
        ordered(
            "TreeSet.descendingSet",
            () -> new TreeSet<>(sample().keySet()).descendingSet(),
            SortedSet.class));
    out.add(
        ordered(
            "TreeSet.headSet",
            () -> new TreeSet<>(sample().keySet()).headSet("c"),
            SortedSet.class));
    out.add(
        ordered(
            "case-insensitive TreeSet",
            () -> {
              TreeSet<String> s = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
              s.addAll(List.of("b", "A", "c"));
              return s;
            },
            TreeSet.class));
    out.add(
        ordered(
            "reverseOrder TreeMap",
            () -> {
              TreeMap<String, Integer> m = new TreeMap<>(Collections.reverseOrder());
              m.putAll(sample());
              return m;
            },
            TreeMap.class));
    out.add(
        ordered(
            "unmodifiableSortedSet",
            () -> Collections.unmodifiableSortedSet(new TreeSet<>(List.of("b", "a"))),
            SortedSet.class));
    out.add(
        ordered(
            "unmodifiableSortedMap",
            () -> Collections.unmodifiableSortedMap(sample()),
            SortedMap.class));
    out.add(
        ordered(
            "synchronizedMap",
            () -> Collections.synchronizedMap(new LinkedHashMap<>(sample())),
            Map.class));
    out.add(
        ordered(
            "synchronizedSet",
            () -> Collections.synchronizedSet(new TreeSet<>(List.of("y", "x"))),
            Set.class));
    out.add(
        Case.of(
                "jdk views",
                "unmodifiableCollection",
                () -> Collections.unmodifiableCollection(new ArrayList<>(List.of(1, 2))))
            .checkedBy(Checks.sameBy(c -> new ArrayList<>((java.util.Collection<?>) c))));
    out.add(ordered("emptyMap", Collections::emptyMap, Map.class));
    out.add(ordered("singleton", () -> Collections.singleton("one"), Set.class));
    out.add(ordered("singletonList", () -> Collections.singletonList(7), List.class));
    out.add(ordered("Map.of", () -> Map.of("k", 1), Map.class));
    out.add(
        ordered(
            "List.copyOf subList", () -> List.copyOf(List.of(1, 2, 3)).subList(1, 3), List.class));
    out.add(
        ordered("EnumSet", () -> EnumSet.of(DayOfWeek.SATURDAY, DayOfWeek.SUNDAY), EnumSet.class));
    out.add(
        ordered(
            "EnumSet complement",
            () -> EnumSet.complementOf(EnumSet.of(DayOfWeek.MONDAY)),
            EnumSet.class));
    out.add(
        ordered(
            "EnumMap",
            () -> {
              EnumMap<DayOfWeek, String> m = new EnumMap<>(DayOfWeek.class);
              m.put(DayOfWeek.FRIDAY, "fri");
              m.put(DayOfWeek.MONDAY, "mon");
              return m;
            },
            EnumMap.class));
    out.add(
        ordered(
            "LinkedHashMap.entrySet", () -> new LinkedHashMap<>(sample()).entrySet(), Set.class));
    out.add(ordered("TreeMap.entrySet", () -> sample().entrySet(), Set.class));
    out.add(
        ordered(
            "ConcurrentHashMap.keySet view",
            () -> new java.util.concurrent.ConcurrentHashMap<>(sample()).keySet(),
            Set.class));
  }

  private static void guava(List<Case> out) {
    String f = "guava";
    out.add(
        Case.of(f, "HashMultiset", () -> HashMultiset.create(List.of("a", "a", "b")))
            .checkedBy(Checks.equalAnd(HashMultiset.class))
            .withoutTopology());
    out.add(
        Case.of(f, "TreeMultiset", () -> TreeMultiset.create(List.of("b", "a", "b")))
            .checkedBy(Checks.equalAnd(TreeMultiset.class))
            .withoutTopology());
    out.add(
        Case.of(f, "ImmutableMultiset", () -> ImmutableMultiset.of("x", "x", "y"))
            .checkedBy(Checks.equalAnd(ImmutableMultiset.class))
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "HashBiMap",
                () -> {
                  HashBiMap<String, Integer> m = HashBiMap.create();
                  m.put("one", 1);
                  return m;
                })
            .checkedBy(Checks.equalAnd(HashBiMap.class))
            .withoutTopology());
    out.add(
        Case.of(f, "ImmutableTable", () -> ImmutableTable.of("r", "c", 5))
            .checkedBy(Checks.equalAnd(ImmutableTable.class))
            .withoutTopology());
  }

  private static void lambdas(List<Case> out) {
    String f = "lambdas";
    out.add(
        Case.of(f, "supplier", () -> (SerSupplier<String>) () -> "v")
            .checkedBy(Checks.sameBy(s -> ((SerSupplier<?>) s).get())));
    out.add(
        Case.of(f, "lambda capturing its owner", () -> new Owner("me"))
            .checkedBy(Checks.sameBy(o -> ((Owner) o).self.get()))
            .onlyWithRefs());
    out.add(
        Case.of(
                f,
                "TreeMap ordered by a lambda",
                () -> {
                  TreeMap<String, Integer> m =
                      new TreeMap<>((SerComparator<String>) (a, b) -> b.compareTo(a));
                  m.putAll(sample());
                  return m;
                })
            .checkedBy(Checks.sameBy(m -> new ArrayList<>(((TreeMap<?, ?>) m).keySet())))
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "TreeSet ordered by a method ref",
                () -> {
                  TreeSet<String> s =
                      new TreeSet<>((SerComparator<String>) MoreViewCases::byLength);
                  s.addAll(List.of("ccc", "a", "bb"));
                  return s;
                })
            .checkedBy(Checks.sameBy(s -> new ArrayList<>((TreeSet<?>) s)))
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "lambda in a user field",
                () -> {
                  Plain p = new Plain();
                  p.any = OtherCases.adder(9);
                  return p;
                })
            .checkedBy(
                Checks.sameBy(
                    p -> ((OtherTypes.SerFunction<Integer, Integer>) ((Plain) p).any).apply(1)))
            .withoutTopology());
  }

  private static void jdkLambdas(List<Case> out) {
    String f = "lambdas";
    out.add(
        Case.of(
                f,
                "TreeMap ordered by Comparator.comparing",
                () -> {
                  TreeMap<String, Integer> m =
                      new TreeMap<>(
                          java.util.Comparator.comparing(
                              (OtherTypes.SerFunction<String, Integer>) String::length));
                  m.put("ccc", 1);
                  m.put("a", 2);
                  m.put("bb", 3);
                  return m;
                })
            .checkedBy(Checks.sameBy(m -> new ArrayList<>(((TreeMap<?, ?>) m).keySet())))
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "Map.Entry.comparingByValue then key",
                () ->
                    Map.Entry.<String, Integer>comparingByValue()
                        .thenComparing(Map.Entry.comparingByKey()))
            .checkedBy(
                Checks.sameBy(
                    c -> {
                      List<Map.Entry<String, Integer>> l =
                          new ArrayList<>(List.of(Map.entry("b", 1), Map.entry("a", 1)));
                      l.sort((java.util.Comparator<Map.Entry<String, Integer>>) c);
                      return l.toString();
                    })));
  }

  private static int byLength(String a, String b) {
    return Integer.compare(a.length(), b.length());
  }

  private static void proxies(List<Case> out) {
    String f = "proxies";
    out.add(
        Case.of(
                f,
                "proxy in a user field",
                () -> {
                  Plain p = new Plain();
                  p.any =
                      Proxy.newProxyInstance(
                          MoreViewCases.class.getClassLoader(),
                          new Class<?>[] {Greeter.class},
                          new Handler("f", 2));
                  return p;
                })
            .checkedBy(Checks.sameBy(p -> ((Greeter) ((Plain) p).any).greet("z")))
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "array of proxies",
                () ->
                    new Counter[] {
                      (Counter)
                          Proxy.newProxyInstance(
                              MoreViewCases.class.getClassLoader(),
                              new Class<?>[] {Counter.class},
                              new Handler("c", 8))
                    })
            .checkedBy(Checks.sameBy(a -> a.getClass().getName() + ((Counter[]) a)[0].count())));
  }

  private static void arrays(List<Case> out) {
    String f = "arrays";
    out.add(
        Case.of(
            f,
            "Enum[]",
            () -> new Enum<?>[] {DayOfWeek.MONDAY, null, java.util.concurrent.TimeUnit.SECONDS}));
    out.add(
        Case.of(f, "Throwable[]", () -> new Throwable[] {new Exception("a"), null})
            .checkedBy(
                (e, a) -> {
                  assertEquals(Throwable[].class, a.getClass());
                  Checks.JDK_STATE.accept(((Throwable[]) e)[0], ((Throwable[]) a)[0]);
                }));
    out.add(
        Case.of(
                f,
                "Object[] holding itself",
                () -> {
                  Object[] a = new Object[2];
                  a[0] = a;
                  a[1] = "x";
                  return a;
                })
            .checkedBy(Checks.sameBy(a -> ((Object[]) a)[1]))
            .onlyWithRefs());
    out.add(Case.of(f, "List[]", () -> new List<?>[] {new ArrayList<>(List.of(1)), null}));
    out.add(
        Case.of(f, "Comparable[][] jagged", () -> new Comparable<?>[][] {{"a"}, null, {1, 2L}}));
    out.add(
        Case.of(
            f,
            "Object[] of primitive arrays",
            () -> new Object[] {new int[] {1}, new long[0], new char[] {'c'}}));
    out.add(
        Case.of(
                f,
                "Serializable[] of user objects",
                () -> new Serializable[] {new Node(1), new Node(2)})
            .checkedBy(Checks.sameBy(a -> ((Node) ((Serializable[]) a)[1]).value)));
  }

  private static void graphs(List<Case> out) {
    String f = "graphs";
    out.add(
        Case.of(
                f,
                "map holding itself",
                () -> {
                  Map<String, Object> m = new HashMap<>();
                  m.put("self", m);
                  m.put("v", 1);
                  return m;
                })
            .checkedBy(Checks.sameBy(m -> ((Map<?, ?>) m).get("v")))
            .withoutTopology()
            .onlyWithRefs());
    out.add(
        Case.of(
            f,
            "shared sublists",
            () -> {
              List<Object> shared = new ArrayList<>(List.of("s"));
              return new ArrayList<>(List.of(new ArrayList<>(List.of(shared)), shared));
            }));
    out.add(
        Case.of(
            f,
            "deep nested maps",
            () -> {
              Map<String, Object> root = new HashMap<>();
              Map<String, Object> cur = root;
              for (int i = 0; i < 200; i++) {
                Map<String, Object> next = new HashMap<>();
                cur.put("n", next);
                cur = next;
              }
              return root;
            }));
    out.add(
        Case.of(
                f,
                "long LinkedList",
                () -> new java.util.LinkedList<>(Arrays.asList(new Integer[5000])))
            .checkedBy(Checks.SAME)
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "hooked objects in a cycle",
                () -> {
                  Node a = new Node(1);
                  Node b = new Node(2);
                  a.next = b;
                  b.next = a;
                  a.other = new HookedTypes.Derived("d");
                  b.other = a.other;
                  return a;
                })
            .checkedBy(Checks.sameBy(n -> ((Node) n).next.next.value + "" + ((Node) n).next.other))
            .onlyWithRefs());
  }
}
