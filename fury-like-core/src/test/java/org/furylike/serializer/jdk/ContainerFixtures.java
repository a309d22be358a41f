package org.furylike.serializer.jdk;

import java.io.Externalizable;
import java.io.IOException;
import java.io.ObjectInput;
import java.io.ObjectInputStream;
import java.io.ObjectOutput;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * User subclasses of JDK collections and maps with JDK hooks, each with an {@code equals} over its
 * contents, its own fields and the state its hooks rebuild.
 */
final class ContainerFixtures {
  private ContainerFixtures() {}

  /** Keeps a derived total in a transient field, rebuilt by readObject from the elements. */
  static class TotalList extends ArrayList<Integer> {
    private static final long serialVersionUID = 1L;
    String label;
    transient long total;
    transient int extra;

    TotalList() {}

    TotalList(String label, Integer... values) {
      this.label = label;
      for (Integer v : values) {
        add(v);
        total += v == null ? 0 : v;
      }
      extra = 17;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
      out.writeInt(extra);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      extra = in.readInt();
      for (Integer v : this) {
        total += v == null ? 0 : v;
      }
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o)
          && o instanceof TotalList
          && Objects.equals(((TotalList) o).label, label)
          && ((TotalList) o).total == total
          && ((TotalList) o).extra == extra;
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** A subclass of a hooked subclass, with a layer of its own and no hooks. */
  static final class TaggedTotalList extends TotalList {
    private static final long serialVersionUID = 1L;
    int tag;

    TaggedTotalList() {}

    TaggedTotalList(int tag, Integer... values) {
      super("tagged", values);
      this.tag = tag;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && ((TaggedTotalList) o).tag == tag;
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** Marks itself in readResolve (the JDK calls it after the elements are read). */
  static final class ResolvedSet extends HashSet<String> {
    private static final long serialVersionUID = 1L;
    transient boolean resolved;
    transient int sizeAtResolve = -1;

    private Object readResolve() {
      resolved = true;
      sizeAtResolve = size();
      return this;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o)
          && o instanceof ResolvedSet
          && ((ResolvedSet) o).resolved == resolved
          && ((ResolvedSet) o).sizeAtResolve == sizeAtResolve;
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** Replaced on write by a compact form that resolves back to an equal map. */
  static final class ReplacedMap extends HashMap<String, Integer> {
    private static final long serialVersionUID = 1L;
    String owner;

    private Object writeReplace() {
      return new MapForm(owner, new TreeMap<>(this));
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o)
          && o instanceof ReplacedMap
          && Objects.equals(((ReplacedMap) o).owner, owner);
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** The serial form of {@link ReplacedMap}. */
  static final class MapForm implements Serializable {
    private static final long serialVersionUID = 1L;
    final String owner;
    final TreeMap<String, Integer> entries;

    MapForm(String owner, TreeMap<String, Integer> entries) {
      this.owner = owner;
      this.entries = entries;
    }

    private Object readResolve() {
      ReplacedMap m = new ReplacedMap();
      m.owner = owner;
      m.putAll(entries);
      return m;
    }
  }

  /** Writes its own data with writeObject and no default fields, and counts the entries. */
  static final class CountingMap extends LinkedHashMap<String, Object> {
    private static final long serialVersionUID = 1L;
    transient String note;
    transient int entriesSeen;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.writeUTF(note == null ? "" : note);
    }

    private void readObject(ObjectInputStream in) throws IOException {
      note = in.readUTF();
      entriesSeen = size();
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o)
          && o instanceof CountingMap
          && Objects.equals(((CountingMap) o).note, note)
          && ((CountingMap) o).entriesSeen == entriesSeen;
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** An externalizable list: its writeExternal alone defines the state. */
  public static final class ExternalList extends ArrayList<String> implements Externalizable {
    private static final long serialVersionUID = 1L;
    String header;

    public ExternalList() {}

    @Override
    public void writeExternal(ObjectOutput out) throws IOException {
      out.writeUTF(header == null ? "" : header);
      out.writeInt(size());
      for (String s : this) {
        out.writeObject(s);
      }
    }

    @Override
    public void readExternal(ObjectInput in) throws IOException, ClassNotFoundException {
      header = in.readUTF() + "!";
      int n = in.readInt();
      for (int i = 0; i < n; i++) {
        add((String) in.readObject());
      }
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o)
          && o instanceof ExternalList
          && Objects.equals(((ExternalList) o).header, header);
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** A plain subclass with a field and no hooks: keeps the built-in fast path. */
  static final class PlainList extends ArrayList<String> {
    private static final long serialVersionUID = 1L;
    int version;

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && o instanceof PlainList && ((PlainList) o).version == version;
    }

    @Override
    public int hashCode() {
      return super.hashCode();
    }
  }

  /** Holds hooked containers in fields, one of them twice. */
  static final class Holder implements Serializable {
    private static final long serialVersionUID = 1L;
    TotalList list;
    Object again;
    Map<String, Object> map;

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder
          && Objects.equals(((Holder) o).list, list)
          && Objects.equals(((Holder) o).again, again)
          && Objects.equals(((Holder) o).map, map);
    }

    @Override
    public int hashCode() {
      return Objects.hash(list, map);
    }
  }
}
