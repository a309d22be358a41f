package org.furylike.serializer.builtin;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.PriorityQueue;
import java.util.Stack;
import java.util.TreeSet;
import java.util.Vector;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.memory.Instantiator;
import org.furylike.meta.FieldOrder;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.AbstractCollectionSerializer;
import org.furylike.serializer.FieldSet;
import org.furylike.serializer.Serializer;

/**
 * JDK collections (lists, sets, queues) and user subclasses of them. The registration order below
 * fixes the wire ids of the whole collection family: only append. The concurrent, enum, immutable
 * and wrapper collections live in their own files and are registered from here.
 */
public final class CollectionSerializers {
  private CollectionSerializers() {}

  /** The common mutable collections of {@code java.util}. */
  static void registerCommon(BuiltinRegistry r) {
    r.add(ArrayList.class, FACTORY);
    r.add(LinkedList.class, FACTORY);
    r.add(HashSet.class, FACTORY);
    r.add(LinkedHashSet.class, FACTORY);
    r.add(ArrayDeque.class, FACTORY);
    r.add(Vector.class, FACTORY);
    r.add(Stack.class, FACTORY);
    r.add(TreeSet.class, FACTORY);
    r.add(PriorityQueue.class, FACTORY);
  }

  /** The other collection types, after the common ones of every family. */
  static void registerOthers(BuiltinRegistry r) {
    ComparatorSerializers.register(r);
    ConcurrentCollectionSerializers.register(r);
    EnumCollectionSerializers.registerSets(r);
    CollectionWrapperSerializers.registerCollections(r);
  }

  /**
   * A hash capacity that holds {@code n} entries without rehashing.
   *
   * @param n the number of entries
   * @return the initial capacity to pass to a hash-based collection or map
   */
  public static int capacityFor(int n) {
    return n < 3 ? 4 : (int) Math.min(1 << 30, (long) (n / 0.75f) + 1);
  }

  /**
   * The serializer of a user subclass of a JDK collection, or null if {@code cls} does not extend a
   * concrete JDK collection with a no-arg constructor.
   *
   * @param resolver the resolver of the instance
   * @param cls a user class
   * @return the serializer, or null
   */
  public static Serializer<?> forSubclass(ClassResolver resolver, Class<?> cls) {
    Class<?> jdk = JdkTypes.nearestJdkAncestor(cls);
    if (jdk == null || jdk == cls || !Collection.class.isAssignableFrom(jdk)) {
      return null;
    }
    return new SubclassCollectionSerializer<>(resolver, cls.asSubclass(Collection.class), jdk);
  }

  /**
   * A collection created empty from its size and filled in place.
   *
   * @param <T> the collection type
   */
  public static final class SizedCollectionSerializer<T extends Collection<?>>
      extends AbstractCollectionSerializer<T> {
    private final IntFunction<? extends Collection<?>> factory;

    /**
     * Creates the serializer of a collection class that has no data but its elements.
     *
     * @param type the collection class
     * @param factory makes an empty collection for an element count
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public SizedCollectionSerializer(Class type, IntFunction<? extends Collection<?>> factory) {
      super((Class<T>) type);
      this.factory = factory;
    }

    @Override
    protected Collection<?> newCollection(ReadContext ctx, int size) {
      return factory.apply(size);
    }

    /**
     * An empty collection for {@code size} elements. Generated code that inlines the element loop
     * uses it: these collections have no extra data, so size then elements is their whole layout.
     *
     * @param size the number of elements that will be added
     * @return the empty collection
     */
    @GeneratedCodeApi
    public Collection<Object> newEmpty(int size) {
      @SuppressWarnings("unchecked")
      Collection<Object> c = (Collection<Object>) factory.apply(size);
      return c;
    }

    @Override
    protected Collection<?> newCopy(CopyContext ctx, T original) {
      return factory.apply(original.size());
    }
  }

  /** Makes an empty collection from the element count and the comparator. */
  @FunctionalInterface
  public interface ComparatorFactory {
    /**
     * {@return an empty collection}
     *
     * @param size the number of elements that will be added
     * @param comparator the comparator read, or null for natural ordering
     */
    Collection<?> create(int size, Comparator<Object> comparator);
  }

  /**
   * A sorted set or priority queue: its comparator (a full slot, null for natural ordering) is
   * written as extra data, so the copy orders its elements the same way.
   *
   * @param <T> the collection type
   */
  public static final class ComparatorCollectionSerializer<T extends Collection<?>>
      extends AbstractCollectionSerializer<T> {
    private final Function<T, Comparator<?>> comparatorOf;
    private final ComparatorFactory factory;

    /**
     * Creates the serializer of a sorted collection class, which writes its comparator first.
     *
     * @param type the collection class
     * @param comparatorOf reads the comparator of a collection being written
     * @param factory makes an empty collection from a size and a comparator
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public ComparatorCollectionSerializer(
        Class type, Function<T, Comparator<?>> comparatorOf, ComparatorFactory factory) {
      super((Class<T>) type);
      this.comparatorOf = comparatorOf;
      this.factory = factory;
    }

    @Override
    protected void writeExtra(WriteContext ctx, T value) {
      ComparatorSerializers.write(ctx, comparatorOf.apply(value));
    }

    @Override
    protected Collection<?> newCollection(ReadContext ctx, int size) {
      return factory.create(size, ComparatorSerializers.read(ctx, type.getName()));
    }

    @Override
    protected Collection<?> newCopy(CopyContext ctx, T original) {
      return factory.create(
          original.size(), ComparatorSerializers.copy(ctx, comparatorOf.apply(original)));
    }
  }

  /**
   * A user class extending a JDK collection: its own fields (those declared below the JDK class)
   * are written as extra data, then the elements. Needs a no-arg constructor so the JDK state is
   * initialized.
   */
  static final class SubclassCollectionSerializer<T extends Collection<?>>
      extends AbstractCollectionSerializer<T> {
    private final FieldSet fields;
    private final Instantiator<T> instantiator;

    SubclassCollectionSerializer(ClassResolver resolver, Class<T> type, Class<?> jdkAncestor) {
      super(type);
      this.fields = new FieldSet(resolver, FieldOrder.below(type, jdkAncestor), true);
      this.instantiator = JdkTypes.constructorInstantiator(type);
    }

    @Override
    protected void writeExtra(WriteContext ctx, T value) {
      fields.writeFields(ctx, value);
    }

    @Override
    protected Collection<?> newCollection(ReadContext ctx, int size) {
      T c = instantiator.newInstance();
      fields.readFields(ctx, c);
      c.clear();
      return c;
    }

    @Override
    protected Collection<?> newCopy(CopyContext ctx, T original) {
      T c = instantiator.newInstance();
      fields.copyFields(ctx, original, c);
      c.clear();
      return c;
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == ArrayList.class) {
        return new SizedCollectionSerializer<>(ArrayList.class, ArrayList::new);
      }
      if (c == LinkedList.class) {
        return new SizedCollectionSerializer<>(LinkedList.class, n -> new LinkedList<>());
      }
      if (c == HashSet.class) {
        return new SizedCollectionSerializer<>(HashSet.class, n -> new HashSet<>(capacityFor(n)));
      }
      if (c == LinkedHashSet.class) {
        return new SizedCollectionSerializer<>(
            LinkedHashSet.class, n -> new LinkedHashSet<>(capacityFor(n)));
      }
      if (c == ArrayDeque.class) {
        return new SizedCollectionSerializer<>(ArrayDeque.class, ArrayDeque::new);
      }
      if (c == Vector.class) {
        return new SizedCollectionSerializer<>(Vector.class, Vector::new);
      }
      if (c == Stack.class) {
        return new SizedCollectionSerializer<>(Stack.class, n -> new Stack<>());
      }
      if (c == TreeSet.class) {
        return new ComparatorCollectionSerializer<TreeSet<?>>(
            TreeSet.class, TreeSet::comparator, (n, cmp) -> new TreeSet<>(cmp));
      }
      if (c == PriorityQueue.class) {
        return new ComparatorCollectionSerializer<PriorityQueue<?>>(
            PriorityQueue.class,
            PriorityQueue::comparator,
            (n, cmp) -> new PriorityQueue<>(Math.max(1, n), cmp));
      }
      return null;
    }
  }
}
