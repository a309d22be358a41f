package org.furylike.serializer.builtin;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.NavigableSet;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;

/**
 * The views made by {@code Collections.unmodifiableX} and {@code Collections.synchronizedX}. The
 * wrapped collection's class cannot be seen through public API, so the reader wraps a new inner
 * collection chosen to keep what the wrapper exposes: {@code ArrayList} (or {@code LinkedList} for
 * lists that are not {@code RandomAccess}, so the wrapper class matches), {@code LinkedHashSet} and
 * {@code LinkedHashMap} to keep iteration order, and {@code TreeSet} / {@code TreeMap} with the
 * wrapper's {@code comparator()} for sorted ones. The wrapper is created and registered for
 * references before its elements are read.
 */
final class CollectionWrapperSerializers {
  // collection wrapper kinds, in wire-id order within each of the two families
  private static final int COLLECTION = 0;
  private static final int SEQUENTIAL_LIST = 1;
  private static final int LIST = 2;
  private static final int SET = 3;
  private static final int SORTED_SET = 4;
  private static final int NAVIGABLE_SET = 5;
  // map wrapper kinds, in wire-id order within each of the two families
  private static final int MAP = 0;
  private static final int SORTED_MAP = 1;
  private static final int NAVIGABLE_MAP = 2;

  private static final FamilyFactory FACTORY = new Factory();

  private CollectionWrapperSerializers() {}

  static void registerCollections(BuiltinRegistry r) {
    for (boolean sync : new boolean[] {false, true}) {
      for (int kind = COLLECTION; kind <= NAVIGABLE_SET; kind++) {
        r.add(wrapCollection(kind, sync, newCollection(kind, 0, null)).getClass(), FACTORY);
      }
    }
  }

  static void registerMaps(BuiltinRegistry r) {
    for (boolean sync : new boolean[] {false, true}) {
      for (int kind = MAP; kind <= NAVIGABLE_MAP; kind++) {
        r.add(wrapMap(kind, sync, newMap(kind, 0, null)).getClass(), FACTORY);
      }
    }
  }

  /** The empty inner collection a wrapper of {@code kind} is read into. */
  private static Collection<Object> newCollection(int kind, int size, Comparator<Object> cmp) {
    switch (kind) {
      case SEQUENTIAL_LIST:
        return new LinkedList<>();
      case COLLECTION:
      case LIST:
        return new ArrayList<>(size);
      case SET:
        return new LinkedHashSet<>(CollectionSerializers.capacityFor(size));
      default:
        return new TreeSet<>(cmp);
    }
  }

  /** {@code c} inside the JDK wrapper of {@code kind}. */
  private static Collection<?> wrapCollection(int kind, boolean sync, Collection<Object> c) {
    switch (kind) {
      case COLLECTION:
        return sync ? Collections.synchronizedCollection(c) : Collections.unmodifiableCollection(c);
      case SEQUENTIAL_LIST:
      case LIST:
        List<Object> list = (List<Object>) c;
        return sync ? Collections.synchronizedList(list) : Collections.unmodifiableList(list);
      case SET:
        Set<Object> set = (Set<Object>) c;
        return sync ? Collections.synchronizedSet(set) : Collections.unmodifiableSet(set);
      case SORTED_SET:
        SortedSet<Object> sorted = (SortedSet<Object>) c;
        return sync
            ? Collections.synchronizedSortedSet(sorted)
            : Collections.unmodifiableSortedSet(sorted);
      default:
        NavigableSet<Object> nav = (NavigableSet<Object>) c;
        return sync
            ? Collections.synchronizedNavigableSet(nav)
            : Collections.unmodifiableNavigableSet(nav);
    }
  }

  /** The empty inner map a wrapper of {@code kind} is read into. */
  private static Map<Object, Object> newMap(int kind, int size, Comparator<Object> cmp) {
    return kind == MAP
        ? new LinkedHashMap<>(CollectionSerializers.capacityFor(size))
        : new TreeMap<>(cmp);
  }

  /** {@code m} inside the JDK wrapper of {@code kind}. */
  private static Map<?, ?> wrapMap(int kind, boolean sync, Map<Object, Object> m) {
    switch (kind) {
      case MAP:
        return sync ? Collections.synchronizedMap(m) : Collections.unmodifiableMap(m);
      case SORTED_MAP:
        SortedMap<Object, Object> sorted = (SortedMap<Object, Object>) m;
        return sync
            ? Collections.synchronizedSortedMap(sorted)
            : Collections.unmodifiableSortedMap(sorted);
      default:
        NavigableMap<Object, Object> nav = (NavigableMap<Object, Object>) m;
        return sync
            ? Collections.synchronizedNavigableMap(nav)
            : Collections.unmodifiableNavigableMap(nav);
    }
  }

  /** Finds which wrapper {@code c} is by making each one (once per resolver and class). */
  private static final class Factory extends FamilyFactory {
    @Override
    Object make(ClassResolver res, Class<?> c) {
      for (boolean sync : new boolean[] {false, true}) {
        for (int kind = COLLECTION; kind <= NAVIGABLE_SET; kind++) {
          if (wrapCollection(kind, sync, newCollection(kind, 0, null)).getClass() == c) {
            return new WrapperSerializer(c, sync, kind);
          }
        }
        for (int kind = MAP; kind <= NAVIGABLE_MAP; kind++) {
          if (wrapMap(kind, sync, newMap(kind, 0, null)).getClass() == c) {
            return new MapWrapperSerializer(c, sync, kind);
          }
        }
      }
      return null;
    }
  }

  private static Comparator<?> comparatorOf(Object sortedWrapper) {
    return sortedWrapper instanceof SortedSet
        ? ((SortedSet<?>) sortedWrapper).comparator()
        : ((SortedMap<?, ?>) sortedWrapper).comparator();
  }

  /** A collection wrapper; sorted ones write their comparator as extra data. */
  static final class WrapperSerializer extends DeferredFillSerializers.OfCollection<Collection<?>> {
    private final boolean sync;
    private final int kind;
    private final boolean sorted;

    WrapperSerializer(Class<?> type, boolean sync, int kind) {
      super(type, sync);
      this.sync = sync;
      this.kind = kind;
      this.sorted = kind >= SORTED_SET;
    }

    @Override
    protected void writeExtra(WriteContext ctx, Collection<?> value) {
      if (sorted) {
        ComparatorSerializers.write(ctx, comparatorOf(value));
      }
    }

    @Override
    @SuppressWarnings("unchecked")
    protected Collection<Object> newTarget(ReadContext ctx, int size) {
      Comparator<Object> c = sorted ? ComparatorSerializers.read(ctx, type.getName()) : null;
      return newCollection(kind, size, c);
    }

    @Override
    @SuppressWarnings("unchecked")
    protected Collection<Object> newCopyTarget(CopyContext ctx, Collection<?> original) {
      Comparator<Object> c =
          sorted ? ComparatorSerializers.copy(ctx, comparatorOf(original)) : null;
      return newCollection(kind, original.size(), c);
    }

    @Override
    protected Collection<?> wrap(Collection<Object> target) {
      return wrapCollection(kind, sync, target);
    }
  }

  /** A map wrapper; sorted ones write their comparator as extra data. */
  static final class MapWrapperSerializer extends DeferredFillSerializers.OfMap<Map<?, ?>> {
    private final boolean sync;
    private final int kind;
    private final boolean sorted;

    MapWrapperSerializer(Class<?> type, boolean sync, int kind) {
      super(type, sync);
      this.sync = sync;
      this.kind = kind;
      this.sorted = kind != MAP;
    }

    @Override
    protected void writeExtra(WriteContext ctx, Map<?, ?> value) {
      if (sorted) {
        ComparatorSerializers.write(ctx, comparatorOf(value));
      }
    }

    @Override
    protected Map<Object, Object> newInner(ReadContext ctx, int size) {
      Comparator<Object> c = sorted ? ComparatorSerializers.read(ctx, type.getName()) : null;
      return newMap(kind, size, c);
    }

    @Override
    protected Map<Object, Object> newCopyInner(CopyContext ctx, Map<?, ?> original) {
      Comparator<Object> c =
          sorted ? ComparatorSerializers.copy(ctx, comparatorOf(original)) : null;
      return newMap(kind, original.size(), c);
    }

    @Override
    protected Map<?, ?> wrap(Map<Object, Object> inner) {
      return wrapMap(kind, sync, inner);
    }
  }
}
