package org.furylike.benchmark.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
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
}
