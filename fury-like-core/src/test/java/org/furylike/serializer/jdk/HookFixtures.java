package org.furylike.serializer.jdk;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Classes with JDK serialization hooks, each with an {@code equals} over its whole state. */
final class HookFixtures {
  private HookFixtures() {}

  /** Derived state kept in a transient field and rebuilt by {@code readObject}. */
  static final class Derived implements Serializable {
    private static final long serialVersionUID = 1L;
    int a;
    String name;
    transient int nameLength;

    Derived(int a, String name) {
      this.a = a;
      this.name = name;
      this.nameLength = name.length();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      nameLength = name.length();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Derived
          && ((Derived) o).a == a
          && ((Derived) o).name.equals(name)
          && ((Derived) o).nameLength == nameLength;
    }

    @Override
    public int hashCode() {
      return a;
    }
  }

  /** Default fields followed by a mix of primitive, string and object writes. */
  static final class Mixed implements Serializable {
    private static final long serialVersionUID = 1L;
    long id;
    transient int count;
    transient String label;
    transient List<Object> items;
    transient double ratio;
    transient byte[] raw;

    Mixed() {}

    Mixed(long id, int count, String label, List<Object> items, double ratio, byte[] raw) {
      this.id = id;
      this.count = count;
      this.label = label;
      this.items = items;
      this.ratio = ratio;
      this.raw = raw;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeInt(count);
      out.writeUTF(label);
      out.writeObject(items);
      out.writeDouble(ratio);
      out.writeShort(raw.length);
      out.write(raw);
      out.writeBoolean(true);
      out.writeLong(-id);
      out.writeChar('x');
      out.writeFloat(1.5f);
      out.writeByte(7);
    }

    @SuppressWarnings("unchecked")
    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      count = in.readInt();
      label = in.readUTF();
      items = (List<Object>) in.readObject();
      ratio = in.readDouble();
      raw = new byte[in.readShort()];
      in.readFully(raw);
      if (!in.readBoolean()
          || in.readLong() != -id
          || in.readChar() != 'x'
          || in.readFloat() != 1.5f
          || in.readByte() != 7) {
        throw new IOException("trailer mismatch");
      }
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Mixed)) {
        return false;
      }
      Mixed m = (Mixed) o;
      return m.id == id
          && m.count == count
          && Objects.equals(m.label, label)
          && Objects.equals(m.items, items)
          && m.ratio == ratio
          && java.util.Arrays.equals(m.raw, raw);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(id);
    }
  }

  /** Written with {@code putFields}, read with {@code readFields}; one field is left unset. */
  static final class PutGet implements Serializable {
    private static final long serialVersionUID = 1L;
    int x;
    String s;
    Integer boxed;
    double unset;

    PutGet(int x, String s, Integer boxed) {
      this.x = x;
      this.s = s;
      this.boxed = boxed;
      this.unset = 9.5;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      ObjectOutputStream.PutField f = out.putFields();
      f.put("x", x * 2);
      f.put("s", s);
      f.put("boxed", boxed);
      out.writeFields();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      ObjectInputStream.GetField f = in.readFields();
      x = f.get("x", 0) / 2;
      s = (String) f.get("s", null);
      boxed = (Integer) f.get("boxed", null);
      unset = f.get("unset", -1.0) + 9.5;
      if (f.defaulted("x")) {
        throw new IOException("x was written");
      }
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof PutGet
          && ((PutGet) o).x == x
          && Objects.equals(((PutGet) o).s, s)
          && Objects.equals(((PutGet) o).boxed, boxed)
          && ((PutGet) o).unset == unset;
    }

    @Override
    public int hashCode() {
      return x;
    }
  }

  /** Only the fields named in {@code serialPersistentFields} travel. */
  static final class Persistent implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final ObjectStreamField[] serialPersistentFields = {
      new ObjectStreamField("kept", String.class)
    };
    String kept;
    String dropped;

    Persistent(String kept, String dropped) {
      this.kept = kept;
      this.dropped = dropped;
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Persistent
          && Objects.equals(((Persistent) o).kept, kept)
          && Objects.equals(((Persistent) o).dropped, dropped);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(kept);
    }
  }

  /** A non-serializable base whose no-arg constructor runs on deserialization. */
  static class Plain {
    int base;

    Plain() {
      base = 42;
    }
  }

  /** A serializable layer with hooks over a non-serializable base. */
  static class Layered extends Plain implements Serializable {
    private static final long serialVersionUID = 1L;
    String top;
    transient int seen;

    Layered(String top) {
      this.top = top;
      this.base = 1;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeInt(top.hashCode());
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      seen = in.readInt();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Layered
          && o.getClass() == getClass()
          && ((Layered) o).base == base
          && Objects.equals(((Layered) o).top, top)
          && ((Layered) o).seen == seen;
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(top);
    }
  }

  /** A subclass without hooks: its fields use the compact format after the hooked layer's block. */
  static final class SubLayered extends Layered {
    private static final long serialVersionUID = 1L;
    List<String> extra = new ArrayList<>();

    SubLayered(String top, List<String> extra) {
      super(top);
      this.extra = extra;
      this.seen = top.hashCode();
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && ((SubLayered) o).extra.equals(extra);
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** A singleton that keeps its identity through {@code readResolve}. */
  static final class Singleton implements Serializable {
    private static final long serialVersionUID = 1L;
    static final Singleton INSTANCE = new Singleton();

    private Singleton() {}

    private Object readResolve() {
      return INSTANCE;
    }
  }

  /** Replaced on write by a {@link PointProxy}, which resolves back to a point. */
  static final class Point implements Serializable {
    private static final long serialVersionUID = 1L;
    final int x;
    final int y;

    Point(int x, int y) {
      this.x = x;
      this.y = y;
    }

    private Object writeReplace() {
      return new PointProxy(x + "," + y);
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Point && ((Point) o).x == x && ((Point) o).y == y;
    }

    @Override
    public int hashCode() {
      return x * 31 + y;
    }
  }

  /** The serial form of {@link Point}. */
  static final class PointProxy implements Serializable {
    private static final long serialVersionUID = 1L;
    final String text;

    PointProxy(String text) {
      this.text = text;
    }

    private Object readResolve() {
      String[] p = text.split(",");
      return new Point(Integer.parseInt(p[0]), Integer.parseInt(p[1]));
    }
  }

  /** Declares a protected {@code readResolve} that subclasses inherit. */
  static class Canonical implements Serializable {
    private static final long serialVersionUID = 1L;
    String key;

    Canonical(String key) {
      this.key = key;
    }

    protected Object readResolve() {
      return new Canonical(key.toUpperCase(java.util.Locale.ROOT));
    }

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && ((Canonical) o).key.equals(key);
    }

    @Override
    public int hashCode() {
      return key.hashCode();
    }
  }

  /** Inherits {@link Canonical#readResolve}. */
  static final class CanonicalChild extends Canonical {
    private static final long serialVersionUID = 1L;

    CanonicalChild(String key) {
      super(key);
    }
  }

  /** Declares a private {@code readResolve}, which the JDK does not apply to subclasses. */
  static class PrivateResolve implements Serializable {
    private static final long serialVersionUID = 1L;
    int v;

    PrivateResolve(int v) {
      this.v = v;
    }

    private Object readResolve() {
      return new PrivateResolve(v + 1);
    }

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && ((PrivateResolve) o).v == v;
    }

    @Override
    public int hashCode() {
      return v;
    }
  }

  /** Gets no {@code readResolve}: the inherited one is private. */
  static final class PrivateResolveChild extends PrivateResolve {
    private static final long serialVersionUID = 1L;

    PrivateResolveChild(int v) {
      super(v);
    }
  }

  /** Externalizable with a public no-arg constructor. */
  public static final class Ext implements Externalizable {
    private static final long serialVersionUID = 1L;
    String name;
    int[] values;
    Object any;

    public Ext() {}

    Ext(String name, int[] values, Object any) {
      this.name = name;
      this.values = values;
      this.any = any;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeUTF(name);
      out.writeInt(values.length);
      for (int v : values) {
        out.writeInt(v);
      }
      out.writeObject(any);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      name = in.readUTF();
      values = new int[in.readInt()];
      for (int i = 0; i < values.length; i++) {
        values[i] = in.readInt();
      }
      any = in.readObject();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Ext
          && ((Ext) o).name.equals(name)
          && java.util.Arrays.equals(((Ext) o).values, values)
          && Objects.equals(((Ext) o).any, any);
    }

    @Override
    public int hashCode() {
      return name.hashCode();
    }
  }

  /** Holds two references to one hooked object and a cycle back to itself. */
  static final class Holder implements Serializable {
    private static final long serialVersionUID = 1L;
    Object first;
    Object second;
    Holder self;
  }

  /** Declares final hooked classes as field types, so generated code calls their serializers. */
  static final class Outer {
    Derived derived;
    Point point;
    Singleton singleton;
    Ext ext;
    int after;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Outer)) {
        return false;
      }
      Outer x = (Outer) o;
      return Objects.equals(x.derived, derived)
          && Objects.equals(x.point, point)
          && x.singleton == singleton
          && Objects.equals(x.ext, ext)
          && x.after == after;
    }

    @Override
    public int hashCode() {
      return after;
    }
  }

  /** A record whose {@code readResolve} normalizes it (records honour only replace/resolve). */
  record Money(long cents, String currency) implements Serializable {
    private Object readResolve() {
      return new Money(cents, currency.toUpperCase(java.util.Locale.ROOT));
    }
  }

  /** A record replaced on write by a {@link Point}. */
  record PointRecord(int x, int y) implements Serializable {
    private Object writeReplace() {
      return new Point(x, y);
    }
  }

  /** A linked node whose link is written by its own hooks, so cycles run through them. */
  static final class Link implements Serializable {
    private static final long serialVersionUID = 1L;
    String name;
    transient Link next;

    Link(String name) {
      this.name = name;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeObject(next);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      next = (Link) in.readObject();
    }
  }

  /** Registers two validations; they run after the read, higher priority first. */
  static final class Validated implements Serializable {
    private static final long serialVersionUID = 1L;
    int value;
    transient String log = "";

    Validated(int value) {
      this.value = value;
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      log = "read";
      in.registerValidation(() -> log += ",low", 1);
      in.registerValidation(
          () -> {
            if (value < 0) {
              throw new java.io.InvalidObjectException("negative");
            }
            log += ",high";
          },
          5);
    }
  }
}
