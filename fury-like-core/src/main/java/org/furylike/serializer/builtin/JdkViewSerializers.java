package org.furylike.serializer.builtin;

import java.io.Serializable;
import java.time.temporal.Temporal;
import java.time.temporal.TemporalAccessor;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;
import org.furylike.serializer.builtin.CollectionSerializers.SizedCollectionSerializer;

/**
 * JDK views and wrappers whose classes are private: each travels under the id of a public concrete
 * collection, which the reader creates (see the README's "Supported types" for the mapping): list
 * views ({@code subList}, {@code Collections.nCopies}, {@code values()}) and checked lists become
 * {@code ArrayList}, checked queues {@code LinkedList}; key and entry sets become {@code HashSet},
 * or {@code LinkedHashSet} where the source keeps an order; {@code Collections.newSetFromMap} and
 * checked sets become {@code LinkedHashSet}; checked maps {@code HashMap}; map entries {@code
 * AbstractMap.SimpleEntry}. {@code ConcurrentHashMap.newKeySet()} keeps its class. Abstract JDK
 * types and interfaces are added without instances, so arrays such as {@code Number[]} need no
 * registration.
 */
final class JdkViewSerializers {
  private JdkViewSerializers() {}

  /** Abstract JDK types that appear as array components; they have no instances to serialize. */
  private static final Class<?>[] ABSTRACT_COMPONENTS = {
    Number.class,
    CharSequence.class,
    Comparable.class,
    Runnable.class,
    Callable.class,
    Iterable.class,
    Collection.class,
    List.class,
    Set.class,
    Map.class,
    Queue.class,
    Deque.class,
    Map.Entry.class,
    Serializable.class,
    Temporal.class,
    TemporalAccessor.class,
    Appendable.class,
    AutoCloseable.class,
    Cloneable.class,
    Enum.class
  };

  /** The class of a {@code TreeMap}'s key set, the id sorted key-set views travel under. */
  private static final Class<?> SORTED_KEY_SET = new TreeMap<>().keySet().getClass();

  /** Adds the abstract component types: ids only, to name declared types in schemas. */
  static void registerComponents(BuiltinRegistry r) {
    for (Class<?> c : ABSTRACT_COMPONENTS) {
      r.add(c, null);
    }
  }

  /** Adds the entry and view types, and the runtime classes of the JDK's views as aliases. */
  static void registerViews(BuiltinRegistry r) {
    r.add(AbstractMap.SimpleEntry.class, FACTORY);
    r.add(AbstractMap.SimpleImmutableEntry.class, FACTORY);
    r.add(ConcurrentHashMap.KeySetView.class, FACTORY);
    aliasViews(r);
    sortedViews(r);
  }

  /**
   * Sorted views keep their comparator: key sets of sorted maps and checked sorted sets come back
   * as {@code TreeSet}; sub-maps, descending maps and checked sorted maps as {@code TreeMap}.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void sortedViews(BuiltinRegistry r) {
    TreeMap<Integer, Integer> tree = new TreeMap<>(Map.of(1, 1, 2, 2));
    Class<?> keySet = SORTED_KEY_SET;
    r.add(keySet, FACTORY);
    r.alias(new java.util.concurrent.ConcurrentSkipListMap<>(tree).keySet().getClass(), keySet);
    r.alias(
        Collections.checkedSortedSet(new java.util.TreeSet<>(), Integer.class).getClass(), keySet);
    r.alias(
        Collections.checkedNavigableSet(new java.util.TreeSet<>(), Integer.class).getClass(),
        keySet);
    r.alias(tree.headMap(2).getClass(), TreeMap.class);
    r.alias(
        new java.util.concurrent.ConcurrentSkipListMap<>(tree).headMap(2).getClass(),
        TreeMap.class);
    r.alias(tree.descendingMap().getClass(), TreeMap.class);
    r.alias(
        Collections.checkedSortedMap(tree, Integer.class, Integer.class).getClass(), TreeMap.class);
    r.alias(
        Collections.checkedNavigableMap(tree, Integer.class, Integer.class).getClass(),
        TreeMap.class);
  }

  private static void aliasViews(BuiltinRegistry r) {
    List<Integer> list = new ArrayList<>(List.of(1, 2, 3));
    r.alias(list.subList(0, 1).getClass(), ArrayList.class);
    LinkedList<Integer> linked = new LinkedList<>(list);
    r.alias(linked.subList(0, 1).getClass(), ArrayList.class);
    r.alias(new java.util.Vector<>(list).subList(0, 1).getClass(), ArrayList.class);
    r.alias(Collections.nCopies(2, 1).getClass(), ArrayList.class);
    r.alias(Collections.checkedCollection(list, Integer.class).getClass(), ArrayList.class);
    r.alias(Collections.checkedList(list, Integer.class).getClass(), ArrayList.class);
    r.alias(Collections.checkedList(linked, Integer.class).getClass(), ArrayList.class);
    r.alias(Collections.checkedQueue(linked, Integer.class).getClass(), LinkedList.class);
    r.alias(Collections.checkedSet(new HashSet<>(), Integer.class).getClass(), LinkedHashSet.class);
    r.alias(
        Collections.checkedMap(new HashMap<>(), Integer.class, Integer.class).getClass(),
        HashMap.class);
    r.alias(Collections.newSetFromMap(new HashMap<>()).getClass(), LinkedHashSet.class);
    mapViews(r, new HashMap<>(Map.of(1, 1)), HashSet.class);
    mapViews(r, new LinkedHashMap<>(Map.of(1, 1)), LinkedHashSet.class);
    mapViews(r, new TreeMap<>(Map.of(1, 1)), LinkedHashSet.class);
    mapViews(r, new ConcurrentHashMap<>(Map.of(1, 1)), HashSet.class);
    r.alias(Map.entry(1, 1).getClass(), AbstractMap.SimpleImmutableEntry.class);
    mapViews(r, Map.of(1, 1), LinkedHashSet.class);
    mapViews(r, Map.of(1, 1, 2, 2, 3, 3), LinkedHashSet.class);
    mapViews(r, new java.util.IdentityHashMap<>(Map.of(1, 1)), HashSet.class);
    mapViews(r, new java.util.WeakHashMap<>(Map.of(1, 1)), HashSet.class);
    mapViews(r, new java.util.EnumMap<>(Map.of(Thread.State.NEW, 1)), LinkedHashSet.class);
    r.alias(
        new java.util.concurrent.CopyOnWriteArrayList<>(list).subList(0, 1).getClass(),
        ArrayList.class);
    r.alias(
        new java.util.Hashtable<>(Map.of(1, 1)).entrySet().iterator().next().getClass(),
        AbstractMap.SimpleEntry.class);
    Map<Integer, Integer> unmodifiable = Collections.unmodifiableMap(new HashMap<>(Map.of(1, 1)));
    r.alias(unmodifiable.entrySet().getClass(), LinkedHashSet.class);
    r.alias(
        unmodifiable.entrySet().iterator().next().getClass(),
        AbstractMap.SimpleImmutableEntry.class);
  }

  /** Aliases the key set (except a sorted map's), values and entry set of {@code m}. */
  private static <K> void mapViews(BuiltinRegistry r, Map<K, Integer> m, Class<?> setKind) {
    if (!(m instanceof TreeMap) && !(m instanceof ConcurrentHashMap)) {
      r.alias(m.keySet().getClass(), setKind);
    }
    r.alias(m.values().getClass(), ArrayList.class);
    r.alias(m.entrySet().getClass(), setKind);
    r.alias(m.entrySet().iterator().next().getClass(), AbstractMap.SimpleEntry.class);
  }

  /**
   * A map entry: key and value as slots. Mutable entries of JDK maps come back as {@code
   * SimpleEntry}, immutable ones as {@code SimpleImmutableEntry}.
   */
  static final class EntrySerializer extends Serializer<Map.Entry<?, ?>> {
    private final boolean immutable;

    @SuppressWarnings({"unchecked", "rawtypes"})
    EntrySerializer(boolean immutable) {
      super(
          (Class)
              (immutable ? AbstractMap.SimpleImmutableEntry.class : AbstractMap.SimpleEntry.class));
      this.immutable = immutable;
    }

    @Override
    public void write(WriteContext ctx, Map.Entry<?, ?> value) {
      ctx.writeRef(value.getKey());
      ctx.writeRef(value.getValue());
    }

    @Override
    public Map.Entry<?, ?> read(ReadContext ctx) {
      Object k = ctx.readRef();
      Object v = ctx.readRef();
      return immutable
          ? new AbstractMap.SimpleImmutableEntry<>(k, v)
          : new AbstractMap.SimpleEntry<>(k, v);
    }

    @Override
    public Map.Entry<?, ?> copy(CopyContext ctx, Map.Entry<?, ?> value) {
      Object k = ctx.copyObject(value.getKey());
      Object v = ctx.copyObject(value.getValue());
      return immutable
          ? new AbstractMap.SimpleImmutableEntry<>(k, v)
          : new AbstractMap.SimpleEntry<>(k, v);
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == AbstractMap.SimpleEntry.class) {
        return new EntrySerializer(false);
      }
      if (c == AbstractMap.SimpleImmutableEntry.class) {
        return new EntrySerializer(true);
      }
      if (c == ConcurrentHashMap.KeySetView.class) {
        return new SizedCollectionSerializer<>(
            ConcurrentHashMap.KeySetView.class, ConcurrentHashMap::newKeySet);
      }
      if (c == SORTED_KEY_SET) {
        return new CollectionSerializers.ComparatorCollectionSerializer<SortedSet<?>>(
            c, SortedSet::comparator, (n, cmp) -> new java.util.TreeSet<>(cmp));
      }
      return null;
    }
  }
}
