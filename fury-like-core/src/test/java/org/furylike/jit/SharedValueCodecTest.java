package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.furylike.Fury;
import org.furylike.exception.DeserializationException;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * When a class has {@link SerializerPlan#SHARED_CODEC_FIELDS} or more fields of one declared type,
 * they are written and read by one pair of generated value methods: same bytes as the interpreter,
 * nulls, subclasses, shared references, records, and errors that name the field being read.
 */
class SharedValueCodecTest {
  /** Four fields of each of several types, three of one more, and a few singles. */
  static final class ManyOfOneType {
    List<String> l1;
    List<String> l2;
    List<String> l3;
    List<String> l4;
    Integer i1;
    Integer i2;
    Integer i3;
    Integer i4;
    Object o1;
    Object o2;
    Object o3;
    Object o4;
    int[] a1;
    int[] a2;
    int[] a3;
    int[] a4;
    Map<String, Integer> m1;
    Map<String, Integer> m2;
    Map<String, Integer> m3;
    Map<String, Integer> m4;
    BigDecimal d1;
    BigDecimal d2;
    BigDecimal d3;
    String text;
    int count;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof ManyOfOneType)) {
        return false;
      }
      ManyOfOneType x = (ManyOfOneType) o;
      return Objects.equals(l1, x.l1)
          && Objects.equals(l2, x.l2)
          && Objects.equals(l3, x.l3)
          && Objects.equals(l4, x.l4)
          && Objects.equals(i1, x.i1)
          && Objects.equals(i2, x.i2)
          && Objects.equals(i3, x.i3)
          && Objects.equals(i4, x.i4)
          && Objects.deepEquals(o1, x.o1)
          && Objects.deepEquals(o2, x.o2)
          && Objects.deepEquals(o3, x.o3)
          && Objects.deepEquals(o4, x.o4)
          && Arrays.equals(a1, x.a1)
          && Arrays.equals(a2, x.a2)
          && Arrays.equals(a3, x.a3)
          && Arrays.equals(a4, x.a4)
          && Objects.equals(m1, x.m1)
          && Objects.equals(m2, x.m2)
          && Objects.equals(m3, x.m3)
          && Objects.equals(m4, x.m4)
          && Objects.equals(d1, x.d1)
          && Objects.equals(d2, x.d2)
          && Objects.equals(d3, x.d3)
          && Objects.equals(text, x.text)
          && count == x.count;
    }

    @Override
    public int hashCode() {
      return count;
    }
  }

  /** A record with four boxed components: read into the constructor's arguments. */
  record Boxes(Integer a, Integer b, Integer c, Integer d, String label) {}

  private static ManyOfOneType sample() {
    ManyOfOneType v = new ManyOfOneType();
    v.l1 = new ArrayList<>(List.of("a", "b"));
    v.l2 = new LinkedList<>(List.of("c"));
    v.l3 = null;
    v.l4 = new ArrayList<>();
    v.i1 = 1;
    v.i2 = null;
    v.i3 = -300;
    v.i4 = Integer.MAX_VALUE;
    v.o1 = "text";
    v.o2 = 42L;
    v.o3 = null;
    v.o4 = new int[] {7, 8};
    v.a1 = new int[] {1, 2, 3};
    v.a2 = new int[0];
    v.a3 = null;
    v.a4 = new int[] {-1};
    v.m1 = new HashMap<>(Map.of("k", 1));
    v.m2 = new TreeMap<>(Map.of("x", 2, "y", 3));
    v.m3 = null;
    v.m4 = new HashMap<>();
    v.d1 = new BigDecimal("1.25");
    v.d2 = null;
    v.d3 = BigDecimal.TEN;
    v.text = "t";
    v.count = 5;
    return v;
  }

  @Test
  void fourFieldsOfOneTypeShareValueMethods() {
    SerializerPlan plan = JitCompiler.plan(ManyOfOneType.class, Fury.builder().buildConfig());
    Map<String, SerializerPlan.Field> byName = new HashMap<>();
    for (SerializerPlan.Field f : plan.fields()) {
      byName.put(f.descriptor().name(), f);
    }
    for (String prefix : new String[] {"l", "i", "o", "a", "m"}) {
      SerializerPlan.Field owner = byName.get(prefix + "1");
      assertNull(owner.codecOwner, prefix + "1 owns its type's value methods");
      assertTrue(owner.codec != null, prefix + "1 has value methods");
      for (int k = 2; k <= 4; k++) {
        SerializerPlan.Field f = byName.get(prefix + k);
        assertSame(owner, f.codecOwner, prefix + k);
        assertSame(owner.codec, f.codec, prefix + k);
      }
    }
    // three fields of a type, strings and primitives keep their code inline
    for (String n : new String[] {"d1", "d2", "d3", "text", "count"}) {
      assertNull(byName.get(n).codec, n);
    }
    String source = JitCompiler.source(ManyOfOneType.class, Fury.builder().buildConfig());
    assertEquals(1, count(source, "Object " + owner(byName, "l1").readMethod + "("), source);
    assertEquals(4, count(source, owner(byName, "l1").readMethod + "(ctx, b, "), source);
    assertEquals(4, count(source, owner(byName, "i1").writeMethod + "(ctx, b, "), source);
  }

  private static SerializerPlan.ValueCodec owner(
      Map<String, SerializerPlan.Field> byName, String name) {
    return byName.get(name).codec;
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  @Test
  void roundTripsNullsAndSubclassesWithTheInterpretersBytes() {
    // every config of the matrix, generated bytes compared with the interpreter's
    RoundTrip.assertRoundTrip(sample(), RoundTrip.registering(ManyOfOneType.class));
    ManyOfOneType empty = new ManyOfOneType();
    RoundTrip.assertRoundTrip(empty, RoundTrip.registering(ManyOfOneType.class));
  }

  @Test
  void roundTripsRecordComponents() {
    RoundTrip.assertRoundTrip(new Boxes(1, null, 3, -4, "x"), RoundTrip.registering(Boxes.class));
  }

  @Test
  void fieldsSharingValueMethodsKeepSharedReferences() {
    ManyOfOneType v = sample();
    v.l3 = v.l1;
    v.o3 = v.l1;
    v.m3 = v.m1;
    Fury writer = Fury.builder().withRefTracking(true).withAsyncCompilation(false).build();
    Fury reader = Fury.builder().withRefTracking(true).withAsyncCompilation(false).build();
    writer.register(ManyOfOneType.class);
    reader.register(ManyOfOneType.class);
    ManyOfOneType back = (ManyOfOneType) reader.deserialize(writer.serialize(v));
    assertEquals(v, back);
    assertSame(back.l1, back.l3);
    assertSame(back.l1, back.o3);
    assertSame(back.m1, back.m3);
  }

  @Test
  void aBadNullFlagNamesTheFieldBeingRead() {
    Fury fury = Fury.builder().withAsyncCompilation(false).withCodegenStrict(true).build();
    fury.register(ManyOfOneType.class);
    assertInstanceOf(
        GeneratedSerializer.class, fury.getClassResolver().getSerializer(ManyOfOneType.class));
    ManyOfOneType v = sample();
    byte[] withValue = fury.serialize(v);
    v.i3 = null;
    byte[] withNull = fury.serialize(v);
    int at = Arrays.mismatch(withValue, withNull);
    assertTrue(at > 0);
    byte[] bad = withNull.clone();
    bad[at] = 0x55;
    DeserializationException e =
        assertThrows(DeserializationException.class, () -> fury.deserialize(bad));
    assertTrue(e.getMessage().contains("ManyOfOneType.i3"), e.getMessage());
    assertTrue(e.getMessage().contains("offset " + at), e.getMessage());
    // and the untouched bytes still read
    assertArrayEquals(withNull, fury.serialize(fury.deserialize(withNull)));
  }
}
