package org.furylike.serializer.builtin;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Hashtable;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
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
import org.furylike.serializer.AbstractMapSerializer;
import org.furylike.serializer.FieldSet;
import org.furylike.serializer.Serializer;

/**
 * JDK maps and user subclasses of them. The registration order below fixes the wire ids of the map
 * family: only append. Enum, unmodifiable and wrapper maps live in their own files and are
 * registered from here.
 */
public final class MapSerializers {
  private MapSerializers() {}

  /** The common mutable maps of {@code java.util}. */
  static void registerCommon(BuiltinRegistry r) {
    r.add(HashMap.class, FACTORY);
    r.add(LinkedHashMap.class, FACTORY);
    r.add(TreeMap.class, FACTORY);
    r.add(IdentityHashMap.class, FACTORY);
    r.add(Hashtable.class, FACTORY);
    r.add(Properties.class, FACTORY);
    r.add(ConcurrentHashMap.class, FACTORY);
    r.add(ConcurrentSkipListMap.class, FACTORY);
  }

  /** The other map types, after the common ones of every family. */
  static void registerOthers(BuiltinRegistry r) {
    EnumCollectionSerializers.registerMaps(r);
    ImmutableCollectionSerializers.registerMaps(r);
    CollectionWrapperSerializers.registerMaps(r);
  }

  /**
   * The serializer of a user subclass of a JDK map, or null if {@code cls} does not extend a
   * concrete JDK map.
   *
   * @param resolver the resolver of the instance
   * @param cls a user class
   * @return the serializer, or null
   */
  public static Serializer<?> forSubclass(ClassResolver resolver, Class<?> cls) {
    Class<?> jdk = JdkTypes.nearestJdkAncestor(cls);
    if (jdk == null || jdk == cls || !Map.class.isAssignableFrom(jdk)) {
      return null;
    }
    return new SubclassMapSerializer<>(resolver, cls.asSubclass(Map.class), jdk);
  }

  /**
   * A map created empty from its size and filled in place.
   *
   * @param <T> the map type
   */
  public static final class SizedMapSerializer<T extends Map<?, ?>>
      extends AbstractMapSerializer<T> {
    private final IntFunction<? extends Map<?, ?>> factory;

    /**
     * Creates the serializer of a map class that has no data but its entries.
     *
     * @param type the map class
     * @param factory makes an empty map for an entry count
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public SizedMapSerializer(Class type, IntFunction<? extends Map<?, ?>> factory) {
      super((Class<T>) type);
      this.factory = factory;
    }

    @Override
    protected Map<?, ?> newMap(ReadContext ctx, int size) {
      return factory.apply(size);
    }

    /**
     * An empty map for {@code size} entries. Generated code that inlines the entry loop uses it:
     * these maps have no extra data, so size then entries is their whole layout.
     *
     * @param size the number of entries that will be put
     * @return the empty map
     */
    @GeneratedCodeApi
    @SuppressWarnings("unchecked")
    public Map<Object, Object> newEmpty(int size) {
      return (Map<Object, Object>) factory.apply(size);
    }

    @Override
    protected Map<?, ?> newCopy(CopyContext ctx, T original) {
      return factory.apply(original.size());
    }
  }

  /**
   * A sorted map: its comparator (a full slot, null for natural ordering) is written as extra data.
   *
   * @param <T> the map type
   */
  public static final class SortedMapSerializer<T extends SortedMap<?, ?>>
      extends AbstractMapSerializer<T> {
    private final Function<Comparator<Object>, ? extends Map<?, ?>> factory;

    /**
     * Creates the serializer of a sorted map class, which writes its comparator first.
     *
     * @param type the map class
     * @param factory makes an empty map from the comparator read
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public SortedMapSerializer(
        Class type, Function<Comparator<Object>, ? extends Map<?, ?>> factory) {
      super((Class<T>) type);
      this.factory = factory;
    }

    @Override
    protected void writeExtra(WriteContext ctx, T value) {
      ComparatorSerializers.write(ctx, value.comparator());
    }

    @Override
    protected Map<?, ?> newMap(ReadContext ctx, int size) {
      return factory.apply(ComparatorSerializers.read(ctx, type.getName()));
    }

    @Override
    protected Map<?, ?> newCopy(CopyContext ctx, T original) {
      return factory.apply(ComparatorSerializers.copy(ctx, original.comparator()));
    }
  }

  /**
   * {@code LinkedHashMap}, keeping insertion or access order: one extra byte holds the {@code
   * accessOrder} flag. The flag is private, so {@link #isAccessOrder} observes it with public API
   * on the exact {@code LinkedHashMap} class only (subclasses use the subclass serializer):
   *
   * <ul>
   *   <li>with two or more entries, it calls {@code get} on the first key and looks whether that
   *       key moved to the end; if it did, calling {@code get} on every key in the original order
   *       restores the original order;
   *   <li>with fewer entries, it adds private sentinel keys until there are two, probes the same
   *       way and removes them again.
   * </ul>
   *
   * The map's contents and iteration order are unchanged afterwards, but the probe is a structural
   * access: it must not run while another thread uses the map, and it invalidates iterators open on
   * an access-ordered map, exactly like a {@code get} by the application would.
   */
  static final class LinkedHashMapSerializer extends AbstractMapSerializer<LinkedHashMap<?, ?>> {
    private static final Object SENTINEL_A = new Object();
    private static final Object SENTINEL_B = new Object();

    @SuppressWarnings({"unchecked", "rawtypes"})
    LinkedHashMapSerializer() {
      super((Class) LinkedHashMap.class);
    }

    @SuppressWarnings("unchecked")
    static boolean isAccessOrder(LinkedHashMap<?, ?> map) {
      LinkedHashMap<Object, Object> m = (LinkedHashMap<Object, Object>) map;
      int size = m.size();
      if (size >= 2) {
        Object first = m.keySet().iterator().next();
        m.get(first);
        if (lastKey(m) != first) {
          return false;
        }
        // now k1..kn-1, k0: touching k0, k1, ..., kn-1 in turn restores k0..kn-1
        List<Object> rotated = new ArrayList<>(m.keySet());
        m.get(first);
        for (int i = 0; i < rotated.size() - 1; i++) {
          m.get(rotated.get(i));
        }
        return true;
      }
      Object probe = size == 0 ? SENTINEL_A : m.keySet().iterator().next();
      if (size == 0) {
        m.put(SENTINEL_A, null);
      }
      m.put(SENTINEL_B, null);
      m.get(probe);
      boolean moved = lastKey(m) == probe;
      m.remove(SENTINEL_B);
      m.remove(SENTINEL_A);
      return moved;
    }

    private static Object lastKey(Map<?, ?> m) {
      Object last = null;
      for (Iterator<?> it = m.keySet().iterator(); it.hasNext(); ) {
        last = it.next();
      }
      return last;
    }

    private static LinkedHashMap<?, ?> create(int size, boolean accessOrder) {
      return new LinkedHashMap<>(CollectionSerializers.capacityFor(size), 0.75f, accessOrder);
    }

    @Override
    protected void writeExtra(WriteContext ctx, LinkedHashMap<?, ?> value) {
      ctx.buffer().writeBoolean(isAccessOrder(value));
    }

    @Override
    protected Map<?, ?> newMap(ReadContext ctx, int size) {
      return create(size, ctx.buffer().readBoolean());
    }

    @Override
    protected Map<?, ?> newCopy(CopyContext ctx, LinkedHashMap<?, ?> original) {
      return create(original.size(), isAccessOrder(original));
    }
  }

  /**
   * {@code Properties}: extra data holds the defaults visible through public API (the names from
   * {@code stringPropertyNames()} that are not own keys, with their {@code getProperty} values) as
   * a count and string pairs; the reader puts them into one new defaults {@code Properties}. A
   * chain of defaults comes back flattened to one level, and defaults that are not strings or are
   * hidden by an own key are not kept.
   */
  static final class PropertiesSerializer extends AbstractMapSerializer<Properties> {
    PropertiesSerializer() {
      super(Properties.class);
    }

    private static List<String> defaultNames(Properties p) {
      List<String> names = new ArrayList<>();
      for (String name : p.stringPropertyNames()) {
        if (!p.containsKey(name)) {
          names.add(name);
        }
      }
      return names;
    }

    @Override
    protected void writeExtra(WriteContext ctx, Properties value) {
      List<String> names = defaultNames(value);
      ctx.buffer().writeVarUint32(names.size());
      for (String name : names) {
        ctx.writeString(name);
        ctx.writeString(value.getProperty(name));
      }
    }

    @Override
    protected Map<?, ?> newMap(ReadContext ctx, int size) {
      int n = ctx.readLength(2, "Properties defaults");
      if (n == 0) {
        return new Properties();
      }
      Properties defaults = new Properties();
      for (int i = 0; i < n; i++) {
        String name = ctx.readString();
        defaults.setProperty(name, ctx.readString());
      }
      return new Properties(defaults);
    }

    @Override
    protected Map<?, ?> newCopy(CopyContext ctx, Properties original) {
      List<String> names = defaultNames(original);
      if (names.isEmpty()) {
        return new Properties();
      }
      Properties defaults = new Properties();
      for (String name : names) {
        defaults.setProperty(name, original.getProperty(name));
      }
      return new Properties(defaults);
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

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == HashMap.class) {
        return new SizedMapSerializer<>(
            HashMap.class, n -> new HashMap<>(CollectionSerializers.capacityFor(n)));
      }
      if (c == LinkedHashMap.class) {
        return new LinkedHashMapSerializer();
      }
      if (c == IdentityHashMap.class) {
        return new SizedMapSerializer<>(c, IdentityHashMap::new);
      }
      if (c == Hashtable.class) {
        return new SizedMapSerializer<>(
            Hashtable.class, n -> new Hashtable<>(CollectionSerializers.capacityFor(n)));
      }
      if (c == Properties.class) {
        return new PropertiesSerializer();
      }
      if (c == ConcurrentHashMap.class) {
        return new SizedMapSerializer<>(
            ConcurrentHashMap.class,
            n -> new ConcurrentHashMap<>(CollectionSerializers.capacityFor(n)));
      }
      if (c == TreeMap.class) {
        return new SortedMapSerializer<TreeMap<?, ?>>(TreeMap.class, TreeMap::new);
      }
      if (c == ConcurrentSkipListMap.class) {
        return new SortedMapSerializer<ConcurrentSkipListMap<?, ?>>(
            ConcurrentSkipListMap.class, ConcurrentSkipListMap::new);
      }
      return null;
    }
  }
}
