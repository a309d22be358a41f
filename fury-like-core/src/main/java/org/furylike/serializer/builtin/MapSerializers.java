package org.furylike.serializer.builtin;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.IntFunction;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.memory.Instantiator;
import org.furylike.meta.FieldOrder;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.AbstractMapSerializer;
import org.furylike.serializer.FieldSet;
import org.furylike.serializer.Serializer;

/** JDK maps and user subclasses of them. */
public final class MapSerializers {
  private MapSerializers() {}

  static void register(BuiltinRegistry r) {
    r.add(HashMap.class, (res, c) -> new SizedMapSerializer<>(HashMap.class,
        n -> new HashMap<>(CollectionSerializers.capacityFor(n))));
  }

  /**
   * The serializer of a user subclass of a JDK map, or null if {@code cls} does not extend a
   * concrete JDK map.
   */
  public static Serializer<?> forSubclass(ClassResolver resolver, Class<?> cls) {
    Class<?> jdk = JdkTypes.nearestJdkAncestor(cls);
    if (jdk == null || jdk == cls || !Map.class.isAssignableFrom(jdk)) {
      return null;
    }
    return new SubclassMapSerializer<>(resolver, cls.asSubclass(Map.class), jdk);
  }

  /** A map created empty from its size and filled in place. */
  public static final class SizedMapSerializer<T extends Map<?, ?>> extends AbstractMapSerializer<T> {
    private final IntFunction<? extends Map<?, ?>> factory;

    @SuppressWarnings({"unchecked", "rawtypes"})
    public SizedMapSerializer(Class type, IntFunction<? extends Map<?, ?>> factory) {
      super((Class<T>) type);
      this.factory = factory;
    }

    @Override
    protected Map<?, ?> newMap(ReadContext ctx, int size) {
      return factory.apply(size);
    }

    @Override
    protected Map<?, ?> newCopy(CopyContext ctx, T original) {
      return factory.apply(original.size());
    }
  }

  /** A user class extending a JDK map: its own fields, then the entries. */
  static final class SubclassMapSerializer<T extends Map<?, ?>> extends AbstractMapSerializer<T> {
    private final FieldSet fields;
    private final Instantiator<T> instantiator;

    SubclassMapSerializer(ClassResolver resolver, Class<T> type, Class<?> jdkAncestor) {
      super(type);
      this.fields = new FieldSet(resolver, FieldOrder.below(type, jdkAncestor), true);
      this.instantiator = JdkTypes.constructorInstantiator(type);
    }

    @Override
    protected void writeExtra(WriteContext ctx, T value) {
      fields.writeFields(ctx, value);
    }

    @Override
    protected Map<?, ?> newMap(ReadContext ctx, int size) {
      T m = instantiator.newInstance();
      fields.readFields(ctx, m);
      m.clear();
      return m;
    }

    @Override
    protected Map<?, ?> newCopy(CopyContext ctx, T original) {
      T m = instantiator.newInstance();
      fields.copyFields(ctx, original, m);
      m.clear();
      return m;
    }
  }
}
