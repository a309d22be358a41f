package org.furylike.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.DeserializationException;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/** Writer and reader with different versions of the same classes, compiled at test time. */
class CompatibleModeTest {
  private static ClassLoader version(String... sources) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < sources.length; i += 2) {
      map.put(sources[i], sources[i + 1]);
    }
    return TestCompiler.compile(map, CompatibleModeTest.class.getClassLoader());
  }

  private static java.nio.file.Path dumpDir;

  private static Fury fury(ClassLoader loader, boolean codegen, String... classes)
      throws Exception {
    if (dumpDir == null) {
      dumpDir = java.nio.file.Files.createTempDirectory("compat-dump");
    }
    Fury f =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withCodegen(codegen)
            // the dump of the generated reader is checked below
            .withAsyncCompilation(false)
            .withCodegenStrict(true)
            .withClassLoader(loader)
            .withCodegenDumpDir(dumpDir)
            .build();
    for (int i = 0; i < classes.length; i++) {
      f.register(loader.loadClass(classes[i]), 100 + i);
    }
    return f;
  }

  private static Object get(Object o, String field) throws Exception {
    Field f = o.getClass().getDeclaredField(field);
    f.setAccessible(true);
    return f.get(o);
  }

  private static void set(Object o, String field, Object v) throws Exception {
    Field f = o.getClass().getDeclaredField(field);
    f.setAccessible(true);
    f.set(o, v);
  }

  @Test
  void addedRemovedWidenedAndNestedFields() throws Exception {
    ClassLoader v1 =
        version(
            "p.Person",
                "package p; public class Person { public String name; public int age;"
                    + " public String removed = \"r\"; public Address home; public java.util.List<Address> past"
                    + " = new java.util.ArrayList<>(); public Color color; public Integer boxed; }",
            "p.Address",
                "package p; public final class Address { public String city; public int zip; }",
            "p.Color", "package p; public enum Color { RED, GREEN, BLUE }");
    ClassLoader v2 =
        version(
            "p.Person",
                "package p; public class Person { public long age; public String name;"
                    + " public String added = \"default\"; public Address home; public java.util.List<Address> past;"
                    + " public Color color; public int boxed = -1; }",
            "p.Address",
                "package p; public final class Address { public String street = \"none\";"
                    + " public String city; }",
            "p.Color", "package p; public enum Color { BLUE, RED }");
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = fury(v1, codegen, "p.Person", "p.Address", "p.Color");
      Fury reader = fury(v2, codegen, "p.Person", "p.Address", "p.Color");
      Object person = v1.loadClass("p.Person").getConstructor().newInstance();
      set(person, "name", "Ann");
      set(person, "age", 41);
      Object address = v1.loadClass("p.Address").getConstructor().newInstance();
      set(address, "city", "Paris");
      set(address, "zip", 75001);
      set(person, "home", address);
      ((java.util.List<Object>) get(person, "past")).add(address);
      Class<?> color = v1.loadClass("p.Color");
      set(person, "color", color.getEnumConstants()[1]);
      set(person, "boxed", 7);
      byte[] bytes = writer.serialize(person);
      Object back = reader.deserialize(bytes);
      assertEquals("Ann", get(back, "name"));
      assertEquals(41L, get(back, "age"));
      assertEquals("default", get(back, "added"));
      assertEquals(7, get(back, "boxed"));
      Object home = get(back, "home");
      assertEquals("Paris", get(home, "city"));
      assertEquals("none", get(home, "street"));
      Object past = ((java.util.List<?>) get(back, "past")).get(0);
      assertEquals("Paris", get(past, "city"));
      assertNull(get(back, "color"), "GREEN does not exist in v2: unknown constant becomes null");
      // and back: v2 writer, v1 reader
      Fury writer2 = fury(v2, codegen, "p.Person", "p.Address", "p.Color");
      Fury reader1 = fury(v1, codegen, "p.Person", "p.Address", "p.Color");
      set(back, "color", v2.loadClass("p.Color").getEnumConstants()[1]);
      Object again = reader1.deserialize(writer2.serialize(back));
      assertEquals("Ann", get(again, "name"));
      assertEquals(41, get(again, "age"));
      assertEquals("r", get(again, "removed"));
      assertEquals(color.getEnumConstants()[0], get(again, "color"), "RED by name, not ordinal");
    }
    try (var files = java.nio.file.Files.walk(dumpDir)) {
      assertTrue(
          files.anyMatch(p -> p.getFileName().toString().startsWith("PersonCompatibleReader_")),
          "a generated reader was compiled for the remote schema");
    }
  }

  @Test
  void sameSchemaUsesTheLocalSerializerAndSharedContextsShrinkMessages() throws Exception {
    ClassLoader v1 =
        version("q.Item", "package q; public class Item { public String id; public int n; }");
    Fury writer = fury(v1, true, "q.Item");
    Fury reader = fury(v1, true, "q.Item");
    Object item = v1.loadClass("q.Item").getConstructor().newInstance();
    set(item, "id", "x");
    set(item, "n", 3);
    Fury consistent = Fury.builder().withClassLoader(v1).build();
    consistent.register(v1.loadClass("q.Item"), 100);
    int consistentSize = consistent.serialize(item).length;
    int firstSize = writer.serialize(item).length;
    assertTrue(firstSize > consistentSize, "a message carries its schema");
    org.furylike.resolver.SchemaContext out = new org.furylike.resolver.SchemaContext();
    org.furylike.resolver.SchemaContext in = new org.furylike.resolver.SchemaContext();
    writer.setSchemaContext(out);
    reader.setSchemaContext(in);
    byte[] first = writer.serialize(item);
    byte[] second = writer.serialize(item);
    assertTrue(
        second.length <= consistentSize,
        "steady-state size "
            + second.length
            + " is no larger than schema-consistent "
            + consistentSize);
    assertEquals(3, get(reader.deserialize(first), "n"));
    assertEquals("x", get(reader.deserialize(second), "id"));
  }

  @Test
  void unknownClassIsAnErrorAndUnconvertibleChangeIsAClearError() throws Exception {
    ClassLoader v1 =
        version(
            "r.Box",
                "package r; public class Box { public Object extra; public String kept; public String code; }",
            "r.Gone",
                "package r; public class Gone { public String s = \"gone\"; public int[] a = {1, 2}; }");
    ClassLoader v2 =
        version(
            "r.Box",
            "package r; public class Box { public Object extra; public String kept; public long code; }");
    Fury writer = fury(v1, false, "r.Box", "r.Gone");
    Fury reader = fury(v2, false, "r.Box");
    Object box = v1.loadClass("r.Box").getConstructor().newInstance();
    set(box, "extra", v1.loadClass("r.Gone").getConstructor().newInstance());
    set(box, "kept", "k");
    byte[] withGone = writer.serialize(box);
    assertThrows(
        org.furylike.exception.ClassNotRegisteredException.class,
        () -> reader.deserialize(withGone),
        "an unknown class in a field the reader declares is an error, not null");
    set(box, "extra", null);
    Object back = reader.deserialize(writer.serialize(box));
    assertNull(get(back, "extra"));
    assertEquals("k", get(back, "kept"));
    set(box, "code", "not a number");
    DeserializationException e =
        assertThrows(
            DeserializationException.class, () -> reader.deserialize(writer.serialize(box)));
    assertTrue(
        e.getMessage().contains("r.Box.code") && e.getMessage().contains("long"), e.getMessage());
  }

  @Test
  void classVersionCheckNamesTheDifferingClass() throws Exception {
    ClassLoader v1 =
        version("s.Acct", "package s; public class Acct { public String id; public int cents; }");
    ClassLoader v2 =
        version(
            "s.Acct",
            "package s; public class Acct { public String id; public long cents;"
                + " public String owner; }");
    Fury writer = Fury.builder().withClassVersionCheck(true).withClassLoader(v1).build();
    writer.register(v1.loadClass("s.Acct"), 7);
    Fury sameReader = Fury.builder().withClassVersionCheck(true).withClassLoader(v1).build();
    sameReader.register(v1.loadClass("s.Acct"), 7);
    Fury otherReader = Fury.builder().withClassVersionCheck(true).withClassLoader(v2).build();
    otherReader.register(v2.loadClass("s.Acct"), 7);
    Object acct = v1.loadClass("s.Acct").getConstructor().newInstance();
    set(acct, "id", "a");
    set(acct, "cents", 5);
    byte[] bytes = writer.serialize(acct);
    assertEquals("a", get(sameReader.deserialize(bytes), "id"));
    DeserializationException e =
        assertThrows(
            org.furylike.exception.ClassVersionMismatchException.class,
            () -> otherReader.deserialize(bytes));
    assertTrue(e.getMessage().contains("class s.Acct "), e.getMessage());
    Fury plainReader = Fury.builder().withClassVersionCheck(false).withClassLoader(v1).build();
    plainReader.register(v1.loadClass("s.Acct"), 7);
    assertThrows(
        DeserializationException.class,
        () -> plainReader.deserialize(bytes),
        "a reader without the check rejects the header instead of misreading");
  }

  @Test
  void hiddenFieldDoesNotOverwriteTheFieldItHides() throws Exception {
    ClassLoader v1 =
        version(
            "h.Base", "package h; public class Base { public String tag; }",
            "h.Leaf", "package h; public class Leaf extends Base { public String tag; }");
    ClassLoader v2 =
        version(
            "h.Base", "package h; public class Base { public String tag; }",
            "h.Leaf", "package h; public class Leaf extends Base { public int other; }");
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = fury(v1, codegen, "h.Leaf");
      Fury reader = fury(v2, codegen, "h.Leaf");
      Object leaf = v1.loadClass("h.Leaf").getConstructor().newInstance();
      Field baseTag = v1.loadClass("h.Base").getDeclaredField("tag");
      baseTag.set(leaf, "base");
      set(leaf, "tag", "leaf");
      Object back = reader.deserialize(writer.serialize(leaf));
      assertEquals(
          "base",
          v2.loadClass("h.Base").getDeclaredField("tag").get(back),
          "Base.tag is matched in its own class; the writer's Leaf.tag has no place in this reader");
    }
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void enumSetsAndMapsMapConstantsByName() throws Exception {
    String holder =
        "package e; public class H { public java.util.EnumSet<C> set;"
            + " public java.util.EnumMap<C, String> map; public Object any; }";
    ClassLoader v1 =
        version(
            "e.C",
            "package e; public enum C { RED, GREEN, BLUE }",
            "e.H",
            holder,
            "e.S",
            "package e; public enum S { DARK }");
    ClassLoader v2 = version("e.C", "package e; public enum C { BLUE, RED }", "e.H", holder);
    Class<Enum> c1 = (Class<Enum>) v1.loadClass("e.C");
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = fury(v1, codegen, "e.H", "e.C", "e.S");
      Fury reader = fury(v2, codegen, "e.H", "e.C");
      Object h = v1.loadClass("e.H").getConstructor().newInstance();
      set(h, "set", java.util.EnumSet.allOf(c1));
      java.util.EnumMap map = new java.util.EnumMap(c1);
      map.put(Enum.valueOf(c1, "RED"), "r");
      map.put(Enum.valueOf(c1, "GREEN"), "g");
      set(h, "map", map);
      Object back = reader.deserialize(writer.serialize(h));
      assertEquals("[BLUE, RED]", String.valueOf(get(back, "set")), "by name; GREEN is left out");
      assertEquals("{RED=r}", String.valueOf(get(back, "map")));
      set(h, "any", java.util.EnumSet.allOf((Class<Enum>) v1.loadClass("e.S")));
      byte[] unknownEnum = writer.serialize(h);
      assertThrows(
          org.furylike.exception.ClassNotRegisteredException.class,
          () -> reader.deserialize(unknownEnum),
          "a set of an enum the reader does not have, in a field it declares, is an error");
      Fury strict =
          Fury.builder()
              .withCompatibleMode(CompatibleMode.COMPATIBLE)
              .withCodegen(codegen)
              .withUnknownEnumAsNull(false)
              .withClassLoader(v2)
              .build();
      strict.register(v2.loadClass("e.H"), 100);
      strict.register(v2.loadClass("e.C"), 101);
      set(h, "any", null);
      DeserializationException e =
          assertThrows(
              DeserializationException.class, () -> strict.deserialize(writer.serialize(h)));
      assertTrue(e.getMessage().contains("GREEN"), e.getMessage());
    }
  }
}
