package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.serializer.Serializer;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/**
 * Under the default settings no serialize or deserialize waits for the compiler: with the
 * background compilation held at a latch, calls on the test's thread complete, and the compiled
 * serializer takes over once the latch opens.
 */
class FirstUseTest {
  static class HeldPoint {
    int x = 3;
    long y = -7;
    String label = "held";
    List<String> tags = List.of("a", "b");

    @Override
    public boolean equals(Object o) {
      return o instanceof HeldPoint p
          && p.x == x
          && p.y == y
          && p.label.equals(label)
          && p.tags.equals(tags);
    }

    @Override
    public int hashCode() {
      return x;
    }
  }

  @Test
  void firstSerializeAndDeserializeDoNotWaitForTheCompiler() throws Exception {
    CountDownLatch compiling = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    BackgroundCompiler.beforeCompile = () -> hold(compiling, release);
    SwappingSerializer swapping;
    try {
      Fury fury = Fury.builder().build();
      assertTrue(fury.getConfig().isAsyncCompilation(), "asynchronous compilation is the default");
      fury.register(HeldPoint.class);
      HeldPoint value = new HeldPoint();
      byte[] bytes = fury.serialize(value);
      assertTrue(compiling.await(60, TimeUnit.SECONDS), "the background compilation started");
      // The compilation is now held: these calls can only finish without it.
      assertEquals(value, fury.deserialize(bytes));
      assertEquals(value, fury.deserialize(fury.serialize(value)));
      Serializer<?> s = fury.getClassResolver().getSerializer(HeldPoint.class);
      swapping = assertInstanceOf(SwappingSerializer.class, s);
      assertFalse(swapping.isSwapped(), "the interpreter serves while the compiler is held");
      assertFalse(
          JitCompiler.awaitBackgroundCompilations(50), "a held compilation is still pending");
      for (Thread t : Thread.getAllStackTraces().keySet()) {
        if (t.getName().startsWith("fury-like-jit")) {
          assertTrue(t.isDaemon(), "background compilation never keeps the JVM alive");
        }
      }
    } finally {
      BackgroundCompiler.beforeCompile = null;
      release.countDown();
    }
    assertTrue(swapping.awaitSettled(60, TimeUnit.SECONDS), "the compilation finished");
    assertTrue(swapping.isSwapped(), "the generated serializer took over");
    assertTrue(JitCompiler.awaitBackgroundCompilations(60_000), "nothing left to compile");
  }

  @Test
  void readerOfARemoteSchemaDoesNotWaitForTheCompiler() throws Exception {
    ClassLoader v1 = version("public int a; public String b;");
    ClassLoader v2 = version("public int a; public String b; public long added = 5;");
    Fury writer = compatible(v1);
    Object item = v1.loadClass("held.Item").getConstructor().newInstance();
    item.getClass().getField("a").setInt(item, 11);
    item.getClass().getField("b").set(item, "remote");
    byte[] bytes = writer.serialize(item);
    Serializer<?> written = writer.getClassResolver().getSerializer(item.getClass());
    if (written instanceof SwappingSerializer) {
      // The writer's own compilation must not be mistaken for the reader's below.
      assertTrue(((SwappingSerializer) written).awaitSettled(60, TimeUnit.SECONDS));
    }
    CountDownLatch compiling = new CountDownLatch(1);
    CountDownLatch release = new CountDownLatch(1);
    BackgroundCompiler.beforeCompile = () -> hold(compiling, release);
    try {
      Object back = compatible(v2).deserialize(bytes);
      assertEquals(11, back.getClass().getField("a").getInt(back));
      assertEquals("remote", back.getClass().getField("b").get(back));
      assertEquals(5L, back.getClass().getField("added").getLong(back));
      assertTrue(
          compiling.await(60, TimeUnit.SECONDS),
          "the reader of the remote schema is compiled in the background");
    } finally {
      BackgroundCompiler.beforeCompile = null;
      release.countDown();
    }
  }

  private static ClassLoader version(String fields) {
    return TestCompiler.compile(
        Map.of("held.Item", "package held; public class Item { " + fields + " }"),
        FirstUseTest.class.getClassLoader());
  }

  private static Fury compatible(ClassLoader loader) throws ClassNotFoundException {
    Fury fury =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withClassLoader(loader)
            .build();
    fury.register(loader.loadClass("held.Item"), 100);
    return fury;
  }

  private static void hold(CountDownLatch compiling, CountDownLatch release) {
    compiling.countDown();
    try {
      if (!release.await(60, TimeUnit.SECONDS)) {
        throw new IllegalStateException("the test never released the held compilation");
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while held", e);
    }
  }
}
