package org.furylike.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.exception.ClassVersionMismatchException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.ClassResolver;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/**
 * Schema-consistent mode with the default class-version check: a class that changed between writer
 * and reader fails clearly instead of being read by position; with the check off on both sides it
 * is read by position.
 */
class ClassVersionCheckTest {
  private static ClassLoader version(String name, String source) {
    return TestCompiler.compile(Map.of(name, source), ClassVersionCheckTest.class.getClassLoader());
  }

  private static Fury fury(ClassLoader loader, boolean check, boolean codegen, String... classes)
      throws Exception {
    Fury f =
        Fury.builder()
            .withClassLoader(loader)
            .withClassVersionCheck(check)
            .withCodegen(codegen)
            .withCodegenStrict(true)
            .build();
    for (String c : classes) {
      f.register(loader.loadClass(c));
    }
    return f;
  }

  private static Object newInstance(ClassLoader loader, String cls, Object... fieldValues)
      throws Exception {
    Object o = loader.loadClass(cls).getConstructor().newInstance();
    for (int i = 0; i < fieldValues.length; i += 2) {
      Field f = o.getClass().getField((String) fieldValues[i]);
      f.set(o, fieldValues[i + 1]);
    }
    return o;
  }

  private static Object get(Object o, String field) throws Exception {
    return o.getClass().getField(field).get(o);
  }

  @Test
  void renamedFieldFailsByDefaultAndReadsByPositionWhenOff() throws Exception {
    ClassLoader v1 = version("r.P", "package r; public class P { public int a; public int b; }");
    ClassLoader v2 = version("r.P", "package r; public class P { public int a; public int c; }");
    for (boolean codegen : new boolean[] {false, true}) {
      byte[] bytes =
          fury(v1, true, codegen, "r.P").serialize(newInstance(v1, "r.P", "a", 1, "b", 2));
      Fury reader = fury(v2, true, codegen, "r.P");
      ClassVersionMismatchException e =
          assertThrows(ClassVersionMismatchException.class, () -> reader.deserialize(bytes));
      assertTrue(e.getMessage().contains("class r.P "), e.getMessage());
      assertTrue(e.getMessage().contains("withClassVersionCheck(false)"), e.getMessage());

      byte[] unchecked =
          fury(v1, false, codegen, "r.P").serialize(newInstance(v1, "r.P", "a", 1, "b", 2));
      Object read = fury(v2, false, codegen, "r.P").deserialize(unchecked);
      assertEquals(2, get(read, "c"), "with the check off the value is read by position");
    }
  }

  @Test
  void reorderedEnumConstantsFailByDefault() throws Exception {
    ClassLoader v1 = version("r.E", "package r; public enum E { RED, GREEN }");
    ClassLoader v2 = version("r.E", "package r; public enum E { GREEN, RED }");
    Object red = v1.loadClass("r.E").getEnumConstants()[0];
    byte[] bytes = fury(v1, true, true, "r.E").serialize(red);
    Fury reader = fury(v2, true, true, "r.E");
    assertThrows(ClassVersionMismatchException.class, () -> reader.deserialize(bytes));

    byte[] unchecked = fury(v1, false, true, "r.E").serialize(red);
    Object read = fury(v2, false, true, "r.E").deserialize(unchecked);
    assertEquals("GREEN", ((Enum<?>) read).name(), "by position: the ordinal picks GREEN");
  }

  @Test
  void addedFieldFailsByDefaultAndReadsByPositionWhenOff() throws Exception {
    ClassLoader v1 = version("r.Q", "package r; public class Q { public int a; }");
    ClassLoader v2 = version("r.Q", "package r; public class Q { public int a; public int b; }");
    Object q = newInstance(v2, "r.Q", "a", 7, "b", 8);
    byte[] bytes = fury(v2, true, true, "r.Q").serialize(q);
    Fury reader = fury(v1, true, true, "r.Q");
    assertThrows(ClassVersionMismatchException.class, () -> reader.deserialize(bytes));

    byte[] unchecked = fury(v2, false, true, "r.Q").serialize(q);
    Object read = fury(v1, false, true, "r.Q").deserialize(MemoryBuffer.wrap(unchecked));
    assertEquals(7, get(read, "a"));
  }

  @Test
  void changedClassBehindAnExactFieldIsDetected() throws Exception {
    String outer = "package r; public class O { public I inner; }";
    ClassLoader v1 =
        TestCompiler.compile(
            Map.of("r.O", outer, "r.I", "package r; public final class I { public int x; }"),
            getClass().getClassLoader());
    ClassLoader v2 =
        TestCompiler.compile(
            Map.of("r.O", outer, "r.I", "package r; public final class I { public long x; }"),
            getClass().getClassLoader());
    Object o = newInstance(v1, "r.O", "inner", newInstance(v1, "r.I", "x", 3));
    byte[] bytes = fury(v1, true, true, "r.O", "r.I").serialize(o);
    Fury reader = fury(v2, true, true, "r.O", "r.I");
    ClassVersionMismatchException e =
        assertThrows(ClassVersionMismatchException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains("class r.O "), e.getMessage());
  }

  @Test
  void namedClassesAreCheckedToo() throws Exception {
    ClassLoader v1 = version("r.N", "package r; public class N { public String s; }");
    ClassLoader v2 = version("r.N", "package r; public class N { public String t; }");
    Fury writer = Fury.builder().withClassLoader(v1).requireClassRegistration(false).build();
    Fury reader = Fury.builder().withClassLoader(v2).requireClassRegistration(false).build();
    byte[] bytes = writer.serialize(newInstance(v1, "r.N", "s", "x"));
    assertThrows(ClassVersionMismatchException.class, () -> reader.deserialize(bytes));
  }

  @Test
  void sameClassesReadBackAndCostAtMostTwoBytesPerClassPerMessage() throws Exception {
    ClassLoader v1 = version("r.P", "package r; public class P { public int a; public int b; }");
    List<Object> list = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      list.add(newInstance(v1, "r.P", "a", i, "b", -i));
    }
    for (boolean codegen : new boolean[] {false, true}) {
      Fury checked = fury(v1, true, codegen, "r.P");
      byte[] on = checked.serialize(list);
      byte[] off = fury(v1, false, codegen, "r.P").serialize(list);
      assertEquals(off.length + 2, on.length, "one class, named once: two bytes");
      List<?> back = (List<?>) fury(v1, true, codegen, "r.P").deserialize(on);
      assertEquals(100, back.size());
      assertEquals(-99, get(back.get(99), "b"));
      assertEquals(on.length, checked.serialize(list).length, "every message names it again");
    }
  }

  private static Fury furyWithId(ClassLoader loader, boolean check, String cls, int id)
      throws Exception {
    Fury f =
        Fury.builder()
            .withClassLoader(loader)
            .withClassVersionCheck(check)
            .withCodegenStrict(true)
            .withAsyncCompilation(false)
            .build();
    f.register(loader.loadClass(cls), id);
    return f;
  }

  @Test
  void everyLengthOfRegisteredIdCarriesItsHashAndIsChecked() throws Exception {
    ClassLoader v1 = version("r.Q", "package r; public class Q { public int a; public long b; }");
    ClassLoader v2 = version("r.Q", "package r; public class Q { public int a; public long c; }");
    // the first naming's header varint, ((id + 1) << 2) | 2, takes 1, 2, 3 and 4 bytes
    for (int id : new int[] {0, 40, 5_000, 1 << 22, ClassResolver.MAX_USER_ID}) {
      Object value = newInstance(v1, "r.Q", "a", 7, "b", -9L);
      byte[] on = furyWithId(v1, true, "r.Q", id).serialize(value);
      byte[] off = furyWithId(v1, false, "r.Q", id).serialize(value);
      assertEquals(off.length + 2, on.length, "id " + id + ": the hash takes two bytes");
      Object back = furyWithId(v1, true, "r.Q", id).deserialize(on);
      assertEquals(-9L, get(back, "b"), "id " + id);
      Fury changed = furyWithId(v2, true, "r.Q", id);
      assertThrows(ClassVersionMismatchException.class, () -> changed.deserialize(on), "id " + id);
      // stream header, NOT_NULL flag, the header varint, then the hash
      int header = ((id + 1) << 2) | 2;
      int bits = 32 - Integer.numberOfLeadingZeros(header);
      byte[] flipped = on.clone();
      flipped[2 + (bits + 6) / 7] ^= 1;
      Fury same = furyWithId(v1, true, "r.Q", id);
      assertThrows(
          ClassVersionMismatchException.class, () -> same.deserialize(flipped), "id " + id);
    }
  }
}
