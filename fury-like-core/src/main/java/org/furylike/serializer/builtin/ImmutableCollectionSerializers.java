package org.furylike.serializer.builtin;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.AbstractCollectionSerializer;
import org.furylike.serializer.AbstractMapSerializer;

/**
 * The JDK's unmodifiable collections, whose classes are private: {@code List.of}, {@code
 * List.copyOf}, {@code Stream.toList()} and their sub-lists, {@code Set.of}, {@code Map.of} /
 * {@code Map.ofEntries}, the {@code Collections.emptyX} and {@code Collections.singletonX}
 * families, and {@code Arrays.asList}. Each class gets its own wire id and is rebuilt through the
 * public factory that produces that class, so values come back with the same runtime class.
 *
 * <p>The elements are read into a temporary collection and the result is built afterwards, so these
 * serializers are not filled in place: a reference cycle through such a value cannot be restored
 * and fails with a clear error. {@code Arrays.asList} is the exception: its fixed-size list is
 * created first and filled with {@code set}.
 */
final class ImmutableCollectionSerializers {
  private ImmutableCollectionSerializers() {}

  static void registerCollections(BuiltinRegistry r) {
    r.add(List.of(1).getClass(), FACTORY);
    r.add(List.of().getClass(), FACTORY);
    r.add(List.of().subList(0, 0).getClass(), FACTORY);
    r.add(Set.of(1).getClass(), FACTORY);
    r.add(Set.of().getClass(), FACTORY);
    r.add(Collections.emptyList().getClass(), FACTORY);
    r.add(Collections.emptySet().getClass(), FACTORY);
    r.add(Collections.emptyNavigableSet().getClass(), FACTORY);
    r.add(Collections.singletonList(1).getClass(), FACTORY);
    r.add(Collections.singleton(1).getClass(), FACTORY);
    r.add(Arrays.asList(1).getClass(), FACTORY);
  }

  static void registerMaps(BuiltinRegistry r) {
    r.add(Map.of(1, 1).getClass(), FACTORY);
    r.add(Map.of().getClass(), FACTORY);
    r.add(Collections.emptyMap().getClass(), FACTORY);
    r.add(Collections.emptyNavigableMap().getClass(), FACTORY);
    r.add(Collections.singletonMap(1, 1).getClass(), FACTORY);
  }

  /**
   * Runs a JDK factory, turning its rejection of the data (nulls, duplicates) into a clear error.
   */
  private static <T> T build(Class<?> type, Object input, Function<Object, T> factory) {
    try {
      return factory.apply(input);
    } catch (NullPointerException e) {
      throw new DeserializationException(
          "input for " + type.getName() + " holds a null, which this collection does not allow", e);
    } catch (IllegalArgumentException e) {
      throw new DeserializationException(
          "input for " + type.getName() + " is rejected by its factory: " + e.getMessage(), e);
    }
  }

  /** The elements read so far, and what the writer said about nulls. */
  static final class Elements extends ArrayList<Object> {
    private final boolean allowNulls;

    Elements(int size, boolean allowNulls) {
      super(size);
      this.allowNulls = allowNulls;
    }
  }

  /** An unmodifiable collection rebuilt from its elements by a public factory. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static final class BuiltCollectionSerializer extends AbstractCollectionSerializer<Collection<?>> {
    private final boolean singleton;
    private final Function<Object[], Collection<?>> factory;

    BuiltCollectionSerializer(
        Class type, boolean singleton, Function<Object[], Collection<?>> factory) {
      super(type);
      this.singleton = singleton;
      this.factory = factory;
    }

    @Override
    protected Collection<?> newCollection(ReadContext ctx, int size) {
      if (singleton && size != 1) {
        throw new DeserializationException(
            type.getName()
                + " at offset "
                + ctx.buffer().readerIndex()
                + " declares "
                + size
                + " elements instead of 1");
      }
      return new ArrayList<>(size);
    }

    @Override
    protected Collection<?> newCopy(CopyContext ctx, Collection<?> original) {
      return new ArrayList<>(original.size());
    }

    @Override
    protected boolean isFilledInPlace() {
      return false;
    }

    @Override
    protected Collection<?> finish(Collection<?> filled) {
      return build(type, filled.toArray(), a -> factory.apply((Object[]) a));
    }
  }

  /**
   * {@code ImmutableCollections.ListN} ({@code List.of} with 0 or 3+ elements, {@code
   * Stream.toList()}) and {@code ImmutableCollections.SubList}. One extra byte says whether the
   * list accepts nulls; lists that reject them are rebuilt with {@code List.of}, the others with
   * {@code Arrays.stream(array).toList()}. See {@link #allowsNulls} for how the flag is found.
   */
  static final class ListNSerializer extends AbstractCollectionSerializer<List<?>> {
    private final boolean subList;

    @SuppressWarnings({"unchecked", "rawtypes"})
    ListNSerializer(Class type, boolean subList) {
      super(type);
      this.subList = subList;
    }

    /**
     * Whether {@code list} accepts nulls, with public API only: a list holding a null does; a
     * {@code ListN} that {@code List.copyOf} returns as itself does not (the JDK copies only lists
     * that accept nulls). A sub-list, which {@code List.copyOf} always copies, is asked {@code
     * contains(null)}, which throws exactly for lists that reject nulls.
     */
    boolean allowsNulls(List<?> list) {
      for (Object e : list) {
        if (e == null) {
          return true;
        }
      }
      if (!subList) {
        return List.copyOf(list) != list;
      }
      try {
        list.contains(null);
        return true;
      } catch (NullPointerException e) {
        return false;
      }
    }

    @Override
    protected void writeExtra(WriteContext ctx, List<?> value) {
      ctx.buffer().writeBoolean(allowsNulls(value));
    }

    @Override
    protected Collection<?> newCollection(ReadContext ctx, int size) {
      return new Elements(size, ctx.buffer().readBoolean());
    }

    @Override
    protected Collection<?> newCopy(CopyContext ctx, List<?> original) {
      return new Elements(original.size(), allowsNulls(original));
    }

    @Override
    protected boolean isFilledInPlace() {
      return false;
    }

    @Override
    protected List<?> finish(Collection<?> filled) {
      Object[] a = filled.toArray();
      List<?> list =
          ((Elements) filled).allowNulls
              ? Arrays.stream(a).toList()
              : build(type, a, x -> List.of((Object[]) x));
      return subList ? list.subList(0, list.size()) : list;
    }
  }

  /** {@code Arrays.asList}: a fixed-size list over a new {@code Object[]}, filled with set. */
  static final class ArraysAsListSerializer extends DeferredFillSerializers.OfCollection<List<?>> {
    ArraysAsListSerializer(Class<?> type) {
      super(type, false);
    }

    @Override
    protected Collection<Object> newTarget(ReadContext ctx, int size) {
      return Arrays.asList(new Object[size]);
    }

    @Override
    protected Collection<Object> newCopyTarget(CopyContext ctx, List<?> original) {
      return Arrays.asList(new Object[original.size()]);
    }

    @Override
    protected List<?> wrap(Collection<Object> target) {
      return (List<?>) target;
    }

    @Override
    protected void fill(Collection<Object> target, List<Object> elements) {
      List<Object> list = (List<Object>) target;
      for (int i = 0; i < elements.size(); i++) {
        list.set(i, elements.get(i));
      }
    }
  }

  /**
   * Entries in arrival order, duplicates kept, so the map factory sees exactly what the input holds
   * and rejects duplicate keys instead of silently dropping them.
   */
  static final class EntryBuffer extends AbstractMap<Object, Object> {
    private final List<Map.Entry<Object, Object>> entries;

    EntryBuffer(int size) {
      this.entries = new ArrayList<>(size);
    }

    @Override
    public Object put(Object key, Object value) {
      entries.add(new SimpleImmutableEntry<>(key, value));
      return null;
    }

    @Override
    public Set<Map.Entry<Object, Object>> entrySet() {
      return new AbstractSet<>() {
        @Override
        public Iterator<Map.Entry<Object, Object>> iterator() {
          return entries.iterator();
        }

        @Override
        public int size() {
          return entries.size();
        }
      };
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    Map.Entry<Object, Object>[] toEntryArray() {
      return entries.toArray(new Map.Entry[0]);
    }
  }

  /** An unmodifiable map rebuilt from its entries by a public factory. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static final class BuiltMapSerializer extends AbstractMapSerializer<Map<?, ?>> {
    private final boolean singleton;
    private final Function<Map.Entry<Object, Object>[], Map<?, ?>> factory;

    BuiltMapSerializer(
        Class type, boolean singleton, Function<Map.Entry<Object, Object>[], Map<?, ?>> factory) {
      super(type);
      this.singleton = singleton;
      this.factory = factory;
    }

    @Override
    protected Map<?, ?> newMap(ReadContext ctx, int size) {
      if (singleton && size != 1) {
        throw new DeserializationException(
            type.getName()
                + " at offset "
                + ctx.buffer().readerIndex()
                + " declares "
                + size
                + " entries instead of 1");
      }
      return new EntryBuffer(size);
    }

    @Override
    protected Map<?, ?> newCopy(CopyContext ctx, Map<?, ?> original) {
      return new EntryBuffer(original.size());
    }

    @Override
    protected boolean isFilledInPlace() {
      return false;
    }

    @Override
    protected Map<?, ?> finish(Map<?, ?> filled) {
      return build(
          type, ((EntryBuffer) filled).toEntryArray(), e -> factory.apply((Map.Entry[]) e));
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == List.of(1).getClass()) {
        return new BuiltCollectionSerializer(c, false, List::of);
      }
      if (c == List.of().getClass()) {
        return new ListNSerializer(c, false);
      }
      if (c == List.of().subList(0, 0).getClass()) {
        return new ListNSerializer(c, true);
      }
      if (c == Set.of(1).getClass()) {
        return new BuiltCollectionSerializer(c, false, Set::of);
      }
      if (c == Set.of().getClass()) {
        return new BuiltCollectionSerializer(c, false, Set::of);
      }
      if (c == Collections.emptyList().getClass()) {
        return new ConstantSerializer<>(Collections.emptyList());
      }
      if (c == Collections.emptySet().getClass()) {
        return new ConstantSerializer<>(Collections.emptySet());
      }
      if (c == Collections.emptyNavigableSet().getClass()) {
        return new ConstantSerializer<>(Collections.emptyNavigableSet());
      }
      if (c == Collections.singletonList(1).getClass()) {
        return new BuiltCollectionSerializer(c, true, a -> Collections.singletonList(a[0]));
      }
      if (c == Collections.singleton(1).getClass()) {
        return new BuiltCollectionSerializer(c, true, a -> Collections.singleton(a[0]));
      }
      if (c == Arrays.asList(1).getClass()) {
        return new ArraysAsListSerializer(c);
      }
      if (c == Map.of(1, 1).getClass()) {
        return new BuiltMapSerializer(c, false, Map::ofEntries);
      }
      if (c == Map.of().getClass()) {
        return new BuiltMapSerializer(c, false, Map::ofEntries);
      }
      if (c == Collections.emptyMap().getClass()) {
        return new ConstantSerializer<>(Collections.emptyMap());
      }
      if (c == Collections.emptyNavigableMap().getClass()) {
        return new ConstantSerializer<>(Collections.emptyNavigableMap());
      }
      if (c == Collections.singletonMap(1, 1).getClass()) {
        return new BuiltMapSerializer(
            c, true, e -> Collections.singletonMap(e[0].getKey(), e[0].getValue()));
      }
      return null;
    }
  }
}
