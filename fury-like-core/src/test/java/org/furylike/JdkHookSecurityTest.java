package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.exception.HookException;
import org.furylike.exception.InsecureException;
import org.junit.jupiter.api.Test;

/**
 * JDK hooks are side doors: whatever a hook writes, replaces or resolves to passes the same class
 * checks as any other value, and what a hook throws surfaces as a library error naming the hook.
 */
class JdkHookSecurityTest {
  /** Resolves to a deny-listed class. */
  static final class ResolvesToDenied implements Serializable {
    private static final long serialVersionUID = 1L;

    private Object readResolve() {
      return new ProcessBuilder();
    }
  }

  /** Resolves to a class nobody registered. */
  static final class ResolvesToUnregistered implements Serializable {
    private static final long serialVersionUID = 1L;

    private Object readResolve() {
      return new Stranger();
    }
  }

  static final class Stranger implements Serializable {
    private static final long serialVersionUID = 1L;
  }

  /** Replaced by a deny-listed or an unregistered class. */
  static final class ReplacedBy implements Serializable {
    private static final long serialVersionUID = 1L;
    final boolean denied;

    ReplacedBy(boolean denied) {
      this.denied = denied;
    }

    private Object writeReplace() {
      return denied ? new ProcessBuilder() : new Stranger();
    }
  }

  /** Its {@code writeObject} writes whatever it holds; its {@code readObject} reads it back. */
  public static final class Carrier implements Serializable {
    private static final long serialVersionUID = 1L;
    transient Object payload;

    public Carrier() {}

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.writeObject(payload);
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      payload = in.readObject();
    }
  }

  /** Hooks that throw. */
  static final class Throwing implements Serializable {
    private static final long serialVersionUID = 1L;
    final boolean onWrite;

    Throwing(boolean onWrite) {
      this.onWrite = onWrite;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
      if (onWrite) {
        throw new IllegalStateException("refused");
      }
      out.defaultWriteObject();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      throw new java.io.InvalidObjectException("bad state");
    }
  }

  private static Fury fury(Class<?>... classes) {
    Fury f = Fury.builder().build();
    for (Class<?> c : classes) {
      f.register(c);
    }
    return f;
  }

  @Test
  void readResolveToADeniedClassIsRejected() {
    Fury f = fury(ResolvesToDenied.class);
    byte[] bytes = f.serialize(new ResolvesToDenied());
    InsecureException e = assertThrows(InsecureException.class, () -> f.deserialize(bytes));
    assertTrue(e.getMessage().contains("java.lang.ProcessBuilder"), e.getMessage());
    assertEquals("ok", f.deserialize(f.serialize("ok")));
  }

  @Test
  void readResolveToAnUnregisteredClassIsRejected() {
    Fury f = fury(ResolvesToUnregistered.class);
    byte[] bytes = f.serialize(new ResolvesToUnregistered());
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> f.deserialize(bytes));
    assertTrue(e.getMessage().contains(Stranger.class.getName()), e.getMessage());
    f.register(Stranger.class);
    assertEquals(Stranger.class, f.deserialize(bytes).getClass());
  }

  @Test
  void writeReplaceToADeniedOrUnregisteredClassIsRejected() {
    Fury f = fury(ReplacedBy.class);
    assertThrows(InsecureException.class, () -> f.serialize(new ReplacedBy(true)));
    assertThrows(ClassNotRegisteredException.class, () -> f.serialize(new ReplacedBy(false)));
    Fury open = Fury.builder().requireClassRegistration(false).build();
    assertThrows(InsecureException.class, () -> open.serialize(new ReplacedBy(true)));
    assertEquals(
        Stranger.class, open.deserialize(open.serialize(new ReplacedBy(false))).getClass());
  }

  @Test
  void readObjectCannotReadAnUnregisteredClass() throws Exception {
    String name = SecurityTest.Gadget.class.getName();
    SecurityTest.RecordingLoader writerLoader = new SecurityTest.RecordingLoader(name);
    Carrier carrier = new Carrier();
    carrier.payload = writerLoader.loadClass(name).getDeclaredConstructor().newInstance();
    Fury writer = Fury.builder().requireClassRegistration(false).build();
    writer.register(Carrier.class);
    byte[] bytes = writer.serialize(carrier);
    int initsBefore = SecurityTest.InitCounter.GADGET_INITS.get();

    SecurityTest.RecordingLoader readerLoader = new SecurityTest.RecordingLoader(name);
    Fury reader = Fury.builder().withClassLoader(readerLoader).build();
    reader.register(Carrier.class);
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains(name), e.getMessage());
    assertFalse(readerLoader.requested.contains(name), "the class was asked for");
    assertEquals(initsBefore, SecurityTest.InitCounter.GADGET_INITS.get(), "an initializer ran");

    Fury control = Fury.builder().requireClassRegistration(false).build();
    control.register(Carrier.class);
    Carrier back = (Carrier) control.deserialize(writer.serialize(new Carrier()));
    assertSame(null, back.payload);
  }

  @Test
  void readObjectCannotReadADeniedClass() {
    Fury open = Fury.builder().requireClassRegistration(false).build();
    Carrier carrier = new Carrier();
    carrier.payload = new ProcessBuilder();
    assertThrows(InsecureException.class, () -> open.serialize(carrier));
  }

  @Test
  void hookFailuresNameTheClassAndTheHook() {
    Fury f = fury(Throwing.class);
    HookException w = assertThrows(HookException.class, () -> f.serialize(new Throwing(true)));
    assertTrue(w.getMessage().contains(Throwing.class.getName() + ".writeObject"), w.getMessage());
    assertTrue(w.getCause() instanceof IllegalStateException);
    byte[] bytes = f.serialize(new Throwing(false));
    HookException r = assertThrows(HookException.class, () -> f.deserialize(bytes));
    assertTrue(r.getMessage().contains(Throwing.class.getName() + ".readObject"), r.getMessage());
    assertTrue(r.getCause() instanceof java.io.InvalidObjectException);
    assertEquals("ok", f.deserialize(f.serialize("ok")));
  }

  @Test
  void corruptHookDataIsReportedNotMisread() {
    Fury f = fury(Carrier.class);
    Carrier c = new Carrier();
    c.payload = "text";
    byte[] bytes = f.serialize(c);
    for (int i = 1; i < bytes.length; i++) {
      byte[] bad = bytes.clone();
      bad[i] = (byte) 0x7F;
      int at = i;
      try {
        Object back = f.deserialize(bad);
        assertTrue(back instanceof Carrier, "offset " + at);
      } catch (FuryException e) {
        assertTrue(
            e instanceof DeserializationException || e instanceof InsecureException,
            "offset " + at + ": " + e);
      }
    }
  }
}
