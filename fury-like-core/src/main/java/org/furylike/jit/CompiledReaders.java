package org.furylike.jit;

import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The process-wide cache of compiled readers for remote schemas (compatible mode): at most {@link
 * #PER_CLASS} per local class and {@link #PER_PROCESS} in all, the least recently used forgotten
 * first, so that a flood of distinct schemas cannot fill memory with classes. A reader is found by
 * the exact bytes of its schema (never by hash alone), so a colliding schema can never be served a
 * reader compiled for another. Per-class maps hang off a {@link ClassValue} and hold no strong
 * reference from the global order to the user's class loader.
 */
final class CompiledReaders {
  static final int PER_CLASS = 32;
  static final int PER_PROCESS = 1024;

  /** The schema bytes and number encoding a reader was compiled for. */
  static final class Key {
    private final byte[] schema;
    private final boolean compressed;
    private final int hash;

    Key(byte[] schema, boolean compressed) {
      this.schema = schema;
      this.compressed = compressed;
      this.hash = Arrays.hashCode(schema) * 31 + (compressed ? 1 : 0);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Key
          && ((Key) o).compressed == compressed
          && Arrays.equals(((Key) o).schema, schema);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  /**
   * One cached reader: the compiled class (or failure marker), and its place in the global order.
   */
  private static final class Slot {
    final Object compiled;
    final Ticket ticket;

    Slot(Object compiled, Ticket ticket) {
      this.compiled = compiled;
      this.ticket = ticket;
    }
  }

  /** A reader's place in the global order: its class's map (weakly) and its key. */
  private static final class Ticket {
    final WeakReference<Map<Key, Slot>> map;
    final Key key;

    Ticket(Map<Key, Slot> map, Key key) {
      this.map = new WeakReference<>(map);
      this.key = key;
    }
  }

  private static final ClassValue<Map<Key, Slot>> BY_CLASS =
      new ClassValue<>() {
        @Override
        protected Map<Key, Slot> computeValue(Class<?> type) {
          return new LinkedHashMap<>(4, 0.75f, true);
        }
      };

  /** Every cached reader, least recently used first. */
  private static final LinkedHashMap<Ticket, Boolean> ORDER = new LinkedHashMap<>(64, 0.75f, true);

  private static final Object LOCK = new Object();

  private CompiledReaders() {}

  /**
   * The reader cached for {@code (owner, key)}, or the result of {@code compile} (compiled outside
   * the lock, then cached).
   */
  static Object get(Class<?> owner, Key key, Supplier<Object> compile) {
    Map<Key, Slot> map = BY_CLASS.get(owner);
    Object cached = lookup(map, key);
    if (cached != null) {
      return cached;
    }
    Object compiled = compile.get();
    synchronized (LOCK) {
      Object raced = lookup(map, key);
      if (raced != null) {
        return raced;
      }
      if (map.size() >= PER_CLASS) {
        Iterator<Slot> it = map.values().iterator();
        ORDER.remove(it.next().ticket);
        it.remove();
      }
      if (ORDER.size() >= PER_PROCESS) {
        Iterator<Ticket> it = ORDER.keySet().iterator();
        Ticket eldest = it.next();
        it.remove();
        Map<Key, Slot> eldestMap = eldest.map.get();
        if (eldestMap != null) {
          eldestMap.remove(eldest.key);
        }
      }
      Ticket ticket = new Ticket(map, key);
      map.put(key, new Slot(compiled, ticket));
      ORDER.put(ticket, Boolean.TRUE);
      return compiled;
    }
  }

  /** The reader cached for {@code (owner, key)}, or null; compiles nothing. */
  static Object peek(Class<?> owner, Key key) {
    return lookup(BY_CLASS.get(owner), key);
  }

  private static Object lookup(Map<Key, Slot> map, Key key) {
    synchronized (LOCK) {
      Slot slot = map.get(key);
      if (slot == null) {
        return null;
      }
      ORDER.get(slot.ticket);
      return slot.compiled;
    }
  }

  /** Readers cached for {@code owner}; for tests. */
  static int cachedFor(Class<?> owner) {
    synchronized (LOCK) {
      return BY_CLASS.get(owner).size();
    }
  }

  /** Readers cached in the process; for tests. */
  static int cachedInAll() {
    synchronized (LOCK) {
      return ORDER.size();
    }
  }
}
