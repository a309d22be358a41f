package org.furylike.context;

import java.util.Arrays;

/**
 * Object identity to int id, for the writer's reference table: open addressing with linear probing
 * over identity hash codes, no boxing, and a clear that touches only the slots used (so a large
 * message does not make every later small one pay for clearing a large table).
 */
final class IdentityIntMap {
  private static final int INITIAL = 64;

  /** A table grown beyond this is dropped on clear, so one huge message is not kept in memory. */
  private static final int RETAIN = 1 << 16;

  private Object[] keys = new Object[INITIAL];
  private int[] values = new int[INITIAL];
  private int[] used = new int[INITIAL / 2];
  private int size;
  private int mask = INITIAL - 1;

  int size() {
    return size;
  }

  /**
   * The id stored for {@code key}, or -1 after storing {@code size()} as its id (the next id in
   * first-seen order).
   */
  int putIfAbsent(Object key) {
    int i = slot(key);
    Object[] k = keys;
    while (true) {
      Object existing = k[i];
      if (existing == null) {
        break;
      }
      if (existing == key) {
        return values[i];
      }
      i = (i + 1) & mask;
    }
    k[i] = key;
    values[i] = size;
    if (size == used.length) {
      used = Arrays.copyOf(used, size * 2);
    }
    used[size++] = i;
    if (size * 2 > k.length) {
      grow();
    }
    return -1;
  }

  private int slot(Object key) {
    int h = System.identityHashCode(key);
    return (h ^ (h >>> 16)) * 0x9E3779B1 >>> 7 & mask;
  }

  private void grow() {
    Object[] oldKeys = keys;
    int[] oldValues = values;
    keys = new Object[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    mask = keys.length - 1;
    for (int n = 0; n < size; n++) {
      Object key = oldKeys[used[n]];
      int i = slot(key);
      while (keys[i] != null) {
        i = (i + 1) & mask;
      }
      keys[i] = key;
      values[i] = oldValues[used[n]];
      used[n] = i;
    }
  }

  /** Removes every entry. */
  void clear() {
    if (keys.length > RETAIN) {
      keys = new Object[INITIAL];
      values = new int[INITIAL];
      used = new int[INITIAL / 2];
      mask = INITIAL - 1;
    } else {
      for (int n = 0; n < size; n++) {
        keys[used[n]] = null;
      }
    }
    size = 0;
  }
}
