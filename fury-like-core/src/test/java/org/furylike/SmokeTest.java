package org.furylike;

import static org.junit.jupiter.api.Assertions.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SmokeTest {
  static class Node {
    String name;
    int value;
    Node next;
    List<String> tags = new ArrayList<>();
    Map<String, Integer> counts = new HashMap<>();
    Object any;
  }

  record Point(int x, int y, String label) {}

  enum Color {
    RED,
    GREEN {
      @Override
      public String toString() {
        return "g";
      }
    }
  }

  @Test
  void roundTripsAGraph() {
    Fury fury = Fury.builder().withRefTracking(true).build();
    fury.register(Node.class);
    fury.register(Point.class);
    fury.register(Color.class);
    Node a = new Node();
    a.name = "a";
    a.value = -5;
    a.tags.add("x");
    a.tags.add(null);
    a.counts.put("k", 3);
    a.next = a;
    a.any = new Object[] {new Point(1, 2, "p"), Color.GREEN, new int[] {1, 2, 3}, "é€"};
    byte[] bytes = fury.serialize(a);
    Node b = (Node) fury.deserialize(bytes);
    assertSame(b, b.next);
    assertEquals("a", b.name);
    assertEquals(-5, b.value);
    assertEquals(a.tags, b.tags);
    assertEquals(a.counts, b.counts);
    Object[] any = (Object[]) b.any;
    assertEquals(new Point(1, 2, "p"), any[0]);
    assertSame(Color.GREEN, any[1]);
    assertArrayEquals(new int[] {1, 2, 3}, (int[]) any[2]);
    assertEquals("é€", any[3]);
    Node c = fury.copy(a);
    assertSame(c, c.next);
    assertNotSame(a, c);
  }
}
