package org.furylike.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Function;
import org.furylike.testing.RoundTrip;

/** The comparisons of the suite: each takes (original, result) and fails on a difference. */
final class Checks {
  private Checks() {}

  /** Equal and of the same runtime class (arrays deeply). */
  static final BiConsumer<Object, Object> SAME = RoundTrip::assertSameValue;

  /** Equal, and an instance of {@code kind} (for types whose concrete class may vary). */
  static BiConsumer<Object, Object> equalAnd(Class<?> kind) {
    return (e, a) -> {
      assertEquals(e, a);
      assertTrue(kind.isInstance(a), () -> a.getClass() + " is not a " + kind);
    };
  }

  /** Of class {@code kind} with the same contents (a map's values compared as a multiset). */
  static BiConsumer<Object, Object> contents(Class<?> kind) {
    return (e, a) -> {
      assertEquals(kind, a.getClass());
      if (e instanceof List || e instanceof Set || e instanceof Map) {
        assertEquals(e, a);
      } else if (e instanceof Collection) {
        assertEquals(counts((Collection<?>) e), counts((Collection<?>) a));
      } else {
        assertEquals(e, a);
      }
    };
  }

  private static Map<Object, Integer> counts(Collection<?> c) {
    Map<Object, Integer> out = new HashMap<>();
    for (Object o : c) {
      out.merge(o, 1, Integer::sum);
    }
    return out;
  }

  /**
   * The same class, and {@code ObjectOutputStream} writes the same bytes for both (equal strings
   * written once): every serializable field, message, cause chain, suppressed exceptions and stack
   * trace are equal.
   */
  static final BiConsumer<Object, Object> JDK_STATE =
      (e, a) -> {
        assertEquals(e.getClass(), a.getClass());
        assertArrayEquals(jdkBytes(e), jdkBytes(a), "state differs from the original");
      };

  /**
   * The result agrees with what {@code ObjectInputStream} gives back for the original: {@code
   * probe} (which may use and change its argument) maps both to equal values.
   */
  static BiConsumer<Object, Object> likeJdk(Function<Object, Object> probe) {
    return (e, a) -> {
      Object jdk = jdkRoundTrip(e);
      assertEquals(jdk.getClass(), a.getClass());
      assertEquals(probe.apply(jdk), probe.apply(a), "differs from JDK serialization");
    };
  }

  static Object jdkRoundTrip(Object o) {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(jdkBytes(o)))) {
      return in.readObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }

  /** A function that gives {@code output} for {@code input}, as the original does. */
  @SuppressWarnings("unchecked")
  static BiConsumer<Object, Object> applies(Object input, Object output) {
    return (e, a) -> {
      assertEquals(output, ((Function<Object, Object>) e).apply(input), "original");
      assertEquals(output, ((Function<Object, Object>) a).apply(input));
    };
  }

  /** A result that {@code probe} maps to the same value as the original. */
  static BiConsumer<Object, Object> sameBy(Function<Object, Object> probe) {
    return (e, a) -> assertEquals(probe.apply(e), probe.apply(a));
  }

  /** The very same object (a readResolve singleton). */
  static BiConsumer<Object, Object> identical() {
    return (e, a) -> assertSame(e, a);
  }

  /** A list whose elements are the very same objects as the original's. */
  static BiConsumer<Object, Object> identicalElements() {
    return (e, a) -> {
      List<?> el = (List<?>) e;
      List<?> al = (List<?>) a;
      assertEquals(el.size(), al.size());
      for (int i = 0; i < el.size(); i++) {
        assertSame(el.get(i), al.get(i));
      }
    };
  }

  /** Class, message, stack trace and cause chain of {@code t}, as text. */
  static String describe(Throwable t) {
    StringBuilder sb = new StringBuilder();
    for (Throwable x = t; x != null; x = x.getCause() == x ? null : x.getCause()) {
      sb.append(x.getClass().getName()).append(':').append(x.getMessage());
      sb.append(java.util.Arrays.toString(x.getStackTrace())).append('\n');
    }
    return sb.toString();
  }

  static byte[] jdkBytes(Object o) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new InterningStream(bytes)) {
      out.writeObject(o);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private static final class InterningStream extends ObjectOutputStream {
    InterningStream(ByteArrayOutputStream out) throws IOException {
      super(out);
      enableReplaceObject(true);
    }

    @Override
    protected Object replaceObject(Object obj) {
      return obj instanceof String ? ((String) obj).intern() : obj;
    }
  }

  /**
   * The identity topology of a graph: objects numbered in visit order, each slot naming the number
   * of the object it holds, so two graphs with the same sharing and cycles give the same list.
   * Walks arrays, collections, maps and the fields of the suite's own classes; other objects,
   * strings and boxed values are leaves.
   */
  static List<Integer> topology(Object root) {
    IdentityHashMap<Object, Integer> ids = new IdentityHashMap<>();
    List<Integer> out = new ArrayList<>();
    // one-element holders, so that null children can be stacked too
    Deque<Object[]> stack = new ArrayDeque<>();
    stack.push(new Object[] {root});
    while (!stack.isEmpty()) {
      visit(stack.pop()[0], ids, out, stack);
    }
    return out;
  }

  private static void visit(
      Object o, IdentityHashMap<Object, Integer> ids, List<Integer> out, Deque<Object[]> stack) {
    if (o == null) {
      out.add(-1);
      return;
    }
    if (isLeaf(o)) {
      out.add(-2);
      return;
    }
    Integer seen = ids.get(o);
    if (seen != null) {
      out.add(seen);
      return;
    }
    ids.put(o, ids.size());
    out.add(-3);
    List<Object> children = children(o);
    for (int i = children.size() - 1; i >= 0; i--) {
      stack.push(new Object[] {children.get(i)});
    }
  }

  private static boolean isLeaf(Object o) {
    Class<?> c = o.getClass();
    if (c.isArray()) {
      return c.getComponentType().isPrimitive();
    }
    return o instanceof String
        || o instanceof Number
        || o instanceof Boolean
        || o instanceof Character
        || o instanceof Enum
        || !(o instanceof Collection || o instanceof Map || ownClass(c));
  }

  private static boolean ownClass(Class<?> c) {
    return c.getName().startsWith(Checks.class.getPackageName() + ".");
  }

  private static List<Object> children(Object o) {
    List<Object> out = new ArrayList<>();
    if (o instanceof Object[]) {
      out.addAll(java.util.Arrays.asList((Object[]) o));
    } else if (o instanceof Map) {
      for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
        out.add(e.getKey());
        out.add(e.getValue());
      }
    } else if (o instanceof Collection) {
      out.addAll((Collection<?>) o);
    }
    if (ownClass(o.getClass())) {
      for (Class<?> c = o.getClass(); c != null && ownClass(c); c = c.getSuperclass()) {
        for (Field f : c.getDeclaredFields()) {
          if (!Modifier.isStatic(f.getModifiers()) && !f.getType().isPrimitive()) {
            f.setAccessible(true);
            try {
              out.add(f.get(o));
            } catch (IllegalAccessException e) {
              throw new IllegalStateException(e);
            }
          }
        }
      }
    }
    return out;
  }
}
