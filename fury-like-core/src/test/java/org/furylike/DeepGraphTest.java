package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.concurrent.atomic.AtomicReference;
import org.furylike.exception.FuryException;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.api.Test;

/**
 * Long linked chains round-trip on a thread with the JDK's default 1 MiB stack in every
 * configuration; past what one stack holds, the interpreter continues on large-stack threads.
 */
class DeepGraphTest {
  static final class Node {
    Node next;
    int value;
  }

  private static Node chain(int length) {
    Node head = new Node();
    Node n = head;
    for (int i = 1; i < length; i++) {
      n.next = new Node();
      n = n.next;
      n.value = i;
    }
    return head;
  }

  private static int length(Node head) {
    int n = 0;
    for (Node x = head; x != null; x = x.next) {
      assertEquals(n, x.value);
      n++;
    }
    return n;
  }

  /** Runs {@code task} on a new thread with a 1 MiB stack and rethrows what it throws. */
  private static void onSmallStack(Runnable task) throws InterruptedException {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                task.run();
              } catch (Throwable e) {
                failure.set(e);
              }
            },
            "small-stack",
            1 << 20);
    t.start();
    t.join();
    if (failure.get() instanceof Error) {
      throw (Error) failure.get();
    }
    if (failure.get() != null) {
      throw new AssertionError(failure.get());
    }
  }

  @Test
  void twoThousandNodesInEveryConfiguration() throws InterruptedException {
    onSmallStack(
        () ->
            ConfigMatrix.forEach(
                p -> {
                  Fury writer = p.builder().withMaxDepth(4000).build();
                  Fury reader = p.builder().withMaxDepth(4000).build();
                  writer.register(Node.class);
                  reader.register(Node.class);
                  Node back = (Node) reader.deserialize(writer.serialize(chain(2000)));
                  assertEquals(2000, length(back), p.toString());
                  assertEquals(2000, length(writer.copy(chain(2000))), "copy at " + p);
                }));
  }

  @Test
  void copyContinuesPastOneStack() throws InterruptedException {
    onSmallStack(
        () -> {
          Fury fury = Fury.builder().withCodegen(false).withMaxDepth(100_000).build();
          fury.register(Node.class);
          assertEquals(50_000, length(fury.copy(chain(50_000))));
        });
  }

  @Test
  void interpreterContinuesPastOneStack() throws InterruptedException {
    onSmallStack(
        () -> {
          for (boolean refs : new boolean[] {false, true}) {
            Fury fury =
                Fury.builder()
                    .withCodegen(false)
                    .withRefTracking(refs)
                    .withMaxDepth(100_000)
                    .build();
            fury.register(Node.class);
            Node back = (Node) fury.deserialize(fury.serialize(chain(50_000)));
            assertEquals(50_000, length(back));
          }
        });
  }

  @Test
  void deeperThanMaxDepthIsACleanError() throws InterruptedException {
    onSmallStack(
        () -> {
          Fury fury = Fury.builder().withCodegen(false).withMaxDepth(1000).build();
          fury.register(Node.class);
          FuryException e =
              org.junit.jupiter.api.Assertions.assertThrows(
                  FuryException.class, () -> fury.serialize(chain(5000)));
          assertInstanceOf(org.furylike.exception.MaxDepthExceededException.class, e);
        });
  }
}
