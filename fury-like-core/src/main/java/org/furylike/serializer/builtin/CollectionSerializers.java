package org.furylike.serializer.builtin;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.function.IntFunction;
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

/** JDK collections (lists, sets, queues) and user subclasses of them. */
public final class CollectionSerializers {
  private CollectionSerializers() {}

  static void register(BuiltinRegistry r) {
    r.add(ArrayList.class, (res, c) -> new SizedCollectionSerializer<>(ArrayList.class, ArrayList::new));
    r.add(LinkedList.class, (res, c) -> new SizedCollectionSerializer<>(LinkedList.class, n -> new LinkedList<>()));
    r.add(HashSet.class, (res, c) -> new SizedCollectionSerializer<>(HashSet.class, n -> new HashSet<>(capacityFor(n))));
    r.add(
        LinkedHashSet.class,
        (res, c) -> new SizedCollectionSerializer<>(LinkedHashSet.class, n -> new LinkedHashSet<>(capacityFor(n))));
  }

  /** A hash capacity that holds {@code n} entries without rehashing. */
  public static int capacityFor(int n) {
    return n < 3 ? 4 : (int) Math.min(1 << 30, (long) (n / 0.75f) + 1);
  }

  /**
   * The serializer of a user subclass of a JDK collection, or null if {@code cls} does not extend
   * a concrete JDK collection with a no-arg constructor.
   */
  public static Serializer<?> forSubclass(ClassResolver resolver, Class<?> cls) {
    Class<?> jdk = JdkTypes.nearestJdkAncestor(cls);
    if (jdk == null || jdk == cls || !Collection.class.isAssignableFrom(jdk)) {
      return null;
    }
    return new SubclassCollectionSerializer<>(resolver, cls.asSubclass(Collection.class), jdk);
  }

  /** A collection created empty from its size and filled in place. */
  public static final class SizedCollectionSerializer<T extends Collection<?>>
      extends AbstractCollectionSerializer<T> {
    private final IntFunction<? extends Collection<?>> factory;

    @SuppressWarnings({"unchecked", "rawtypes"})
    public SizedCollectionSerializer(Class type, IntFunction<? extends Collection<?>> factory) {
      super((Class<T>) type);
      this.factory = factory;
    }

    @Override
    protected Collection<?> newCollection(ReadContext ctx, int size) {
      return factory.apply(size);
    }

    @Override
    protected Collection<?> newCopy(CopyContext ctx, T original) {
      return factory.apply(original.size());
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
}
