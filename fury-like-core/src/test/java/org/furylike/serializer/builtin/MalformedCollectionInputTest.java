package org.furylike.serializer.builtin;

import static org.furylike.serializer.builtin.CollectionFixtures.SETUP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.furylike.Fury;
import org.furylike.context.RefFlags;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.serializer.builtin.CollectionFixtures.Box;
import org.furylike.serializer.builtin.CollectionFixtures.ByLength;
import org.furylike.serializer.builtin.CollectionFixtures.Color;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.api.Test;

/** Truncated, oversized and inconsistent input for the collection and map serializers. */
class MalformedCollectionInputTest {

  private static Fury fury(boolean refTracking) {
    Fury f = Fury.builder().withRefTracking(refTracking).build();
    SETUP.accept(f);
    return f;
  }

  private static List<Object> payloads() {
    List<Object> out = new ArrayList<>();
    out.add(new ArrayList<>(Arrays.asList("a", null, 3, Color.BLUE, new Box(2))));
    Map<Object, Object> hash = new HashMap<>();
    hash.put("k", List.of(1, 2));
    hash.put(null, "v");
    out.add(hash);
    LinkedHashMap<Object, Object> lru = new LinkedHashMap<>(16, 0.75f, true);
    lru.put("x", 1);
    out.add(lru);
    TreeSet<String> sorted = new TreeSet<>(Collections.reverseOrder(new ByLength()));
    sorted.addAll(List.of("aa", "b"));
    out.add(sorted);
    out.add(EnumSet.of(Color.RED, Color.BLUE));
    EnumMap<Color, String> em = new EnumMap<>(Color.class);
    em.put(Color.GREEN, "g");
    out.add(em);
    out.add(new EnumMap<>(Color.class));
    BitSet bits = new BitSet();
    bits.set(70);
    out.add(bits);
    out.add(List.of("x", "y", "z"));
    out.add(Stream.of("a", null).toList());
    out.add(Set.of(1, 2));
    out.add(Map.of("a", 1, "b", 2));
    out.add(Collections.singletonMap("k", "v"));
    TreeMap<String, Object> tree = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    tree.put("k", 1);
    out.add(Collections.unmodifiableSortedMap(tree));
    out.add(Collections.synchronizedList(new ArrayList<>(List.of(1, 2))));
    out.add(new CopyOnWriteArrayList<>(List.of("c")));
    ArrayBlockingQueue<Object> q = new ArrayBlockingQueue<>(4);
    q.add("q");
    out.add(q);
    Properties defaults = new Properties();
    defaults.setProperty("d", "1");
    Properties p = new Properties(defaults);
    p.setProperty("a", "b");
    out.add(p);
    out.add(Arrays.asList("l", "m"));
    return out;
  }

  @Test
  void everyProperPrefixFails() {
    for (boolean ref : new boolean[] {false, true}) {
      Fury writer = fury(ref);
      Fury reader = fury(ref);
      for (Object value : payloads()) {
        byte[] bytes = writer.serialize(value);
        for (int n = 0; n < bytes.length; n++) {
          byte[] prefix = Arrays.copyOf(bytes, n);
          assertThrows(
              FuryException.class,
              () -> reader.deserialize(prefix),
              value.getClass().getName()
                  + " prefix of "
                  + n
                  + "/"
                  + bytes.length
                  + " bytes, ref="
                  + ref);
        }
        // the reader is still usable after all those failures
        assertEquals(value.getClass(), reader.deserialize(bytes).getClass());
      }
    }
  }

  // ------------------------------------------------------------------ crafted input

  private static int idOf(Class<?> cls) {
    for (BuiltinRegistry.Entry e : BuiltinSerializers.registry().entries()) {
      if (e != null && e.cls() == cls) {
        return e.id();
      }
    }
    throw new AssertionError("not built in: " + cls);
  }

  /**
   * A stream for a reader with reference tracking off: header, not-null flag, then {@code body}.
   */
  private static byte[] craft(Consumer<MemoryBuffer> body) {
    MemoryBuffer b = MemoryBuffer.allocate(64);
    b.writeByte(fury(false).serialize(1)[0]);
    b.writeByte(RefFlags.NOT_NULL);
    body.accept(b);
    return b.copyOfRange(0, b.writerIndex());
  }

  private static void classInfo(MemoryBuffer b, Class<?> builtin) {
    b.writeVarUint32(idOf(builtin) << 2);
  }

  private static <T extends FuryException> T rejects(Class<T> type, byte[] bytes) {
    return assertThrows(type, () -> fury(false).deserialize(bytes));
  }

  @Test
  void hugeDeclaredSizesFailBeforeAllocating() {
    for (Class<?> c :
        List.of(
            ArrayList.class,
            HashMap.class,
            TreeSet.class,
            CopyOnWriteArrayList.class,
            List.of().getClass(),
            Map.of().getClass(),
            Collections.unmodifiableMap(Map.of()).getClass(),
            Arrays.asList().getClass(),
            BitSet.class,
            EnumMap.class)) {
      byte[] bytes =
          craft(
              b -> {
                classInfo(b, c);
                b.writeVarUint32(Integer.MAX_VALUE);
                b.writeByte(0);
                b.writeByte(0);
              });
      BufferUnderflowException e = rejects(BufferUnderflowException.class, bytes);
      assertTrue(e.getMessage().contains("2147483647"), e.getMessage());
    }
    int colorHeader = (fury(false).register(Color.class) << 2) | 1;
    byte[] enumSet =
        craft(
            b -> {
              classInfo(b, EnumSet.class);
              b.writeVarUint32(colorHeader);
              b.writeVarUint32(-1);
            });
    rejects(BufferUnderflowException.class, enumSet);
  }

  @Test
  void enumSetOfANonEnumClassIsRejected() {
    byte[] bytes =
        craft(
            b -> {
              classInfo(b, EnumSet.class);
              classInfo(b, String.class);
              b.writeVarUint32(0);
            });
    DeserializationException e = rejects(DeserializationException.class, bytes);
    assertTrue(e.getMessage().contains("not an enum"), e.getMessage());
    byte[] map =
        craft(
            b -> {
              classInfo(b, EnumMap.class);
              b.writeVarUint32(0);
              classInfo(b, Integer.class);
            });
    rejects(DeserializationException.class, map);
  }

  @Test
  void enumSetOrdinalOutOfRange() {
    byte[] bytes = fury(false).serialize(EnumSet.of(Color.BLUE));
    bytes[bytes.length - 1] = 3; // Color has 3 constants
    DeserializationException e = rejects(DeserializationException.class, bytes);
    assertTrue(e.getMessage().contains("out of range"), e.getMessage());
  }

  @Test
  void comparatorSlotMustHoldAComparator() {
    byte[] bytes =
        craft(
            b -> {
              classInfo(b, TreeSet.class);
              b.writeVarUint32(0);
              b.writeByte(RefFlags.NOT_NULL);
              classInfo(b, String.class);
              b.writeVarUint32(1 << 2);
              b.writeByte('x');
            });
    DeserializationException e = rejects(DeserializationException.class, bytes);
    assertTrue(e.getMessage().contains("not a java.util.Comparator"), e.getMessage());
    byte[] reversedNatural =
        craft(
            b -> {
              classInfo(b, Collections.reverseOrder(new ByLength()).getClass());
              b.writeByte(RefFlags.NOT_NULL);
              classInfo(b, Collections.reverseOrder().getClass());
              b.writeByte(0);
            });
    rejects(DeserializationException.class, reversedNatural);
  }

  @Test
  void boundedQueueCapacityIsChecked() {
    for (int capacity :
        new int[] {0, 1, ConcurrentCollectionSerializers.MAX_ARRAY_QUEUE_CAPACITY + 1}) {
      byte[] bytes =
          craft(
              b -> {
                classInfo(b, ArrayBlockingQueue.class);
                b.writeVarUint32(2);
                b.writeVarUint32(capacity);
                b.writeBytes(new byte[8]);
              });
      DeserializationException e = rejects(DeserializationException.class, bytes);
      assertTrue(e.getMessage().contains("capacity"), e.getMessage());
    }
  }

  @Test
  void immutableFactoriesRejectWhatTheyNeverHold() {
    // a ListN that says it rejects nulls, but holds one
    byte[] withNull = fury(false).serialize(Stream.of("a", null, "c").toList());
    int flagAt = 2 + varintLength(idOf(List.of().getClass()) << 2) + 1;
    withNull[flagAt] = 0;
    DeserializationException e = rejects(DeserializationException.class, withNull);
    assertTrue(e.getMessage().contains("null"), e.getMessage());
    // a Set.of with a duplicate element
    byte[] set = fury(false).serialize(Set.of("aa", "bb", "cc"));
    replace(set, "bb", "aa");
    rejects(DeserializationException.class, set);
    // a Map.of with a duplicate key
    byte[] map = fury(false).serialize(Map.of("aa", 1, "bb", 2));
    replace(map, "bb", "aa");
    rejects(DeserializationException.class, map);
    // a singleton that declares two elements
    byte[] single = fury(false).serialize(Collections.singletonList("x"));
    int sizeAt = 2 + varintLength(idOf(Collections.singletonList(1).getClass()) << 2);
    single[sizeAt] = 2;
    rejects(DeserializationException.class, single);
  }

  @Test
  void linkedHashMapOrderFlagMustBeBoolean() {
    byte[] bytes = fury(false).serialize(new LinkedHashMap<>());
    bytes[bytes.length - 1] = 5;
    rejects(DeserializationException.class, bytes);
  }

  @Test
  void failuresLeaveTheReaderUsable() {
    ConfigMatrix.forEach(
        p -> {
          Fury reader = p.newFury(SETUP);
          Fury writer = p.newFury(SETUP);
          byte[] good = writer.serialize(new ArrayList<>(List.of("ok")));
          assertThrows(
              FuryException.class, () -> reader.deserialize(Arrays.copyOf(good, good.length - 1)));
          assertTrue(reader.deserialize(good) instanceof ArrayList);
        });
  }

  private static int varintLength(int v) {
    MemoryBuffer b = MemoryBuffer.allocate(8);
    b.writeVarUint32(v);
    return b.writerIndex();
  }

  private static void replace(byte[] bytes, String from, String to) {
    byte[] f = from.getBytes(StandardCharsets.ISO_8859_1);
    byte[] t = to.getBytes(StandardCharsets.ISO_8859_1);
    for (int i = 0; i + f.length <= bytes.length; i++) {
      if (Arrays.equals(bytes, i, i + f.length, f, 0, f.length)) {
        System.arraycopy(t, 0, bytes, i, t.length);
        return;
      }
    }
    throw new AssertionError("pattern not found: " + from);
  }
}
