package org.furylike.resolver;

/**
 * The class infos of one resolver by class: an open-addressing table keyed by class identity, with
 * the classes and their infos in two parallel arrays, so that a look-up is one identity hash, one
 * multiply and, most of the time, one probe. Never shrinks; entries are replaced, not removed.
 * Single-threaded, like its resolver.
 */
final class ClassInfoTable {
  /** Fibonacci hashing spreads the identity hash's low bits over the index. */
  private static final int GOLDEN = 0x9E3779B9;

  private Class<?>[] keys;
  private ClassInfo[] values;
  private int shift;
  private int size;

  ClassInfoTable() {
    allocate(64);
  }

  private void allocate(int capacity) {
    keys = new Class<?>[capacity];
    values = new ClassInfo[capacity];
    shift = 32 - Integer.numberOfTrailingZeros(capacity);
  }

  private int slot(Class<?> cls) {
    return (System.identityHashCode(cls) * GOLDEN) >>> shift;
  }

  /**
   * {@return the info of {@code cls}, or null when none was put}
   *
   * @param cls the class
   */
  ClassInfo get(Class<?> cls) {
    Class<?>[] k = keys;
    int mask = k.length - 1;
    for (int i = slot(cls); ; i = (i + 1) & mask) {
      Class<?> c = k[i];
      if (c == cls) {
        return values[i];
      }
      if (c == null) {
        return null;
      }
    }
  }

  /**
   * Maps {@code cls} to {@code info}, replacing any info it had.
   *
   * @param cls the class
   * @param info its info
   */
  void put(Class<?> cls, ClassInfo info) {
    Class<?>[] k = keys;
    int mask = k.length - 1;
    int i = slot(cls);
    while (k[i] != null && k[i] != cls) {
      i = (i + 1) & mask;
    }
    if (k[i] == cls) {
      values[i] = info;
      return;
    }
    k[i] = cls;
    values[i] = info;
    if (++size * 2 > k.length) {
      grow();
    }
  }

  private void grow() {
    Class<?>[] oldKeys = keys;
    ClassInfo[] oldValues = values;
    allocate(oldKeys.length * 2);
    size = 0;
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldKeys[i] != null) {
        put(oldKeys[i], oldValues[i]);
      }
    }
  }
}
