package org.furylike.serializer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.api.Test;

/**
 * Maps are written in one pass on the guess that every entry has the first entry's key and value
 * classes, without nulls ({@code AbstractMapSerializer.writeUniform}); an entry that breaks the
 * guess sends the buffer back and the map to the general two-pass path, and the class versions and
 * names written during the guess must be written again. Each map here breaks the guess somewhere
 * (or not at all) after values that name their own classes inside them.
 */
class UniformMapTest {
  /** A value class, not final: a run of it carries its class once. */
  static class Item {
    int id;
    Inner inner;

    Item() {}

    Item(int id) {
      this.id = id;
      this.inner = id % 2 == 0 ? new Inner() : new InnerMore();
      this.inner.name = "n" + id;
    }

    @Override
    public boolean equals(Object o) {
      return o != null
          && o.getClass() == getClass()
          && ((Item) o).id == id
          && Objects.equals(((Item) o).inner, inner);
    }

    @Override
    public int hashCode() {
      return id;
    }
  }

  /** A subclass of the value class: another class in the same run. */
  static final class SpecialItem extends Item {
    String note;

    SpecialItem() {}

    SpecialItem(int id) {
      super(id);
      note = "special " + id;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && Objects.equals(((SpecialItem) o).note, note);
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** Written with its class inside each item: its version or name is written during the guess. */
  static class Inner {
    String name;

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && Objects.equals(((Inner) o).name, name);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(name);
    }
  }

  /** A second class of inner value. */
  static final class InnerMore extends Inner {}

  /** Maps in fields, so that their declared types reach the map serializer. */
  static final class Holder {
    Map<String, Item> byName;
    Map<Object, Item> byAnything;
    Map<Integer, Inner> inners;

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder
          && Objects.equals(((Holder) o).byName, byName)
          && Objects.equals(((Holder) o).byAnything, byAnything)
          && Objects.equals(((Holder) o).inners, inners);
    }

    @Override
    public int hashCode() {
      return Objects.hash(byName, byAnything);
    }
  }

  private static final Class<?>[] CLASSES = {
    Item.class, SpecialItem.class, Inner.class, InnerMore.class, Holder.class
  };

  /** Maps of {@code n} entries whose uniformity breaks at each position, or never. */
  private static List<Map<Object, Object>> maps(int n) {
    List<Map<Object, Object>> out = new ArrayList<>();
    for (int breakAt = 0; breakAt <= n; breakAt++) {
      for (int how = 0; how < 4; how++) {
        Map<Object, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
          Object key = "k" + i;
          Object value = new Item(i);
          if (i == breakAt) {
            switch (how) {
              case 0:
                value = null;
                break;
              case 1:
                value = new SpecialItem(i);
                break;
              case 2:
                key = null;
                break;
              default:
                key = i;
                break;
            }
          }
          m.put(key, value);
        }
        out.add(m);
        if (breakAt == n) {
          break; // no break: one map is enough
        }
      }
    }
    return out;
  }

  @SuppressWarnings("unchecked")
  private static void roundTripAll(Fury fury, String where) {
    for (Map<Object, Object> m : maps(4)) {
      // at the root: no declared types
      Object back = fury.deserialize(fury.serialize(m));
      assertEquals(m, back, where + ": root " + m.keySet());
      // in fields, twice in one message, so the second map finds the classes named by the first
      Holder h = new Holder();
      if (!m.containsKey(null) && m.keySet().stream().allMatch(k -> k instanceof String)) {
        h.byName = (Map<String, Item>) (Map<?, ?>) m;
      }
      h.byAnything = (Map<Object, Item>) (Map<?, ?>) m;
      h.inners = new LinkedHashMap<>();
      for (int i = 0; i < 3; i++) {
        Inner inner = i == 2 ? new InnerMore() : new Inner();
        inner.name = "i" + i;
        h.inners.put(i, inner);
      }
      assertEquals(h, fury.deserialize(fury.serialize(h)), where + ": fields " + m.keySet());
    }
  }

  @Test
  void mapsWhoseEntriesBreakTheGuessAnywhereRoundTripInEveryConfiguration() {
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      Fury fury =
          p.newFury(
              f -> {
                for (Class<?> c : CLASSES) {
                  f.register(c);
                }
              });
      roundTripAll(fury, p.toString());
    }
  }

  /** Unregistered classes are named in full once per message: a dropped name must come again. */
  @Test
  void namesWrittenDuringTheGuessAreWrittenAgain() {
    for (boolean versions : new boolean[] {true, false}) {
      for (boolean codegen : new boolean[] {false, true}) {
        Fury fury =
            Fury.builder()
                .requireClassRegistration(false)
                .withClassVersionCheck(versions)
                .withCodegen(codegen)
                .withAsyncCompilation(false)
                .build();
        roundTripAll(fury, "unregistered, versions " + versions + ", codegen " + codegen);
      }
    }
  }

  /** With the version check off, registered classes are plain ids: nothing to forget. */
  @Test
  void registeredClassesWithoutTheVersionCheckRoundTrip() {
    Fury fury = Fury.builder().withClassVersionCheck(false).withAsyncCompilation(false).build();
    for (Class<?> c : CLASSES) {
      fury.register(c);
    }
    roundTripAll(fury, "no version check");
  }

  /** Registered under {@link Item}'s id by a reader whose class differs from the writer's. */
  static final class OtherItem {
    long other;
  }

  /**
   * Writes {@code value} with a writer that registers {@link Item} under id 200 and checks that a
   * reader registering {@link OtherItem} there fails on the version hash, while the writer reads
   * the value back.
   */
  private static void assertTheReaderSeesItemsVersion(Object value) {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = Fury.builder().withCodegen(codegen).withAsyncCompilation(false).build();
      Fury reader = Fury.builder().withCodegen(codegen).withAsyncCompilation(false).build();
      writer.register(Item.class, 200);
      reader.register(OtherItem.class, 200);
      for (Fury f : new Fury[] {writer, reader}) {
        f.register(Inner.class, 201);
        f.register(InnerMore.class, 202);
        f.register(SpecialItem.class, 203);
      }
      byte[] bytes = writer.serialize(value);
      org.junit.jupiter.api.Assertions.assertThrows(
          org.furylike.exception.ClassVersionMismatchException.class,
          () -> reader.deserialize(bytes),
          "codegen " + codegen);
      assertEquals(value, writer.deserialize(bytes));
    }
  }

  /**
   * A registered class's version hash, written with its first use in a message, was written during
   * the guess and dropped with it: the general path must write it again. A reader whose class of
   * that id differs then fails on the hash; had the hash been lost, it would read the item with the
   * wrong class.
   */
  @Test
  void aVersionWrittenDuringTheGuessIsWrittenAgain() {
    Map<Object, Object> m = new LinkedHashMap<>();
    m.put("a", new Item(0));
    m.put("b", new Item(1));
    m.put("c", new SpecialItem(2));
    assertTheReaderSeesItemsVersion(m);
  }

  /**
   * Maps inside a map's values take and close their own points while the outer map's is open: the
   * versions they write must stay logged for the outer map, which here breaks its guess at its
   * second entry (a value of another map class) and is written again the general way.
   */
  @Test
  void aVersionWrittenInsideANestedGuessIsWrittenAgainWhenTheOuterGuessBreaks() {
    Map<Object, Object> first = new LinkedHashMap<>();
    first.put("x", new Item(0));
    Map<Object, Object> second = new java.util.TreeMap<>();
    second.put("y", new Item(1));
    Map<Object, Object> outer = new LinkedHashMap<>();
    outer.put("a", first);
    outer.put("b", second);
    assertTheReaderSeesItemsVersion(outer);
  }
}
