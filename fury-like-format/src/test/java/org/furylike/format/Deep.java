package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Field-by-field equality for test models, which do not define equals. */
final class Deep {
  private Deep() {}

  static void assertDeepEquals(Object expected, Object actual) {
    compare(expected, actual, "root");
  }

  private static void compare(Object e, Object a, String path) {
    if (e == null) {
      assertNull(a, path);
      return;
    }
    assertNotNull(a, path);
    if (e.getClass().isArray()) {
      assertEquals(e.getClass(), a.getClass(), path);
      assertEquals(Array.getLength(e), Array.getLength(a), path + ".length");
      for (int k = 0; k < Array.getLength(e); k++) {
        compare(Array.get(e, k), Array.get(a, k), path + "[" + k + "]");
      }
    } else if (e instanceof Set) {
      assertEquals(e, a, path);
    } else if (e instanceof List || e instanceof Collection) {
      assertEquals(((Collection<?>) e).size(), ((Collection<?>) a).size(), path + ".size");
      Iterator<?> ia = ((Collection<?>) a).iterator();
      int k = 0;
      for (Object x : (Collection<?>) e) {
        compare(x, ia.next(), path + "[" + k++ + "]");
      }
    } else if (e instanceof Map) {
      Map<?, ?> me = (Map<?, ?>) e;
      Map<?, ?> ma = (Map<?, ?>) a;
      assertEquals(me.keySet(), ma.keySet(), path + ".keys");
      for (Map.Entry<?, ?> x : me.entrySet()) {
        compare(x.getValue(), ma.get(x.getKey()), path + "[" + x.getKey() + "]");
      }
    } else if (e instanceof Optional) {
      assertEquals(((Optional<?>) e).isPresent(), ((Optional<?>) a).isPresent(), path);
      if (((Optional<?>) e).isPresent()) {
        compare(((Optional<?>) e).get(), ((Optional<?>) a).get(), path + ".get()");
      }
    } else if (e.getClass().getName().startsWith("java.") || e.getClass().isEnum()) {
      assertEquals(e, a, path);
    } else {
      fields(e, a, path);
    }
  }

  private static void fields(Object e, Object a, String path) {
    assertEquals(e.getClass(), a.getClass(), path);
    for (Class<?> c = e.getClass(); c != Object.class; c = c.getSuperclass()) {
      for (Field f : c.getDeclaredFields()) {
        if (Modifier.isStatic(f.getModifiers()) || Modifier.isTransient(f.getModifiers())) {
          continue;
        }
        f.setAccessible(true);
        try {
          compare(f.get(e), f.get(a), path + "." + f.getName());
        } catch (IllegalAccessException x) {
          fail(x);
        }
      }
    }
  }
}
