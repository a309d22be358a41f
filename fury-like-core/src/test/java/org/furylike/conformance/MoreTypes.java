package org.furylike.conformance;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;

/**
 * Collection and map subclasses with own fields, constructor-set JDK state (comparators, access
 * order) and hooks, plus throwables with unusual settings, for the second half of the suite.
 */
final class MoreTypes {
  private MoreTypes() {}

  /** A plain list subclass with a field of its own and no hooks. */
  static final class TaggedList extends ArrayList<String> {
    private static final long serialVersionUID = 1L;
    String tag;
    int weight;
  }

  /** A plain map subclass with a field of its own and no hooks. */
  static final class CountingMap extends HashMap<String, Integer> {
    private static final long serialVersionUID = 1L;
    int hits;
  }

  /** An LRU cache: access order set by the constructor, a bound of its own, no hooks. */
  static final class Lru extends LinkedHashMap<String, Integer> {
    private static final long serialVersionUID = 1L;
    int max;

    Lru() {
      this(3);
    }

    Lru(int max) {
      super(16, 0.75f, true);
      this.max = max;
    }

    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
      return size() > max;
    }
  }

  /** A hooked sorted map whose comparator comes from a constructor argument. */
  static final class RankMap extends TreeMap<String, Integer> {
    private static final long serialVersionUID = 1L;
    transient int version;

    RankMap() {}

    RankMap(Comparator<String> order) {
      super(order);
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeInt(version);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      version = in.readInt() + 1;
    }
  }

  /** A hooked access-ordered map: the JDK keeps accessOrder, a final field of LinkedHashMap. */
  static final class HookedLru extends LinkedHashMap<String, Integer> {
    private static final long serialVersionUID = 1L;
    transient String note;

    HookedLru() {}

    HookedLru(boolean accessOrder) {
      super(8, 0.75f, accessOrder);
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeUTF(note == null ? "" : note);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      note = in.readUTF();
    }
  }

  /** A plain priority-queue subclass whose comparator comes from a constructor argument. */
  static final class Jobs extends PriorityQueue<String> {
    private static final long serialVersionUID = 1L;
    String owner;

    Jobs() {}

    Jobs(Comparator<String> order) {
      super(order);
    }
  }

  /** A plain sorted-set subclass whose comparator comes from a constructor argument. */
  static final class Names extends java.util.TreeSet<String> {
    private static final long serialVersionUID = 1L;

    Names() {}

    Names(Comparator<String> order) {
      super(order);
    }
  }

  /** A skip-list set subclass whose comparator comes from a constructor argument. */
  static final class SkipNames extends java.util.concurrent.ConcurrentSkipListSet<String> {
    private static final long serialVersionUID = 1L;

    SkipNames() {}

    SkipNames(Comparator<String> order) {
      super(order);
    }
  }

  /** A blocking priority queue subclass whose comparator comes from a constructor argument. */
  static final class Tasks extends java.util.concurrent.PriorityBlockingQueue<String> {
    private static final long serialVersionUID = 1L;

    Tasks() {}

    Tasks(Comparator<String> order) {
      super(4, order);
    }
  }

  /** A Properties subclass with defaults given to the constructor. */
  static final class Settings extends java.util.Properties {
    private static final long serialVersionUID = 1L;

    Settings() {}

    Settings(java.util.Properties defaults) {
      super(defaults);
    }
  }

  /** A "double brace" map: an anonymous subclass without a no-arg constructor. */
  static HashMap<String, Integer> braceMap() {
    return new HashMap<>() {
      private static final long serialVersionUID = 1L;

      {
        put("a", 1);
        put("b", 2);
      }
    };
  }

  /** A "double brace" list. */
  static ArrayList<String> braceList() {
    return new ArrayList<>() {
      private static final long serialVersionUID = 1L;

      {
        add("x");
        add(null);
      }
    };
  }

  /** A "double brace" sorted set with a comparator. */
  static java.util.TreeSet<String> braceSortedSet() {
    return new java.util.TreeSet<>(Comparator.<String>reverseOrder()) {
      private static final long serialVersionUID = 1L;

      {
        add("a");
        add("b");
      }
    };
  }

  /** A "double brace" bounded queue: its capacity comes from the JDK constructor it calls. */
  static java.util.concurrent.LinkedBlockingQueue<String> braceBoundedQueue() {
    return new java.util.concurrent.LinkedBlockingQueue<>(3) {
      private static final long serialVersionUID = 1L;

      {
        add("q");
      }
    };
  }

  /** The anonymous classes above, which registration-required instances must register. */
  static List<Class<?>> anonymousClasses() {
    return List.of(
        braceMap().getClass(),
        braceList().getClass(),
        braceSortedSet().getClass(),
        braceBoundedQueue().getClass());
  }

  /** A bounded queue subclass whose capacity comes from a constructor argument. */
  static final class Inbox extends java.util.concurrent.LinkedBlockingQueue<String> {
    private static final long serialVersionUID = 1L;

    Inbox() {}

    Inbox(int capacity) {
      super(capacity);
    }
  }

  /** A list subclass that travels as a plain ArrayList (writeReplace), as the JDK would. */
  static final class ReplacedList extends ArrayList<String> {
    private static final long serialVersionUID = 1L;

    private Object writeReplace() {
      return new ArrayList<>(this);
    }
  }

  /** An Externalizable list subclass writing its elements and a field itself. */
  public static final class ExtList extends ArrayList<Integer> implements Externalizable {
    private static final long serialVersionUID = 1L;
    String name;

    public ExtList() {}

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeUTF(name);
      out.writeInt(size());
      for (Integer i : this) {
        out.writeInt(i);
      }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      name = in.readUTF();
      int n = in.readInt();
      for (int i = 0; i < n; i++) {
        add(in.readInt());
      }
    }
  }

  /** A hooked list subclass that may hold itself. */
  static final class SelfList extends ArrayList<Object> {
    private static final long serialVersionUID = 1L;
    transient int reads;

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      reads++;
    }
  }

  /** An exception without suppression and without a writable stack trace. */
  static final class Quiet extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Quiet(String message, Throwable cause) {
      super(message, cause, false, false);
    }
  }

  /** An exception holding a user object and a transient field. */
  static final class Coded extends Exception {
    private static final long serialVersionUID = 1L;
    final Serializable payload;
    transient Object scratch = "scratch";

    Coded(String message, Serializable payload) {
      super(message);
      this.payload = payload;
    }
  }

  /** An exception that travels as another (writeReplace), as the JDK does. */
  static final class Replaced extends Exception {
    private static final long serialVersionUID = 1L;

    Replaced(String message) {
      super(message);
    }

    private Object writeReplace() {
      IllegalStateException e = new IllegalStateException("replaced " + getMessage());
      // the same bytes from every call site
      e.setStackTrace(getStackTrace());
      return e;
    }
  }

  /** An exception whose readResolve gives one shared instance per code. */
  static final class Coded2 extends RuntimeException {
    private static final long serialVersionUID = 1L;
    static final Coded2 TIMEOUT = new Coded2("timeout");
    final String code;

    Coded2(String code) {
      super(code, null, false, false);
      this.code = code;
    }

    private Object readResolve() {
      return "timeout".equals(code) ? TIMEOUT : this;
    }
  }

  /** A serializable supplier, for lambdas of another shape. */
  public interface SerSupplier<T> extends java.util.function.Supplier<T>, Serializable {}

  /** A serializable comparator, for lambda comparators of sorted collections. */
  public interface SerComparator<T> extends Comparator<T>, Serializable {}

  /** A holder whose lambda field captures its own instance. */
  static final class Owner implements Serializable {
    private static final long serialVersionUID = 1L;
    String name;
    SerSupplier<String> self;

    Owner(String name) {
      this.name = name;
      this.self = () -> "owner " + this.name;
    }
  }
}
