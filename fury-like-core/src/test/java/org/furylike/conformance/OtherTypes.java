package org.furylike.conformance;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Objects;
import java.util.TreeSet;
import java.util.function.Function;

/** Exceptions, lambda and proxy types, graph nodes and container subclasses of the suite. */
final class OtherTypes {
  private OtherTypes() {}

  /** A user exception with fields of its own. */
  static class Failure extends IllegalStateException {
    private static final long serialVersionUID = 1L;
    final int code;
    final List<String> details;

    Failure(String message, int code, List<String> details) {
      super(message);
      this.code = code;
      this.details = details;
    }
  }

  /** A subclass without a (String) constructor. */
  static final class DeepFailure extends Failure {
    private static final long serialVersionUID = 1L;
    final long at;

    DeepFailure(long at) {
      super("deep " + at, 3, new ArrayList<>(List.of("x")));
      this.at = at;
    }
  }

  /** An exception whose getMessage composes the detail message. */
  static final class Composed extends Exception {
    private static final long serialVersionUID = 1L;
    final String where;

    Composed(String detail, String where) {
      super(detail);
      this.where = where;
    }

    @Override
    public String getMessage() {
      return where + ": " + super.getMessage();
    }
  }

  /** An exception with a readObject that rebuilds a transient label. */
  static final class Labeled extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String code;
    transient String label;

    Labeled(String code) {
      super("labeled " + code);
      this.code = code;
      this.label = "[" + code + "]";
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      label = "[" + code + "]";
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }
  }

  /** A serializable function type. */
  public interface SerFunction<A, B> extends Function<A, B>, Serializable {}

  /** A user interface for proxies. */
  public interface Greeter {
    String greet(String name);
  }

  /** A second interface, for proxies of two interfaces. */
  public interface Counter {
    int count();
  }

  /** A serializable handler for {@link Greeter} and {@link Counter}. */
  public static final class Handler implements InvocationHandler, Serializable {
    private static final long serialVersionUID = 1L;
    final String prefix;
    final int n;

    public Handler(String prefix, int n) {
      this.prefix = prefix;
      this.n = n;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) {
      switch (method.getName()) {
        case "greet":
          return prefix + args[0];
        case "count":
          return n;
        case "hashCode":
          return n;
        case "equals":
          return args[0] != null
              && Proxy.isProxyClass(args[0].getClass())
              && Proxy.getInvocationHandler(args[0]) instanceof Handler
              && ((Handler) Proxy.getInvocationHandler(args[0])).prefix.equals(prefix)
              && ((Handler) Proxy.getInvocationHandler(args[0])).n == n;
        default:
          return "proxy(" + prefix + ")";
      }
    }
  }

  /** A linked node of a chain or graph. */
  static final class Node implements Serializable {
    private static final long serialVersionUID = 1L;
    int value;
    Node next;
    Object other;

    Node(int value) {
      this.value = value;
    }
  }

  /** A tree node with children, for wide and deep trees. */
  static final class TreeNode implements Serializable {
    private static final long serialVersionUID = 1L;
    String name;
    List<TreeNode> children = new ArrayList<>();
    TreeNode parent;

    TreeNode(String name) {
      this.name = name;
    }
  }

  /** A plain user class, no hooks. */
  static final class Plain {
    int i;
    String s;
    double[] ds;
    Object any;

    @Override
    public boolean equals(Object o) {
      return o instanceof Plain
          && ((Plain) o).i == i
          && Objects.equals(((Plain) o).s, s)
          && java.util.Arrays.equals(((Plain) o).ds, ds)
          && Objects.deepEquals(((Plain) o).any, any);
    }

    @Override
    public int hashCode() {
      return i;
    }
  }

  /** A list subclass whose readObject rebuilds a transient sum from the elements. */
  static final class SumList extends ArrayList<Integer> {
    private static final long serialVersionUID = 1L;
    String name;
    transient long sum;

    SumList() {}

    SumList(String name, int... values) {
      this.name = name;
      for (int v : values) {
        add(v);
        sum += v;
      }
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      for (int v : this) {
        sum += v;
      }
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o)
          && o instanceof SumList
          && Objects.equals(((SumList) o).name, name)
          && ((SumList) o).sum == sum;
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** A map subclass with writeObject/readObject of its own data. */
  static final class NotedMap extends HashMap<String, Integer> {
    private static final long serialVersionUID = 1L;
    transient String note;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeUTF(note == null ? "-" : note);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      note = in.readUTF();
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && o instanceof NotedMap && Objects.equals(((NotedMap) o).note, note);
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** A sorted-set subclass whose readResolve freezes it into a marker state. */
  static final class FrozenSet extends TreeSet<String> {
    private static final long serialVersionUID = 1L;
    transient boolean frozen;

    private Object readResolve() {
      frozen = true;
      return this;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && o instanceof FrozenSet && ((FrozenSet) o).frozen == frozen;
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }
}
