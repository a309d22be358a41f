package org.furylike;

import static org.furylike.testing.RoundTrip.registering;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.exception.MaxDepthExceededException;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.api.Test;

/**
 * Shared and cyclic references: identity kept with reference tracking (and always by copy); equal
 * distinct copies and a clean depth error without it.
 */
class ReferenceTrackingTest {
  static final class Node {
    String name;
    Node next;
    Node other;
    Object payload;
    int[] numbers;
    int[] moreNumbers;
    List<Object> list;

    Node() {}

    Node(String name) {
      this.name = name;
    }

    @Override
    public boolean equals(Object o) {
      // shallow on references: only used for acyclic graphs
      if (!(o instanceof Node)) {
        return false;
      }
      Node n = (Node) o;
      return Objects.equals(name, n.name)
          && Objects.equals(next, n.next)
          && Objects.equals(other, n.other)
          && Objects.deepEquals(payload, n.payload)
          && java.util.Arrays.equals(numbers, n.numbers)
          && java.util.Arrays.equals(moreNumbers, n.moreNumbers)
          && Objects.equals(list, n.list);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(name);
    }
  }

  record Holder(Object[] items) {}

  private static final Consumer<Fury> SETUP = registering(Node.class, Holder.class);

  /**
   * Runs {@code check} on the result of serialize/deserialize and of copy, at every ref=true point.
   */
  private static void withRefTracking(Object value, Consumer<Object> check) {
    ConfigMatrix.forEach(
        p -> {
          if (!p.refTracking) {
            return;
          }
          Fury writer = p.newFury(SETUP);
          Fury reader = p.newFury(SETUP);
          check.accept(reader.deserialize(writer.serialize(value)));
          check.accept(writer.copy(value));
        });
  }

  private static List<ConfigMatrix.Point> untrackedPoints() {
    return ConfigMatrix.points().stream().filter(p -> !p.refTracking).toList();
  }

  @Test
  void objectInTwoFieldsComesBackAsOneObject() {
    Node root = new Node("root");
    Node shared = new Node("shared");
    root.next = shared;
    root.other = shared;
    root.numbers = new int[] {1, 2};
    root.moreNumbers = root.numbers;
    root.list = new ArrayList<>(List.of("x"));
    root.payload = root.list;
    withRefTracking(
        root,
        v -> {
          Node back = (Node) v;
          assertEquals("shared", back.next.name);
          assertSame(back.next, back.other);
          assertSame(back.numbers, back.moreNumbers);
          assertSame(back.list, back.payload);
          assertNotSame(shared, back.next);
        });
  }

  @Test
  void sharedObjectsAreEqualDistinctCopiesWithoutRefTracking() {
    Node root = new Node("root");
    Node shared = new Node("shared");
    root.next = shared;
    root.other = shared;
    root.numbers = new int[] {1, 2};
    root.moreNumbers = root.numbers;
    for (ConfigMatrix.Point p : untrackedPoints()) {
      Node back = (Node) p.newFury(SETUP).deserialize(p.newFury(SETUP).serialize(root));
      assertEquals(back.next, back.other);
      assertNotSame(back.next, back.other);
      assertArrayEquals(back.numbers, back.moreNumbers);
      assertNotSame(back.numbers, back.moreNumbers);
    }
  }

  @Test
  void selfCycle() {
    Node a = new Node("a");
    a.next = a;
    withRefTracking(
        a,
        v -> {
          Node back = (Node) v;
          assertSame(back, back.next);
          assertEquals("a", back.name);
        });
  }

  @Test
  void longerCycle() {
    Node a = new Node("a");
    Node b = new Node("b");
    Node c = new Node("c");
    a.next = b;
    b.next = c;
    c.next = a;
    c.other = b;
    withRefTracking(
        a,
        v -> {
          Node back = (Node) v;
          assertSame(back, back.next.next.next);
          assertSame(back.next, back.next.next.other);
          assertEquals("c", back.next.next.name);
        });
  }

  @Test
  void listContainingItself() {
    List<Object> list = new ArrayList<>();
    list.add("first");
    list.add(list);
    list.add(null);
    list.add(list);
    Function<Object, List<?>> asList = v -> (List<?>) v;
    withRefTracking(
        list,
        v -> {
          List<?> back = asList.apply(v);
          assertEquals(4, back.size());
          assertEquals("first", back.get(0));
          assertSame(back, back.get(1));
          assertNull(back.get(2));
          assertSame(back, back.get(3));
        });
  }

  @Test
  void cyclesThroughArrays() {
    Object[] array = new Object[3];
    array[0] = array;
    Node n = new Node("n");
    n.payload = array;
    array[1] = n;
    array[2] = "s";
    withRefTracking(
        array,
        v -> {
          Object[] back = (Object[]) v;
          assertSame(back, back[0]);
          assertSame(back, ((Node) back[1]).payload);
          assertEquals("s", back[2]);
        });
    withRefTracking(
        n,
        v -> {
          Node back = (Node) v;
          Object[] arr = (Object[]) back.payload;
          assertSame(back, arr[1]);
          assertSame(arr, arr[0]);
        });
  }

  @Test
  void cyclesThroughMaps() {
    Map<String, Object> map = new HashMap<>();
    Node n = new Node("n");
    map.put("self", map);
    map.put("node", n);
    n.payload = map;
    n.list = new ArrayList<>();
    n.list.add(map);
    n.list.add(n);
    withRefTracking(
        map,
        v -> {
          Map<?, ?> back = (Map<?, ?>) v;
          assertSame(back, back.get("self"));
          Node node = (Node) back.get("node");
          assertSame(back, node.payload);
          assertSame(back, node.list.get(0));
          assertSame(node, node.list.get(1));
        });
  }

  @Test
  void cycleThroughARecordIsRejectedCleanly() {
    Object[] items = new Object[1];
    Holder h = new Holder(items);
    items[0] = h;
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      if (!p.refTracking) {
        continue;
      }
      byte[] bytes = p.newFury(SETUP).serialize(h);
      Fury reader = p.newFury(SETUP);
      DeserializationException e =
          assertThrows(DeserializationException.class, () -> reader.deserialize(bytes));
      assertTrue(e.getMessage().contains("still being constructed"), e.getMessage());
    }
  }

  @Test
  void cycleWithoutRefTrackingFailsWithDepthErrorNotStackOverflow() {
    Node a = new Node("a");
    a.next = a;
    List<Object> list = new ArrayList<>();
    list.add(list);
    Object[] array = new Object[1];
    array[0] = array;
    Map<String, Object> map = new HashMap<>();
    map.put("m", map);
    for (ConfigMatrix.Point p : untrackedPoints()) {
      Fury fury = p.newFury(SETUP);
      for (Object cyclic : new Object[] {a, list, array, map}) {
        MaxDepthExceededException e =
            assertThrows(MaxDepthExceededException.class, () -> fury.serialize(cyclic));
        assertTrue(e instanceof FuryException);
        assertTrue(e.getMessage().contains("withRefTracking"), e.getMessage());
      }
      // the instance is still usable afterwards
      assertEquals("ok", fury.deserialize(fury.serialize("ok")));
    }
  }

  @Test
  void deepButAcyclicGraphWithinMaxDepthWorksWithoutRefTracking() {
    Node head = new Node("0");
    Node cur = head;
    for (int i = 1; i < 100; i++) {
      cur.next = new Node(String.valueOf(i));
      cur = cur.next;
    }
    for (ConfigMatrix.Point p : untrackedPoints()) {
      Node back = (Node) p.newFury(SETUP).deserialize(p.newFury(SETUP).serialize(head));
      assertEquals(head, back);
    }
  }

  @Test
  void copyKeepsCyclesEvenWithoutRefTracking() {
    Node a = new Node("a");
    a.next = a;
    a.list = new ArrayList<>();
    a.list.add(a.list);
    for (ConfigMatrix.Point p : untrackedPoints()) {
      Node copy = p.newFury(SETUP).copy(a);
      assertNotSame(a, copy);
      assertSame(copy, copy.next);
      assertSame(copy.list, copy.list.get(0));
      assertNotSame(a.list, copy.list);
    }
  }
}
