package org.furylike.pool;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import org.furylike.Fury;
import org.furylike.jit.JitCompiler;
import org.junit.jupiter.api.Test;

/** Pool members share generated serializers: growing the pool compiles nothing. */
class SharedRuntimeTest {
  static class Message {
    String text = "hello";
    long id = 42;
    List<String> tags = new ArrayList<>(List.of("a", "b"));
  }

  @Test
  void newMembersReuseGeneratedSerializers() throws Exception {
    FuryPool pool =
        (FuryPool)
            Fury.builder()
                .withAsyncCompilation(false)
                .withCodegenStrict(true)
                .buildThreadSafeFuryPool(1, 4);
    pool.register(Message.class);
    Message m = (Message) pool.deserialize(pool.serialize(new Message()));
    assertEquals("hello", m.text);
    // background compilations other tests started may still be running: they would be counted
    assertTrue(JitCompiler.awaitBackgroundCompilations(60_000), "background compilations ended");
    long compiled = JitCompiler.compilationCount();
    int threads = 4;
    CyclicBarrier together = new CyclicBarrier(threads);
    CountDownLatch done = new CountDownLatch(threads);
    List<Throwable> errors = new java.util.concurrent.CopyOnWriteArrayList<>();
    for (int t = 0; t < threads; t++) {
      new Thread(
              () -> {
                try {
                  together.await(30, TimeUnit.SECONDS);
                  for (int i = 0; i < 2000; i++) {
                    Message back = (Message) pool.deserialize(pool.serialize(new Message()));
                    assertEquals(42, back.id);
                  }
                } catch (Throwable e) {
                  errors.add(e);
                } finally {
                  done.countDown();
                }
              })
          .start();
    }
    assertTrue(done.await(60, TimeUnit.SECONDS), "threads finished");
    assertTrue(errors.isEmpty(), () -> "errors: " + errors);
    assertTrue(pool.getCreatedCount() > 1, "contention created more members");
    assertEquals(compiled, JitCompiler.compilationCount(), "new members compiled nothing");
  }
}
