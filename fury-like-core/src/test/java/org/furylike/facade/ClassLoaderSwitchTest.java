package org.furylike.facade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URLClassLoader;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.CompatibleMode;
import org.furylike.config.Config;
import org.furylike.config.FuryBuilder;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/** A {@code ThreadSafeFury} re-bound to a class loader that frameworks hand over late. */
class ClassLoaderSwitchTest {
  private static final String NAME = "late.Event";
  private static final String SOURCE =
      "package late; public class Event implements java.io.Serializable {"
          + " public String id; public int n;"
          + " public boolean equals(Object o) { return o instanceof Event e && e.id.equals(id)"
          + " && e.n == n; }"
          + " public int hashCode() { return n; } }";

  @Test
  void classesNamedInStreamsLoadThroughTheNewLoader() throws Exception {
    try (URLClassLoader userCode =
        TestCompiler.compile(Map.of(NAME, SOURCE), getClass().getClassLoader())) {
      Class<?> event = userCode.loadClass(NAME);
      Object value = event.getConstructor().newInstance();
      event.getField("id").set(value, "e-1");
      event.getField("n").set(value, 4);

      ThreadSafeFury base =
          Fury.builder()
              .requireClassRegistration(false)
              .withClassLoader(getClass().getClassLoader())
              .buildThreadSafeFuryPool(1, 2);
      byte[] bytes = base.serialize(value);
      assertThrows(DeserializationException.class, () -> base.deserialize(bytes));

      ThreadSafeFury forUserCode = base.withClassLoader(userCode);
      assertNotSame(base, forUserCode);
      assertSame(userCode, forUserCode.getConfig().getClassLoader());
      assertEquals(value, forUserCode.deserialize(bytes));
    }
  }

  @Test
  void registrationsCarryOverAndTheOriginalIsSealed() {
    ThreadSafeFury base = Fury.builder().buildThreadSafeFury();
    base.register(Point.class);
    base.registerSerializer(Point.class, Point.Swapping.class);
    ThreadSafeFury other = base.withClassLoader(new ClassLoader(getClass().getClassLoader()) {});
    Point p = new Point(1, 2);
    assertEquals(p, other.deserialize(base.serialize(p)));
    assertThrows(FuryException.class, () -> base.register(String.class));
  }

  @Test
  void poolMembersCreatedUpFrontGetTheRegistrations() {
    ThreadSafeFury base = Fury.builder().buildThreadSafeFuryPool(2, 2);
    base.registerSerializer(Point.class, Point.Swapping.class);
    ThreadSafeFury other = base.withClassLoader(new ClassLoader(getClass().getClassLoader()) {});
    Point p = new Point(5, 6);
    assertEquals(
        java.util.Arrays.toString(base.serialize(p)),
        java.util.Arrays.toString(other.serialize(p)),
        "the copy writes with the registered serializer");
    assertEquals(p, other.deserialize(base.serialize(p)));
  }

  @Test
  void reboundConfigDiffersOnlyInTheLoader() throws Exception {
    Config config =
        Fury.builder()
            .withRefTracking(true)
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .requireClassRegistration(false)
            .withNumberCompressed(false)
            .withMaxDepth(17)
            .withBufferRetainLimit(4096)
            .withCodegen(false)
            .withAsyncCompilation(false)
            .withUnknownEnumAsNull(false)
            .withClassVersionCheck(false)
            .withChecksum(true)
            .withCodegenStrict(true)
            .withCodegenDumpDir(java.nio.file.Path.of("dump"))
            .buildConfig();
    ClassLoader loader = new ClassLoader(null) {};
    Config rebound = FuryBuilder.withClassLoader(config, loader);
    assertSame(loader, rebound.getClassLoader());
    // every field, including ones added later, must be carried over
    for (Field f : Config.class.getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) || f.getName().equals("classLoader")) {
        continue;
      }
      f.setAccessible(true);
      assertEquals(f.get(config), f.get(rebound), "Config field " + f.getName());
    }
    assertEquals(config, rebound);
  }
}
