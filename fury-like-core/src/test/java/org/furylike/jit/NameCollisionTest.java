package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.furylike.Fury;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Fields whose names collide with names the generator derives from other fields, or with the fixed
 * names of generated code, still compile (strict mode is on in tests) and round-trip.
 */
class NameCollisionTest {
  /** Every field here is named like something the generator derives or uses. */
  @SuppressWarnings("checkstyle:MemberName")
  static final class Colliding {
    List<Object> a = new ArrayList<>();
    Object aElement;
    Object aElementClass;
    List<String> names = new ArrayList<>();
    // another declared type than names, so it gets its own loop whose derived names collide
    ArrayList<String> Names = new ArrayList<>();
    int[] writeReferences0;
    Object readPrimitives0;
    String K;
    int TYPE;
    Object b;
    int[] String;
    int[] FieldHandles;
    Object resolver;
    Object serializerFor;
    List<Object> ELEMENT_TYPE_a = new ArrayList<>();
    long GET_K;
    String GET_K_2;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Colliding)) {
        return false;
      }
      Colliding c = (Colliding) o;
      return a.equals(c.a)
          && Objects.equals(aElement, c.aElement)
          && Objects.equals(aElementClass, c.aElementClass)
          && names.equals(c.names)
          && Names.equals(c.Names)
          && java.util.Arrays.equals(writeReferences0, c.writeReferences0)
          && Objects.equals(readPrimitives0, c.readPrimitives0)
          && Objects.equals(K, c.K)
          && TYPE == c.TYPE
          && Objects.equals(b, c.b)
          && java.util.Arrays.equals(String, c.String)
          && java.util.Arrays.equals(FieldHandles, c.FieldHandles)
          && Objects.equals(resolver, c.resolver)
          && Objects.equals(serializerFor, c.serializerFor)
          && ELEMENT_TYPE_a.equals(c.ELEMENT_TYPE_a)
          && GET_K == c.GET_K
          && Objects.equals(GET_K_2, c.GET_K_2);
    }

    @Override
    public int hashCode() {
      return TYPE;
    }
  }

  private static Colliding sample() {
    Colliding c = new Colliding();
    c.a.add("x");
    c.a.add(1);
    c.aElement = "element";
    c.aElementClass = 7L;
    c.names.add("n1");
    c.Names.add("N1");
    c.Names.add(null);
    c.writeReferences0 = new int[] {1, 2};
    c.readPrimitives0 = "p";
    c.K = "k";
    c.TYPE = 42;
    c.b = 3.5;
    c.String = new int[] {9};
    c.FieldHandles = new int[0];
    c.resolver = "r";
    c.serializerFor = 'c';
    c.ELEMENT_TYPE_a.add("e");
    c.GET_K = 1L << 40;
    c.GET_K_2 = "k2";
    return c;
  }

  @Test
  void collidingNamesCompileAndRoundTrip() {
    RoundTrip.assertRoundTrip(sample(), RoundTrip.registering(Colliding.class));
    Fury fury = Fury.builder().withCodegenStrict(true).build();
    fury.register(Colliding.class);
    assertInstanceOf(
        GeneratedSerializer.class, fury.getClassResolver().getSerializer(Colliding.class));
  }

  @Test
  void everyDerivedNameIsUnique() {
    SerializerPlan plan = JitCompiler.plan(Colliding.class, Fury.builder().buildConfig());
    Set<String> names = new HashSet<>();
    for (SerializerPlan.Constant c : plan.constants()) {
      assertTrue(names.add(c.name), "constant " + c.name + " declared twice");
    }
    Map<String, Class<?>> serializerTypes = new HashMap<>();
    for (SerializerPlan.Field f : plan.fields()) {
      if (f.serializerField != null) {
        Class<?> before = serializerTypes.putIfAbsent(f.serializerField, f.descriptor().type());
        assertTrue(
            before == null ? names.add(f.serializerField) : before == f.descriptor().type(),
            f.serializerField + " declared twice or shared by two classes");
      }
      if (f.codecOwner != null) {
        // six Object fields: from the second on, each uses the first one's value methods
        assertSame(f.codecOwner.codec, f.codec);
        assertSame(f.codecOwner.classCache, f.classCache);
        assertTrue(
            names.contains(f.codec.readMethod), "shared value methods declared by their owner");
        continue;
      }
      if (f.codec != null) {
        assertTrue(names.add(f.codec.writeMethod), f.codec.writeMethod + " declared twice");
        assertTrue(names.add(f.codec.readMethod), f.codec.readMethod + " declared twice");
      }
      boolean shared = f.loopOwner != null;
      if (shared) {
        assertTrue(names.contains(f.writeElementsMethod), "a shared loop is declared by its owner");
      }
      for (String n :
          shared
              ? new String[0]
              : new String[] {
                f.elementTypeField,
                f.elementSerializerField,
                f.writeElementsMethod,
                f.readElementsMethod
              }) {
        if (n != null) {
          assertTrue(names.add(n), n + " declared twice");
        }
      }
      for (SerializerPlan.ClassCache c :
          new SerializerPlan.ClassCache[] {f.classCache, f.elementCache}) {
        if (c != null) {
          for (String n : new String[] {c.classField, c.infoField, c.epochField, c.method}) {
            assertTrue(names.add(n), n + " declared twice");
          }
        }
      }
    }
    assertEquals(17, plan.fields().size());
    assertEquals(
        5, plan.fields().stream().filter(f -> f.codecOwner != null).count(), "Object fields");
    assertTrue(
        names.contains("writeNamesElements") && names.contains("writeNamesElements_2"),
        () -> "names/Names element loops: " + names);
  }
}
