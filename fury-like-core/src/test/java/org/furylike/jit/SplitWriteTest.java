package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedList;
import java.util.List;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;

/**
 * Generated element loops write each element of a generated serializer in two parts, {@code
 * writeHead} and {@code writeTail}; together they write what {@code write} writes, for classes with
 * a primitive block and more (split), and for those with primitives only or references only (not
 * split: the head writes nothing and the tail is the whole write).
 */
class SplitWriteTest {
  /** A primitive block and a reference block: split. */
  static final class Item {
    int a;
    long id;
    double weight;
    String tag;

    Item() {}

    Item(int a, long id, double weight, String tag) {
      this.a = a;
      this.id = id;
      this.weight = weight;
      this.tag = tag;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Item
          && a == ((Item) o).a
          && id == ((Item) o).id
          && Double.compare(weight, ((Item) o).weight) == 0
          && Objects.equals(tag, ((Item) o).tag);
    }

    @Override
    public int hashCode() {
      return a;
    }
  }

  /** Primitives only: one block, not split. */
  static final class Pair {
    int x;
    long y;

    Pair() {}

    Pair(int x, long y) {
      this.x = x;
      this.y = y;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Pair && x == ((Pair) o).x && y == ((Pair) o).y;
    }

    @Override
    public int hashCode() {
      return x;
    }
  }

  /** References only: not split. */
  static final class Named {
    String name;

    Named() {}

    Named(String name) {
      this.name = name;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Named && Objects.equals(name, ((Named) o).name);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(name);
    }
  }

  static final class Box {
    List<Item> items;
    List<Pair> pairs;
    List<Named> names;

    @Override
    public boolean equals(Object o) {
      return o instanceof Box
          && Objects.equals(items, ((Box) o).items)
          && Objects.equals(pairs, ((Box) o).pairs)
          && Objects.equals(names, ((Box) o).names);
    }

    @Override
    public int hashCode() {
      return 1;
    }
  }

  private static Fury fury(boolean codegen, boolean refs) {
    Fury f =
        Fury.builder()
            .withCodegen(codegen)
            .withCodegenStrict(codegen)
            .withAsyncCompilation(false)
            .withRefTracking(refs)
            .build();
    for (Class<?> c : new Class<?>[] {Item.class, Pair.class, Named.class, Box.class}) {
      f.register(c);
    }
    return f;
  }

  private static Box box(boolean nulls, boolean linked) {
    Box b = new Box();
    b.items = linked ? new LinkedList<>() : new ArrayList<>();
    b.pairs = linked ? new LinkedList<>() : new ArrayList<>();
    b.names = linked ? new LinkedList<>() : new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      b.items.add(nulls && i % 7 == 3 ? null : new Item(i * 37, (long) i << 33, i / 3.0, "t" + i));
      b.pairs.add(nulls && i % 5 == 1 ? null : new Pair(-i, i * 1_000_003L));
      b.names.add(nulls && i % 3 == 0 ? null : new Named(i % 4 == 0 ? null : "n" + i));
    }
    return b;
  }

  @Test
  void elementLoopsWriteWhatTheInterpreterWrites() {
    for (boolean refs : new boolean[] {false, true}) {
      Fury generated = fury(true, refs);
      Fury interpreter = fury(false, refs);
      for (boolean nulls : new boolean[] {false, true}) {
        for (boolean linked : new boolean[] {false, true}) {
          Box b = box(nulls, linked);
          byte[] bytes = generated.serialize(b);
          String what = "refs " + refs + ", nulls " + nulls + ", linked " + linked;
          assertArrayEquals(interpreter.serialize(b), bytes, what);
          assertEquals(b, generated.deserialize(bytes), what);
          assertEquals(b, interpreter.deserialize(bytes), what);
        }
      }
      for (Class<?> c : new Class<?>[] {Item.class, Pair.class, Named.class, Box.class}) {
        assertInstanceOf(GeneratedSerializer.class, generated.getClassResolver().getSerializer(c));
      }
    }
  }

  @Test
  void headThenTailWriteWhatWriteWrites() {
    Fury f = fury(true, false);
    Object[] values = {
      new Item(5, 1L << 40, -0.0, "x"),
      new Item(0, 0, 0, null),
      new Item(-1, Long.MIN_VALUE, Double.NaN, "\u20ac"),
      new Pair(7, -8),
      new Named("n"),
      new Named(null),
    };
    for (Object v : values) {
      GeneratedSerializer s =
          (GeneratedSerializer) f.getClassResolver().getSerializer(v.getClass());
      byte[] whole = write(f, (ctx, b) -> s.write(ctx, v));
      byte[] parts =
          write(
              f,
              (ctx, b) -> {
                s.writeHead(b, v);
                s.writeTail(ctx, b, v);
              });
      assertArrayEquals(whole, parts, v.getClass().getSimpleName());
      if (v instanceof Item) {
        byte[] head = write(f, (ctx, b) -> s.writeHead(b, v));
        assertEquals(
            true,
            head.length > 0 && head.length < whole.length,
            "Item's head is its primitive block, a proper part of the whole");
      } else {
        assertEquals(0, write(f, (ctx, b) -> s.writeHead(b, v)).length, "not split: no head");
      }
    }
  }

  private static byte[] write(
      Fury f, java.util.function.BiConsumer<org.furylike.context.WriteContext, MemoryBuffer> body) {
    org.furylike.context.WriteContext ctx =
        new org.furylike.context.WriteContext(f.getConfig(), f.getClassResolver());
    MemoryBuffer b = MemoryBuffer.allocate(8);
    ctx.begin(b);
    body.accept(ctx, b);
    ctx.end();
    return Arrays.copyOf(b.getHeapMemory(), b.writerIndex());
  }
}
