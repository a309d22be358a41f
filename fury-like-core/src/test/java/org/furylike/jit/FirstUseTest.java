package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.furylike.Fury;
import org.furylike.codegen.CompileLog;
import org.furylike.config.CompatibleMode;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/**
 * Under the default settings no serialize or deserialize waits for the compiler: with the
 * background compilation held at a latch, calls on the test's thread complete, and the compiled
 * serializer takes over once the latch opens. A first call holds the background compilation back
 * until it returns, for a bounded time.
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

  /** A value whose serializer blocks on its latches, to keep a first call running. */
  static final class Gate {
    final CountDownLatch entered = new CountDownLatch(1);
    final CountDownLatch leave = new CountDownLatch(1);
  }

  static final class GateSerializer extends Serializer<Gate> {
    GateSerializer() {
      super(Gate.class);
    }

    @Override
    public void write(WriteContext ctx, Gate value) {
      value.entered.countDown();
      try {
        if (!value.leave.await(60, TimeUnit.SECONDS)) {
          throw new IllegalStateException("the test never let the write go on");
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted in the gate", e);
      }
      ctx.buffer().writeByte((byte) 1);
    }

    @Override
    public Gate read(ReadContext ctx) {
      ctx.buffer().readByte();
      return new Gate();
    }
  }

  static class WaitsForFirstCall {
    int x = 5;
    Gate gate = new Gate();
  }

  static class HeldAtMostTheHoldTime {
    int x = 6;
    Gate gate = new Gate();
  }

  @Test
  void backgroundCompilationStartsWhenTheFirstCallReturns() throws Exception {
    WaitsForFirstCall value = new WaitsForFirstCall();
    AtomicReference<Boolean> startedAfterRelease = new AtomicReference<>();
    CountDownLatch compiling = new CountDownLatch(1);
    BackgroundCompiler.holdNanos = TimeUnit.SECONDS.toNanos(60);
    BackgroundCompiler.beforeCompile =
        () -> {
          startedAfterRelease.compareAndSet(null, value.gate.leave.getCount() == 0);
          compiling.countDown();
        };
    try {
      Fury fury = Fury.builder().build();
      fury.register(WaitsForFirstCall.class);
      fury.registerSerializer(Gate.class, new GateSerializer());
      AtomicBoolean firstCallReturned = new AtomicBoolean();
      Thread caller =
          new Thread(
              () -> {
                fury.serialize(value);
                firstCallReturned.set(true);
              });
      caller.start();
      assertTrue(value.gate.entered.await(60, TimeUnit.SECONDS), "the first call is running");
      assertFalse(
          compiling.await(300, TimeUnit.MILLISECONDS),
          "no compilation starts while the first call runs");
      value.gate.leave.countDown();
      caller.join(60_000);
      assertTrue(firstCallReturned.get(), "the first call returned");
      assertTrue(compiling.await(60, TimeUnit.SECONDS), "the compilation started after it");
      assertEquals(
          Boolean.TRUE,
          startedAfterRelease.get(),
          "the compilation started only once the first call was let go");
    } finally {
      BackgroundCompiler.beforeCompile = null;
      BackgroundCompiler.holdNanos = BackgroundCompiler.HOLD_MILLIS * 1_000_000L;
    }
    assertTrue(JitCompiler.awaitBackgroundCompilations(60_000), "nothing left to compile");
  }

  @Test
  void aFirstCallHoldsTheCompilationBackForABoundedTime() throws Exception {
    CountDownLatch compiling = new CountDownLatch(1);
    BackgroundCompiler.holdNanos = TimeUnit.MILLISECONDS.toNanos(100);
    BackgroundCompiler.beforeCompile = compiling::countDown;
    try {
      Fury fury = Fury.builder().build();
      fury.register(HeldAtMostTheHoldTime.class);
      fury.registerSerializer(Gate.class, new GateSerializer());
      HeldAtMostTheHoldTime value = new HeldAtMostTheHoldTime();
      Thread caller = new Thread(() -> fury.serialize(value));
      caller.start();
      assertTrue(value.gate.entered.await(60, TimeUnit.SECONDS), "the first call is running");
      try {
        assertTrue(
            compiling.await(60, TimeUnit.SECONDS),
            "the compilation starts although the first call has not returned");
        assertTrue(caller.isAlive(), "the first call is still running");
      } finally {
        value.gate.leave.countDown();
        caller.join(60_000);
      }
    } finally {
      BackgroundCompiler.beforeCompile = null;
      BackgroundCompiler.holdNanos = BackgroundCompiler.HOLD_MILLIS * 1_000_000L;
    }
    assertTrue(JitCompiler.awaitBackgroundCompilations(60_000), "nothing left to compile");
  }

  /** A class whose generated serializer keeps the serializer of its final field's class. */
  static class Holder {
    Part part = new Part();
    Part[] parts = {new Part(), null};
    String label = "holder";
  }

  static final class Part {
    int weight = 12;
    String name = "part";
  }

  @Test
  void theSerializerThatServesForGoodReplacesTheStandIn() throws Exception {
    Fury fury = Fury.builder().build();
    fury.register(Holder.class);
    fury.register(Part.class);
    byte[] first = fury.serialize(new Holder());
    Serializer<?> holderStandIn = fury.getClassResolver().getSerializer(Holder.class);
    Serializer<?> partStandIn = fury.getClassResolver().getSerializer(Part.class);
    assertInstanceOf(SwappingSerializer.class, holderStandIn, "a fresh class starts behind a swap");
    assertTrue(JitCompiler.awaitBackgroundCompilations(60_000), "the compilations ended");
    for (int i = 0; i < 3; i++) {
      assertArrayEquals(first, fury.serialize(new Holder()), "same bytes after the swap");
      Holder back = (Holder) fury.deserialize(first);
      assertEquals(12, back.part.weight);
      assertEquals("part", back.parts[0].name);
    }
    Serializer<?> holder = fury.getClassResolver().getSerializer(Holder.class);
    Serializer<?> part = fury.getClassResolver().getSerializer(Part.class);
    assertInstanceOf(GeneratedSerializer.class, holder, "the resolver serves the generated class");
    assertInstanceOf(GeneratedSerializer.class, part, "also for the nested class");
    assertTrue(((SwappingSerializer) holderStandIn).isSwapped(), "the stand-in swapped too");
    if (partStandIn instanceof SwappingSerializer) {
      assertTrue(((SwappingSerializer) partStandIn).isSwapped());
    }
    int keptForPart = 0;
    for (java.lang.reflect.Field f : holder.getClass().getDeclaredFields()) {
      if (Serializer.class.isAssignableFrom(f.getType())) {
        f.setAccessible(true);
        Serializer<?> kept = (Serializer<?>) f.get(holder);
        assertFalse(
            kept instanceof SwappingSerializer,
            "the generated code keeps no stand-in in " + f.getName());
        if (kept != null && kept.getType() == Part.class) {
          assertSame(part, kept, f.getName() + " keeps the generated serializer of Part");
          keptForPart++;
        }
      }
    }
    assertEquals(1, keptForPart, "the generated serializer keeps Part's serializer in a field");
  }

  @Test
  void aFailedCompileLeavesTheInterpreterInTheResolver() throws Exception {
    JitCompiler.sourceHook =
        src ->
            src.contains("Unlucky") ? src.replace("public Object read(", "Object read(not ") : src;
    java.util.logging.Logger log = java.util.logging.Logger.getLogger(CompileLog.NAME);
    java.util.logging.Level level = log.getLevel();
    log.setLevel(
        java.util.logging.Level.OFF); // the failure's warnings are CompileLogTest's concern
    try {
      Fury fury = Fury.builder().withCodegenStrict(false).build();
      fury.register(Unlucky.class);
      byte[] bytes = fury.serialize(new Unlucky());
      assertTrue(JitCompiler.awaitBackgroundCompilations(60_000), "the compilation ended");
      assertArrayEquals(bytes, fury.serialize(new Unlucky()));
      Serializer<?> s = fury.getClassResolver().getSerializer(Unlucky.class);
      assertFalse(s instanceof SwappingSerializer, "the stand-in is gone");
      assertFalse(s instanceof GeneratedSerializer, "the interpreter serves");
      assertEquals(4, ((Unlucky) fury.deserialize(bytes)).n);
    } finally {
      JitCompiler.sourceHook = null;
      log.setLevel(level);
    }
  }

  static class Unlucky {
    int n = 4;
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
