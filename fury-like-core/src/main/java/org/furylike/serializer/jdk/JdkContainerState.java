package org.furylike.serializer.jdk;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.lang.invoke.MethodHandle;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Objects;
import java.util.PriorityQueue;
import java.util.Properties;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.PriorityBlockingQueue;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;

/**
 * The state a JDK collection or map class gets from its constructor and that its elements do not
 * carry: the comparator of {@code TreeMap}, {@code ConcurrentSkipListMap}, {@code PriorityQueue},
 * {@code TreeSet}, {@code ConcurrentSkipListSet} and {@code PriorityBlockingQueue}, the access
 * order of {@code LinkedHashMap}, the capacity of {@code LinkedBlockingQueue} and {@code
 * LinkedBlockingDeque}, the defaults of {@code Properties}. A user subclass may set it through a
 * constructor argument, so the no-arg constructor the reader runs does not restore it; the JDK
 * writes it as a serializable field of the JDK class (TreeSet and PriorityBlockingQueue: in their
 * {@code writeObject}), and so does this, read and set through {@link JdkLayerFields}, for {@code
 * TreeSet} and {@code PriorityBlockingQueue} through their own {@code readObject} (no {@code
 * --add-opens}).
 */
final class JdkContainerState {
  private static final Class<?>[] HOLDERS = {
    TreeMap.class,
    ConcurrentSkipListMap.class,
    PriorityQueue.class,
    LinkedHashMap.class,
    TreeSet.class,
    ConcurrentSkipListSet.class,
    PriorityBlockingQueue.class,
    LinkedBlockingQueue.class,
    LinkedBlockingDeque.class,
    Properties.class
  };

  /** The fields of the JDK class holding the state; null for {@code TreeSet}. */
  private final JdkLayerFields fields;

  /** The field set; for sorted sets, the field holding the map that holds the comparator. */
  private final String name;

  /** {@code boolean} (access order) or {@code int} (capacity) when the state is primitive. */
  private final Class<?> primitive;

  /** What a written value must be: a comparator, or the defaults of a {@code Properties}. */
  private final Class<?> valueType;

  /**
   * The JDK class's own {@code readObject}, for {@code TreeSet} and {@code PriorityBlockingQueue}:
   * their comparator sits in a transient field, which only that method sets (fed by {@link
   * ComparatorFeed}).
   */
  private final MethodHandle jdkRead;

  private JdkContainerState(JdkLayerFields fields, String name, MethodHandle jdkRead) {
    this.fields = fields;
    this.name = name;
    Class<?> t = fields == null ? Object.class : fields.types()[fields.indexOf(name)];
    this.primitive = t.isPrimitive() ? t : null;
    this.valueType = "defaults".equals(name) ? Properties.class : Comparator.class;
    this.jdkRead = jdkRead;
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
    if (holder == PriorityBlockingQueue.class) {
      JdkLayerFields f = JdkLayerFields.of(holder);
      MethodHandle read = SerialInstantiator.readObject(holder);
      if (f == null || f.indexOf("q") < 0 || read == null) {
        throw unreachable(holder, "comparator", type);
      }
      return new JdkContainerState(f, "q", read);
    }
    JdkLayerFields f = JdkLayerFields.of(holder);
    String field =
        holder == LinkedHashMap.class
            ? "accessOrder"
            : holder == LinkedBlockingQueue.class || holder == LinkedBlockingDeque.class
                ? "capacity"
                : holder == ConcurrentSkipListSet.class
                    ? "m"
                    : holder == Properties.class ? "defaults" : "comparator";
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

  /**
   * Writes the state of {@code obj}: a boolean, a {@code varint32} capacity, or a comparator
   * (defaults) slot.
   */
  void write(WriteContext ctx, Object obj) {
    Object v = current(obj);
    if (primitive == boolean.class) {
      ctx.buffer().writeBoolean((Boolean) v);
    } else if (primitive == int.class) {
      ctx.buffer().writeVarInt32((Integer) v);
    } else {
      ctx.writeRef(v);
    }
  }

  /** Reads the state written by {@link #write} and sets it on {@code obj}, created empty. */
  void read(ReadContext ctx, Object obj) {
    int at = ctx.buffer().readerIndex();
    Object v =
        primitive == boolean.class
            ? (Object) ctx.buffer().readBoolean()
            : primitive == int.class ? (Object) ctx.buffer().readVarInt32() : ctx.readRef();
    if (primitive == int.class && (Integer) v <= 0) {
      throw new DeserializationException(
          "capacity " + v + " of " + obj.getClass().getName() + " at offset " + at + " is invalid");
    }
    if (primitive == null && v != null && !valueType.isInstance(v)) {
      throw new DeserializationException(
          "the JDK state of "
              + obj.getClass().getName()
              + " at offset "
              + at
              + " is a "
              + v.getClass().getName()
              + ", not a "
              + valueType.getName());
    }
    Object now = current(obj);
    if (primitive != null ? Objects.equals(now, v) : now == v) {
      return;
    }
    if (sortedSet()) {
      // a fresh map with the comparator, as ConcurrentSkipListSet(Comparator) makes
      @SuppressWarnings("unchecked")
      Comparator<Object> c = (Comparator<Object>) v;
      Object map = new ConcurrentSkipListMap<Object, Object>(c);
      fields.set(obj, Collections.singletonMap(name, map));
      return;
    }
    if (blockingQueue()) {
      // readObject builds the queue from the serial-form field q: an empty queue with the
      // comparator
      @SuppressWarnings("unchecked")
      Comparator<Object> c = (Comparator<Object>) v;
      fields.set(obj, Collections.singletonMap(name, new PriorityQueue<Object>(1, c)));
    } else if (fields != null) {
      fields.set(obj, Collections.singletonMap(name, v));
      return;
    }
    try {
      jdkRead.invoke(obj, new ComparatorFeed(v));
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new FuryException("cannot set the comparator of " + obj.getClass().getName(), e);
    }
  }

  private boolean sortedSet() {
    return "m".equals(name);
  }

  private boolean blockingQueue() {
    return "q".equals(name);
  }

  private Object current(Object obj) {
    if (blockingQueue()) {
      return ((PriorityBlockingQueue<?>) obj).comparator();
    }
    if (fields == null || sortedSet()) {
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
