package org.furylike.serializer.jdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.serializer.jdk.HookFixtures.Canonical;
import org.furylike.serializer.jdk.HookFixtures.CanonicalChild;
import org.furylike.serializer.jdk.HookFixtures.Derived;
import org.furylike.serializer.jdk.HookFixtures.Ext;
import org.furylike.serializer.jdk.HookFixtures.Holder;
import org.furylike.serializer.jdk.HookFixtures.Layered;
import org.furylike.serializer.jdk.HookFixtures.Mixed;
import org.furylike.serializer.jdk.HookFixtures.Persistent;
import org.furylike.serializer.jdk.HookFixtures.Point;
import org.furylike.serializer.jdk.HookFixtures.PointProxy;
import org.furylike.serializer.jdk.HookFixtures.PrivateResolve;
import org.furylike.serializer.jdk.HookFixtures.PrivateResolveChild;
import org.furylike.serializer.jdk.HookFixtures.PutGet;
import org.furylike.serializer.jdk.HookFixtures.Singleton;
import org.furylike.serializer.jdk.HookFixtures.SubLayered;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Classes with JDK serialization hooks come back as {@code ObjectInputStream} returns them, over
 * the whole config matrix (the matrix also checks that generated and interpreted configs write
 * identical bytes).
 */
class JdkHooksRoundTripTest {
  private static final Consumer<Fury> SETUP =
      RoundTrip.registering(
          Derived.class,
          Mixed.class,
          PutGet.class,
          Persistent.class,
          Layered.class,
          SubLayered.class,
          Singleton.class,
          Point.class,
          PointProxy.class,
          Canonical.class,
          CanonicalChild.class,
          PrivateResolve.class,
          PrivateResolveChild.class,
          Ext.class,
          Holder.class,
          HookFixtures.Outer.class,
          HookFixtures.Money.class,
          HookFixtures.PointRecord.class,
          HookFixtures.Link.class,
          HookFixtures.Validated.class);

  /** What JDK serialization returns for {@code value}. */
  static Object jdkRoundTrip(Object value) {
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream();
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(value);
      }
      try (ObjectInputStream in =
          new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
        return in.readObject();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Round-trips over the matrix and compares with what the JDK returns. */
  private static void assertLikeJdk(Object value) {
    Object expected = jdkRoundTrip(value);
    RoundTrip.assertRoundTrip(
        value, SETUP, (original, actual) -> RoundTrip.assertSameValue(expected, actual));
  }

  @Test
  void readObjectRebuildsTransientState() {
    Derived d = new Derived(3, "hello");
    assertLikeJdk(d);
    assertEquals(d, jdkRoundTrip(d));
  }

  @Test
  void mixedPrimitiveStringAndObjectWrites() {
    List<Object> items = new ArrayList<>(List.of("a", 1, 2.5));
    assertLikeJdk(new Mixed(7L, 99, "label \uD83D\uDE00", items, 0.25, new byte[] {1, 2, 3}));
  }

  @Test
  void putFieldsAndReadFields() {
    assertLikeJdk(new PutGet(21, "s", 5));
    assertLikeJdk(new PutGet(-4, null, null));
  }

  @Test
  void serialPersistentFieldsChooseTheFields() {
    Persistent p = new Persistent("kept", "dropped");
    assertLikeJdk(p);
    assertEquals(new Persistent("kept", null), jdkRoundTrip(p));
  }

  @Test
  void nonSerializableBaseConstructorRunsAndLayersStack() {
    assertLikeJdk(new Layered("top"));
    assertEquals(42, ((Layered) jdkRoundTrip(new Layered("top"))).base);
    assertLikeJdk(new SubLayered("t", new ArrayList<>(List.of("x", "y"))));
  }

  @Test
  void readResolveKeepsSingletonIdentity() {
    assertLikeJdk(Singleton.INSTANCE);
    ConfigMatrix.forEach(
        p -> assertSame(Singleton.INSTANCE, RoundTrip.through(p, Singleton.INSTANCE, SETUP)));
  }

  @Test
  void writeReplaceAndReadResolveThroughAProxy() {
    assertLikeJdk(new Point(3, 4));
    assertLikeJdk(new ArrayList<>(List.of(new Point(1, 2), new Point(5, 6))));
  }

  @Test
  void inheritedReadResolveFollowsJdkAccessRules() {
    Object resolved = jdkRoundTrip(new CanonicalChild("abc"));
    assertEquals(new Canonical("ABC"), resolved);
    assertLikeJdk(new CanonicalChild("abc"));
    assertEquals(new PrivateResolve(2), jdkRoundTrip(new PrivateResolve(1)));
    assertEquals(new PrivateResolveChild(1), jdkRoundTrip(new PrivateResolveChild(1)));
    assertLikeJdk(new PrivateResolve(1));
    assertLikeJdk(new PrivateResolveChild(1));
  }

  @Test
  void externalizable() {
    assertLikeJdk(new Ext("e", new int[] {1, -2, 300000}, "any"));
    assertLikeJdk(new Ext("nested", new int[0], new Ext("inner", new int[] {7}, null)));
  }

  @Test
  void backReferencesSeeTheResolvedObject() {
    Point shared = new Point(8, 9);
    Holder h = new Holder();
    h.first = shared;
    h.second = shared;
    h.self = h;
    Holder jdk = (Holder) jdkRoundTrip(h);
    assertSame(jdk.first, jdk.second);
    assertSame(jdk, jdk.self);
    ConfigMatrix.forEach(
        p -> {
          if (!p.refTracking) {
            return;
          }
          Holder back = (Holder) RoundTrip.through(p, h, SETUP);
          assertEquals(shared, back.first);
          assertSame(back.first, back.second, p.toString());
          assertSame(back, back.self);
        });
    Holder singletons = new Holder();
    singletons.first = Singleton.INSTANCE;
    singletons.second = Singleton.INSTANCE;
    ConfigMatrix.forEach(
        p -> {
          Holder back = (Holder) RoundTrip.through(p, singletons, SETUP);
          assertSame(Singleton.INSTANCE, back.first);
          assertSame(Singleton.INSTANCE, back.second);
        });
  }

  @Test
  void hookedObjectsInsideCollections() {
    List<Object> list = new ArrayList<>();
    list.add(new Derived(1, "a"));
    list.add(new Ext("x", new int[] {1}, null));
    list.add(Singleton.INSTANCE);
    list.add(new Mixed(1, 2, "l", new ArrayList<>(Arrays.asList(null, "z")), 1.0, new byte[0]));
    assertLikeJdk(list);
    Object back = RoundTrip.through(ConfigMatrix.all().get(0), list, SETUP);
    assertNotSame(list, back);
    assertTrue(((List<?>) back).get(2) == Singleton.INSTANCE);
  }

  @Test
  void hookedClassesAsDeclaredFieldTypes() {
    HookFixtures.Outer o = new HookFixtures.Outer();
    o.derived = new Derived(2, "xy");
    o.point = new Point(1, 1);
    o.singleton = Singleton.INSTANCE;
    o.ext = new Ext("f", new int[] {4}, 5L);
    o.after = 77;
    RoundTrip.assertRoundTrip(o, SETUP);
    HookFixtures.Outer empty = new HookFixtures.Outer();
    RoundTrip.assertRoundTrip(empty, SETUP);
  }

  @Test
  void recordsHonourReadResolveAndWriteReplace() {
    assertLikeJdk(new HookFixtures.Money(150, "eur"));
    assertEquals(
        new HookFixtures.Money(150, "EUR"), jdkRoundTrip(new HookFixtures.Money(150, "eur")));
    assertLikeJdk(new HookFixtures.PointRecord(3, 4));
    assertEquals(new Point(3, 4), jdkRoundTrip(new HookFixtures.PointRecord(3, 4)));
  }

  @Test
  void cyclesThroughHooksCloseWithReferences() {
    HookFixtures.Link a = new HookFixtures.Link("a");
    HookFixtures.Link b = new HookFixtures.Link("b");
    a.next = b;
    b.next = a;
    HookFixtures.Link jdk = (HookFixtures.Link) jdkRoundTrip(a);
    assertSame(jdk, jdk.next.next);
    ConfigMatrix.forEach(
        p -> {
          if (!p.refTracking) {
            return;
          }
          HookFixtures.Link back = (HookFixtures.Link) RoundTrip.through(p, a, SETUP);
          assertEquals("b", back.next.name);
          assertSame(back, back.next.next, p.toString());
        });
  }

  /** Serializable, without hooks. */
  static final class NoHooks implements java.io.Serializable {
    private static final long serialVersionUID = 1L;
    int x;
  }

  @Test
  void classesWithoutHooksKeepTheirSerializer() {
    assertEquals(false, JdkHooks.hasHooks(NoHooks.class));
    assertEquals(true, JdkHooks.hasHooks(Derived.class));
    for (boolean codegen : new boolean[] {false, true}) {
      Fury f = Fury.builder().withCodegen(codegen).build();
      f.register(NoHooks.class);
      f.register(Derived.class);
      Object plain = f.getClassResolver().getSerializer(NoHooks.class);
      assertEquals(false, plain instanceof ReplaceResolveSerializer, plain.getClass().getName());
      assertEquals(
          SerializableHookSerializer.class,
          f.getClassResolver().getSerializer(Derived.class).getClass());
    }
  }

  @Test
  void validationsRunByPriority() {
    assertEquals(
        "read,high,low",
        ((HookFixtures.Validated) jdkRoundTrip(new HookFixtures.Validated(1))).log);
    RoundTrip.assertRoundTrip(
        new HookFixtures.Validated(1),
        SETUP,
        (e, a) -> assertEquals("read,high,low", ((HookFixtures.Validated) a).log));
    Fury f = Fury.builder().build();
    SETUP.accept(f);
    byte[] bytes = f.serialize(new HookFixtures.Validated(-1));
    org.furylike.exception.HookException ex =
        org.junit.jupiter.api.Assertions.assertThrows(
            org.furylike.exception.HookException.class, () -> f.deserialize(bytes));
    assertTrue(ex.getCause() instanceof java.io.InvalidObjectException);
  }
}
