package org.furylike.resolver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.furylike.Fury;
import org.junit.jupiter.api.Test;

/**
 * Without registration a reader loads a class named by a stream once: later messages naming it use
 * the class info it resolved then, and a registration forgets those.
 */
class LoadedNamesTest {
  static final class Point {
    int x;
    String label;

    Point() {}

    Point(int x, String label) {
      this.x = x;
      this.label = label;
    }
  }

  static final class Other {
    int y;
  }

  private static Fury unregistered() {
    return Fury.builder().requireClassRegistration(false).withAsyncCompilation(false).build();
  }

  @Test
  void aNameIsLoadedOnceAndRegistrationForgetsIt() {
    Fury writer = unregistered();
    Fury reader = unregistered();
    List<Point> value = new ArrayList<>(List.of(new Point(1, "a"), new Point(2, "b")));
    for (int i = 0; i < 3; i++) {
      @SuppressWarnings("unchecked")
      List<Point> back = (List<Point>) reader.deserialize(writer.serialize(value));
      assertEquals(2, back.get(1).x);
      assertEquals("b", back.get(1).label);
    }
    ClassResolver resolver = reader.getClassResolver();
    assertEquals(1, resolver.loadedNameCount(), "Point's name resolved once, then remembered");
    reader.register(Other.class);
    assertEquals(0, resolver.loadedNameCount(), "a registration forgets loaded names");
    @SuppressWarnings("unchecked")
    List<Point> again = (List<Point>) reader.deserialize(writer.serialize(value));
    assertEquals("a", again.get(0).label);
    assertEquals(1, resolver.loadedNameCount());
  }
}
