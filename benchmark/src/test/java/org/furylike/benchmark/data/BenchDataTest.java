package org.furylike.benchmark.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class BenchDataTest {
  @ParameterizedTest
  @EnumSource(DataKind.class)
  void everyCallBuildsAnEqualButSeparateGraph(DataKind kind) {
    Object a = kind.create();
    Object b = kind.create();
    assertNotSame(a, b);
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(kind.type(), a.getClass());
  }

  @Test
  void structIsWideAndFlat() {
    int primitives = 0;
    for (Field f : Struct.class.getDeclaredFields()) {
      if (!Modifier.isStatic(f.getModifiers())) {
        assertTrue(f.getType().isPrimitive(), f.getName() + " is not primitive");
        primitives++;
      }
    }
    assertTrue(primitives >= 100, "only " + primitives + " fields");
  }

  @Test
  void structEqualityNoticesAChangeInTheLastField() {
    Struct a = BenchData.struct();
    Struct b = BenchData.struct();
    b.s119++;
    assertTrue(!a.equals(b));
  }

  @Test
  void mediaContentHasTheBenchmarkShape() {
    MediaContent c = BenchData.mediaContent();
    assertEquals(2, c.images.size());
    assertEquals(2, c.media.persons.size());
    assertEquals(Media.Player.JAVA, c.media.player);
    assertEquals(Image.Size.LARGE, c.images.get(0).size);
  }

  @Test
  void orderLinesPointBackAtTheVeryOrderThatHoldsThem() {
    Order order = BenchShapes.order(100);
    assertEquals(100, order.lines.size());
    assertTrue(order.sharedReferencesIntact());
    assertEquals(order.subtotal.add(order.tax), order.total);
    assertEquals(2, order.total.scale());
    assertEquals(1, BenchShapes.order(1).lines.size());
    Order copy = BenchShapes.order(100);
    copy.lines.get(42).order = BenchShapes.order(100);
    assertEquals(order, copy, "equality compares values only");
    assertFalse(copy.sharedReferencesIntact(), "a line pointing at an equal copy is caught");
  }

  @Test
  void recordNamesHaveTheirLengthInAsciiCharacters() {
    for (int length : new int[] {10, 100, 1000}) {
      NameRecord r = BenchShapes.record(length);
      assertEquals(length, r.name().length());
      assertTrue(r.name().chars().allMatch(c -> c >= 32 && c < 127), r.name());
    }
    assertEquals(1000, ((NameRecord) DataKind.RECORD_1000.create()).name().length());
  }

  @Test
  void unicodeRecordNameHasItsLengthAndCharactersOutsideLatin1() {
    NameRecord r = (NameRecord) DataKind.RECORD_UTF16_100.create();
    assertEquals(100, r.name().length());
    assertTrue(r.name().chars().anyMatch(c -> c > 0xFF), r.name());
    assertEquals(r, DataKind.RECORD_UTF16_100.create());
  }

  @Test
  void listHoldsAHundredDistinctSmallThings() {
    SmallThings list = (SmallThings) DataKind.LIST_100.create();
    assertEquals(100, list.things.size());
    assertEquals(100, new HashSet<>(list.things).size());
  }

  @Test
  void beanClassesHavePrivateFieldsAndAreNotFinal() {
    for (Class<?> cls : List.of(MediaContentBean.class, MediaBean.class, ImageBean.class)) {
      assertFalse(Modifier.isFinal(cls.getModifiers()), cls + " is final");
      for (Field f : cls.getDeclaredFields()) {
        if (!Modifier.isStatic(f.getModifiers())) {
          assertTrue(Modifier.isPrivate(f.getModifiers()), f + " is not private");
        }
      }
    }
    MediaContentBean bean = BenchShapes.mediaContentBean();
    MediaContent plain = BenchData.mediaContent();
    assertEquals(plain.media.uri, bean.getMedia().getUri());
    assertEquals(plain.media.persons, bean.getMedia().getPersons());
    assertEquals(plain.images.get(1).uri, bean.getImages().get(1).getUri());
  }

  @Test
  void onlyTheOrderGraphsNeedReferenceTracking() {
    for (DataKind kind : DataKind.values()) {
      assertEquals(kind.create() instanceof SharedReferences, kind.refTracking(), kind.name());
    }
  }

  @Test
  void everyObjectsClassIsRegisteredOnce() {
    List<Class<?>> registered = BenchData.classesToRegister();
    assertEquals(registered.size(), new HashSet<>(registered).size());
    for (DataKind kind : DataKind.values()) {
      assertTrue(registered.contains(kind.type()), kind.name());
    }
  }
}
