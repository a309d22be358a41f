package org.furylike.format;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Internal: hands objects (method handles, codecs) to the static initializer of a generated row
 * codec, which cannot name them in source. Each entry is taken exactly once.
 */
public final class RowConstants {
  private static final ConcurrentHashMap<Long, Object[]> PENDING = new ConcurrentHashMap<>();
  private static final AtomicLong IDS = new AtomicLong();

  private RowConstants() {}

  static long put(Object[] values) {
    long id = IDS.incrementAndGet();
    PENDING.put(id, values);
    return id;
  }

  /**
   * Removes and returns the values stored under {@code id}. Called from generated code.
   *
   * @param id the key the code generator embedded in the generated class
   * @return the constants
   * @throws IllegalStateException if they were already taken
   */
  public static Object[] take(long id) {
    Object[] values = PENDING.remove(id);
    if (values == null) {
      throw new IllegalStateException("generated row codec constants " + id + " already taken");
    }
    return values;
  }

  static void discard(long id) {
    PENDING.remove(id);
  }
}
