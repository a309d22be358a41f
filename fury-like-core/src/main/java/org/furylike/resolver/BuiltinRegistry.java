package org.furylike.resolver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

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

  /**
   * A group of types whose classes are loaded only when first needed: {@code ids} ids reserved at
   * build time, filled in by {@code group} the first time a lookup could concern one of them.
   */
  private static final class Deferred {
    final int start;
    final int ids;
    final Consumer<BuiltinRegistry> group;

    Deferred(int start, int ids, Consumer<BuiltinRegistry> group) {
      this.start = start;
      this.ids = ids;
      this.group = group;
    }
  }

  /** What lookups see: replaced whole, never changed once published. */
  private static final class Snapshot {
    final Entry[] entries;
    final Map<Class<?>, Entry> byClass;
    final Entry[] families;
    final Entry[] jdkFamilies;

    Snapshot(List<Entry> entries, Map<Class<?>, Entry> byClass, List<Entry> fam, List<Entry> jdk) {
      this.entries = entries.toArray(new Entry[0]);
      this.byClass = new IdentityHashMap<>(byClass);
      this.families = fam.toArray(new Entry[0]);
      this.jdkFamilies = jdk.toArray(new Entry[0]);
    }
  }

  // The tables being built: written while the registry is built and, under this object's lock,
  // while deferred groups are filled in; lookups read only the published snapshot.
  private final List<Entry> entries = new ArrayList<>();
  private final Map<Class<?>, Entry> byClass = new IdentityHashMap<>();
  private final List<Entry> families = new ArrayList<>();
  private final List<Entry> jdkFamilies = new ArrayList<>();
  private final List<Deferred> deferred = new ArrayList<>();

  /** While a deferred group is filled in: the next id it takes, and the end of its range. */
  private int fillAt = -1;

  private int fillEnd;

  private volatile Snapshot snapshot;

  /** Whether every deferred group has been filled in. */
  private volatile boolean complete = true;

  /** The ids from the first deferred group's start to the last one's end (exclusive). */
  private int deferredFrom = Integer.MAX_VALUE;

  private int deferredTo;

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
    Entry e = new Entry(nextSlot(), cls, factory);
    entries.set(e.id, e);
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
    if (!complete && mayBeDeferred(cls)) {
      completeDeferred();
    }
    Snapshot snap = snapshot;
    for (Entry e : snap.families) {
      if (e.cls.isAssignableFrom(cls) && e.cls.getPackageName().equals(cls.getPackageName())) {
        return e;
      }
    }
    if (isJdkClass(cls)) {
      for (Entry e : snap.jdkFamilies) {
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
    return nextSlot();
  }

  /** {@return the id the next {@link #add} or {@link #reserve} takes} */
  public int nextId() {
    return fillAt >= 0 ? fillAt : entries.size();
  }

  /** Takes the next id: appended while the table is built, in its range while a group fills. */
  private int nextSlot() {
    if (fillAt < 0) {
      entries.add(null);
      return entries.size() - 1;
    }
    if (fillAt >= fillEnd) {
      throw new IllegalStateException("a deferred built-in group adds more types than it reserved");
    }
    return fillAt++;
  }

  /**
   * Reserves the next {@code ids} ids for {@code group}, which adds exactly that many types (with
   * {@link #add}, {@link #reserve} and the other methods) the first time a lookup could concern one
   * of them: an id in the range, a JDK class or a Guava class that is not in the table yet, or the
   * whole table. Start-up then loads none of the group's classes (and runs none of its probes)
   * until a message or a registration needs them.
   *
   * @param ids how many ids the group takes
   * @param group adds the group's types, in id order
   */
  public void defer(int ids, Consumer<BuiltinRegistry> group) {
    deferredFrom = Math.min(deferredFrom, entries.size());
    deferred.add(new Deferred(entries.size(), ids, group));
    for (int i = 0; i < ids; i++) {
      entries.add(null);
    }
    deferredTo = entries.size();
    complete = false;
  }

  /** Publishes the table built so far to lookups; called once, at the end of building. */
  public void seal() {
    snapshot = new Snapshot(entries, byClass, families, jdkFamilies);
  }

  /** Fills in every deferred group and publishes the full table. */
  private synchronized void completeDeferred() {
    if (complete) {
      return;
    }
    for (Deferred d : deferred) {
      fillAt = d.start;
      fillEnd = d.start + d.ids;
      int reached;
      try {
        d.group.accept(this);
        reached = fillAt;
      } finally {
        fillAt = -1;
      }
      if (reached != fillEnd) {
        throw new IllegalStateException(
            "a deferred built-in group reserved " + d.ids + " ids and took " + (reached - d.start));
      }
    }
    deferred.clear();
    snapshot = new Snapshot(entries, byClass, families, jdkFamilies);
    complete = true;
  }

  /** Whether a miss for {@code cls} may only mean that a deferred group has not been filled in. */
  private static boolean mayBeDeferred(Class<?> cls) {
    return isJdkClass(cls) || cls.getName().startsWith("com.google.common.");
  }

  // Each lookup reads `complete` before the snapshot: a thread that finishes filling publishes the
  // full snapshot before it sets `complete`, so a lookup that sees `complete` also sees the full
  // table, and one that does not asks completeDeferred, which waits for a fill under way. Read in
  // the other order, a lookup could take the partial table, then see `complete` and return a miss.

  Entry get(Class<?> cls) {
    boolean done = complete;
    Entry e = snapshot.byClass.get(cls);
    if (e == null && !done && mayBeDeferred(cls)) {
      completeDeferred();
      e = snapshot.byClass.get(cls);
    }
    return e;
  }

  Entry get(int id) {
    boolean done = complete;
    Entry[] all = snapshot.entries;
    if (id < 0 || id >= all.length) {
      return null;
    }
    Entry e = all[id];
    if (e == null && !done && id >= deferredFrom && id < deferredTo) {
      completeDeferred();
      e = snapshot.entries[id];
    }
    return e;
  }

  int size() {
    return snapshot.entries.length;
  }

  /**
   * {@return the entries in id order (every deferred group filled in), for documentation and tests}
   */
  public List<Entry> entries() {
    if (!complete) {
      completeDeferred();
    }
    return java.util.Collections.unmodifiableList(Arrays.asList(snapshot.entries));
  }
}
