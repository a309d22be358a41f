package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The process-wide cache of compiled remote-schema readers stays bounded and keeps hot entries. */
class CompiledReadersTest {
  private static final Class<?>[] OWNERS = {
    java.util.BitSet.class,
    java.util.UUID.class,
    java.util.Locale.class,
    java.util.Date.class,
    java.util.Random.class,
    java.util.Timer.class,
    java.util.Scanner.class,
    java.util.Base64.class,
    java.util.Objects.class,
    java.util.Arrays.class,
    java.util.Optional.class,
    java.util.OptionalInt.class,
    java.util.StringJoiner.class,
    java.util.Currency.class,
    java.util.Properties.class,
    java.util.Stack.class,
    java.util.Vector.class,
    java.util.Hashtable.class,
    java.util.WeakHashMap.class,
    java.util.IdentityHashMap.class,
    java.util.EnumMap.class,
    java.util.TreeMap.class,
    java.util.TreeSet.class,
    java.util.LinkedList.class,
    java.util.ArrayDeque.class,
    java.util.PriorityQueue.class,
    java.util.HashSet.class,
    java.util.LinkedHashSet.class,
    java.util.HashMap.class,
    java.util.LinkedHashMap.class,
    java.util.ArrayList.class,
    java.util.Calendar.class,
    java.util.GregorianCalendar.class,
    java.util.SimpleTimeZone.class,
    java.util.Formatter.class,
    java.util.Observable.class,
    java.util.EventObject.class,
    java.util.ListResourceBundle.class
  };

  private static CompiledReaders.Key key(int i) {
    return new CompiledReaders.Key(new byte[] {(byte) i, (byte) (i >>> 8), 42}, true);
  }

  @Test
  void boundedPerClassAndPerProcessWithTheHotEntryKept() {
    AtomicInteger compiles = new AtomicInteger();
    Object hot = new Object();
    Class<?> hotOwner = CompiledReadersTest.class;
    CompiledReaders.get(hotOwner, key(0), () -> hot);
    for (int i = 1; i <= 40; i++) {
      CompiledReaders.get(hotOwner, key(i), Object::new);
      assertSame(hot, CompiledReaders.get(hotOwner, key(0), () -> compiles.incrementAndGet()));
    }
    assertEquals(CompiledReaders.PER_CLASS, CompiledReaders.cachedFor(hotOwner));
    int n = 0;
    for (Class<?> owner : OWNERS) {
      for (int i = 0; i < CompiledReaders.PER_CLASS; i++) {
        CompiledReaders.get(owner, key(1000 + n++), Object::new);
        if (n % 100 == 0) {
          CompiledReaders.get(hotOwner, key(0), () -> compiles.incrementAndGet());
        }
      }
    }
    assertEquals(CompiledReaders.PER_PROCESS, CompiledReaders.cachedInAll());
    assertSame(hot, CompiledReaders.get(hotOwner, key(0), () -> compiles.incrementAndGet()));
    assertEquals(0, compiles.get(), "the entry in use was never evicted");
    assertSame(
        CompiledReaders.get(OWNERS[0], key(5000), Object::new),
        CompiledReaders.get(OWNERS[0], key(5000), Object::new),
        "a key equal by bytes finds the same reader");
  }
}
