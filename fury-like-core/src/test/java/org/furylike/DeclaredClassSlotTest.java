package org.furylike;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.config.CompatibleMode;
import org.furylike.context.RefFlags;
import org.furylike.exception.ClassVersionMismatchException;
import org.furylike.exception.DeserializationException;
import org.furylike.resolver.ClassResolver;
import org.furylike.testing.RoundTrip;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/**
 * Declared-class slots: in schema-consistent mode a polymorphic field whose declared class is
 * concrete and registered (or built in) writes a value of exactly that class with a declared-class
 * flag and no class info; any other value keeps its class info. The interpreter and generated code
 * write the same bytes, and a reader that does not expect the flag fails naming it.
 */
class DeclaredClassSlotTest {
  /** A concrete class that is not final: fields declared as it are polymorphic. */
  static class Inner {
    int a;
    String s;

    Inner() {}

    Inner(int a, String s) {
      this.a = a;
      this.s = s;
    }

    @Override
    public boolean equals(Object o) {
      return o != null
          && o.getClass() == getClass()
          && ((Inner) o).a == a
          && Objects.equals(((Inner) o).s, s);
    }

    @Override
    public int hashCode() {
      return a;
    }
  }

  static class SubInner extends Inner {
    long extra;

    SubInner() {}

    SubInner(int a, long extra) {
      super(a, "sub");
      this.extra = extra;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && ((SubInner) o).extra == extra;
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  interface Shape {}

  static final class Circle implements Shape {
    int r;

    @Override
    public boolean equals(Object o) {
      return o instanceof Circle && ((Circle) o).r == r;
    }

    @Override
    public int hashCode() {
      return r;
    }
  }

  static class Outer {
    Inner first;
    Inner second;
    ArrayList<String> names;
    Shape shape;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Outer)) {
        return false;
      }
      Outer x = (Outer) o;
      return Objects.equals(first, x.first)
          && Objects.equals(second, x.second)
          && Objects.equals(names, x.names)
          && Objects.equals(shape, x.shape);
    }

    @Override
    public int hashCode() {
      return Objects.hash(first, second);
    }
  }

  /** Holds one interface-typed field: its slot always carries class info. */
  static final class ShapeHolder {
    Shape shape;
  }

  record Pair(Inner left, Inner right) {}

  private static Fury fury(boolean codegen, boolean refTracking, CompatibleMode mode) {
    Fury f =
        Fury.builder()
            .withCodegen(codegen)
            .withCodegenStrict(true)
            .withAsyncCompilation(false)
            .withRefTracking(refTracking)
            .withCompatibleMode(mode)
            .build();
    f.register(Outer.class);
    f.register(Inner.class);
    f.register(SubInner.class);
    f.register(Circle.class);
    f.register(ShapeHolder.class);
    f.register(Pair.class);
    return f;
  }

  private static Outer outer(Inner first, Inner second) {
    Outer o = new Outer();
    o.first = first;
    o.second = second;
    o.names = new ArrayList<>(List.of("x", "y"));
    Circle c = new Circle();
    c.r = 4;
    o.shape = c;
    return o;
  }

  @Test
  void roundTripsInEveryConfiguration() {
    java.util.function.Consumer<Fury> setup =
        RoundTrip.registering(
            Outer.class, Inner.class, SubInner.class, Circle.class, ShapeHolder.class, Pair.class);
    RoundTrip.assertRoundTrip(outer(new Inner(1, "a"), new Inner(2, null)), setup);
    RoundTrip.assertRoundTrip(outer(new SubInner(3, 9L), new Inner(4, "d")), setup);
    RoundTrip.assertRoundTrip(outer(null, new SubInner(5, -1L)), setup);
    RoundTrip.assertRoundTrip(new Pair(new Inner(6, "p"), new SubInner(7, 8L)), setup);
    RoundTrip.assertRoundTrip(new Pair(null, new Inner(0, "")), setup);
  }

  /** The offset of the flag of {@code first} (three fields follow it: names, second, shape). */
  private static int firstFlagAt(Fury f) {
    return f.serialize(new Outer()).length - 4;
  }

  private static Outer only(Inner first) {
    Outer o = new Outer();
    o.first = first;
    return o;
  }

  @Test
  void exactValuesTravelWithoutClassInfo() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury f = fury(codegen, false, CompatibleMode.SCHEMA_CONSISTENT);
      int at = firstFlagAt(f);
      int empty = f.serialize(new Outer()).length;
      byte[] exact = f.serialize(only(new Inner(1, null)));
      assertEquals(RefFlags.NOT_NULL_DECLARED, exact[at], "codegen " + codegen);
      // then the data at once: a = 1 (zigzag 2) and a null s, no class info
      assertEquals(2, exact[at + 1]);
      assertEquals(RefFlags.NULL, exact[at + 2]);
      assertEquals(empty + 2, exact.length);
      byte[] sub = f.serialize(only(new SubInner(1, 0L)));
      assertEquals(RefFlags.NOT_NULL, sub[at], "codegen " + codegen);
      // class info (registered id 2 named first: one byte and the two-byte version hash)
      assertEquals((3 << 2) | 2, sub[at + 1]);
      assertEquals(SubInner.class, ((Outer) f.deserialize(sub)).first.getClass());
      assertEquals(Inner.class, ((Outer) f.deserialize(exact)).first.getClass());
    }
  }

  @Test
  void sharedValuesKeepTheirIdentity() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury f = fury(codegen, true, CompatibleMode.SCHEMA_CONSISTENT);
      Inner shared = new Inner(7, "shared");
      byte[] bytes = f.serialize(outer(shared, shared));
      assertEquals(RefFlags.REF_VALUE_DECLARED, bytes[firstFlagAt(f)], "codegen " + codegen);
      Outer read = (Outer) f.deserialize(bytes);
      assertSame(read.first, read.second, "codegen " + codegen);
      assertEquals(shared, read.first);
      Outer distinct = (Outer) f.deserialize(f.serialize(outer(shared, new Inner(7, "shared"))));
      assertNotSame(distinct.first, distinct.second, "codegen " + codegen);
    }
  }

  @Test
  void aReaderWhoseFieldClassWasRegisteredAfterItsFirstReadAcceptsTheFlag() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = fury(codegen, false, CompatibleMode.SCHEMA_CONSISTENT);
      byte[] bytes = writer.serialize(only(new Inner(3, "late")));
      Fury reader =
          Fury.builder()
              .withCodegen(codegen)
              .withCodegenStrict(true)
              .withAsyncCompilation(false)
              .build();
      reader.register(Outer.class);
      // the reader's serializer of Outer exists before Inner is registered
      assertEquals(new Outer(), reader.deserialize(reader.serialize(new Outer())));
      reader.register(Inner.class);
      reader.register(SubInner.class);
      reader.register(Circle.class);
      Outer read = (Outer) reader.deserialize(bytes);
      assertEquals(new Inner(3, "late"), read.first, "codegen " + codegen);
      // and it now writes the same bytes as the writer
      assertArrayEquals(bytes, reader.serialize(only(new Inner(3, "late"))), "codegen " + codegen);
    }
  }

  @Test
  void onlyConcreteRegisteredClassesInSchemaConsistentMode() {
    ClassResolver consistent =
        fury(true, false, CompatibleMode.SCHEMA_CONSISTENT).getClassResolver();
    assertTrue(consistent.isDeclaredClassSlot(Inner.class));
    assertTrue(consistent.isDeclaredClassSlot(ArrayList.class), "built-in concrete class");
    assertFalse(consistent.isDeclaredClassSlot(Shape.class), "interface");
    assertFalse(consistent.isDeclaredClassSlot(Number.class), "abstract");
    assertFalse(consistent.isDeclaredClassSlot(Object.class));
    assertFalse(consistent.isDeclaredClassSlot(Inner[].class), "array");
    assertFalse(consistent.isDeclaredClassSlot(Unregistered.class), "not registered");
    ClassResolver compatible = fury(true, false, CompatibleMode.COMPATIBLE).getClassResolver();
    assertFalse(compatible.isDeclaredClassSlot(Inner.class), "compatible mode");
  }

  static class Unregistered {}

  @Test
  void compatibleModeWritesClassInfo() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury f = fury(codegen, false, CompatibleMode.COMPATIBLE);
      Outer value = outer(new Inner(1, "a"), new Inner(2, "b"));
      Outer read = (Outer) f.deserialize(f.serialize(value));
      assertEquals(value, read, "codegen " + codegen);
    }
  }

  @Test
  void aDeclaredClassFlagWhereClassInfoBelongsFails() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury f = fury(codegen, false, CompatibleMode.SCHEMA_CONSISTENT);
      ShapeHolder empty = new ShapeHolder();
      int flagAt = f.serialize(empty).length - 1;
      ShapeHolder holder = new ShapeHolder();
      holder.shape = new Circle();
      byte[] bytes = f.serialize(holder);
      assertEquals(RefFlags.NOT_NULL, bytes[flagAt]);
      bytes[flagAt] = RefFlags.NOT_NULL_DECLARED;
      DeserializationException e =
          assertThrows(DeserializationException.class, () -> f.deserialize(bytes));
      assertTrue(
          e.getMessage().contains("declared-class flag 6 at offset " + flagAt), e.getMessage());
      assertTrue(e.getMessage().contains("Shape"), e.getMessage());
    }
  }

  @Test
  void aDeclaredClassFlagInCompatibleModeFails() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury f = fury(codegen, false, CompatibleMode.COMPATIBLE);
      Outer value = outer(null, null);
      value.names = null;
      value.shape = null;
      byte[] nulls = f.serialize(value);
      value.second = new Inner(1, "a");
      byte[] bytes = f.serialize(value);
      // the first byte where the two differ is the flag of 'second' (fields in name order)
      int at = 0;
      while (nulls[at] == bytes[at]) {
        at++;
      }
      assertEquals(RefFlags.NOT_NULL, bytes[at], "compatible mode writes class info");
      bytes[at] = RefFlags.NOT_NULL_DECLARED;
      int flagAt = at;
      DeserializationException e =
          assertThrows(DeserializationException.class, () -> f.deserialize(bytes));
      assertTrue(
          e.getMessage().contains("declared-class flag 6 at offset " + flagAt), e.getMessage());
    }
  }

  @Test
  void aChangedDeclaredClassFailsTheVersionCheckOfItsHolder() throws Exception {
    String outer = "package v; public class O { public v.I i; }";
    ClassLoader v1 =
        TestCompiler.compile(
            Map.of("v.O", outer, "v.I", "package v; public class I { public int a; }"),
            DeclaredClassSlotTest.class.getClassLoader());
    ClassLoader v2 =
        TestCompiler.compile(
            Map.of("v.O", outer, "v.I", "package v; public class I { public long a; }"),
            DeclaredClassSlotTest.class.getClassLoader());
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = versioned(v1, codegen);
      Object o = v1.loadClass("v.O").getConstructor().newInstance();
      Object i = v1.loadClass("v.I").getConstructor().newInstance();
      Field a = i.getClass().getField("a");
      a.setInt(i, 5);
      o.getClass().getField("i").set(o, i);
      byte[] bytes = writer.serialize(o);
      int flagAt = writer.serialize(v1.loadClass("v.O").getConstructor().newInstance()).length - 1;
      assertEquals(RefFlags.NOT_NULL_DECLARED, bytes[flagAt], "codegen " + codegen);
      Fury reader = versioned(v2, codegen);
      ClassVersionMismatchException e =
          assertThrows(ClassVersionMismatchException.class, () -> reader.deserialize(bytes));
      assertTrue(e.getMessage().contains("class v.O "), e.getMessage());
      Object same = versioned(v1, codegen).deserialize(bytes);
      assertEquals(5, a.getInt(same.getClass().getField("i").get(same)));
    }
  }

  private static Fury versioned(ClassLoader loader, boolean codegen) throws Exception {
    Fury f =
        Fury.builder()
            .withClassLoader(loader)
            .withCodegen(codegen)
            .withCodegenStrict(true)
            .withAsyncCompilation(false)
            .build();
    f.register(loader.loadClass("v.O"));
    f.register(loader.loadClass("v.I"));
    return f;
  }
}
