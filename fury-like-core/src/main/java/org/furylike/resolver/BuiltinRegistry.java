package org.furylike.resolver;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fixed table of built-in types and their wire ids. Ids are assigned in registration order, so
 * the order of calls in {@code BuiltinSerializers} is part of the wire format and must only ever be
 * appended to.
 */
public final class BuiltinRegistry {
  /** One built-in type: its id, its canonical class and its serializer factory. */
  public static final class Entry {
    final int id;
    final Class<?> cls;
    final SerializerFactory factory;

    Entry(int id, Class<?> cls, SerializerFactory factory) {
      this.id = id;
      this.cls = cls;
      this.factory = factory;
    }

    /** {@return the built-in id} */
    public int id() {
      return id;
    }

    /** {@return the class under this id; null for classes with no instances} */
    public Class<?> cls() {
      return cls;
    }

    /**
     * {@return whether the type has instances to serialize (false for primitives and abstract
     * components)}
     */
    public boolean hasFactory() {
      return factory != null;
    }
  }

  private final List<Entry> entries = new ArrayList<>();
  private final Map<Class<?>, Entry> byClass = new IdentityHashMap<>();
  private final List<Entry> families = new ArrayList<>();
  private final List<Entry> jdkFamilies = new ArrayList<>();

  /** An empty table; ids are assigned from 0 in the order types are added. */
  public BuiltinRegistry() {}

  /**
   * Adds a type under the next id; {@code factory} may be null for classes with no instances.
   *
   * @param cls the built-in class
   * @param factory makes its serializer, or null
   * @return the id assigned
   */
  public int add(Class<?> cls, SerializerFactory factory) {
    if (byClass.containsKey(cls)) {
      throw new IllegalStateException("built-in type registered twice: " + cls.getName());
    }
    Entry e = new Entry(entries.size(), cls, factory);
    entries.add(e);
    byClass.put(cls, e);
    return e.id;
  }

  /**
   * Makes {@code runtimeClass} travel under the id of {@code canonical}; the canonical serializer
   * writes its data and reads it back as whatever class it chooses (for example the JDK's private
   * {@code RegularEnumSet} under the {@code EnumSet} id).
   *
   * @param runtimeClass the class found at run time
   * @param canonical the built-in class whose id and serializer it uses
   */
  public void alias(Class<?> runtimeClass, Class<?> canonical) {
    Entry e = byClass.get(canonical);
    if (e == null) {
      throw new IllegalStateException("alias to unknown built-in " + canonical.getName());
    }
    if (runtimeClass != canonical) {
      byClass.putIfAbsent(runtimeClass, e);
    }
  }

  /**
   * Adds an abstract type under the next id as a family: any class of the same package that extends
   * it and is not itself built in travels under its id (the many private implementation classes of
   * a library's immutable collections). Register the most specific family first.
   *
   * @param base the abstract base of the family
   * @param factory makes the family's serializer
   * @return the id assigned
   */
  public int family(Class<?> base, SerializerFactory factory) {
    int id = add(base, factory);
    families.add(byClass.get(base));
    return id;
  }

  /**
   * Adds a type under the next id whose subclasses that belong to the JDK itself (defined by the
   * boot or platform class loader, in any package) travel under its id: the JDK-private classes
   * behind a public abstract type such as {@code Charset}, found when first written instead of
   * listed at start-up. Subclasses from any other class loader are not covered.
   *
   * @param base the public JDK type whose JDK-defined subclasses share its id
   * @param factory makes the serializer, given the base class
   * @return the id assigned
   */
  public int jdkFamily(Class<?> base, SerializerFactory factory) {
    int id = add(base, factory);
    jdkFamilies.add(byClass.get(base));
    return id;
  }

  /** The family {@code cls} belongs to, or null. */
  Entry familyOf(Class<?> cls) {
    for (Entry e : families) {
      if (e.cls.isAssignableFrom(cls) && e.cls.getPackageName().equals(cls.getPackageName())) {
        return e;
      }
    }
    if (isJdkClass(cls)) {
      for (Entry e : jdkFamilies) {
        if (e.cls.isAssignableFrom(cls)) {
          return e;
        }
      }
    }
    return null;
  }

  private static boolean isJdkClass(Class<?> cls) {
    ClassLoader loader = cls.getClassLoader();
    return loader == null || loader == ClassLoader.getPlatformClassLoader();
  }

  /**
   * Reserves an id with no class (wire-format markers such as the multi-dimensional array tag).
   *
   * @return the id reserved
   */
  public int reserve() {
    entries.add(null);
    return entries.size() - 1;
  }

  Entry get(Class<?> cls) {
    return byClass.get(cls);
  }

  Entry get(int id) {
    return id >= 0 && id < entries.size() ? entries.get(id) : null;
  }

  int size() {
    return entries.size();
  }

  /** {@return the entries in id order, for documentation and tests} */
  public List<Entry> entries() {
    return java.util.Collections.unmodifiableList(entries);
  }
}
