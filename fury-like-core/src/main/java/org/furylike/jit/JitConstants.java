package org.furylike.jit;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.furylike.annotation.GeneratedCodeApi;

/**
 * Hands objects (method handles, classes, generic types) to the static initializer of a generated
 * class, which cannot name them in source. Each entry is taken exactly once.
 */
public final class JitConstants {
  private static final ConcurrentHashMap<Long, Object[]> PENDING = new ConcurrentHashMap<>();
  private static final AtomicLong IDS = new AtomicLong();

  private JitConstants() {}

  /** Stores {@code values} and returns the key the generated class will use. */
  static long put(Object[] values) {
    long id = IDS.incrementAndGet();
    PENDING.put(id, values);
    return id;
  }

  /**
   * Removes and returns the values stored under {@code id}. Called from generated code.
   *
   * @param id the key the emitter stored them under
   * @return the values
   */
  @GeneratedCodeApi
  public static Object[] take(long id) {
    Object[] values = PENDING.remove(id);
    if (values == null) {
      throw new IllegalStateException("generated class constants " + id + " already taken");
    }
    return values;
  }

  /** Drops values whose class failed to compile. */
  static void discard(long id) {
    PENDING.remove(id);
  }
}
