package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.furylike.Fury;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Fields of one declared collection or map type share one element or entry loop in the generated
 * serializer; fields whose types differ anywhere in their type arguments keep their own.
 */
class LoopSharingTest {
  static final class Box<T> {
    T value;

    Box() {}

    Box(T value) {
      this.value = value;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Box && Objects.equals(value, ((Box<?>) o).value);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(value);
    }
  }

  static final class Wide {
    List<String> a = new ArrayList<>();
    List<String> b = new ArrayList<>();
    List<String> c;
    ArrayList<String> d = new ArrayList<>();
    List<Integer> e = new ArrayList<>();
    Map<String, Integer> m1 = new HashMap<>();
    Map<String, Integer> m2 = new HashMap<>();
    Map<String, Long> m3 = new HashMap<>();
    List<Box<String>> boxedStrings = new ArrayList<>();
    List<Box<Integer>> boxedInts = new ArrayList<>();
    List<Box<String>> moreBoxedStrings = new ArrayList<>();
    int[] ints1 = {1};
    int[] ints2 = {2, 3};
    long[] longs = {4L};

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Wide)) {
        return false;
      }
      Wide w = (Wide) o;
      return a.equals(w.a)
          && b.equals(w.b)
          && Objects.equals(c, w.c)
          && d.equals(w.d)
          && e.equals(w.e)
          && m1.equals(w.m1)
          && m2.equals(w.m2)
          && m3.equals(w.m3)
          && boxedStrings.equals(w.boxedStrings)
          && boxedInts.equals(w.boxedInts)
          && moreBoxedStrings.equals(w.moreBoxedStrings)
          && Arrays.equals(ints1, w.ints1)
          && Arrays.equals(ints2, w.ints2)
          && Arrays.equals(longs, w.longs);
    }

    @Override
    public int hashCode() {
      return a.hashCode();
    }
  }

  private static Wide sample() {
    Wide w = new Wide();
    w.a.addAll(Arrays.asList("x", null, "y"));
    w.b.add("z");
    w.d.add("d");
    w.e.addAll(Arrays.asList(1, null, 3));
    w.m1.put("one", 1);
    w.m1.put("none", null);
    w.m2.put("two", 2);
    w.m3.put("three", 3L);
    w.boxedStrings.add(new Box<>("s"));
    w.boxedStrings.add(null);
    w.boxedInts.add(new Box<>(7));
    w.moreBoxedStrings.add(new Box<>("t"));
    return w;
  }

  @Test
  void fieldsOfOneDeclaredTypeShareALoop() {
    SerializerPlan plan = JitCompiler.plan(Wide.class, Fury.builder().buildConfig());
    Map<String, SerializerPlan.Field> byName = new HashMap<>();
    for (SerializerPlan.Field f : plan.fields()) {
      byName.put(f.descriptor().name(), f);
    }
    SerializerPlan.Field a = byName.get("a");
    assertNull(a.loopOwner);
    assertSame(a, byName.get("b").loopOwner);
    assertSame(a, byName.get("c").loopOwner);
    assertSame(byName.get("m1"), byName.get("m2").loopOwner);
    assertNull(byName.get("m3").loopOwner, "Map<String, Long> is another type");
    assertNull(byName.get("d").loopOwner, "ArrayList<String> is another type");
    assertNull(byName.get("e").loopOwner, "List<Integer> is another type");
    assertNotNull(byName.get("e").writeElementsMethod);
    // elements with type arguments of their own get no inline loop, so nothing to share
    assertNull(byName.get("boxedStrings").writeElementsMethod);
    assertNull(byName.get("moreBoxedStrings").loopOwner);
    assertEquals(byName.get("ints1").serializerField, byName.get("ints2").serializerField);
    assertNotEquals(byName.get("ints1").serializerField, byName.get("longs").serializerField);
  }

  @Test
  void generatedSourceHasOneLoopPerDistinctType() {
    String source = JitCompiler.source(Wide.class, Fury.builder().buildConfig());
    // List<String>, ArrayList<String>, List<Integer>
    assertEquals(3, count(source, "\n  void write\\w+Elements\\("), source);
    assertEquals(3, count(source, "\n  \\w+ read\\w+Elements\\("), source);
    // Map<String, Integer>, Map<String, Long>
    assertEquals(2, count(source, "\n  void write\\w+Entries\\("), source);
    // int[] and long[]: one cached serializer each; ArrayList, the concrete declared class of a
    // polymorphic field, one for values of exactly that class
    assertEquals(3, count(source, "\n  Serializer \\w+Serializer\\(\\)"), source);
    assertEquals(1, count(source, "\n  private boolean \\w+Declared;"), source);
  }

  @Test
  void sharedLoopsRoundTripInEveryConfiguration() {
    RoundTrip.assertRoundTrip(sample(), RoundTrip.registering(Wide.class, Box.class));
    RoundTrip.assertRoundTrip(new Wide(), RoundTrip.registering(Wide.class, Box.class));
  }

  private static int count(String source, String regex) {
    Matcher m = Pattern.compile(regex).matcher(source);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
