package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.FuryException;
import org.furylike.exception.LimitExceededException;
import org.junit.jupiter.api.Test;

/**
 * Declared sizes and capacities never allocate more than the input backs: a few bytes claiming a
 * huge queue, many such claims in one message, and size claims nested as deep as maxDepth allows.
 * Allocation is measured with the JVM's per-thread counter, which must be available.
 */
class BoundedAllocationTest {
  private static final int MIB = 1 << 20;

  static long allocatedBytes() {
    java.lang.management.ThreadMXBean bean = ManagementFactory.getThreadMXBean();
    assertTrue(
        bean instanceof com.sun.management.ThreadMXBean,
        "this JVM cannot measure per-thread allocation; the test cannot run here");
    com.sun.management.ThreadMXBean sun = (com.sun.management.ThreadMXBean) bean;
    assertTrue(
        sun.isThreadAllocatedMemorySupported() && sun.isThreadAllocatedMemoryEnabled(),
        "per-thread allocation measurement is not supported or not enabled");
    return sun.getCurrentThreadAllocatedBytes();
  }

  /**
   * Runs {@code read} twice (the first warms code paths and message formatting), expects {@code
   * type} and returns the bytes the second run allocated.
   */
  static <E extends FuryException> long allocationOfFailure(
      Class<E> type, String part, org.junit.jupiter.api.function.Executable read) {
    assertThrows(type, read);
    long before = allocatedBytes();
    E e = assertThrows(type, read);
    long allocated = allocatedBytes() - before;
    assertTrue(e.getMessage().contains(part), "message should name " + part + ": " + e);
    return allocated;
  }

  /** The payload of an empty queue of capacity {@code marker} with that capacity byte replaced. */
  private static byte[] patchCapacities(byte[] bytes, int marker, int count, int capacity) {
    byte[] replacement = WireBytes.of(new byte[0]).varint(capacity).bytes();
    List<Byte> out = new ArrayList<>();
    int found = 0;
    for (int i = 0; i < bytes.length; i++) {
      if (i > 0 && bytes[i - 1] == 0 && bytes[i] == marker) {
        found++;
        for (byte b : replacement) {
          out.add(b);
        }
      } else {
        out.add(bytes[i]);
      }
    }
    assertEquals(count, found, "capacity bytes found");
    byte[] result = new byte[out.size()];
    for (int i = 0; i < result.length; i++) {
      result[i] = out.get(i);
    }
    return result;
  }

  @Test
  void sixBytesCannotClaimAHugeArrayBlockingQueue() {
    Fury fury = Fury.builder().build();
    byte[] small = fury.serialize(new ArrayBlockingQueue<>(123));
    byte[] hostile = patchCapacities(small, 123, 1, 1 << 24);
    assertTrue(hostile.length <= 10, "payload of " + hostile.length + " bytes");
    long allocated =
        allocationOfFailure(
            LimitExceededException.class, "maxUnusedCapacity", () -> fury.deserialize(hostile));
    assertTrue(allocated < MIB, "allocated " + allocated);
    // a capacity within the limit is honoured
    ArrayBlockingQueue<?> q = (ArrayBlockingQueue<?>) fury.deserialize(small);
    assertEquals(123, q.remainingCapacity());
  }

  @Test
  void aListOfHundredQueueClaimsStaysBounded() {
    Fury fury = Fury.builder().build();
    List<ArrayBlockingQueue<Object>> queues = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      queues.add(new ArrayBlockingQueue<>(123));
    }
    byte[] hostile = patchCapacities(fury.serialize(queues), 123, 100, 1 << 24);
    long allocated =
        allocationOfFailure(
            LimitExceededException.class, "maxUnusedCapacity", () -> fury.deserialize(hostile));
    assertTrue(allocated < MIB, "allocated " + allocated);
    // with the per-queue limit raised, the message's allocation budget still stops the claims
    Fury raised =
        Fury.builder().withMaxUnusedCapacity(1 << 24).withMaxAllocatedBytes(128L * MIB).build();
    long budgeted =
        allocationOfFailure(
            LimitExceededException.class, "maxAllocatedBytes", () -> raised.deserialize(hostile));
    assertTrue(budgeted < 200L * MIB, "allocated " + budgeted);
  }

  /**
   * {@code levels} containers nested in each other, each declaring {@code claim} elements, the
   * first of which is the next container; then {@code padding} zero bytes that could back any one
   * of the claims but not all of them.
   */
  private static byte[] nestedClaims(Object emptyContainer, int levels, int claim, int padding) {
    byte[] prefix = new Fury(Fury.builder().buildConfig()).serialize(emptyContainer);
    // header byte, then flag, class info and the zero length of the empty container
    byte[] classInfo = Arrays.copyOfRange(prefix, 2, prefix.length - 1);
    WireBytes w = WireBytes.header(WireBytes.COMPRESS);
    for (int level = 0; level < levels; level++) {
      w.raw(2);
      for (byte b : classInfo) {
        w.raw(b);
      }
      w.varint(claim).raw(0); // element header 0: every element is a full slot
    }
    w.raw(new int[padding]);
    return w.bytes();
  }

  @Test
  void nestedSizeClaimsDoNotMultiply() {
    Fury fury = Fury.builder().build();
    for (Object container : new Object[] {new Object[0], new ArrayList<>()}) {
      byte[] hostile = nestedClaims(container, 127, MIB, MIB + 16);
      long allocated =
          allocationOfFailure(
              BufferUnderflowException.class, "owed to enclosing", () -> fury.deserialize(hostile));
      // one level may preallocate its claim (4 or 8 bytes per slot); 127 levels must not
      assertTrue(allocated < 24L * MIB, container.getClass() + " allocated " + allocated);
    }
  }

  @Test
  void nestedClaimsThatTheInputBacksAreRead() {
    Fury fury = Fury.builder().build();
    List<Object> outer = new ArrayList<>();
    long[][] arrays = new long[300][];
    for (int i = 0; i < 300; i++) {
      List<Object> inner = new ArrayList<>();
      for (int j = 0; j < 300; j++) {
        inner.add(j % 2 == 0 ? Integer.valueOf(j) : "s" + j);
      }
      outer.add(inner);
      arrays[i] = new long[300 + i];
      arrays[i][i] = i;
    }
    assertEquals(outer, fury.deserialize(fury.serialize(outer)));
    assertTrue(Arrays.deepEquals(arrays, (long[][]) fury.deserialize(fury.serialize(arrays))));
  }

  @Test
  void theAllocationBudgetNamesItsOption() {
    Fury tight = Fury.builder().withMaxAllocatedBytes(64 * 1024).build();
    byte[] ints = Fury.builder().build().serialize(new int[100_000]);
    LimitExceededException e =
        assertThrows(LimitExceededException.class, () -> tight.deserialize(ints));
    assertEquals("maxAllocatedBytes", e.getLimit());
    assertTrue(e.getMessage().contains("FuryBuilder.withMaxAllocatedBytes"), e.getMessage());
  }

  @Test
  void theObjectBudgetCountsNestedValues() {
    List<Object> lists = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      lists.add(new ArrayList<>(List.of(i)));
    }
    byte[] bytes = Fury.builder().build().serialize(lists);
    Fury tight = Fury.builder().withMaxObjects(500).build();
    LimitExceededException e =
        assertThrows(LimitExceededException.class, () -> tight.deserialize(bytes));
    assertEquals("maxObjects", e.getLimit());
    assertTrue(e.getMessage().contains("FuryBuilder.withMaxObjects"), e.getMessage());
    assertEquals(lists, Fury.builder().withMaxObjects(2000).build().deserialize(bytes));
    // the budget is per message: the failed call leaves the next one a full budget
    byte[] few = Fury.builder().build().serialize(new ArrayList<>(lists.subList(0, 400)));
    assertEquals(lists.subList(0, 400), tight.deserialize(few));
  }

  /** A small object read by generated code. */
  static final class Point {
    int x;
    Point next;
  }

  @Test
  void theObjectBudgetCountsObjectsReadByGeneratedCode() {
    for (boolean codegen : new boolean[] {true, false}) {
      Fury writer = Fury.builder().withCodegen(codegen).build();
      Fury tight = Fury.builder().withCodegen(codegen).withMaxObjects(300).build();
      writer.register(Point.class);
      tight.register(Point.class);
      List<Point> points = new ArrayList<>();
      for (int i = 0; i < 200; i++) {
        Point p = new Point();
        p.x = i;
        p.next = new Point();
        points.add(p);
      }
      byte[] bytes = writer.serialize(points);
      LimitExceededException e =
          assertThrows(LimitExceededException.class, () -> tight.deserialize(bytes));
      assertEquals("maxObjects", e.getLimit(), "codegen " + codegen);
      assertEquals(
          100, ((List<?>) tight.deserialize(writer.serialize(points.subList(0, 100)))).size());
    }
  }

  /** Fields whose element loops generated code reads itself. */
  static final class Loops {
    List<Point> points;
    java.util.Set<Point> pointSet;
    java.util.Map<String, Point> byName;
    java.util.Map<Point, String> byPoint;
  }

  /**
   * Values read by generated element loops count against the object budget as the interpreter
   * counts them: a message one accepts and the other refuses would make the budget depend on
   * whether code generation is on.
   */
  @Test
  void generatedElementLoopsChargeTheObjectBudgetAsTheInterpreterDoes() {
    java.util.function.IntFunction<Loops> make =
        n -> {
          Loops l = new Loops();
          l.points = new ArrayList<>();
          l.pointSet = new java.util.HashSet<>();
          l.byName = new java.util.HashMap<>();
          l.byPoint = new java.util.IdentityHashMap<>();
          for (int i = 0; i < n; i++) {
            Point p = new Point();
            p.x = i;
            l.points.add(i % 7 == 3 ? null : p);
            l.pointSet.add(p);
            l.byName.put("p" + i, i % 5 == 2 ? null : p);
            l.byPoint.put(p, "v" + i);
          }
          return l;
        };
    for (int n : new int[] {10, 80}) {
      for (String field : new String[] {"points", "pointSet", "byName", "byPoint"}) {
        Loops value = make.apply(n);
        for (String other : new String[] {"points", "pointSet", "byName", "byPoint"}) {
          if (!other.equals(field)) {
            try {
              Loops.class.getDeclaredField(other).set(value, null);
            } catch (ReflectiveOperationException e) {
              throw new AssertionError(e);
            }
          }
        }
        String outcome = null;
        for (boolean codegen : new boolean[] {false, true}) {
          Fury writer = Fury.builder().withCodegen(codegen).withAsyncCompilation(false).build();
          Fury tight =
              Fury.builder()
                  .withCodegen(codegen)
                  .withAsyncCompilation(false)
                  .withMaxObjects(50)
                  .build();
          for (Fury f : new Fury[] {writer, tight}) {
            f.register(Point.class);
            f.register(Loops.class);
          }
          byte[] bytes = writer.serialize(value);
          String got;
          try {
            tight.deserialize(bytes);
            got = "accepted";
          } catch (LimitExceededException e) {
            got = e.getLimit();
          }
          if (outcome == null) {
            outcome = got;
          } else {
            assertEquals(outcome, got, field + " of " + n + ", interpreter then codegen");
          }
        }
        assertEquals(n == 10 ? "accepted" : "maxObjects", outcome, field + " of " + n);
      }
    }
  }

  @Test
  void theMessageSizeLimitAppliesToArraysAndBuffers() {
    byte[] bytes = Fury.builder().build().serialize(new byte[1000]);
    Fury tight = Fury.builder().withMaxMessageBytes(500).build();
    LimitExceededException e =
        assertThrows(LimitExceededException.class, () -> tight.deserialize(bytes));
    assertEquals("maxMessageBytes", e.getLimit());
    org.furylike.memory.MemoryBuffer buffer = org.furylike.memory.MemoryBuffer.wrap(bytes);
    LimitExceededException fromBuffer =
        assertThrows(LimitExceededException.class, () -> tight.deserialize(buffer));
    assertEquals("maxMessageBytes", fromBuffer.getLimit());
    assertEquals(1000, ((byte[]) Fury.builder().build().deserialize(bytes)).length);
  }
}
