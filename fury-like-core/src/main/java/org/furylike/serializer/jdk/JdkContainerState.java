package org.furylike.serializer.jdk;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.lang.invoke.MethodHandle;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListMap;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;

/**
 * The state a JDK collection or map class gets from its constructor and that its elements do not
 * carry: the comparator of {@code TreeMap}, {@code ConcurrentSkipListMap}, {@code PriorityQueue}
 * and {@code TreeSet}, the access order of {@code LinkedHashMap}. A user subclass may set it
 * through a constructor argument, so the no-arg constructor the reader runs does not restore it;
 * the JDK writes it as a serializable field of the JDK class (TreeSet: in its {@code writeObject}),
 * and so does this, read and set through {@link JdkLayerFields}, for {@code TreeSet} through its
 * own {@code readObject} (no {@code --add-opens}).
 */
final class JdkContainerState {
  private static final Class<?>[] HOLDERS = {
    TreeMap.class,
    ConcurrentSkipListMap.class,
    PriorityQueue.class,
    LinkedHashMap.class,
    TreeSet.class
  };

  /** The fields of the JDK class holding the state; null for {@code TreeSet}. */
  private final JdkLayerFields fields;

  private final String name;
  private final boolean flag;

  /**
   * {@code TreeSet}'s own {@code readObject}: its comparator sits in a transient map, which only
   * that method replaces (fed by {@link ComparatorFeed}).
   */
  private final MethodHandle treeSetRead;

  private JdkContainerState(JdkLayerFields fields, String name, MethodHandle treeSetRead) {
    this.fields = fields;
    this.name = name;
    this.flag = fields != null && fields.types()[fields.indexOf(name)] == boolean.class;
    this.treeSetRead = treeSetRead;
  }

  /** The state of {@code type}'s JDK ancestor, or null when it has none of the above. */
  static JdkContainerState of(Class<?> type) {
    Class<?> holder = holder(type);
    if (holder == null) {
      return null;
    }
    if (holder == TreeSet.class) {
      MethodHandle read = SerialInstantiator.readObject(TreeSet.class);
      if (read == null) {
        throw unreachable(holder, "comparator", type);
      }
      return new JdkContainerState(null, "comparator", read);
    }
    JdkLayerFields f = JdkLayerFields.of(holder);
    String field = holder == LinkedHashMap.class ? "accessOrder" : "comparator";
    if (f == null || f.indexOf(field) < 0) {
      throw unreachable(holder, field, type);
    }
    return new JdkContainerState(f, field, null);
  }

  private static FuryException unreachable(Class<?> holder, String field, Class<?> type) {
    return new FuryException(
        "cannot reach the "
            + field
            + " of "
            + holder.getName()
            + " on this JVM to serialize "
            + type.getName()
            + "; register a custom serializer for it");
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
    if (Objects.equals(current(obj), v)) {
      return;
    }
    if (fields != null) {
      fields.set(obj, Collections.singletonMap(name, v));
      return;
    }
    try {
      treeSetRead.invoke(obj, new ComparatorFeed(v));
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new FuryException("cannot set the comparator of " + obj.getClass().getName(), e);
    }
  }

  private Object current(Object obj) {
    if (fields == null) {
      return ((SortedSet<?>) obj).comparator();
    }
    return fields.get(obj)[fields.indexOf(name)];
  }

  /**
   * The stream {@code TreeSet.readObject} reads an empty set with comparator {@code c} from: no
   * default fields, the comparator, size 0.
   */
  private static final class ComparatorFeed extends ObjectInputStream {
    private final Object comparator;

    ComparatorFeed(Object comparator) throws IOException {
      super();
      this.comparator = comparator;
    }

    @Override
    public void defaultReadObject() {}

    @Override
    protected Object readObjectOverride() {
      return comparator;
    }

    @Override
    public int readInt() {
      return 0;
    }
  }
}
