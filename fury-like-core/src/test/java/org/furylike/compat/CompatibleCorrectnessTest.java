package org.furylike.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.exception.DeserializationException;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/** Compatible-mode cases that used to come back as null, shift the stream or fail to convert. */
class CompatibleCorrectnessTest {
  private static ClassLoader version(String... sources) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < sources.length; i += 2) {
      map.put(sources[i], sources[i + 1]);
    }
    return TestCompiler.compile(map, CompatibleCorrectnessTest.class.getClassLoader());
  }

  private static Fury fury(ClassLoader loader, boolean codegen, String... classes)
      throws Exception {
    Fury f =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withCodegen(codegen)
            .withCodegenStrict(true)
            .withClassLoader(loader)
            .build();
    for (int i = 0; i < classes.length; i++) {
      f.register(loader.loadClass(classes[i]), 100 + i);
    }
    return f;
  }

  private static Object make(ClassLoader loader, String cls, Object... fieldValues)
      throws Exception {
    Object o = loader.loadClass(cls).getConstructor().newInstance();
    for (int i = 0; i < fieldValues.length; i += 2) {
      o.getClass().getField((String) fieldValues[i]).set(o, fieldValues[i + 1]);
    }
    return o;
  }

  private static Object get(Object o, String field) throws Exception {
    return o.getClass().getField(field).get(o);
  }

  private static final String OUTER =
      "package u; public class Outer { public Object any; public java.util.List<Object> list;"
          + " public java.util.Map<String, Object> map; public Object[] arr; public String tail; }";

  @Test
  void unknownClassesAreAnErrorOutsideFieldsTheReaderDoesNotDeclare() throws Exception {
    ClassLoader v1 =
        version(
            "u.Outer",
            OUTER.replace("public String tail;", "public String tail; public Gone removed;"),
            "u.Gone",
            "package u; public class Gone { public int x; }");
    ClassLoader v2 = version("u.Outer", OUTER);
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = fury(v1, codegen, "u.Outer", "u.Gone");
      Fury reader = fury(v2, codegen, "u.Outer");
      Object gone = make(v1, "u.Gone", "x", 3);
      assertUnknown(reader, writer.serialize(gone), "root");
      Object[] goneArray = (Object[]) Array.newInstance(gone.getClass(), 1);
      goneArray[0] = gone;
      assertUnknown(reader, writer.serialize(goneArray), "typed array at the root");
      assertUnknown(
          reader, writer.serialize(make(v1, "u.Outer", "any", gone)), "polymorphic field");
      assertUnknown(
          reader,
          writer.serialize(make(v1, "u.Outer", "list", new ArrayList<>(List.of(gone)))),
          "collection element");
      assertUnknown(
          reader,
          writer.serialize(make(v1, "u.Outer", "map", new HashMap<>(Map.of("k", gone)))),
          "map value");
      assertUnknown(
          reader, writer.serialize(make(v1, "u.Outer", "arr", new Object[] {gone})), "array");
      Object skipped =
          reader.deserialize(writer.serialize(make(v1, "u.Outer", "removed", gone, "tail", "t")));
      assertEquals("t", get(skipped, "tail"), "a field the reader does not declare is skipped");
    }
  }

  @Test
  void unregisteredClassesAreAnErrorWhenTheReaderRequiresRegistration() throws Exception {
    ClassLoader v1 =
        version("u.Outer", OUTER, "u.Loose", "package u; public class Loose { public int x; }");
    Fury writer =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .requireClassRegistration(false)
            .withClassLoader(v1)
            .build();
    Fury reader = fury(v1, true, "u.Outer");
    Object loose = make(v1, "u.Loose", "x", 1);
    assertUnknown(reader, writer.serialize(loose), "root, by name");
    assertUnknown(
        reader,
        writer.serialize(make(v1, "u.Outer", "list", new ArrayList<>(List.of(loose)))),
        "collection element, by name");
  }

  private static void assertUnknown(Fury reader, byte[] bytes, String where) {
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> reader.deserialize(bytes), where);
    assertTrue(e.getMessage().contains("unknown to this reader"), e.getMessage());
  }

  @Test
  void zeroFieldMarkerIsConsumedByTheAdaptingReader() throws Exception {
    String holder =
        "package z; public class H { public Object e; public int after; public String last; }";
    ClassLoader v1 = version("z.H", holder, "z.E", "package z; public class E { }");
    ClassLoader v2 =
        version("z.H", holder, "z.E", "package z; public class E { public int added = 5; }");
    for (boolean codegen : new boolean[] {false, true}) {
      Object h = make(v1, "z.H", "e", make(v1, "z.E"), "after", 42, "last", "end");
      Object back =
          fury(v2, codegen, "z.H", "z.E").deserialize(fury(v1, codegen, "z.H", "z.E").serialize(h));
      assertEquals(42, get(back, "after"));
      assertEquals("end", get(back, "last"));
      assertEquals(5, get(get(back, "e"), "added"));
    }
  }

  @Test
  void removedIntMatrixFieldIsSkipped() throws Exception {
    ClassLoader v1 =
        version("m.M", "package m; public class M { public int[][] grid; public String tail; }");
    ClassLoader v2 = version("m.M", "package m; public class M { public String tail; }");
    for (boolean codegen : new boolean[] {false, true}) {
      Object m = make(v1, "m.M", "grid", new int[][] {{1, 2}, {3}}, "tail", "t");
      Object back = fury(v2, codegen, "m.M").deserialize(fury(v1, codegen, "m.M").serialize(m));
      assertEquals("t", get(back, "tail"));
    }
  }

  @Test
  void changedCollectionAndMapImplementationsAreConverted() throws Exception {
    ClassLoader v1 =
        version(
            "c.C",
            "package c; public class C { public java.util.ArrayList<String> items;"
                + " public java.util.HashMap<String, Integer> counts; }");
    ClassLoader v2 =
        version(
            "c.C",
            "package c; public class C { public java.util.LinkedList<String> items;"
                + " public java.util.TreeMap<String, Integer> counts; }");
    for (boolean codegen : new boolean[] {false, true}) {
      HashMap<String, Integer> counts = new HashMap<>(Map.of("b", 2, "a", 1, "c", 3));
      Object c =
          make(v1, "c.C", "items", new ArrayList<>(List.of("z", "y", "x")), "counts", counts);
      Object back = fury(v2, codegen, "c.C").deserialize(fury(v1, codegen, "c.C").serialize(c));
      assertEquals(LinkedList.class, get(back, "items").getClass());
      assertEquals(List.of("z", "y", "x"), get(back, "items"), "order kept");
      assertEquals(TreeMap.class, get(back, "counts").getClass());
      assertEquals(new TreeMap<>(counts), get(back, "counts"));
    }
  }

  @Test
  void elementTypesAreCheckedInCompatibleMode() throws Exception {
    String money = "package g; public final class Money { public long cents; }";
    ClassLoader v1 =
        version(
            "g.G",
            "package g; public class G { public java.util.List<Object> items; }",
            "g.Money",
            money);
    ClassLoader v2 =
        version(
            "g.G",
            "package g; public class G { public java.util.List<g.Money> items; }",
            "g.Money",
            money);
    for (boolean codegen : new boolean[] {false, true}) {
      Object g = make(v1, "g.G", "items", new ArrayList<>(List.of("not money")));
      byte[] bytes = fury(v1, codegen, "g.G", "g.Money").serialize(g);
      Fury reader = fury(v2, codegen, "g.G", "g.Money");
      DeserializationException e =
          assertThrows(DeserializationException.class, () -> reader.deserialize(bytes));
      assertTrue(e.getMessage().contains("g.Money"), e.getMessage());
    }
  }

  @Test
  void elementTypesAreCheckedInSchemaConsistentMode() throws Exception {
    String money = "package s; public final class Money { public long cents; }";
    ClassLoader v1 =
        version(
            "s.G",
            "package s; public class G { public java.util.List<Object> items; }",
            "s.Money",
            money);
    ClassLoader v2 =
        version(
            "s.G",
            "package s; public class G { public java.util.List<s.Money> items; }",
            "s.Money",
            money);
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = consistent(v1, codegen);
      Fury reader = consistent(v2, codegen);
      Object g = make(v1, "s.G", "items", new ArrayList<>(List.of("a", "b")));
      byte[] bytes = writer.serialize(g);
      DeserializationException e =
          assertThrows(DeserializationException.class, () -> reader.deserialize(bytes));
      assertTrue(e.getMessage().contains("declared element type s.Money"), e.getMessage());
      Object ok = make(v2, "s.G", "items", new ArrayList<>(List.of(make(v2, "s.Money"))));
      assertEquals(
          1,
          ((List<?>) get(reader.deserialize(consistent(v2, codegen).serialize(ok)), "items"))
              .size());
    }
  }

  /** Schema-consistent, class-version check off: the list is read by position. */
  private static Fury consistent(ClassLoader loader, boolean codegen) throws Exception {
    Fury f =
        Fury.builder()
            .withClassVersionCheck(false)
            .withCodegen(codegen)
            .withCodegenStrict(true)
            .withClassLoader(loader)
            .build();
    f.register(loader.loadClass("s.G"), 100);
    f.register(loader.loadClass("s.Money"), 101);
    return f;
  }
}
