package org.furylike.facade;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.TreeSet;
import org.furylike.Fury;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.FuryException;
import org.furylike.exception.SerializationException;
import org.furylike.exception.UserCodeException;
import org.furylike.serializer.Serializer;
import org.junit.jupiter.api.Test;

/**
 * What user code throws during a call comes back as a {@link FuryException} naming the class and
 * method, Errors included, and the failure path never calls a user {@code toString()}.
 */
class UserCodeFailureTest {
  static volatile boolean failing;
  static int toStringCalls;

  /** A key whose hashCode, equals and compareTo throw while {@link #failing} is set. */
  public static final class Key implements Comparable<Key> {
    public int id;

    public Key() {}

    Key(int id) {
      this.id = id;
    }

    @Override
    public int hashCode() {
      if (failing) {
        throw new IllegalStateException("hashCode refused");
      }
      return id;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Key && ((Key) o).id == id;
    }

    @Override
    public int compareTo(Key o) {
      if (failing) {
        throw new UnsupportedOperationException("compareTo refused");
      }
      return Integer.compare(id, o.id);
    }

    @Override
    public String toString() {
      toStringCalls++;
      return "Key" + id;
    }
  }

  /** A class whose constructor throws an exception or an Error while {@link #failing} is set. */
  public static final class Fragile {
    public int v;

    public Fragile() {
      if (failing) {
        throw new AssertionError("constructor refused");
      }
    }
  }

  /** A set of keys and a list of fragile objects. */
  public static final class Holder {
    public HashSet<Key> keys = new HashSet<>();
    public TreeSet<Key> sorted = new TreeSet<>();
    public List<Fragile> fragile;
  }

  private static Fury fury(boolean codegen) {
    Fury f = Fury.builder().withCodegen(codegen).withCodegenStrict(true).build();
    f.register(Key.class);
    f.register(Fragile.class);
    f.register(Holder.class);
    return f;
  }

  private static <T extends Throwable> T whileFailing(Class<T> type, Runnable r) {
    failing = true;
    try {
      return assertThrows(type, r::run);
    } finally {
      failing = false;
    }
  }

  @Test
  void hashCodeCompareToAndConstructorFailuresNameTheUserCode() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury fury = fury(codegen);
      toStringCalls = 0;
      Holder h = new Holder();
      h.keys.add(new Key(1));
      byte[] withKeys = fury.serialize(h);
      UserCodeException e = whileFailing(UserCodeException.class, () -> fury.deserialize(withKeys));
      assertTrue(e.getMessage().contains(Key.class.getName() + ".hashCode"), e.getMessage());
      assertTrue(e.getMessage().contains("offset"), e.getMessage());
      assertInstanceOf(IllegalStateException.class, e.getCause());

      Holder sorted = new Holder();
      sorted.sorted.add(new Key(1));
      sorted.sorted.add(new Key(2));
      byte[] withSorted = fury.serialize(sorted);
      e = whileFailing(UserCodeException.class, () -> fury.deserialize(withSorted));
      assertTrue(e.getMessage().contains(Key.class.getName() + ".compareTo"), e.getMessage());

      Holder fragile = new Holder();
      fragile.fragile = List.of(new Fragile());
      byte[] withFragile = fury.serialize(fragile);
      e = whileFailing(UserCodeException.class, () -> fury.deserialize(withFragile));
      assertTrue(e.getMessage().contains(Fragile.class.getName()), e.getMessage());
      assertTrue(e.getMessage().contains("AssertionError"), e.getMessage());

      assertEquals(0, toStringCalls, "no user toString() on the failure path");
      assertEquals(h.keys, ((Holder) fury.deserialize(withKeys)).keys, "the instance is usable");
    }
  }

  @Test
  void copyFailuresAreWrapped() {
    Fury fury = fury(true);
    Holder h = new Holder();
    h.keys.add(new Key(3));
    FuryException e = whileFailing(FuryException.class, () -> fury.copy(h));
    assertTrue(e.getMessage().contains(Key.class.getName() + ".hashCode"), e.getMessage());
    assertInstanceOf(IllegalStateException.class, e.getCause());
    Holder f = new Holder();
    f.fragile = List.of(new Fragile());
    e = whileFailing(FuryException.class, () -> fury.copy(f));
    assertInstanceOf(AssertionError.class, rootCause(e));
    assertEquals(1, fury.copy(h).keys.size(), "the instance is usable");
  }

  private static Throwable rootCause(Throwable t) {
    while (t.getCause() != null) {
      t = t.getCause();
    }
    return t;
  }

  /** A custom serializer that fails with an Error. */
  static final class BrokenSerializer extends Serializer<Key> {
    BrokenSerializer() {
      super(Key.class);
    }

    @Override
    public void write(WriteContext ctx, Key value) {
      throw new LinkageError("broken on purpose");
    }

    @Override
    public Key read(ReadContext ctx) {
      throw new LinkageError("broken on purpose");
    }
  }

  @Test
  void errorsFromUserCodeAreWrappedOnWrite() {
    Fury fury = Fury.builder().build();
    fury.registerSerializer(Key.class, new BrokenSerializer());
    SerializationException e =
        assertThrows(SerializationException.class, () -> fury.serialize(new Key(1)));
    assertTrue(e.getMessage().contains(BrokenSerializer.class.getName()), e.getMessage());
    assertInstanceOf(LinkageError.class, e.getCause());
    assertEquals("ok", fury.deserialize(fury.serialize("ok")));
  }
}
