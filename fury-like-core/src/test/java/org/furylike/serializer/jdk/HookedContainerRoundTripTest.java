package org.furylike.serializer.jdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.serializer.jdk.ContainerFixtures.CountingMap;
import org.furylike.serializer.jdk.ContainerFixtures.ExternalList;
import org.furylike.serializer.jdk.ContainerFixtures.Holder;
import org.furylike.serializer.jdk.ContainerFixtures.MapForm;
import org.furylike.serializer.jdk.ContainerFixtures.PlainList;
import org.furylike.serializer.jdk.ContainerFixtures.ReplacedMap;
import org.furylike.serializer.jdk.ContainerFixtures.ResolvedSet;
import org.furylike.serializer.jdk.ContainerFixtures.TaggedTotalList;
import org.furylike.serializer.jdk.ContainerFixtures.TotalList;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * User subclasses of JDK collections and maps that declare JDK hooks behave as with JDK
 * serialization (hooks called, own fields kept), over the whole config matrix; plain subclasses
 * keep the built-in serializer.
 */
class HookedContainerRoundTripTest {
  private static final Consumer<Fury> SETUP =
      RoundTrip.registering(
          TotalList.class,
          TaggedTotalList.class,
          ResolvedSet.class,
          ReplacedMap.class,
          MapForm.class,
          TreeMap.class,
          CountingMap.class,
          ExternalList.class,
          PlainList.class,
          Holder.class);

  /** Round-trips over the matrix and compares with what the JDK returns. */
  private static void assertLikeJdk(Object value) {
    Object expected = JdkHooksRoundTripTest.jdkRoundTrip(value);
    RoundTrip.assertRoundTrip(
        value, SETUP, (original, actual) -> RoundTrip.assertSameValue(expected, actual));
  }

  @Test
  void writeObjectAndReadObjectOfAListSubclassRun() {
    TotalList list = new TotalList("totals", 1, 2, null, 40);
    TotalList jdk = (TotalList) JdkHooksRoundTripTest.jdkRoundTrip(list);
    assertEquals(43L, jdk.total);
    assertEquals(17, jdk.extra);
    assertLikeJdk(list);
    assertLikeJdk(new TotalList("empty"));
  }

  @Test
  void layersBelowAHookedSubclassKeepTheirFields() {
    assertLikeJdk(new TaggedTotalList(9, 5, 6));
  }

  @Test
  void readResolveOfASetSubclassSeesTheElements() {
    ResolvedSet set = new ResolvedSet();
    set.add("a");
    set.add("b");
    ResolvedSet jdk = (ResolvedSet) JdkHooksRoundTripTest.jdkRoundTrip(set);
    assertTrue(jdk.resolved);
    assertEquals(2, jdk.sizeAtResolve);
    assertLikeJdk(set);
  }

  @Test
  void writeReplaceOfAMapSubclassTravelsAsItsSerialForm() {
    ReplacedMap map = new ReplacedMap();
    map.owner = "me";
    map.put("x", 1);
    map.put("y", 2);
    assertLikeJdk(map);
  }

  @Test
  void writeObjectWithoutDefaultFieldsOnAMap() {
    CountingMap map = new CountingMap();
    map.note = "n";
    map.put("k", List.of(1, 2));
    map.put("v", null);
    assertLikeJdk(map);
  }

  @Test
  void externalizableListUsesItsOwnMethods() {
    ExternalList list = new ExternalList();
    list.header = "h";
    list.add("one");
    list.add("two");
    assertLikeJdk(list);
  }

  @Test
  void hookedContainersInFieldsKeepIdentityWithReferences() {
    Holder h = new Holder();
    h.list = new TotalList("f", 3);
    h.again = h.list;
    CountingMap m = new CountingMap();
    m.note = "in field";
    m.put("a", 1);
    h.map = m;
    assertLikeJdk(h);
    ConfigMatrix.forEach(
        p -> {
          Holder back = (Holder) RoundTrip.through(p, h, SETUP);
          if (p.refTracking) {
            assertSame(back.list, back.again);
          } else {
            assertNotSame(back.list, back.again);
          }
        });
  }

  @Test
  void plainSubclassesKeepTheBuiltinSerializer() {
    PlainList plain = new PlainList();
    plain.version = 3;
    plain.add("p");
    assertLikeJdk(plain);
    Fury fury = ConfigMatrix.points().get(0).newFury(SETUP);
    assertFalse(
        fury.getClassResolver().getSerializer(PlainList.class)
            instanceof HookedContainerSerializer);
    assertInstanceOf(
        HookedContainerSerializer.class, fury.getClassResolver().getSerializer(TotalList.class));
    assertFalse(
        fury.getClassResolver().getSerializer(ArrayList.class)
            instanceof HookedContainerSerializer);
  }
}
