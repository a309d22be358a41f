package org.furylike.serializer.builtin;

import static org.furylike.serializer.builtin.CollectionFixtures.SAME_ELEMENTS;
import static org.furylike.serializer.builtin.CollectionFixtures.SETUP;
import static org.furylike.serializer.builtin.CollectionFixtures.assertSameComparator;
import static org.furylike.serializer.builtin.CollectionFixtures.sameSorted;
import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.SortedSet;
import java.util.Stack;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.DelayQueue;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.function.BiConsumer;
import java.util.function.IntFunction;
import org.furylike.Fury;
import org.furylike.exception.FuryException;
import org.furylike.serializer.builtin.CollectionFixtures.Big;
import org.furylike.serializer.builtin.CollectionFixtures.Box;
import org.furylike.serializer.builtin.CollectionFixtures.ByLength;
import org.furylike.serializer.builtin.CollectionFixtures.Color;
import org.furylike.serializer.builtin.CollectionFixtures.Nothing;
import org.furylike.serializer.builtin.CollectionFixtures.OwnedList;
import org.furylike.serializer.builtin.CollectionFixtures.Task;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Mutable JDK collections, enum sets, bit sets and collection subclasses, over the config matrix.
 */
class CollectionRoundTripTest {
  private static final List<Object> MIXED =
      Arrays.asList("a", null, 1, 2L, 3.5, Color.GREEN, "é€", new Box(7), List.of(1, 2));

  /** The comparators every sorted collection is tried with. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static List<Comparator<Object>> comparators() {
    List<Comparator<Object>> out = new ArrayList<>();
    out.add(null);
    out.add((Comparator) Comparator.naturalOrder());
    out.add(Collections.reverseOrder());
    out.add((Comparator) Comparator.reverseOrder());
    out.add((Comparator) String.CASE_INSENSITIVE_ORDER);
    out.add((Comparator) Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER));
    out.add((Comparator) new ByLength());
    out.add((Comparator) Collections.reverseOrder(new ByLength()));
    out.add((Comparator) new ByLength().reversed());
    return out;
  }

  private static final List<String> WORDS =
      List.of("pear", "Apple", "fig", "banana", "kiwi", "FIG");

  @Test
  void listsKeepOrderNullsAndMixedElements() {
    List<IntFunction<Collection<Object>>> factories =
        List.of(ArrayList::new, n -> new LinkedList<>(), Vector::new, n -> new Stack<>());
    for (IntFunction<Collection<Object>> f : factories) {
      Collection<Object> empty = f.apply(0);
      assertRoundTrip(empty, SETUP);
      Collection<Object> c = f.apply(4);
      c.addAll(MIXED);
      assertRoundTrip(c, SETUP);
      Collection<Object> strings = f.apply(100);
      for (int i = 0; i < 100; i++) {
        strings.add("s" + i);
      }
      assertRoundTrip(strings, SETUP);
    }
  }

  @Test
  void hashSetsKeepElementsAndLinkedOnesTheirOrder() {
    assertRoundTrip(new HashSet<>(MIXED), SETUP);
    assertRoundTrip(new HashSet<>(), SETUP);
    LinkedHashSet<Object> linked = new LinkedHashSet<>(List.of("z", "a", "m", 3, 1, 2));
    assertRoundTrip(linked, SETUP, SAME_ELEMENTS);
  }

  @Test
  void sortedSetsKeepTheirComparator() {
    for (Comparator<Object> cmp : comparators()) {
      for (SortedSet<Object> set :
          List.<SortedSet<Object>>of(new TreeSet<>(cmp), new ConcurrentSkipListSet<>(cmp))) {
        assertRoundTrip(set, SETUP, sortedCheck());
        set.addAll(WORDS);
        assertRoundTrip(set, SETUP, sortedCheck());
      }
    }
  }

  private static BiConsumer<Object, Object> sortedCheck() {
    return (expected, actual) -> {
      SAME_ELEMENTS.accept(expected, actual);
      assertSameComparator(
          ((SortedSet<?>) expected).comparator(), ((SortedSet<?>) actual).comparator());
    };
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void priorityQueuesKeepElementsAndComparator() {
    Comparator<Object> byString = Comparator.comparing(String::valueOf);
    for (Comparator<Object> cmp : comparators()) {
      for (Collection<Object> q :
          List.<Collection<Object>>of(
              new PriorityQueue<>(cmp), new PriorityBlockingQueue<>(11, cmp))) {
        q.addAll(WORDS);
        assertRoundTrip(
            q,
            SETUP,
            (e, a) -> {
              sameSorted(byString).accept(e, a);
              Comparator<?> ec =
                  e instanceof PriorityQueue
                      ? ((PriorityQueue) e).comparator()
                      : ((PriorityBlockingQueue) e).comparator();
              Comparator<?> ac =
                  a instanceof PriorityQueue
                      ? ((PriorityQueue) a).comparator()
                      : ((PriorityBlockingQueue) a).comparator();
              assertSameComparator(ec, ac);
              // the heap works: polling yields the comparator's order
              List<Object> polled = new ArrayList<>();
              Collection<Object> copy = (Collection<Object>) a;
              while (!copy.isEmpty()) {
                polled.add(((java.util.Queue<Object>) copy).poll());
              }
              Comparator<Object> order =
                  ec == null ? (Comparator) Comparator.naturalOrder() : (Comparator) ec;
              for (int i = 1; i < polled.size(); i++) {
                assertTrue(
                    order.compare(polled.get(i - 1), polled.get(i)) <= 0, "poll order " + polled);
              }
            });
      }
    }
  }

  @Test
  void unboundedQueuesKeepOrder() {
    List<Collection<Object>> queues =
        List.of(
            new ArrayDeque<>(),
            new ConcurrentLinkedQueue<>(),
            new ConcurrentLinkedDeque<>(),
            new LinkedTransferQueue<>(),
            new LinkedBlockingQueue<>(),
            new LinkedBlockingDeque<>());
    for (Collection<Object> q : queues) {
      assertRoundTrip(q, SETUP, SAME_ELEMENTS);
      q.addAll(List.of("x", 1, Color.RED, "y"));
      assertRoundTrip(q, SETUP, SAME_ELEMENTS);
    }
  }

  @Test
  void boundedQueuesKeepTheirCapacity() {
    List<BlockingQueue<Object>> queues =
        List.of(
            new ArrayBlockingQueue<>(10),
            new LinkedBlockingQueue<>(7),
            new LinkedBlockingDeque<>(5),
            new ArrayBlockingQueue<>(3),
            new LinkedBlockingQueue<>());
    for (BlockingQueue<Object> q : queues) {
      q.add("a");
      q.add(2);
      assertRoundTrip(
          q,
          SETUP,
          (e, a) -> {
            SAME_ELEMENTS.accept(e, a);
            assertEquals(
                ((BlockingQueue<?>) e).remainingCapacity(),
                ((BlockingQueue<?>) a).remainingCapacity());
          });
    }
    ArrayBlockingQueue<Object> full = new ArrayBlockingQueue<>(2);
    full.add("a");
    full.add("b");
    assertRoundTrip(full, SETUP, SAME_ELEMENTS);
  }

  @Test
  void delayQueueKeepsItsTasks() {
    DelayQueue<Task> q = new DelayQueue<>();
    q.add(new Task("late", 5_000_000_000L));
    q.add(new Task("soon", 1_000_000_000L));
    assertRoundTrip(q, SETUP, sameSorted(Comparator.comparing(o -> ((Task) o).delayNanos)));
  }

  @Test
  void copyOnWriteCollections() {
    assertRoundTrip(new CopyOnWriteArrayList<>(MIXED), SETUP);
    assertRoundTrip(new CopyOnWriteArrayList<>(), SETUP);
    assertRoundTrip(new CopyOnWriteArraySet<>(List.of("b", "a", 3)), SETUP, SAME_ELEMENTS);
    assertRoundTrip(new CopyOnWriteArraySet<>(), SETUP);
  }

  @Test
  void enumSetsOfEverySize() {
    assertRoundTrip(EnumSet.noneOf(Color.class), SETUP);
    assertRoundTrip(EnumSet.of(Color.GREEN), SETUP);
    assertRoundTrip(EnumSet.allOf(Color.class), SETUP);
    assertRoundTrip(EnumSet.noneOf(Big.class), SETUP);
    assertRoundTrip(EnumSet.of(Big.B0, Big.B64, Big.B69), SETUP);
    assertRoundTrip(EnumSet.allOf(Big.class), SETUP);
    assertRoundTrip(EnumSet.noneOf(Nothing.class), SETUP);
    // the element type survives an empty set: adding a constant of another enum must fail
    ConfigMatrix.forEach(
        p -> {
          @SuppressWarnings({"unchecked", "rawtypes"})
          EnumSet<Color> back = (EnumSet) RoundTrip.through(p, EnumSet.noneOf(Color.class), SETUP);
          back.add(Color.BLUE);
          assertEquals(EnumSet.of(Color.BLUE), back);
          assertEquals(
              EnumSet.allOf(Color.class), EnumSet.complementOf(EnumSet.noneOf(Color.class)));
        });
  }

  @Test
  void bitSets() {
    assertRoundTrip(new BitSet(), SETUP);
    BitSet bits = new BitSet();
    bits.set(0);
    bits.set(63);
    bits.set(64);
    bits.set(1000, 1100);
    assertRoundTrip(bits, SETUP);
  }

  @Test
  void jdkComparatorsAsValues() {
    assertRoundTrip(String.CASE_INSENSITIVE_ORDER, SETUP, (e, a) -> assertSame(e, a));
    assertRoundTrip(Comparator.naturalOrder(), SETUP, (e, a) -> assertSame(e, a));
    assertRoundTrip(Collections.reverseOrder(), SETUP, (e, a) -> assertSame(e, a));
    assertRoundTrip(Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER), SETUP);
    assertRoundTrip(
        Collections.reverseOrder(new ByLength()),
        SETUP,
        (e, a) -> assertSameComparator((Comparator<?>) e, (Comparator<?>) a));
  }

  @Test
  void lambdaComparatorIsRejectedClearly() {
    TreeSet<String> set = new TreeSet<>(Comparator.comparing(String::length));
    set.add("a");
    Fury fury = Fury.builder().build();
    FuryException e = assertThrows(FuryException.class, () -> fury.serialize(set));
    assertTrue(e.getMessage().contains("lambda"), e.getMessage());
  }

  @Test
  void subclassWithOwnField() {
    OwnedList list = new OwnedList();
    list.owner = "ann";
    list.addAll(List.of("x", "y"));
    assertRoundTrip(
        list,
        SETUP,
        (e, a) -> {
          assertEquals(e, a);
          assertEquals(OwnedList.class, a.getClass());
          assertEquals("ann", ((OwnedList) a).owner);
        });
  }

  @Test
  void selfReferenceResolvesWithRefTracking() {
    List<Collection<Object>> containers =
        List.of(
            new ArrayList<>(),
            new CopyOnWriteArrayList<>(),
            Collections.synchronizedList(new ArrayList<>()));
    for (Collection<Object> c : containers) {
      c.add("head");
      c.add(c);
      for (ConfigMatrix.Point point : ConfigMatrix.points()) {
        if (!point.refTracking) {
          continue;
        }
        List<?> back = (List<?>) RoundTrip.through(point, c, SETUP);
        assertEquals(c.getClass(), back.getClass());
        assertSame(back, back.get(1));
        Fury fury = point.newFury(SETUP);
        List<?> copy = (List<?>) fury.copy(c);
        assertSame(copy, copy.get(1));
      }
    }
  }

  @Test
  void copiesAreDeepAndIndependent() {
    Fury fury = Fury.builder().build();
    SETUP.accept(fury);
    List<Collection<Object>> all =
        List.of(
            new ArrayList<>(),
            new LinkedList<>(),
            new ArrayDeque<>(),
            new Vector<>(),
            new Stack<>(),
            new HashSet<>(),
            new LinkedHashSet<>(),
            new TreeSet<>(Comparator.comparingInt(o -> ((Box) o).value)),
            new PriorityQueue<>(Comparator.comparingInt(o -> ((Box) o).value)),
            new CopyOnWriteArrayList<>(),
            new CopyOnWriteArraySet<>(),
            new ConcurrentLinkedQueue<>(),
            new ConcurrentLinkedDeque<>(),
            new ArrayBlockingQueue<>(4),
            new LinkedBlockingQueue<>(),
            new LinkedBlockingDeque<>(),
            new LinkedTransferQueue<>());
    for (Collection<Object> c : all) {
      if (c instanceof SortedSet || c instanceof PriorityQueue) {
        continue; // lambda comparators cannot be copied; covered with real comparators below
      }
      c.add(new Box(1));
      c.add(new Box(2));
      Collection<Object> copy = fury.copy(c);
      assertNotSame(c, copy);
      assertEquals(c.getClass(), copy.getClass());
      assertEquals(new ArrayList<>(c), new ArrayList<>(copy));
      Box first = (Box) copy.iterator().next();
      assertTrue(c.stream().noneMatch(o -> o == first), "elements are copied");
      copy.clear();
      assertEquals(2, c.size(), "original unaffected by changes to the copy");
    }
    TreeSet<String> sorted = new TreeSet<>(Collections.reverseOrder(new ByLength()));
    sorted.addAll(List.of("a", "bbb", "cc"));
    TreeSet<String> sortedCopy = fury.copy(sorted);
    assertEquals(List.of("bbb", "cc", "a"), new ArrayList<>(sortedCopy));
    assertNotSame(sorted.comparator().reversed(), sortedCopy.comparator().reversed());
    EnumSet<Color> colors = EnumSet.of(Color.RED);
    EnumSet<Color> colorsCopy = fury.copy(colors);
    colorsCopy.add(Color.BLUE);
    assertEquals(EnumSet.of(Color.RED), colors);
    BitSet bits = new BitSet();
    bits.set(3);
    BitSet bitsCopy = fury.copy(bits);
    bitsCopy.set(4);
    assertEquals(1, bits.cardinality());
  }
}
