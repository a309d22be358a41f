package org.furylike.guava;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.exception.FuryException;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/** Guava collections come back as the same Guava types, with no registration. */
class GuavaRoundTripTest {
  private static final Consumer<Fury> NONE = f -> {};

  /** Holds Guava collections in declared fields. */
  static final class Holder {
    ImmutableList<String> list;
    ImmutableMap<String, Integer> map;
    Object any;

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder
          && ((Holder) o).list.equals(list)
          && ((Holder) o).map.equals(map)
          && ((Holder) o).any.equals(any);
    }

    @Override
    public int hashCode() {
      return list.hashCode();
    }
  }

  private static void assertKind(Object value, Class<?> kind) {
    RoundTrip.assertRoundTrip(
        value,
        NONE,
        (e, a) -> {
          assertTrue(kind.isInstance(a), a.getClass().getName());
          assertEquals(e, a);
          assertEquals(e.toString(), a.toString());
        });
  }

  @Test
  void immutableCollections() {
    assertKind(ImmutableList.of(), ImmutableList.class);
    assertKind(ImmutableList.of("a"), ImmutableList.class);
    assertKind(ImmutableList.of("a", "b", "c").subList(1, 3), ImmutableList.class);
    assertKind(ImmutableSet.of(3, 1, 2), ImmutableSet.class);
    assertKind(ImmutableSortedSet.of("b", "a"), ImmutableSortedSet.class);
    assertKind(
        ImmutableSortedSet.orderedBy(Comparator.<String>reverseOrder()).add("a", "c").build(),
        ImmutableSortedSet.class);
    assertKind(ImmutableMap.of("k", 1, "j", 2), ImmutableMap.class);
    assertKind(ImmutableSortedMap.of("z", 1, "a", 2), ImmutableSortedMap.class);
    assertKind(ImmutableBiMap.of("x", 1, "y", 2), ImmutableBiMap.class);
    assertKind(ImmutableMap.of("k", 1).keySet(), ImmutableSet.class);
  }

  @Test
  void multimapsAndTables() {
    ArrayListMultimap<String, Integer> alm = ArrayListMultimap.create();
    alm.put("a", 1);
    alm.put("a", 1);
    alm.put("b", 2);
    assertKind(alm, ArrayListMultimap.class);
    assertKind(HashMultimap.create(alm), HashMultimap.class);
    assertKind(LinkedHashMultimap.create(alm), LinkedHashMultimap.class);
    assertKind(ImmutableListMultimap.copyOf(alm), ImmutableListMultimap.class);
    assertKind(ImmutableSetMultimap.copyOf(alm), ImmutableSetMultimap.class);
    HashBasedTable<String, Integer, String> table = HashBasedTable.create();
    table.put("r", 1, "v");
    table.put("r", 2, "w");
    assertKind(table, HashBasedTable.class);
    TreeBasedTable<String, Integer, String> tree = TreeBasedTable.create();
    tree.putAll(table);
    assertKind(tree, TreeBasedTable.class);
  }

  @Test
  void primitiveArrays() {
    assertKind(ImmutableIntArray.of(1, -2, 3), ImmutableIntArray.class);
    assertKind(ImmutableLongArray.of(1L << 40), ImmutableLongArray.class);
    assertKind(ImmutableDoubleArray.of(0.5, -1), ImmutableDoubleArray.class);
  }

  @Test
  void inFieldsAndSharedWithReferences() {
    Holder h = new Holder();
    h.list = ImmutableList.of("x", "y");
    h.map = ImmutableMap.of("m", 1);
    h.any = h.list;
    RoundTrip.assertRoundTrip(h, RoundTrip.registering(Holder.class));
    ConfigMatrix.forEach(
        p -> {
          Holder back = (Holder) RoundTrip.through(p, h, RoundTrip.registering(Holder.class));
          if (p.refTracking) {
            assertSame(back.list, back.any);
          }
        });
  }

  @Test
  void treeTableWithCustomComparatorIsRefusedClearly() {
    TreeBasedTable<String, String, String> t =
        TreeBasedTable.create(Comparator.<String>reverseOrder(), Comparator.<String>naturalOrder());
    t.put("a", "b", "c");
    FuryException e = assertThrows(FuryException.class, () -> Fury.builder().build().serialize(t));
    assertTrue(e.getMessage().contains("TreeBasedTable"), e.getMessage());
    List<Object> ok = new ArrayList<>(List.of(ImmutableList.of(1)));
    assertEquals(ok, Fury.builder().build().deserialize(Fury.builder().build().serialize(ok)));
  }
}
