package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.exception.MaxDepthExceededException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.serializer.builtin.BuiltinSerializers;
import org.junit.jupiter.api.Test;

/**
 * Hostile and corrupt input: depth limits, huge declared lengths, malformed varints and headers,
 * and structural corruption. Every failure is a {@link FuryException} with a message, and the
 * instance that failed reads a good payload correctly afterwards.
 */
class MalformedInputTest {
  static final class Link {
    int id;
    Link next;

    Link() {}

    Link(int id, Link next) {
      this.id = id;
      this.next = next;
    }
  }

  static final class Sample {
    String name;
    List<Object> items = new ArrayList<>();
    int[] numbers;

    @Override
    public boolean equals(Object o) {
      return o instanceof Sample
          && Objects.equals(name, ((Sample) o).name)
          && items.equals(((Sample) o).items)
          && java.util.Arrays.equals(numbers, ((Sample) o).numbers);
    }

    @Override
    public int hashCode() {
      return 1;
    }
  }

  enum Color {
    RED,
    GREEN
  }

  static final class Flags {
    boolean on;
    String text;
    Color color;
    Object any;
  }

  static final class Empty {}

  static final class Loose {
    Object first;
    Object second;
  }

  static final class Strict {
    Object first;
    int[] second;
  }

  static final class Typed {
    Object first;
    CharSequence second;
  }

  private static Sample sample() {
    Sample s = new Sample();
    s.name = "good";
    s.items.add("x");
    s.items.add(3);
    s.numbers = new int[] {1, 2, 3};
    return s;
  }

  private static Fury newFury(boolean ref) {
    Fury f = Fury.builder().withRefTracking(ref).build();
    register(f);
    return f;
  }

  private static void register(Fury f) {
    f.register(Link.class);
    f.register(Sample.class);
    f.register(Color.class);
    f.register(Flags.class);
    f.register(Empty.class);
  }

  /**
   * Asserts that {@code reader} rejects {@code bytes} with {@code type} (message containing {@code
   * part}) and then still reads a good payload written by a separate instance.
   */
  private static <E extends FuryException> E assertRejected(
      Fury reader, byte[] bytes, Class<E> type, String part) {
    E e = assertThrows(type, () -> reader.deserialize(bytes));
    assertTrue(
        e.getMessage() != null && e.getMessage().contains(part),
        "message should contain '" + part + "': " + e.getMessage());
    Fury writer = new Fury(reader.getConfig());
    register(writer);
    assertEquals(sample(), reader.deserialize(writer.serialize(sample())));
    return e;
  }

  /** A payload holding {@code empty} with its trailing zero length (or header) removed. */
  private static byte[] prefixOf(Object empty) {
    byte[] b = Fury.builder().build().serialize(empty);
    assertEquals(0, b[b.length - 1], "expected a trailing zero length");
    return WireBytes.dropLast(b, 1);
  }

  private static int builtinId(Class<?> cls) {
    for (BuiltinRegistry.Entry e : BuiltinSerializers.registry().entries()) {
      if (e != null && e.cls() == cls) {
        return e.id();
      }
    }
    throw new AssertionError("not built-in: " + cls);
  }

  private static long allocatedBytes() {
    return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
        .getCurrentThreadAllocatedBytes();
  }

  // ------------------------------------------------------------------ depth

  @Test
  void maxDepthIsEnforcedOnWrite() {
    Link chain = null;
    for (int i = 0; i < 200; i++) {
      chain = new Link(i, chain);
    }
    Link deep = chain;
    Fury fury = newFury(false);
    MaxDepthExceededException e =
        assertThrows(MaxDepthExceededException.class, () -> fury.serialize(deep));
    assertTrue(e.getMessage().contains("maxDepth 128"), e.getMessage());
    assertEquals(sample(), fury.deserialize(fury.serialize(sample())));

    Fury roomy = Fury.builder().withMaxDepth(300).build();
    register(roomy);
    assertEquals(199, ((Link) roomy.deserialize(roomy.serialize(deep))).id);

    Fury tight = Fury.builder().withMaxDepth(3).build();
    ArrayList<Object> nested =
        new ArrayList<>(
            List.of(new ArrayList<>(List.of(new ArrayList<>(List.of(new ArrayList<>()))))));
    assertThrows(MaxDepthExceededException.class, () -> tight.serialize(nested));
    assertThrows(MaxDepthExceededException.class, () -> tight.copy(nested));
  }

  @Test
  void maxDepthIsEnforcedOnRead() {
    Link chain = null;
    for (int i = 0; i < 200; i++) {
      chain = new Link(i, chain);
    }
    for (boolean ref : new boolean[] {false, true}) {
      Fury writer = Fury.builder().withRefTracking(ref).withMaxDepth(1000).build();
      register(writer);
      byte[] bytes = writer.serialize(chain);
      MaxDepthExceededException e =
          assertRejected(newFury(ref), bytes, MaxDepthExceededException.class, "maxDepth 128");
      assertTrue(e.getMessage().contains("offset"), e.getMessage());
    }
  }

  @Test
  void craftedDeepNestingFailsWithDepthErrorNotStackOverflow() {
    byte[] objectArrayClass =
        java.util.Arrays.copyOfRange(prefixOf(new Object[0]), 2, prefixOf(new Object[0]).length);
    for (boolean ref : new boolean[] {false, true}) {
      WireBytes w = WireBytes.header(WireBytes.COMPRESS | (ref ? WireBytes.REF : 0));
      for (int level = 0; level < 100_000; level++) {
        // flag, Object[] class info, length 1, element header 0 (each element is a full slot)
        w.raw(ref ? 3 : 2).raw(toInts(objectArrayClass)).varint(1).raw(0);
      }
      w.raw(0);
      assertRejected(newFury(ref), w.bytes(), MaxDepthExceededException.class, "maxDepth");
    }
  }

  private static int[] toInts(byte[] b) {
    int[] out = new int[b.length];
    for (int i = 0; i < b.length; i++) {
      out[i] = b[i];
    }
    return out;
  }

  // ------------------------------------------------------------------ huge lengths

  @Test
  void hugeDeclaredLengthsFailWithoutAllocating() {
    Fury strict = newFury(false);
    Fury open = Fury.builder().requireClassRegistration(false).build();
    register(open);
    byte[][] payloads = {
      WireBytes.of(prefixOf("")).varint(0xFFFFFFFC).raw(new int[16]).bytes(), // Latin-1
      WireBytes.of(prefixOf("")).varint(0xFFFFFFFD).raw(new int[16]).bytes(), // UTF-16
      WireBytes.of(prefixOf("")).varint(0x7FFFFFFC).bytes(),
      WireBytes.of(prefixOf(new byte[0])).varint(Integer.MAX_VALUE).raw(new int[16]).bytes(),
      WireBytes.of(prefixOf(new int[0])).varint(0x10000000).raw(new int[16]).bytes(),
      WireBytes.of(prefixOf(new long[0])).varint(Integer.MAX_VALUE).raw(new int[16]).bytes(),
      WireBytes.of(prefixOf(new double[0])).varint(0x08000000).bytes(),
      WireBytes.of(prefixOf(new char[0])).varint(0x40000000).bytes(),
      WireBytes.of(prefixOf(new Object[0])).varint(0x10000000).raw(new int[16]).bytes(),
      WireBytes.of(prefixOf(new String[0])).varint(Integer.MAX_VALUE).raw(new int[16]).bytes(),
      WireBytes.of(prefixOf(new int[0][])).varint(Integer.MAX_VALUE).bytes(),
      WireBytes.of(prefixOf(new ArrayList<>())).varint(0x7FFFFFFF).raw(new int[16]).bytes(),
      WireBytes.of(prefixOf(new HashSet<>())).varint(0x10000000).raw(new int[16]).bytes(),
      WireBytes.of(prefixOf(new HashMap<>())).varint(0x7FFFFFFF).raw(new int[16]).bytes(),
      WireBytes.of(prefixOf(new HashMap<>())).varint(0x0FFFFFFF).raw(new int[16]).bytes(),
    };
    byte[] hugeClassName =
        WireBytes.header(WireBytes.COMPRESS).raw(2).varint(2).varint(0xFFFFFFFC).bytes();
    // warm up code paths and message formatting so only the reads themselves are measured
    for (byte[] p : payloads) {
      assertThrows(BufferUnderflowException.class, () -> strict.deserialize(p));
    }
    for (byte[] p : payloads) {
      long before = allocatedBytes();
      assertRejected(strict, p, BufferUnderflowException.class, "remain");
      assertTrue(allocatedBytes() - before < 4 << 20, "allocated " + (allocatedBytes() - before));
    }
    long before = allocatedBytes();
    assertRejected(open, hugeClassName, BufferUnderflowException.class, "remain");
    assertTrue(allocatedBytes() - before < 4 << 20, "allocated " + (allocatedBytes() - before));
  }

  @Test
  void lengthsThatFitTheRemainingBytesAreHonoured() {
    Fury fury = newFury(false);
    int[] ints = new int[1000];
    assertEquals(1000, ((int[]) fury.deserialize(fury.serialize(ints))).length);
    byte[] justShort = WireBytes.dropLast(fury.serialize(ints), 1);
    assertRejected(fury, justShort, BufferUnderflowException.class, "remain");
  }

  // ------------------------------------------------------------------ varints

  @Test
  void malformedVarintsAreRejected() {
    Fury fury = newFury(false);
    byte[] h = WireBytes.header(WireBytes.COMPRESS).raw(2).bytes();
    assertRejected(
        fury,
        WireBytes.of(h).raw(0xFF, 0xFF, 0xFF, 0xFF, 0xFF).raw(0).bytes(),
        DeserializationException.class,
        "malformed varint32");
    assertRejected(
        fury,
        WireBytes.of(h).raw(0x80, 0x80, 0x80, 0x80, 0x80, 0x00).bytes(),
        DeserializationException.class,
        "malformed varint32");
    assertRejected(
        fury, WireBytes.of(h).raw(0x80, 0x80).bytes(), BufferUnderflowException.class, "truncated");
    assertRejected(
        fury,
        WireBytes.of(prefixOf("")).raw(0xFF, 0xFF, 0xFF, 0xFF, 0x7F).bytes(),
        DeserializationException.class,
        "malformed varint32");
    assertRejected(
        fury,
        WireBytes.of(prefixOf(new ArrayList<>())).raw(0x81, 0x81, 0x81, 0x81, 0xF1).bytes(),
        DeserializationException.class,
        "malformed varint32");
    // small-long-as-int: the only valid odd tag is 0x01
    byte[] longPrefix = WireBytes.dropLast(fury.serialize(0L), 4);
    assertRejected(
        fury,
        WireBytes.of(longPrefix).raw(3, 0, 0, 0, 0, 0, 0, 0, 0).bytes(),
        DeserializationException.class,
        "malformed long tag");
    assertRejected(
        fury,
        WireBytes.of(longPrefix).raw(1, 0, 0, 0).bytes(),
        BufferUnderflowException.class,
        "truncated");
  }

  @Test
  void malformedVarint64IsRejectedByTheBuffer() {
    byte[] eleven = new byte[11];
    java.util.Arrays.fill(eleven, (byte) 0xFF);
    assertThrows(DeserializationException.class, () -> MemoryBuffer.wrap(eleven).readVarUint64());
    byte[] overflow = {-1, -1, -1, -1, -1, -1, -1, -1, -1, 0x02};
    assertThrows(DeserializationException.class, () -> MemoryBuffer.wrap(overflow).readVarUint64());
    byte[] max = {-1, -1, -1, -1, -1, -1, -1, -1, -1, 0x01};
    assertEquals(-1L, MemoryBuffer.wrap(max).readVarUint64());
    assertThrows(
        BufferUnderflowException.class,
        () -> MemoryBuffer.wrap(new byte[] {(byte) 0x80}).readVarUint64());
  }

  // ------------------------------------------------------------------ header

  @Test
  void headerWithWrongVersionOrFlagsIsRejected() {
    Fury plain = newFury(false);
    byte[] good = plain.serialize("x");
    for (int version : new int[] {0, 1, 2, 7}) {
      byte[] bad = good.clone();
      bad[0] = (byte) ((version << 4) | (good[0] & 0xF));
      DeserializationException e =
          assertRejected(plain, bad, DeserializationException.class, "format version " + version);
      assertTrue(e.getMessage().contains("expected " + Fury.FORMAT_VERSION), e.getMessage());
    }
    byte[] tracked = newFury(true).serialize("x");
    assertRejected(plain, tracked, DeserializationException.class, "refTracking=true");
    assertRejected(newFury(true), good, DeserializationException.class, "written with settings");
    Fury uncompressed = Fury.builder().withNumberCompressed(false).build();
    register(uncompressed);
    assertRejected(uncompressed, good, DeserializationException.class, "numberCompressed=true");
    byte[] compatible = good.clone();
    compatible[0] = (byte) ((compatible[0] & ~8) | 4);
    assertRejected(plain, compatible, DeserializationException.class, "compatible=true");
    byte[] unchecked = good.clone();
    unchecked[0] &= ~8;
    assertRejected(plain, unchecked, DeserializationException.class, "classVersionCheck=false");
    byte[] checksummed = good.clone();
    checksummed[0] |= 0x80;
    assertRejected(plain, checksummed, DeserializationException.class, "checksum=true");
    assertRejected(plain, new byte[0], BufferUnderflowException.class, "truncated");
    byte[] trailing = java.util.Arrays.copyOf(good, good.length + 2);
    assertRejected(plain, trailing, DeserializationException.class, "2 unexpected bytes");
  }

  // ------------------------------------------------------------------ structure

  @Test
  void invalidReferenceFlags() {
    Fury plain = newFury(false);
    Fury tracked = newFury(true);
    assertRejected(
        plain,
        WireBytes.header(2).raw(5).bytes(),
        DeserializationException.class,
        "invalid reference flag 5");
    assertRejected(
        plain,
        WireBytes.header(2).raw(0xFF).bytes(),
        DeserializationException.class,
        "invalid reference flag -1");
    assertRejected(
        plain,
        WireBytes.header(2).raw(1, 0).bytes(),
        DeserializationException.class,
        "reference tracking off");
    byte[] untracked = WireBytes.dropLast(plain.serialize("s"), 0);
    untracked[1] = 3;
    assertRejected(plain, untracked, DeserializationException.class, "reference tracking off");
    assertRejected(
        tracked,
        WireBytes.header(3).raw(1).varint(7).bytes(),
        DeserializationException.class,
        "out of range");
  }

  @Test
  void invalidClassInfo() {
    Fury plain = newFury(false);
    assertRejected(
        plain,
        WireBytes.header(2).raw(2).classId(100_000, false).bytes(),
        DeserializationException.class,
        "unknown built-in class id 100000");
    assertRejected(
        plain,
        WireBytes.header(2).raw(2).classId(999, true).bytes(),
        ClassNotRegisteredException.class,
        "999");
    assertRejected(
        plain,
        WireBytes.header(2).raw(2).varint((5 << 2) | 3).bytes(),
        DeserializationException.class,
        "class name index 5");
    int intId = builtinId(int.class);
    int voidId = builtinId(void.class);
    assertRejected(
        plain,
        WireBytes.header(2).raw(2).varint(0).varint(0).classId(intId, false).bytes(),
        DeserializationException.class,
        "0 dimensions");
    assertRejected(
        plain,
        WireBytes.header(2).raw(2).varint(0).varint(256).classId(intId, false).bytes(),
        DeserializationException.class,
        "256 dimensions");
    assertRejected(
        plain,
        WireBytes.header(2).raw(2).varint(0).varint(1).classId(voidId, false).varint(0).bytes(),
        DeserializationException.class,
        "invalid component");
    assertRejected(
        plain,
        WireBytes.header(2)
            .raw(2)
            .varint(0)
            .varint(1)
            .varint(0)
            .varint(1)
            .classId(intId, false)
            .bytes(),
        DeserializationException.class,
        "invalid component");
    // a primitive class id as the class of a value: no serializer
    assertRejected(
        plain,
        WireBytes.header(2).raw(2).classId(intId, false).raw(0).bytes(),
        FuryException.class,
        "int");
  }

  @Test
  void invalidStringCoder() {
    Fury plain = newFury(false);
    assertRejected(
        plain,
        WireBytes.of(prefixOf("")).varint((1 << 2) | 2).raw('a').bytes(),
        DeserializationException.class,
        "unknown string coder 2");
    assertRejected(
        plain,
        WireBytes.of(prefixOf("")).varint((1 << 2) | 3).raw('a').bytes(),
        DeserializationException.class,
        "unknown string coder 3");
  }

  @Test
  void invalidElementHeaders() {
    Fury plain = newFury(false);
    for (int header : new int[] {0x10, 0x80, 0x0C, 0x03, 0x01, 0x02, 0x07}) {
      byte[] bytes =
          WireBytes.of(prefixOf(new Object[0])).varint(1).raw(header).raw(0, 0, 0).bytes();
      assertRejected(plain, bytes, DeserializationException.class, "element header");
    }
    // "declared type" on an Object[] whose component type is not final
    assertRejected(
        plain,
        WireBytes.of(prefixOf(new Object[0])).varint(1).raw(4).raw(0).bytes(),
        DeserializationException.class,
        "declared type");
  }

  @Test
  void valuesOfTheWrongTypeAreRejected() {
    Fury plain = newFury(false);
    // a String[] whose element is a full slot holding an Integer
    byte[] intSlot = java.util.Arrays.copyOfRange(plain.serialize(7), 1, plain.serialize(7).length);
    byte[] bytes =
        WireBytes.of(prefixOf(new String[0])).varint(1).raw(0).raw(toInts(intSlot)).bytes();
    assertRejected(
        plain,
        bytes,
        DeserializationException.class,
        "not of the declared element type java.lang.String");

    // a field declared CharSequence receiving an Integer
    Fury looseWriter = Fury.builder().build();
    looseWriter.register(Loose.class, 300);
    Fury typedReader = Fury.builder().build();
    register(typedReader);
    typedReader.register(Typed.class, 300);
    Loose l = new Loose();
    l.second = 5;
    assertRejected(typedReader, looseWriter.serialize(l), DeserializationException.class, "second");

    // with reference tracking: a back-reference to an object of the wrong type
    // (the class-version check would stop this earlier: Strict and Loose differ)
    Fury trackedWriter = Fury.builder().withRefTracking(true).withClassVersionCheck(false).build();
    trackedWriter.register(Loose.class, 300);
    Fury strictReader = Fury.builder().withRefTracking(true).withClassVersionCheck(false).build();
    register(strictReader);
    strictReader.register(Strict.class, 300);
    l.first = new ArrayList<>();
    l.second = l.first;
    assertRejected(
        strictReader,
        trackedWriter.serialize(l),
        DeserializationException.class,
        "points to a java.util.ArrayList");
  }

  @Test
  void invalidPrimitiveAndEnumValues() {
    Fury plain = newFury(false);
    Flags f = new Flags();
    f.on = true;
    byte[] good = plain.serialize(f);
    // Flags wire order: on (boolean), then any, color, text by name
    int boolAt = good.length - 4;
    assertEquals(1, good[boolAt]);
    byte[] badBool = good.clone();
    badBool[boolAt] = 2;
    assertRejected(plain, badBool, DeserializationException.class, "invalid boolean byte 2");
    byte[] colorPrefix = WireBytes.dropLast(plain.serialize(Color.GREEN), 1);
    assertRejected(
        plain,
        WireBytes.of(colorPrefix).varint(2).bytes(),
        DeserializationException.class,
        "enum ordinal 2");
    assertRejected(
        plain,
        WireBytes.of(colorPrefix).varint(Integer.MAX_VALUE).bytes(),
        DeserializationException.class,
        "out of range");
    byte[] badTextFlag = good.clone();
    badTextFlag[good.length - 1] = 3;
    assertRejected(plain, badTextFlag, DeserializationException.class, "invalid null flag 3");
    byte[] empty = plain.serialize(new Empty());
    empty[empty.length - 1] = 1;
    assertRejected(plain, empty, DeserializationException.class, "empty-object marker");
    byte[] object = plain.serialize(new Object());
    object[object.length - 1] = 9;
    assertRejected(plain, object, DeserializationException.class, "marker 0");
  }

  @Test
  void truncatedInputAtEveryLengthIsRejected() {
    Fury plain = newFury(false);
    byte[] good = plain.serialize(sample());
    for (int cut = 0; cut < good.length; cut++) {
      byte[] part = java.util.Arrays.copyOf(good, cut);
      assertRejected(plain, part, BufferUnderflowException.class, "");
    }
  }
}
