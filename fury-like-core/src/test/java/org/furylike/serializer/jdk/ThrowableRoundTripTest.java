package org.furylike.serializer.jdk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.furylike.Fury;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/** Exceptions keep message, cause chain, suppressed exceptions, stack trace and own fields. */
class ThrowableRoundTripTest {
  /** A user exception with fields of its own. */
  static class OrderFailed extends IllegalStateException {
    private static final long serialVersionUID = 1L;
    final long orderId;
    final List<String> reasons;

    OrderFailed(String message, long orderId, List<String> reasons) {
      super(message);
      this.orderId = orderId;
      this.reasons = reasons;
    }
  }

  /** A subclass of a user exception, without a (String) constructor. */
  static final class PaymentFailed extends OrderFailed {
    private static final long serialVersionUID = 1L;
    final int code;

    PaymentFailed(int code) {
      super("payment " + code, 7L, new ArrayList<>(List.of("card")));
      this.code = code;
    }
  }

  /** An exception that keeps derived state rebuilt by its own {@code readObject}. */
  static final class Coded extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String code;
    transient String label;

    Coded(String code) {
      super("code " + code);
      this.code = code;
      this.label = "[" + code + "]";
    }

    private void readObject(java.io.ObjectInputStream in)
        throws java.io.IOException, ClassNotFoundException {
      in.defaultReadObject();
      label = "[" + code + "]";
    }
  }

  /** Holds an exception in a field, twice. */
  static final class Result {
    Throwable error;
    Object again;
  }

  private static final Consumer<Fury> SETUP =
      RoundTrip.registering(
          OrderFailed.class,
          PaymentFailed.class,
          Coded.class,
          Result.class,
          IOException.class,
          IllegalStateException.class,
          IllegalArgumentException.class,
          RuntimeException.class,
          UncheckedIOException.class,
          ArithmeticException.class,
          Exception.class,
          java.lang.reflect.InvocationTargetException.class,
          java.lang.reflect.UndeclaredThrowableException.class);

  /** Compares class, message, stack trace, cause chain, suppressed and the user fields. */
  static void assertSameThrowable(Object expected, Object actual) {
    Throwable e = (Throwable) expected;
    Throwable a = (Throwable) actual;
    if (e == null || a == null) {
      assertSame(e, a);
      return;
    }
    assertEquals(e.getClass(), a.getClass());
    assertEquals(e.getMessage(), a.getMessage());
    assertArrayEquals(e.getStackTrace(), a.getStackTrace());
    assertSameThrowable(e.getCause(), a.getCause());
    assertEquals(e.getSuppressed().length, a.getSuppressed().length);
    for (int i = 0; i < e.getSuppressed().length; i++) {
      assertSameThrowable(e.getSuppressed()[i], a.getSuppressed()[i]);
    }
    if (e instanceof OrderFailed) {
      assertEquals(((OrderFailed) e).orderId, ((OrderFailed) a).orderId);
      assertEquals(((OrderFailed) e).reasons, ((OrderFailed) a).reasons);
    }
    if (e instanceof PaymentFailed) {
      assertEquals(((PaymentFailed) e).code, ((PaymentFailed) a).code);
    }
    assertEquals(Objects.toString(e), Objects.toString(a));
  }

  private static IOException thrownIo() {
    try {
      throw new IOException("disk full", new ArithmeticException("/ by zero"));
    } catch (IOException e) {
      return e;
    }
  }

  @Test
  void jdkExceptionsWithCauseChain() {
    RoundTrip.assertRoundTrip(thrownIo(), SETUP, ThrowableRoundTripTest::assertSameThrowable);
    RoundTrip.assertRoundTrip(
        new IllegalArgumentException("bad", new IllegalStateException((String) null)),
        SETUP,
        ThrowableRoundTripTest::assertSameThrowable);
    RoundTrip.assertRoundTrip(
        new UncheckedIOException("wrapped", thrownIo()),
        SETUP,
        ThrowableRoundTripTest::assertSameThrowable);
    RoundTrip.assertRoundTrip(
        new RuntimeException(), SETUP, ThrowableRoundTripTest::assertSameThrowable);
  }

  @Test
  void suppressedExceptions() {
    Exception e = new Exception("outer");
    e.addSuppressed(new IllegalStateException("first"));
    e.addSuppressed(thrownIo());
    RoundTrip.assertRoundTrip(e, SETUP, ThrowableRoundTripTest::assertSameThrowable);
  }

  @Test
  void userExceptionFields() {
    OrderFailed f = new OrderFailed("no stock", 42L, new ArrayList<>(List.of("a", "b")));
    f.initCause(thrownIo());
    RoundTrip.assertRoundTrip(f, SETUP, ThrowableRoundTripTest::assertSameThrowable);
    RoundTrip.assertRoundTrip(
        new PaymentFailed(402), SETUP, ThrowableRoundTripTest::assertSameThrowable);
  }

  @Test
  void sharedExceptionKeepsIdentityWithReferences() {
    Result r = new Result();
    r.error = new PaymentFailed(1);
    r.again = r.error;
    ConfigMatrix.forEach(
        p -> {
          Result back = (Result) RoundTrip.through(p, r, SETUP);
          assertSameThrowable(r.error, back.error);
          if (p.refTracking) {
            assertSame(back.error, back.again);
          }
        });
  }

  @Test
  void emptyStackTraceAndNoMessage() {
    IllegalStateException e = new IllegalStateException();
    e.setStackTrace(new StackTraceElement[0]);
    RoundTrip.assertRoundTrip(e, SETUP, ThrowableRoundTripTest::assertSameThrowable);
    Object back = RoundTrip.through(ConfigMatrix.all().get(0), e, SETUP);
    assertNull(((Throwable) back).getMessage());
    assertEquals(0, ((Throwable) back).getStackTrace().length);
  }

  @Test
  void exceptionClassesNeedRegistrationLikeAnyClass() {
    Fury f = Fury.builder().build();
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> f.serialize(new IOException("x")));
    assertTrue(e.getMessage().contains("java.io.IOException"), e.getMessage());
  }

  @Test
  void stackTraceElementsAsValues() {
    StackTraceElement[] trace = thrownIo().getStackTrace();
    RoundTrip.assertRoundTrip(trace, SETUP);
    RoundTrip.assertRoundTrip(trace[0], SETUP);
    RoundTrip.assertRoundTrip(
        new StackTraceElement("loader", "mod", "1.0", "a.B", "m", null, -2), SETUP);
  }

  @Test
  void userExceptionHooksRun() {
    Coded c = new Coded("E42");
    c.addSuppressed(new IllegalStateException("s"));
    RoundTrip.assertRoundTrip(
        c,
        SETUP,
        (e, a) -> {
          assertSameThrowable(e, a);
          assertEquals("E42", ((Coded) a).code);
          assertEquals("[E42]", ((Coded) a).label);
        });
  }

  @Test
  void jdkExceptionsThatKeepTheirCauseInAField() {
    RoundTrip.assertRoundTrip(
        new java.lang.reflect.InvocationTargetException(thrownIo(), "call failed"),
        SETUP,
        (e, a) -> {
          assertSameThrowable(e, a);
          assertSameThrowable(
              ((java.lang.reflect.InvocationTargetException) e).getTargetException(),
              ((java.lang.reflect.InvocationTargetException) a).getTargetException());
        });
    RoundTrip.assertRoundTrip(
        new java.lang.reflect.UndeclaredThrowableException(thrownIo()),
        SETUP,
        ThrowableRoundTripTest::assertSameThrowable);
  }
}
