package org.furylike.serializer.jdk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import org.furylike.Fury;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.exception.FuryException;
import org.furylike.exception.InsecureException;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/** Serializable lambdas, method references and JDK proxies, and the checks they pass. */
class LambdaProxyTest {
  /** A serializable function type. */
  public interface SerFunction<A, B> extends Function<A, B>, Serializable {}

  /** A user interface for proxies. */
  public interface Greeter {
    String greet(String name);
  }

  /** A serializable handler that answers {@link Greeter#greet}. */
  public static final class Prefixing implements InvocationHandler, Serializable {
    private static final long serialVersionUID = 1L;
    final String prefix;

    public Prefixing(String prefix) {
      this.prefix = prefix;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) {
      switch (method.getName()) {
        case "greet":
          return prefix + args[0];
        case "hashCode":
          return prefix.hashCode();
        case "equals":
          return args[0] != null
              && Proxy.isProxyClass(args[0].getClass())
              && Proxy.getInvocationHandler(args[0]) instanceof Prefixing
              && ((Prefixing) Proxy.getInvocationHandler(args[0])).prefix.equals(prefix);
        default:
          return "Greeter(" + prefix + ")";
      }
    }
  }

  /** Captures {@code k}. */
  static SerFunction<Integer, Integer> adder(int k) {
    return x -> x + k;
  }

  /** Holds a lambda in a declared field. */
  static final class Task {
    SerFunction<Integer, Integer> step;
    int start;
  }

  private static final Consumer<Fury> SETUP =
      RoundTrip.registering(LambdaProxyTest.class, Greeter.class, Prefixing.class, Task.class);

  @SuppressWarnings("unchecked")
  private static void assertFunction(Object fn, Object input, Object output) {
    RoundTrip.assertRoundTrip(
        fn, SETUP, (e, a) -> assertEquals(output, ((Function<Object, Object>) a).apply(input)));
  }

  @Test
  void capturingLambdaAndMethodReference() {
    assertFunction(adder(5), 10, 15);
    SerFunction<String, Integer> length = String::length;
    assertFunction(length, "four", 4);
    List<String> words = new ArrayList<>(List.of("a", "b"));
    SerFunction<Integer, String> get = words::get;
    assertFunction(get, 1, "b");
  }

  @Test
  void lambdasInsideCollections() {
    List<Object> fns = new ArrayList<>(List.of(adder(1), adder(2)));
    RoundTrip.assertRoundTrip(
        fns,
        SETUP,
        (e, a) -> {
          @SuppressWarnings("unchecked")
          List<Function<Integer, Integer>> back = (List<Function<Integer, Integer>>) a;
          assertEquals(3, back.get(0).apply(2));
          assertEquals(4, back.get(1).apply(2));
        });
  }

  @Test
  void capturingClassMustBeRegistered() {
    Fury f = Fury.builder().build();
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> f.serialize(adder(1)));
    assertTrue(e.getMessage().contains(LambdaProxyTest.class.getName()), e.getMessage());

    Fury open = Fury.builder().requireClassRegistration(false).build();
    byte[] bytes = open.serialize(adder(2));
    Fury strict = Fury.builder().build();
    assertThrows(ClassNotRegisteredException.class, () -> strict.deserialize(bytes));
  }

  @Test
  void nonSerializableLambdasStayRefused() {
    Function<Integer, Integer> plain = x -> x;
    Fury open = Fury.builder().requireClassRegistration(false).build();
    FuryException e = assertThrows(FuryException.class, () -> open.serialize(plain));
    assertTrue(e.getMessage().contains("lambda"), e.getMessage());
  }

  @Test
  void proxyWithRegisteredInterfaceAndHandler() {
    Greeter g =
        (Greeter)
            Proxy.newProxyInstance(
                Greeter.class.getClassLoader(),
                new Class<?>[] {Greeter.class},
                new Prefixing("hi "));
    RoundTrip.assertRoundTrip(
        g, SETUP, (e, a) -> assertEquals("hi bob", ((Greeter) a).greet("bob")));
  }

  @Test
  void proxyNeedsItsInterfaceAndHandlerRegistered() {
    Greeter g =
        (Greeter)
            Proxy.newProxyInstance(
                Greeter.class.getClassLoader(), new Class<?>[] {Greeter.class}, new Prefixing("x"));
    Fury noInterface = Fury.builder().build();
    noInterface.register(Prefixing.class);
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> noInterface.serialize(g));
    assertTrue(e.getMessage().contains(Greeter.class.getName()), e.getMessage());
    Fury noHandler = Fury.builder().build();
    noHandler.register(Greeter.class);
    e = assertThrows(ClassNotRegisteredException.class, () -> noHandler.serialize(g));
    assertTrue(e.getMessage().contains(Prefixing.class.getName()), e.getMessage());

    Fury open = Fury.builder().requireClassRegistration(false).build();
    byte[] bytes = open.serialize(g);
    Fury strict = Fury.builder().build();
    assertThrows(ClassNotRegisteredException.class, () -> strict.deserialize(bytes));
    assertEquals("xy", ((Greeter) open.deserialize(bytes)).greet("y"));
  }

  @Test
  void proxyOverADeniedInterfaceIsRefused() {
    Object p =
        Proxy.newProxyInstance(
            getClass().getClassLoader(),
            new Class<?>[] {javax.naming.Context.class},
            new Prefixing("x"));
    Fury open = Fury.builder().requireClassRegistration(false).build();
    assertThrows(InsecureException.class, () -> open.serialize(p));
  }

  @Test
  void lambdaInADeclaredField() {
    Task t = new Task();
    t.step = adder(3);
    t.start = 4;
    RoundTrip.assertRoundTrip(
        t,
        SETUP,
        (e, a) -> {
          Task back = (Task) a;
          assertEquals(4, back.start);
          assertEquals(7, back.step.apply(back.start));
        });
  }
}
