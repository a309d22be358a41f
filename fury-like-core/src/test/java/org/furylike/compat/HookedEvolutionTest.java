package org.furylike.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Field;
import java.util.LinkedHashMap;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/**
 * Classes with JDK hooks evolve in compatible mode as with JDK serialization: fields match by name,
 * {@code GetField.defaulted} reports absent ones, a layer the stream lacks gets {@code
 * readObjectNoData}, and a layer the reader lacks is skipped.
 */
class HookedEvolutionTest {
  private static final String V1 =
      "package e; public class Account implements java.io.Serializable {"
          + " public String owner; public int balance; public String dropped = \"d\";"
          + " private void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {"
          + "   out.defaultWriteObject(); out.writeInt(balance * 2); }"
          + " private void readObject(java.io.ObjectInputStream in) throws Exception {"
          + "   in.defaultReadObject(); if (in.readInt() != balance * 2) throw new"
          + "   java.io.InvalidObjectException(\"trailer\"); } }";

  private static final String V2_BASE =
      "package e; public class Base implements java.io.Serializable {"
          + " public String origin = \"unset\";"
          + " private void readObjectNoData() { origin = \"legacy\"; } }";

  private static final String V2 =
      "package e; public class Account extends Base {"
          + " public String owner; public int balance; public String currency; public boolean"
          + " currencyDefaulted;"
          + " private void writeObject(java.io.ObjectOutputStream out) throws java.io.IOException {"
          + "   out.defaultWriteObject(); out.writeInt(balance * 2); }"
          + " private void readObject(java.io.ObjectInputStream in) throws Exception {"
          + "   java.io.ObjectInputStream.GetField f = in.readFields();"
          + "   owner = (String) f.get(\"owner\", null); balance = f.get(\"balance\", 0);"
          + "   currency = (String) f.get(\"currency\", \"EUR\");"
          + "   currencyDefaulted = f.defaulted(\"currency\");"
          + "   if (in.readInt() != balance * 2) throw new java.io.InvalidObjectException(\"t\"); } }";

  private static ClassLoader version(String... sources) {
    Map<String, String> map = new LinkedHashMap<>();
    for (int i = 0; i < sources.length; i += 2) {
      map.put(sources[i], sources[i + 1]);
    }
    return TestCompiler.compile(map, HookedEvolutionTest.class.getClassLoader());
  }

  private static Fury fury(ClassLoader loader, boolean codegen) throws Exception {
    Fury f =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withCodegen(codegen)
            .withClassLoader(loader)
            .build();
    f.register(loader.loadClass("e.Account"), 100);
    return f;
  }

  private static Object get(Object o, String name) throws Exception {
    for (Class<?> c = o.getClass(); c != null; c = c.getSuperclass()) {
      try {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f.get(o);
      } catch (NoSuchFieldException e) {
        // look in the superclass
      }
    }
    throw new NoSuchFieldException(name);
  }

  private static void set(Object o, String name, Object v) throws Exception {
    Field f = o.getClass().getDeclaredField(name);
    f.setAccessible(true);
    f.set(o, v);
  }

  @Test
  void oldWriterNewReader() throws Exception {
    ClassLoader v1 = version("e.Account", V1);
    ClassLoader v2 = version("e.Base", V2_BASE, "e.Account", V2);
    for (boolean codegen : new boolean[] {false, true}) {
      Object a = v1.loadClass("e.Account").getDeclaredConstructor().newInstance();
      set(a, "owner", "ann");
      set(a, "balance", 7);
      Object back = fury(v2, codegen).deserialize(fury(v1, codegen).serialize(a));
      assertEquals("ann", get(back, "owner"));
      assertEquals(7, get(back, "balance"));
      assertEquals("EUR", get(back, "currency"));
      assertEquals(true, get(back, "currencyDefaulted"));
      assertEquals("legacy", get(back, "origin"), "readObjectNoData ran");
    }
  }

  @Test
  void newWriterOldReader() throws Exception {
    ClassLoader v1 = version("e.Account", V1);
    ClassLoader v2 = version("e.Base", V2_BASE, "e.Account", V2);
    Object a = v2.loadClass("e.Account").getDeclaredConstructor().newInstance();
    set(a, "owner", "bob");
    set(a, "balance", 3);
    set(a, "currency", "USD");
    Object back = fury(v1, false).deserialize(fury(v2, false).serialize(a));
    assertEquals("bob", get(back, "owner"));
    assertEquals(3, get(back, "balance"));
    assertEquals(null, get(back, "dropped"), "absent in the stream: left at its default");
    Object same = fury(v2, true).deserialize(fury(v2, true).serialize(a));
    assertEquals("USD", get(same, "currency"));
    assertEquals(false, get(same, "currencyDefaulted"));
    assertEquals("unset", get(same, "origin"));
  }
}
