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
import java.util.function.Function;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.serializer.builtin.CollectionSerializers.ComparatorFactory;

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
  private CollectionWrapperSerializers() {}

  static void registerCollections(BuiltinRegistry r) {
    registerFamily(r, false);
    registerFamily(r, true);
  }

  private static void registerFamily(BuiltinRegistry r, boolean sync) {
    collection(
        r,
        sync,
        false,
        (n, c) -> new ArrayList<>(n),
        c -> sync ? Collections.synchronizedCollection(c) : Collections.unmodifiableCollection(c));
    Function<Collection<Object>, Collection<?>> list =
        c ->
            sync
                ? Collections.synchronizedList((List<Object>) c)
                : Collections.unmodifiableList((List<Object>) c);
    collection(r, sync, false, (n, c) -> new LinkedList<>(), list);
    collection(r, sync, false, (n, c) -> new ArrayList<>(n), list);
    collection(
        r,
        sync,
        false,
        (n, c) -> new LinkedHashSet<>(CollectionSerializers.capacityFor(n)),
        c ->
            sync
                ? Collections.synchronizedSet((Set<Object>) c)
                : Collections.unmodifiableSet((Set<Object>) c));
    collection(
        r,
        sync,
        true,
        (n, c) -> new TreeSet<>(c),
        c ->
            sync
                ? Collections.synchronizedSortedSet((SortedSet<Object>) c)
                : Collections.unmodifiableSortedSet((SortedSet<Object>) c));
    collection(
        r,
        sync,
        true,
        (n, c) -> new TreeSet<>(c),
        c ->
            sync
                ? Collections.synchronizedNavigableSet((NavigableSet<Object>) c)
                : Collections.unmodifiableNavigableSet((NavigableSet<Object>) c));
  }

  static void registerMaps(BuiltinRegistry r) {
    for (boolean sync : new boolean[] {false, true}) {
      map(
          r,
          sync,
          false,
          (n, c) -> new LinkedHashMap<>(CollectionSerializers.capacityFor(n)),
          m -> sync ? Collections.synchronizedMap(m) : Collections.unmodifiableMap(m));
      map(
          r,
          sync,
          true,
          (n, c) -> new TreeMap<>(c),
          m ->
              sync
                  ? Collections.synchronizedSortedMap((SortedMap<Object, Object>) m)
                  : Collections.unmodifiableSortedMap((SortedMap<Object, Object>) m));
      map(
          r,
          sync,
          true,
          (n, c) -> new TreeMap<>(c),
          m ->
              sync
                  ? Collections.synchronizedNavigableMap((NavigableMap<Object, Object>) m)
                  : Collections.unmodifiableNavigableMap((NavigableMap<Object, Object>) m));
    }
  }

  /** Registers the wrapper class that {@code wrapper} produces around an empty inner collection. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void collection(
      BuiltinRegistry r,
      boolean sync,
      boolean sorted,
      ComparatorFactory inner,
      Function<Collection<Object>, Collection<?>> wrapper) {
    Class<?> cls = wrapper.apply((Collection) inner.create(0, null)).getClass();
    r.add(cls, (res, c) -> new WrapperSerializer(cls, sync, sorted, inner, wrapper));
  }

  /** Registers the wrapper class that {@code wrapper} produces around an empty inner map. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void map(
      BuiltinRegistry r,
      boolean sync,
      boolean sorted,
      MapFactory inner,
      Function<Map<Object, Object>, Map<?, ?>> wrapper) {
    Class<?> cls = wrapper.apply(inner.create(0, null)).getClass();
    r.add(cls, (res, c) -> new MapWrapperSerializer(cls, sync, sorted, inner, wrapper));
  }

  /** Makes an empty inner map from the entry count and the comparator. */
  @FunctionalInterface
  interface MapFactory {
    Map<Object, Object> create(int size, Comparator<Object> comparator);
  }

  private static Comparator<?> comparatorOf(Object sortedWrapper) {
    return sortedWrapper instanceof SortedSet
        ? ((SortedSet<?>) sortedWrapper).comparator()
        : ((SortedMap<?, ?>) sortedWrapper).comparator();
  }

  /** A collection wrapper; sorted ones write their comparator as extra data. */
  static final class WrapperSerializer extends DeferredFillSerializers.OfCollection<Collection<?>> {
    private final boolean sorted;
    private final ComparatorFactory inner;
    private final Function<Collection<Object>, Collection<?>> wrapper;

    WrapperSerializer(
        Class<?> type,
        boolean sync,
        boolean sorted,
        ComparatorFactory inner,
        Function<Collection<Object>, Collection<?>> wrapper) {
      super(type, sync);
      this.sorted = sorted;
      this.inner = inner;
      this.wrapper = wrapper;
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
      return (Collection<Object>) inner.create(size, c);
    }

    @Override
    @SuppressWarnings("unchecked")
    protected Collection<Object> newCopyTarget(CopyContext ctx, Collection<?> original) {
      Comparator<Object> c =
          sorted ? ComparatorSerializers.copy(ctx, comparatorOf(original)) : null;
      return (Collection<Object>) inner.create(original.size(), c);
    }

    @Override
    protected Collection<?> wrap(Collection<Object> target) {
      return wrapper.apply(target);
    }
  }

  /** A map wrapper; sorted ones write their comparator as extra data. */
  static final class MapWrapperSerializer extends DeferredFillSerializers.OfMap<Map<?, ?>> {
    private final boolean sorted;
    private final MapFactory inner;
    private final Function<Map<Object, Object>, Map<?, ?>> wrapper;

    MapWrapperSerializer(
        Class<?> type,
        boolean sync,
        boolean sorted,
        MapFactory inner,
        Function<Map<Object, Object>, Map<?, ?>> wrapper) {
      super(type, sync);
      this.sorted = sorted;
      this.inner = inner;
      this.wrapper = wrapper;
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
      return inner.create(size, c);
    }

    @Override
    protected Map<Object, Object> newCopyInner(CopyContext ctx, Map<?, ?> original) {
      Comparator<Object> c =
          sorted ? ComparatorSerializers.copy(ctx, comparatorOf(original)) : null;
      return inner.create(original.size(), c);
    }

    @Override
    protected Map<?, ?> wrap(Map<Object, Object> inner) {
      return wrapper.apply(inner);
    }
  }
}
