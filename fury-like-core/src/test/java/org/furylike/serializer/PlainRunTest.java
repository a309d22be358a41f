package org.furylike.serializer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.LimitExceededException;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Runs of values of one class that are their data alone (object arrays, collections and maps read
 * and written by the shared serializers, not by generated loops) go straight to the values'
 * serializer inside one nesting level: the same bytes and values as value by value, the object
 * budget charged for every value, deep nesting still moved to the large stack, and a value of the
 * wrong class still refused.
 */
class PlainRunTest {

  /** A small user object; not final, so runs of it carry their class once. */
  static class Item {
    int id;
    String name;
    double price;
    Item next;

    Item() {}

    Item(int id) {
      this.id = id;
      this.name = "item-" + id;
      this.price = id * 1.25;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Item i
          && i.id == id
          && i.price == price
          && Objects.equals(i.name, name)
          && Objects.equals(i.next, next);
    }

    @Override
    public int hashCode() {
      return id;
    }
  }

  /** Fields of the types the shared serializers write: no generated element loop for these. */
  static final class Holder {
    Item[] items;
    Object[] anything;
    Map<String, Item> byName;
    Map<Integer, Item> byId;

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder h
          && Arrays.equals(h.items, items)
          && Arrays.equals(h.anything, anything)
          && Objects.equals(h.byName, byName)
          && Objects.equals(h.byId, byId);
    }

    @Override
    public int hashCode() {
      return 1;
    }
  }

  private static Holder holder(int n, boolean withNull) {
    Holder h = new Holder();
    h.items = new Item[n];
    h.anything = new Object[n];
    h.byName = new LinkedHashMap<>();
    h.byId = new HashMap<>();
    for (int i = 0; i < n; i++) {
      Item item = withNull && i == n / 2 ? null : new Item(i);
      h.items[i] = item;
      h.anything[i] = item;
      h.byName.put("k" + i, item);
      h.byId.put(i, item);
    }
    return h;
  }

  @Test
  void runsOfOneClassRoundTripInEveryConfiguration() {
    for (boolean withNull : new boolean[] {false, true}) {
      for (int n : new int[] {1, 2, 37}) {
        Holder h = holder(n, withNull);
        RoundTrip.assertRoundTrip(h, RoundTrip.registering(Item.class, Holder.class));
        List<Item> list = new ArrayList<>(Arrays.asList(h.items));
        RoundTrip.assertRoundTrip(list, RoundTrip.registering(Item.class, Holder.class));
        RoundTrip.assertRoundTrip(h.items, RoundTrip.registering(Item.class, Holder.class));
        RoundTrip.assertRoundTrip(h.byName, RoundTrip.registering(Item.class, Holder.class));
      }
    }
  }

  /** Items that link to the next one: each of the {@code n} elements holds one more object. */
  private static Item[] chained(int n) {
    Item[] items = new Item[n];
    for (int i = 0; i < n; i++) {
      items[i] = new Item(i);
      items[i].next = new Item(-i);
    }
    return items;
  }

  @Test
  void theObjectBudgetCountsEveryValueOfARun() {
    for (boolean codegen : new boolean[] {true, false}) {
      Fury writer = Fury.builder().withCodegen(codegen).withAsyncCompilation(false).build();
      Fury tight =
          Fury.builder()
              .withCodegen(codegen)
              .withAsyncCompilation(false)
              .withMaxObjects(300)
              .build();
      for (Fury f : new Fury[] {writer, tight}) {
        f.register(Item.class);
        f.register(Holder.class);
      }
      Item[] items = chained(200);
      Map<String, Item> byName = new LinkedHashMap<>();
      for (Item i : items) {
        byName.put("k" + i.id, i);
      }
      for (Object value : new Object[] {items, new ArrayList<>(Arrays.asList(items)), byName}) {
        byte[] bytes = writer.serialize(value);
        LimitExceededException e =
            assertThrows(
                LimitExceededException.class,
                () -> tight.deserialize(bytes),
                value.getClass() + ", codegen " + codegen);
        assertEquals("maxObjects", e.getLimit());
        // under the budget: 100 items and their 100 links, the container and the message
        Item[] fewer = Arrays.copyOf(items, 100);
        Object[] back = (Object[]) tight.deserialize(writer.serialize(fewer));
        assertEquals(Arrays.asList(fewer), Arrays.asList(back));
      }
    }
  }

  /** A node whose children are an array of nodes: nested runs, one level each. */
  static final class Node {
    Node[] children;
  }

  @Test
  void runsNestedPastTheStackShareStillRoundTrip() {
    Node root = new Node();
    Node at = root;
    for (int i = 0; i < 3000; i++) {
      Node child = new Node();
      at.children = new Node[] {child};
      at = child;
    }
    for (boolean codegen : new boolean[] {true, false}) {
      Fury fury =
          Fury.builder()
              .withCodegen(codegen)
              .withAsyncCompilation(false)
              .withMaxDepth(10_000)
              .build();
      fury.register(Node.class);
      Node back = (Node) fury.deserialize(fury.serialize(root));
      int depth = 0;
      while (back.children != null) {
        assertEquals(1, back.children.length);
        back = back.children[0];
        depth++;
      }
      assertEquals(3000, depth, "codegen " + codegen);
    }
  }

  /** A serializer bound to {@link Item} that reads back a string. */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static final class WrongClass extends Serializer {
    WrongClass() {
      super(Item.class);
    }

    @Override
    public void write(WriteContext ctx, Object value) {
      ctx.buffer().writeVarInt32(((Item) value).id);
    }

    @Override
    public Object read(ReadContext ctx) {
      return "not an item " + ctx.buffer().readVarInt32();
    }
  }

  @SuppressWarnings("unchecked")
  private static void registerWrong(Fury fury) {
    fury.registerSerializer(Item.class, (Serializer<Item>) (Serializer<?>) new WrongClass());
  }

  @Test
  void aValueOfAnotherClassIsRefusedWithTheElementNamed() {
    for (boolean codegen : new boolean[] {true, false}) {
      Fury fury = Fury.builder().withCodegen(codegen).withAsyncCompilation(false).build();
      fury.register(Item.class);
      registerWrong(fury);
      byte[] bytes = fury.serialize(new Item[] {new Item(1), new Item(2)});
      DeserializationException e =
          assertThrows(DeserializationException.class, () -> fury.deserialize(bytes));
      assertTrue(e.getMessage().contains("element 0"), e.getMessage());
    }
  }
}
