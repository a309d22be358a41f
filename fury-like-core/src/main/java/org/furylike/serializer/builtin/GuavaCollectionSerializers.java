package org.furylike.serializer.builtin;

import com.google.common.collect.ImmutableBiMap;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedMap;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.Ordering;
import com.google.common.primitives.ImmutableDoubleArray;
import com.google.common.primitives.ImmutableIntArray;
import com.google.common.primitives.ImmutableLongArray;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.AbstractCollectionSerializer;
import org.furylike.serializer.AbstractMapSerializer;

/**
 * Guava's immutable collections and primitive arrays. Loaded only when Guava is on the class path
 * (see {@link GuavaSupport}). Each abstract Guava type is a family: every Guava implementation
 * class of it travels under its id and comes back as what its {@code copyOf} builds. Sorted types
 * write one byte before the elements: {@code 0} for natural ordering, {@code 1} followed by the
 * comparator as a slot.
 */
final class GuavaCollectionSerializers {
  private GuavaCollectionSerializers() {}

  static void register(BuiltinRegistry r) {
    r.family(ImmutableList.class, FACTORY);
    r.family(ImmutableSortedSet.class, FACTORY);
    r.family(ImmutableSet.class, FACTORY);
    r.family(ImmutableSortedMap.class, FACTORY);
    r.family(ImmutableBiMap.class, FACTORY);
    r.family(ImmutableMap.class, FACTORY);
    r.add(ImmutableIntArray.class, FACTORY);
    r.add(ImmutableLongArray.class, FACTORY);
    r.add(ImmutableDoubleArray.class, FACTORY);
  }

  /** An immutable collection built from a list of the elements read. */
  static final class Immutable<T extends Collection<?>> extends AbstractCollectionSerializer<T> {
    private final Function<Collection<Object>, ? extends T> build;

    Immutable(Class<T> type, Function<Collection<Object>, ? extends T> build) {
      super(type);
      this.build = build;
    }

    @Override
    protected Collection<?> newCollection(ReadContext ctx, int size) {
      return new ArrayList<>(Math.min(size, 1024));
    }

    @Override
    protected boolean isFilledInPlace() {
      return false;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected T finish(Collection<?> filled) {
      return build.apply((Collection<Object>) filled);
    }

    @Override
    protected Collection<?> newCopy(CopyContext ctx, T original) {
      return new ArrayList<>(original.size());
    }
  }

  static void writeComparator(WriteContext ctx, Comparator<?> c) {
    if (c == Ordering.natural()) {
      ctx.buffer().writeByte(0);
    } else {
      ctx.buffer().writeByte(1);
      ComparatorSerializers.write(ctx, c);
    }
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  static Comparator<Object> readComparator(ReadContext ctx, String owner) {
    byte kind = ctx.buffer().readByte();
    if (kind == 0) {
      return (Comparator) Ordering.natural();
    }
    if (kind != 1) {
      throw new org.furylike.exception.DeserializationException(
          "invalid comparator kind " + kind + " of " + owner);
    }
    return ComparatorSerializers.read(ctx, owner);
  }

  /** {@code ImmutableSortedSet}: comparator, then the elements in order. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static final class SortedSetSerializer
      extends AbstractCollectionSerializer<ImmutableSortedSet<?>> {
    SortedSetSerializer() {
      super((Class) ImmutableSortedSet.class);
    }

    @Override
    protected void writeExtra(WriteContext ctx, ImmutableSortedSet<?> value) {
      writeComparator(ctx, value.comparator());
    }

    @Override
    protected Collection<?> newCollection(ReadContext ctx, int size) {
      return new SortedBuffer(readComparator(ctx, "ImmutableSortedSet"), Math.min(size, 1024));
    }

    @Override
    protected boolean isFilledInPlace() {
      return false;
    }

    @Override
    protected ImmutableSortedSet<?> finish(Collection<?> filled) {
      SortedBuffer b = (SortedBuffer) filled;
      return ImmutableSortedSet.copyOf(b.comparator, b);
    }

    @Override
    protected Collection<?> newCopy(CopyContext ctx, ImmutableSortedSet<?> original) {
      return new SortedBuffer((Comparator<Object>) original.comparator(), original.size());
    }
  }

  /** The elements read for a sorted set, with the comparator to build it with. */
  static final class SortedBuffer extends ArrayList<Object> {
    private static final long serialVersionUID = 1L;
    final transient Comparator<Object> comparator;

    SortedBuffer(Comparator<Object> comparator, int capacity) {
      super(capacity);
      this.comparator = comparator;
    }
  }

  /** An immutable map built from a {@code LinkedHashMap} of the entries read. */
  static final class ImmutableMapSerializer<T extends Map<?, ?>> extends AbstractMapSerializer<T> {
    private final Function<Map<Object, Object>, ? extends T> build;

    ImmutableMapSerializer(Class<T> type, Function<Map<Object, Object>, ? extends T> build) {
      super(type);
      this.build = build;
    }

    @Override
    protected Map<?, ?> newMap(ReadContext ctx, int size) {
      return new LinkedHashMap<>(CollectionSerializers.capacityFor(Math.min(size, 1024)));
    }

    @Override
    protected boolean isFilledInPlace() {
      return false;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected T finish(Map<?, ?> filled) {
      return build.apply((Map<Object, Object>) filled);
    }

    @Override
    protected Map<?, ?> newCopy(CopyContext ctx, T original) {
      return new LinkedHashMap<>(CollectionSerializers.capacityFor(original.size()));
    }
  }

  /** {@code ImmutableSortedMap}: comparator, then the entries in order. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static final class SortedMapSerializer extends AbstractMapSerializer<ImmutableSortedMap<?, ?>> {
    SortedMapSerializer() {
      super((Class) ImmutableSortedMap.class);
    }

    @Override
    protected void writeExtra(WriteContext ctx, ImmutableSortedMap<?, ?> value) {
      writeComparator(ctx, value.comparator());
    }

    @Override
    protected Map<?, ?> newMap(ReadContext ctx, int size) {
      return new java.util.TreeMap<>(readComparator(ctx, "ImmutableSortedMap"));
    }

    @Override
    protected boolean isFilledInPlace() {
      return false;
    }

    @Override
    protected ImmutableSortedMap<?, ?> finish(Map<?, ?> filled) {
      java.util.TreeMap<Object, Object> m = (java.util.TreeMap<Object, Object>) filled;
      return ImmutableSortedMap.copyOfSorted(m);
    }

    @Override
    protected Map<?, ?> newCopy(CopyContext ctx, ImmutableSortedMap<?, ?> original) {
      return new java.util.TreeMap<>((Comparator<Object>) original.comparator());
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == ImmutableList.class) {
        return new Immutable<>(ImmutableList.class, ImmutableList::copyOf);
      }
      if (c == ImmutableSortedSet.class) {
        return new SortedSetSerializer();
      }
      if (c == ImmutableSet.class) {
        return new Immutable<>(ImmutableSet.class, ImmutableSet::copyOf);
      }
      if (c == ImmutableSortedMap.class) {
        return new SortedMapSerializer();
      }
      if (c == ImmutableBiMap.class) {
        return new ImmutableMapSerializer<>(ImmutableBiMap.class, ImmutableBiMap::copyOf);
      }
      if (c == ImmutableMap.class) {
        return new ImmutableMapSerializer<>(ImmutableMap.class, ImmutableMap::copyOf);
      }
      if (c == ImmutableIntArray.class) {
        return GuavaArraySerializers.ints();
      }
      if (c == ImmutableLongArray.class) {
        return GuavaArraySerializers.longs();
      }
      if (c == ImmutableDoubleArray.class) {
        return GuavaArraySerializers.doubles();
      }
      return null;
    }
  }
}
