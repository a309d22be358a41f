package org.furylike.conformance;

import com.google.common.collect.ArrayListMultimap;
import com.google.common.collect.HashBasedTable;
import com.google.common.collect.HashMultimap;
import com.google.common.collect.ImmutableBiMap;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableListMultimap;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSetMultimap;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.LinkedHashMultimap;
import com.google.common.collect.TreeBasedTable;
import com.google.common.primitives.ImmutableDoubleArray;
import com.google.common.primitives.ImmutableIntArray;
import com.google.common.primitives.ImmutableLongArray;
import java.io.Serializable;
import java.lang.reflect.Proxy;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
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
import java.util.function.Supplier;
import org.furylike.conformance.OtherTypes.Counter;
import org.furylike.conformance.OtherTypes.Greeter;
import org.furylike.conformance.OtherTypes.Handler;
import org.furylike.conformance.OtherTypes.Node;
import org.furylike.conformance.OtherTypes.Plain;
import org.furylike.conformance.OtherTypes.SerFunction;
import org.furylike.conformance.OtherTypes.TreeNode;

/** Cases of lambdas, proxies, Guava types, JDK views, abstract-component arrays and graphs. */
final class OtherCases {
  private OtherCases() {}

  static void add(List<Case> out) {
    lambdas(out);
    proxies(out);
    guava(out);
    views(out);
    arrays(out);
    graphs(out);
  }

  static SerFunction<Integer, Integer> adder(int k) {
    return x -> x + k;
  }

  private static int twice(int x) {
    return 2 * x;
  }

  private static void lambdas(List<Case> out) {
    String f = "lambdas";
    out.add(Case.of(f, "capturing int", () -> adder(5)).checkedBy(Checks.applies(1, 6)));
    out.add(
        Case.of(
                f,
                "capturing string",
                () -> {
                  String p = "pre-";
                  return (SerFunction<String, String>) s -> p + s;
                })
            .checkedBy(Checks.applies("x", "pre-x")));
    out.add(
        Case.of(f, "non-capturing", () -> (SerFunction<Integer, Integer>) x -> x * x)
            .checkedBy(Checks.applies(7, 49)));
    out.add(
        Case.of(f, "static method ref", () -> (SerFunction<Integer, Integer>) OtherCases::twice)
            .checkedBy(Checks.applies(4, 8)));
    out.add(
        Case.of(f, "unbound method ref", () -> (SerFunction<String, Integer>) String::length)
            .checkedBy(Checks.applies("four", 4)));
    out.add(
        Case.of(
                f,
                "bound method ref",
                () -> {
                  List<String> words = new ArrayList<>(List.of("a", "b"));
                  return (SerFunction<Integer, String>) words::get;
                })
            .checkedBy(Checks.applies(1, "b")));
    out.add(
        Case.of(f, "constructor ref", () -> (SerFunction<String, StringBuilder>) StringBuilder::new)
            .checkedBy(
                Checks.sameBy(
                    fn -> ((SerFunction<String, StringBuilder>) fn).apply("sb").toString())));
    out.add(
        Case.of(
                f,
                "capturing a list",
                () -> {
                  List<Integer> xs = new ArrayList<>(List.of(1, 2, 3));
                  return (SerFunction<Integer, Boolean>) xs::contains;
                })
            .checkedBy(Checks.applies(2, true)));
    out.add(
        Case.of(f, "intersection cast runnable", () -> (Runnable & Serializable) () -> {})
            .checkedBy(
                (e, a) -> {
                  ((Runnable) a).run();
                  org.junit.jupiter.api.Assertions.assertTrue(a instanceof Serializable);
                }));
    out.add(
        Case.of(f, "lambdas in a list", () -> new ArrayList<Object>(List.of(adder(1), adder(2))))
            .checkedBy(
                Checks.sameBy(
                    l ->
                        List.of(
                            ((SerFunction<Integer, Integer>) ((List<?>) l).get(0)).apply(10),
                            ((SerFunction<Integer, Integer>) ((List<?>) l).get(1)).apply(10)))));
    out.add(
        Case.of(
                f,
                "composed lambdas",
                () -> {
                  SerFunction<Integer, Integer> a = adder(3);
                  SerFunction<Integer, Integer> b = adder(4);
                  return (SerFunction<Integer, Integer>) x -> b.apply(a.apply(x));
                })
            .checkedBy(Checks.applies(0, 7)));
  }

  private static Object proxy(String prefix, int n, Class<?>... interfaces) {
    return Proxy.newProxyInstance(
        OtherCases.class.getClassLoader(), interfaces, new Handler(prefix, n));
  }

  private static void proxies(List<Case> out) {
    String f = "proxies";
    out.add(
        Case.of(f, "one interface", () -> proxy("hi ", 1, Greeter.class))
            .checkedBy(Checks.sameBy(p -> ((Greeter) p).greet("bob"))));
    out.add(
        Case.of(f, "two interfaces", () -> proxy("yo ", 5, Greeter.class, Counter.class))
            .checkedBy(Checks.sameBy(p -> ((Greeter) p).greet("x") + ((Counter) p).count())));
    out.add(
        Case.of(
                f,
                "proxy in a list",
                () ->
                    new ArrayList<>(
                        List.of(proxy("a", 1, Counter.class), proxy("b", 2, Counter.class))))
            .checkedBy(Checks.sameBy(l -> ((Counter) ((List<?>) l).get(1)).count())));
    out.add(
        Case.of(f, "proxy equals via handler", () -> proxy("e", 3, Greeter.class))
            .checkedBy((e, a) -> org.junit.jupiter.api.Assertions.assertEquals(e, a)));
    out.add(
        Case.of(
                f,
                "same proxy twice",
                () -> {
                  Object p = proxy("s", 4, Counter.class);
                  return new ArrayList<>(Arrays.asList(p, p));
                })
            .checkedBy(Checks.sameBy(l -> ((Counter) ((List<?>) l).get(0)).count())));
  }

  private static void guava(List<Case> out) {
    String f = "guava";
    out.add(
        Case.of(f, "ImmutableList", () -> ImmutableList.of("a", "b", "c"))
            .checkedBy(Checks.equalAnd(ImmutableList.class)));
    out.add(
        Case.of(f, "empty ImmutableList", () -> ImmutableList.of())
            .checkedBy(Checks.equalAnd(ImmutableList.class)));
    out.add(
        Case.of(f, "ImmutableSet", () -> ImmutableSet.of(3, 1, 2))
            .checkedBy(Checks.equalAnd(ImmutableSet.class)));
    out.add(
        Case.of(f, "ImmutableSortedSet", () -> ImmutableSortedSet.of("z", "a"))
            .checkedBy(Checks.equalAnd(ImmutableSortedSet.class)));
    out.add(
        Case.of(
                f,
                "ImmutableSortedSet reversed",
                () -> ImmutableSortedSet.reverseOrder().add("a", "b").build())
            .checkedBy(
                (e, a) -> {
                  Checks.equalAnd(ImmutableSortedSet.class).accept(e, a);
                  org.junit.jupiter.api.Assertions.assertEquals(
                      new ArrayList<>((Set<?>) e), new ArrayList<>((Set<?>) a));
                })
            .withoutTopology());
    out.add(
        Case.of(f, "ImmutableMap", () -> ImmutableMap.of("k", 1, "j", 2))
            .checkedBy(Checks.equalAnd(ImmutableMap.class)));
    out.add(
        Case.of(f, "ImmutableSortedMap", () -> ImmutableSortedMap.of("b", 2, "a", 1))
            .checkedBy(Checks.equalAnd(ImmutableSortedMap.class)));
    out.add(
        Case.of(f, "ImmutableBiMap", () -> ImmutableBiMap.of("x", 1))
            .checkedBy(Checks.equalAnd(ImmutableBiMap.class)));
    out.add(
        Case.of(f, "ImmutableListMultimap", () -> ImmutableListMultimap.of("a", 1, "a", 2))
            .checkedBy(Checks.equalAnd(ImmutableListMultimap.class))
            .withoutTopology());
    out.add(
        Case.of(f, "ImmutableSetMultimap", () -> ImmutableSetMultimap.of("a", 1, "b", 2))
            .checkedBy(Checks.equalAnd(ImmutableSetMultimap.class))
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "ArrayListMultimap",
                () -> {
                  ArrayListMultimap<String, Integer> m = ArrayListMultimap.create();
                  m.put("a", 1);
                  m.put("a", 1);
                  return m;
                })
            .checkedBy(Checks.SAME)
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "HashMultimap",
                () -> {
                  HashMultimap<String, Integer> m = HashMultimap.create();
                  m.put("a", 1);
                  m.put("b", 2);
                  return m;
                })
            .checkedBy(Checks.SAME)
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "LinkedHashMultimap",
                () -> {
                  LinkedHashMultimap<String, Integer> m = LinkedHashMultimap.create();
                  m.put("z", 1);
                  m.put("a", 2);
                  return m;
                })
            .checkedBy(Checks.SAME)
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "HashBasedTable",
                () -> {
                  HashBasedTable<String, String, Integer> t = HashBasedTable.create();
                  t.put("r", "c", 1);
                  return t;
                })
            .checkedBy(Checks.SAME)
            .withoutTopology());
    out.add(
        Case.of(
                f,
                "TreeBasedTable",
                () -> {
                  TreeBasedTable<String, String, Integer> t = TreeBasedTable.create();
                  t.put("r", "c", 1);
                  t.put("a", "b", 2);
                  return t;
                })
            .checkedBy(Checks.SAME)
            .withoutTopology());
    out.add(
        Case.of(f, "ImmutableIntArray", () -> ImmutableIntArray.of(1, 2, 3))
            .checkedBy(Checks.SAME));
    out.add(
        Case.of(f, "ImmutableLongArray", () -> ImmutableLongArray.of(1L, -2L))
            .checkedBy(Checks.SAME));
    out.add(
        Case.of(f, "ImmutableDoubleArray", () -> ImmutableDoubleArray.of(0.5))
            .checkedBy(Checks.SAME));
    out.add(
        Case.of(
            f,
            "guava in a user field",
            () -> {
              Plain p = new Plain();
              p.any = ImmutableList.of(ImmutableMap.of("k", ImmutableSet.of(1)));
              return p;
            }));
  }

  private static void views(List<Case> out) {
    String f = "jdk views";
    List<String> list = new ArrayList<>(List.of("a", "b", "c", "d"));
    Map<String, Integer> hash = new HashMap<>(Map.of("a", 1, "b", 2, "c", 3));
    Map<String, Integer> linked = new LinkedHashMap<>(hash);
    TreeMap<String, Integer> tree = new TreeMap<>(hash);
    view(out, f, "ArrayList.subList", () -> list.subList(1, 3), ArrayList.class);
    view(out, f, "LinkedList.subList", () -> new LinkedList<>(list).subList(0, 2), ArrayList.class);
    view(out, f, "nCopies", () -> Collections.nCopies(3, "x"), ArrayList.class);
    view(out, f, "HashMap.keySet", hash::keySet, HashSet.class);
    view(out, f, "HashMap.values", hash::values, ArrayList.class);
    view(out, f, "HashMap.entrySet", hash::entrySet, HashSet.class);
    view(out, f, "LinkedHashMap.keySet", linked::keySet, LinkedHashSet.class);
    view(out, f, "LinkedHashMap.values", linked::values, ArrayList.class);
    view(out, f, "TreeMap.values", tree::values, ArrayList.class);
    view(
        out,
        f,
        "ConcurrentHashMap.values",
        () -> new ConcurrentHashMap<>(hash).values(),
        ArrayList.class);
    out.add(
        Case.of(f, "TreeMap.keySet", tree::keySet)
            .checkedBy(Checks.equalAnd(java.util.SortedSet.class)));
    out.add(
        Case.of(f, "TreeMap.headMap", () -> tree.headMap("c"))
            .checkedBy(Checks.equalAnd(java.util.SortedMap.class)));
    out.add(
        Case.of(
                f,
                "checkedList",
                () -> Collections.checkedList(new ArrayList<>(list), String.class))
            .checkedBy(Checks.equalAnd(List.class)));
    out.add(
        Case.of(f, "checkedSet", () -> Collections.checkedSet(new HashSet<>(list), String.class))
            .checkedBy(Checks.equalAnd(Set.class)));
    out.add(
        Case.of(
                f,
                "checkedMap",
                () -> Collections.checkedMap(new HashMap<>(hash), String.class, Integer.class))
            .checkedBy(Checks.equalAnd(Map.class)));
    out.add(
        Case.of(
                f,
                "newSetFromMap",
                () -> {
                  Set<String> s = Collections.newSetFromMap(new HashMap<>());
                  s.addAll(list);
                  return s;
                })
            .checkedBy(Checks.equalAnd(Set.class)));
    out.add(
        Case.of(
                f,
                "ConcurrentHashMap.newKeySet",
                () -> {
                  Set<String> s = ConcurrentHashMap.newKeySet();
                  s.addAll(list);
                  return s;
                })
            .checkedBy(Checks.equalAnd(Set.class)));
    out.add(
        Case.of(f, "unmodifiableList", () -> Collections.unmodifiableList(new ArrayList<>(list)))
            .checkedBy(Checks.equalAnd(List.class)));
    out.add(
        Case.of(f, "unmodifiableMap", () -> Collections.unmodifiableMap(new HashMap<>(hash)))
            .checkedBy(Checks.equalAnd(Map.class)));
    out.add(
        Case.of(f, "synchronizedList", () -> Collections.synchronizedList(new ArrayList<>(list)))
            .checkedBy(Checks.equalAnd(List.class)));
    out.add(Case.of(f, "emptyList", Collections::emptyList).checkedBy(Checks.equalAnd(List.class)));
    out.add(
        Case.of(f, "singletonMap", () -> Collections.singletonMap("k", 1))
            .checkedBy(Checks.equalAnd(Map.class)));
    out.add(
        Case.of(f, "Arrays.asList", () -> Arrays.asList("x", null, "z"))
            .checkedBy(Checks.equalAnd(List.class)));
    out.add(Case.of(f, "List.of", () -> List.of(1, 2, 3)).checkedBy(Checks.equalAnd(List.class)));
    out.add(
        Case.of(f, "Map.entry", () -> Map.entry("k", 1))
            .checkedBy(Checks.equalAnd(Map.Entry.class)));
    out.add(
        Case.of(
                f,
                "views in a user field",
                () -> {
                  Plain p = new Plain();
                  p.any = new ArrayList<>(List.of(list.subList(0, 2), hash.keySet()));
                  return p;
                })
            .checkedBy(Checks.sameBy(p -> ((Plain) p).any.toString().length())));
  }

  private static void view(
      List<Case> out, String f, String name, Supplier<Object> v, Class<?> kind) {
    out.add(Case.of(f, name, v).checkedBy(Checks.contents(kind)));
  }

  private static void arrays(List<Case> out) {
    String f = "arrays";
    out.add(Case.of(f, "Number[]", () -> new Number[] {1, 2L, 3.5, new BigDecimal("1.25"), null}));
    out.add(
        Case.of(
            f,
            "CharSequence[]",
            () -> new CharSequence[] {"s", new StringBuilder("sb").toString()}));
    out.add(
        Case.of(
            f,
            "Comparable[]",
            () -> new Comparable<?>[] {"a", 1, java.time.LocalDate.of(2020, 1, 2)}));
    out.add(
        Case.of(
            f, "Serializable[]", () -> new Serializable[] {"x", 2, new HashMap<>(Map.of("k", 1))}));
    out.add(Case.of(f, "Object[][]", () -> new Object[][] {{1, "a"}, {}, null}));
    out.add(Case.of(f, "Number[][]", () -> new Number[][] {{1, 2.0}, {3L}}));
    out.add(
        Case.of(f, "Runnable[]", () -> new Runnable[] {(Runnable & Serializable) () -> {}})
            .checkedBy(
                (e, a) -> {
                  org.junit.jupiter.api.Assertions.assertEquals(Runnable[].class, a.getClass());
                  ((Runnable[]) a)[0].run();
                }));
    out.add(
        Case.of(
            f,
            "Iterable[]",
            () -> new Iterable<?>[] {new ArrayList<>(List.of(1)), new HashSet<>(Set.of("s"))}));
    out.add(
        Case.of(
            f,
            "Map[]",
            () -> new Map<?, ?>[] {new HashMap<>(Map.of(1, 2)), new TreeMap<>(Map.of("a", "b"))}));
    out.add(
        Case.of(
            f,
            "Number[] in a field",
            () -> {
              Plain p = new Plain();
              p.any = new Number[] {1, 2.5f};
              return p;
            }));
    out.add(
        Case.of(
            f,
            "shared element",
            () -> {
              List<Integer> shared = new ArrayList<>(List.of(1));
              return new Object[] {shared, shared};
            }));
  }

  private static void graphs(List<Case> out) {
    String f = "graphs";
    out.add(
        Case.of(f, "2000-node chain", () -> chain(2000))
            .checkedBy(Checks.sameBy(OtherCases::chainValues)));
    out.add(
        Case.of(
                f,
                "chain with back-references",
                () -> {
                  Node head = chain(50);
                  Node n = head;
                  while (n.next != null) {
                    n.other = head;
                    n = n.next;
                  }
                  return head;
                })
            .checkedBy(Checks.sameBy(OtherCases::chainValues))
            .onlyWithRefs());
    out.add(
        Case.of(
                f,
                "cycle",
                () -> {
                  Node a = new Node(1);
                  a.next = new Node(2);
                  a.next.next = a;
                  return a;
                })
            .checkedBy(Checks.sameBy(n -> ((Node) n).next.next.value))
            .onlyWithRefs());
    out.add(
        Case.of(
                f,
                "self-containing list",
                () -> {
                  List<Object> l = new ArrayList<>();
                  l.add(l);
                  l.add("x");
                  return l;
                })
            .checkedBy(Checks.sameBy(l -> ((List<?>) l).get(1)))
            .onlyWithRefs());
    out.add(
        Case.of(
                f,
                "tree with parents",
                () -> {
                  TreeNode root = new TreeNode("root");
                  for (int i = 0; i < 20; i++) {
                    TreeNode c = new TreeNode("c" + i);
                    c.parent = root;
                    root.children.add(c);
                  }
                  return root;
                })
            .checkedBy(Checks.sameBy(t -> ((TreeNode) t).children.get(7).parent.name))
            .onlyWithRefs());
    out.add(
        Case.of(
            f,
            "deep nested lists",
            () -> {
              List<Object> l = new ArrayList<>();
              List<Object> cur = l;
              for (int i = 0; i < 100; i++) {
                List<Object> next = new ArrayList<>();
                cur.add(next);
                cur = next;
              }
              return l;
            }));
    out.add(
        Case.of(
                f,
                "diamond",
                () -> {
                  Node shared = new Node(9);
                  Node a = new Node(1);
                  Node b = new Node(2);
                  a.next = shared;
                  b.next = shared;
                  return new ArrayList<>(List.of(a, b));
                })
            .checkedBy(Checks.sameBy(l -> ((Node) ((List<?>) l).get(1)).next.value)));
    out.add(
        Case.of(
            f,
            "plain object",
            () -> {
              Plain p = new Plain();
              p.i = 3;
              p.s = "s";
              p.ds = new double[] {1, 2};
              p.any = new int[] {4};
              return p;
            }));
  }

  private static Node chain(int length) {
    Node head = new Node(0);
    Node n = head;
    for (int i = 1; i < length; i++) {
      n.next = new Node(i);
      n = n.next;
    }
    return head;
  }

  private static Object chainValues(Object head) {
    List<Integer> values = new ArrayList<>();
    for (Node n = (Node) head; n != null; n = n.next) {
      values.add(n.value);
    }
    return values;
  }
}
