package org.furylike.serializer.jdk;

import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentSkipListMap;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;

/**
 * The state a JDK collection or map class gets from its constructor and that its elements do not
 * carry: the comparator of {@code TreeMap}, {@code ConcurrentSkipListMap} and {@code
 * PriorityQueue}, the access order of {@code LinkedHashMap}. A user subclass may set it through a
 * constructor argument, so the no-arg constructor the reader runs does not restore it; the JDK
 * writes it as a serializable field of the JDK class, and so does this, read and set through {@link
 * JdkLayerFields} (no {@code --add-opens}).
 */
final class JdkContainerState {
  private static final Class<?>[] HOLDERS = {
    TreeMap.class, ConcurrentSkipListMap.class, PriorityQueue.class, LinkedHashMap.class
  };

  private final JdkLayerFields fields;
  private final String name;
  private final boolean flag;

  private JdkContainerState(JdkLayerFields fields, String name) {
    this.fields = fields;
    this.name = name;
    this.flag = fields.types()[fields.indexOf(name)] == boolean.class;
  }

  /** The state of {@code type}'s JDK ancestor, or null when it has none of the above. */
  static JdkContainerState of(Class<?> type) {
    Class<?> holder = holder(type);
    if (holder == null) {
      return null;
    }
    JdkLayerFields f = JdkLayerFields.of(holder);
    String field = holder == LinkedHashMap.class ? "accessOrder" : "comparator";
    if (f == null || f.indexOf(field) < 0) {
      throw new FuryException(
          "cannot reach "
              + holder.getName()
              + "."
              + field
              + " on this JVM to serialize "
              + type.getName()
              + "; register a custom serializer for it");
    }
    return new JdkContainerState(f, field);
  }

  /** Whether {@code type} extends a JDK class with such state. */
  static boolean applies(Class<?> type) {
    return holder(type) != null;
  }

  private static Class<?> holder(Class<?> type) {
    for (Class<?> h : HOLDERS) {
      if (h.isAssignableFrom(type)) {
        return h;
      }
    }
    return null;
  }

  /** Writes the state of {@code obj}: a boolean, or a comparator slot. */
  void write(WriteContext ctx, Object obj) {
    Object v = current(obj);
    if (flag) {
      ctx.buffer().writeBoolean((Boolean) v);
    } else {
      ctx.writeRef(v);
    }
  }

  /** Reads the state written by {@link #write} and sets it on {@code obj}, created empty. */
  void read(ReadContext ctx, Object obj) {
    int at = ctx.buffer().readerIndex();
    Object v = flag ? (Object) ctx.buffer().readBoolean() : ctx.readRef();
    if (!flag && v != null && !(v instanceof Comparator)) {
      throw new DeserializationException(
          "comparator of "
              + obj.getClass().getName()
              + " at offset "
              + at
              + " is a "
              + v.getClass().getName()
              + ", not a java.util.Comparator");
    }
    if (!Objects.equals(current(obj), v)) {
      fields.set(obj, Collections.singletonMap(name, v));
    }
  }

  private Object current(Object obj) {
    return fields.get(obj)[fields.indexOf(name)];
  }
}
