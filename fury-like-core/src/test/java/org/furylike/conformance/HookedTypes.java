package org.furylike.conformance;

import java.io.Externalizable;
import java.io.IOException;
import java.io.InvalidObjectException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectInputValidation;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Classes with JDK serialization hooks, each with an {@code equals} over its whole state. */
final class HookedTypes {
  private HookedTypes() {}

  /** Base of the value-like fixtures: equal when of the same class with equal {@link #state}. */
  abstract static class Value implements Serializable {
    private static final long serialVersionUID = 1L;

    abstract List<Object> state();

    @Override
    public final boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && ((Value) o).state().equals(state());
    }

    @Override
    public final int hashCode() {
      return state().hashCode();
    }

    @Override
    public String toString() {
      return getClass().getSimpleName() + state();
    }
  }

  /** Derived transient state rebuilt by readObject after defaultReadObject. */
  static final class Derived extends Value {
    private static final long serialVersionUID = 1L;
    String name;
    transient int length;

    Derived(String name) {
      this.name = name;
      this.length = name == null ? -1 : name.length();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      length = name == null ? -1 : name.length();
    }

    @Override
    List<Object> state() {
      return java.util.Arrays.asList(name, length);
    }
  }

  /** Default fields, then every kind of primitive, string and object write. */
  static final class AllWrites extends Value {
    private static final long serialVersionUID = 1L;
    long id;
    transient boolean z;
    transient byte b;
    transient char c;
    transient short s;
    transient int i;
    transient long j;
    transient float f;
    transient double d;
    transient String utf;
    transient Object obj;
    transient byte[] raw;

    AllWrites(long id, Object obj) {
      this.id = id;
      this.z = true;
      this.b = -7;
      this.c = '\u00e9';
      this.s = -300;
      this.i = Integer.MIN_VALUE;
      this.j = Long.MAX_VALUE;
      this.f = 1.5f;
      this.d = -0.25;
      this.utf = "utf \uD83D\uDE00";
      this.obj = obj;
      this.raw = new byte[] {1, 2, 3};
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeBoolean(z);
      out.writeByte(b);
      out.writeChar(c);
      out.writeShort(s);
      out.writeInt(i);
      out.writeLong(j);
      out.writeFloat(f);
      out.writeDouble(d);
      out.writeUTF(utf);
      out.writeObject(obj);
      out.writeInt(raw.length);
      out.write(raw);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      z = in.readBoolean();
      b = in.readByte();
      c = in.readChar();
      s = in.readShort();
      i = in.readInt();
      j = in.readLong();
      f = in.readFloat();
      d = in.readDouble();
      utf = in.readUTF();
      obj = in.readObject();
      raw = new byte[in.readInt()];
      in.readFully(raw);
    }

    @Override
    List<Object> state() {
      return java.util.Arrays.asList(id, z, b, c, s, i, j, f, d, utf, obj, List.of(raw[0], raw[2]));
    }
  }

  /** putFields/readFields, with a renamed serial field. */
  static final class Renamed extends Value {
    private static final long serialVersionUID = 1L;
    private static final ObjectStreamField[] serialPersistentFields = {
      new ObjectStreamField("count", int.class), new ObjectStreamField("title", String.class)
    };
    int count;
    String title;
    transient String cache;

    Renamed(int count, String title) {
      this.count = count;
      this.title = title;
      this.cache = title + count;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      ObjectOutputStream.PutField pf = out.putFields();
      pf.put("count", count);
      pf.put("title", title);
      out.writeFields();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      ObjectInputStream.GetField gf = in.readFields();
      count = gf.get("count", -1);
      title = (String) gf.get("title", "none");
      cache = title + count;
    }

    @Override
    List<Object> state() {
      return java.util.Arrays.asList(count, title, cache);
    }
  }

  /** serialPersistentFields keeps only one of two fields. */
  static final class OnlyOne extends Value {
    private static final long serialVersionUID = 1L;
    private static final ObjectStreamField[] serialPersistentFields = {
      new ObjectStreamField("kept", String.class)
    };
    String kept;
    String dropped;

    OnlyOne(String kept, String dropped) {
      this.kept = kept;
      this.dropped = dropped;
    }

    @Override
    List<Object> state() {
      return java.util.Arrays.asList(kept, dropped);
    }
  }

  /** A non-serializable base whose no-arg constructor runs on read. */
  static class Base {
    int base = 42;
    String baseName;
  }

  /** Serializable on a non-serializable base. */
  static class OnBase extends Base implements Serializable {
    private static final long serialVersionUID = 1L;
    String top;

    OnBase(String top) {
      this.top = top;
      this.base = 7;
      this.baseName = "set";
    }

    @Override
    public boolean equals(Object o) {
      return o != null
          && o.getClass() == getClass()
          && Objects.equals(((OnBase) o).top, top)
          && ((OnBase) o).base == base
          && Objects.equals(((OnBase) o).baseName, baseName);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(top);
    }
  }

  /** Three layers, the middle one with hooks. */
  static class LayerA implements Serializable {
    private static final long serialVersionUID = 1L;
    int a;
  }

  /** The hooked middle layer. */
  static class LayerB extends LayerA {
    private static final long serialVersionUID = 1L;
    transient String b;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.writeObject(b);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      b = (String) in.readObject();
    }
  }

  /** The bottom layer. */
  static final class LayerC extends LayerB {
    private static final long serialVersionUID = 1L;
    List<String> c;

    LayerC(int a, String b, List<String> c) {
      this.a = a;
      this.b = b;
      this.c = c;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof LayerC
          && ((LayerC) o).a == a
          && Objects.equals(((LayerC) o).b, b)
          && Objects.equals(((LayerC) o).c, c);
    }

    @Override
    public int hashCode() {
      return a;
    }
  }

  /** Registers a validation that fills a transient field. */
  static final class Validating extends Value implements ObjectInputValidation {
    private static final long serialVersionUID = 1L;
    int value;
    transient boolean validated;

    Validating(int value) {
      this.value = value;
      this.validated = true;
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.registerValidation(this, 0);
      in.defaultReadObject();
    }

    @Override
    public void validateObject() throws InvalidObjectException {
      if (value < 0) {
        throw new InvalidObjectException("negative");
      }
      validated = true;
    }

    @Override
    List<Object> state() {
      return java.util.Arrays.asList(value, validated);
    }
  }

  /** A singleton kept by readResolve. */
  static final class Singleton implements Serializable {
    private static final long serialVersionUID = 1L;
    static final Singleton INSTANCE = new Singleton();

    private Singleton() {}

    private Object readResolve() {
      return INSTANCE;
    }
  }

  /** Replaced by a serial proxy on write, resolved back on read. */
  static final class Money extends Value {
    private static final long serialVersionUID = 1L;
    final long cents;
    final String currency;

    Money(long cents, String currency) {
      this.cents = cents;
      this.currency = currency;
    }

    private Object writeReplace() {
      return new MoneyForm(currency + ":" + cents);
    }

    @Override
    List<Object> state() {
      return java.util.Arrays.asList(cents, currency);
    }
  }

  /** The serial form of {@link Money}. */
  static final class MoneyForm implements Serializable {
    private static final long serialVersionUID = 1L;
    final String text;

    MoneyForm(String text) {
      this.text = text;
    }

    private Object readResolve() {
      int colon = text.indexOf(':');
      return new Money(Long.parseLong(text.substring(colon + 1)), text.substring(0, colon));
    }
  }

  /** An inherited protected readResolve that interns by code. */
  static class Code extends Value {
    private static final long serialVersionUID = 1L;
    final String code;

    Code(String code) {
      this.code = code;
    }

    protected Object readResolve() {
      return new Code(code.toUpperCase(java.util.Locale.ROOT));
    }

    @Override
    List<Object> state() {
      return List.of(code);
    }
  }

  /** Inherits {@link Code#readResolve}, which resolves it to a plain {@link Code}. */
  static final class SubCode extends Code {
    private static final long serialVersionUID = 1L;

    SubCode(String code) {
      super(code);
    }
  }

  /** Externalizable with a mix of writes and a nested object. */
  public static final class Ext extends Value implements Externalizable {
    private static final long serialVersionUID = 1L;
    int n;
    String s;
    List<Object> items;

    public Ext() {}

    Ext(int n, String s, List<Object> items) {
      this.n = n;
      this.s = s;
      this.items = items;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeInt(n);
      out.writeUTF(s);
      out.writeObject(items);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      n = in.readInt();
      s = in.readUTF();
      items = (List<Object>) in.readObject();
    }

    @Override
    List<Object> state() {
      return java.util.Arrays.asList(n, s, items);
    }
  }

  /** Externalizable that writes raw bytes and reads them back to their end. */
  public static final class ExtBytes extends Value implements Externalizable {
    private static final long serialVersionUID = 1L;
    byte[] data = new byte[0];

    public ExtBytes() {}

    ExtBytes(byte[] data) {
      this.data = data;
    }

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeShort(data.length);
      out.write(data);
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException {
      data = new byte[in.readShort()];
      in.readFully(data);
    }

    @Override
    List<Object> state() {
      List<Object> out = new ArrayList<>();
      for (byte x : data) {
        out.add(x);
      }
      return out;
    }
  }

  /** A record whose compact canonical constructor normalizes, and that has a readResolve. */
  record Range(int lo, int hi) implements Serializable {
    Range {
      if (lo > hi) {
        int t = lo;
        lo = hi;
        hi = t;
      }
    }

    private Object readResolve() {
      return lo == hi ? new Range(0, 0) : this;
    }
  }

  /** Holds hooked values in fields; the same object twice. */
  static final class Holder implements Serializable {
    private static final long serialVersionUID = 1L;
    Object first;
    Object second;
    Derived derived;
    List<Object> list = new ArrayList<>();

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder
          && Objects.equals(((Holder) o).first, first)
          && Objects.equals(((Holder) o).second, second)
          && Objects.equals(((Holder) o).derived, derived)
          && Objects.equals(((Holder) o).list, list);
    }

    @Override
    public int hashCode() {
      return Objects.hash(first, derived);
    }
  }
}
