package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.exception.FuryException;
import org.furylike.exception.InsecureException;
import org.junit.jupiter.api.Test;

/**
 * Class registration and the deny list: what may be written, and what a reader refuses to load,
 * before any class named by the input is loaded or initialized.
 */
class SecurityTest {
  /** Counts static initializations of {@link Gadget} copies, across class loaders. */
  public static final class InitCounter {
    public static final AtomicInteger GADGET_INITS = new AtomicInteger();

    private InitCounter() {}
  }

  /**
   * A class whose static initializer leaves a trace, standing in for a gadget with side effects.
   */
  public static final class Gadget {
    static {
      InitCounter.GADGET_INITS.incrementAndGet();
    }

    public int x = 1;
  }

  static final class Unregistered {
    int v;
  }

  static final class Registered {
    Object any;
  }

  /** A user subclass of a denied JDK class. */
  static final class EvilThread extends Thread {}

  /**
   * Loads the named classes itself (a fresh copy per loader, so static initializers run again) and
   * records every class name it is asked for.
   */
  static final class RecordingLoader extends ClassLoader {
    private final Set<String> isolated;
    final List<String> requested = Collections.synchronizedList(new ArrayList<>());

    RecordingLoader(String... isolated) {
      super(SecurityTest.class.getClassLoader());
      this.isolated = Set.of(isolated);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      requested.add(name);
      if (!isolated.contains(name)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        if (c == null) {
          String resource = name.replace('.', '/') + ".class";
          try (InputStream in = getParent().getResourceAsStream(resource)) {
            if (in == null) {
              throw new ClassNotFoundException(name);
            }
            byte[] b = in.readAllBytes();
            c = defineClass(name, b, 0, b.length);
          } catch (IOException e) {
            throw new ClassNotFoundException(name, e);
          }
        }
        return c;
      }
    }
  }

  private static final String[] DENIED = {
    "org.apache.commons.collections.functors.InvokerTransformer",
    "org.apache.commons.collections4.functors.InstantiateTransformer",
    "com.sun.org.apache.xalan.internal.xsltc.trax.TemplatesImpl",
    "java.lang.ProcessBuilder",
    "java.lang.Runtime",
    "javax.management.BadAttributeValueExpException",
    "com.sun.rowset.JdbcRowSetImpl",
    "[Lorg.apache.commons.collections.functors.InvokerTransformer;"
  };

  // ------------------------------------------------------------------ registration

  @Test
  void registrationIsRequiredByDefault() {
    Fury fury = Fury.builder().build();
    assertTrue(fury.getConfig().isRequireClassRegistration());
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> fury.serialize(new Unregistered()));
    assertTrue(e.getMessage().contains(Unregistered.class.getName()), e.getMessage());
    assertTrue(e.getMessage().contains("register"), e.getMessage());
    assertTrue(e instanceof InsecureException);

    fury.register(Registered.class);
    Registered r = new Registered();
    r.any = new Unregistered();
    assertThrows(ClassNotRegisteredException.class, () -> fury.serialize(r));
    ArrayList<Object> list = new ArrayList<>();
    list.add(new Unregistered());
    assertThrows(ClassNotRegisteredException.class, () -> fury.serialize(list));
    r.any = "fine";
    assertEquals("fine", ((Registered) fury.deserialize(fury.serialize(r))).any);
  }

  @Test
  void readerRejectsIdsItDidNotRegister() {
    Fury writer = Fury.builder().build();
    writer.register(Registered.class, 40);
    Fury reader = Fury.builder().build();
    byte[] bytes = writer.serialize(new Registered());
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains("40"), e.getMessage());
    assertEquals("ok", reader.deserialize(reader.serialize("ok")));
  }

  @Test
  void unregisteredClassNameIsRejectedBeforeLoadingOrInitialization() throws Exception {
    String name = Gadget.class.getName();
    // The writer holds its own copy of Gadget; creating an instance runs that copy's initializer.
    RecordingLoader writerLoader = new RecordingLoader(name);
    Object gadget = writerLoader.loadClass(name).getDeclaredConstructor().newInstance();
    Fury writer = Fury.builder().requireClassRegistration(false).build();
    byte[] bytes = writer.serialize(gadget);
    int initsBefore = InitCounter.GADGET_INITS.get();

    RecordingLoader readerLoader = new RecordingLoader(name);
    Fury reader = Fury.builder().withClassLoader(readerLoader).build();
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains(name), e.getMessage());
    assertTrue(e.getMessage().contains("not loaded"), e.getMessage());
    assertFalse(readerLoader.requested.contains(name), "the class was asked for");
    assertEquals(initsBefore, InitCounter.GADGET_INITS.get(), "a static initializer ran");
    assertEquals("ok", reader.deserialize(reader.serialize("ok")));

    // Control: a reader that does not require registration loads (and initializes) its own copy,
    // so the checks above would have seen it.
    RecordingLoader permissiveLoader = new RecordingLoader(name);
    Fury permissive =
        Fury.builder().requireClassRegistration(false).withClassLoader(permissiveLoader).build();
    Object back = permissive.deserialize(bytes);
    assertSame(permissiveLoader, back.getClass().getClassLoader());
    assertTrue(permissiveLoader.requested.contains(name));
    assertEquals(initsBefore + 1, InitCounter.GADGET_INITS.get());
  }

  // ------------------------------------------------------------------ deny list

  @Test
  void deniedClassNamesAreRejectedWithOrWithoutRegistration() {
    for (boolean requireRegistration : new boolean[] {true, false}) {
      for (String name : DENIED) {
        RecordingLoader loader = new RecordingLoader();
        Fury reader =
            Fury.builder()
                .requireClassRegistration(requireRegistration)
                .withClassLoader(loader)
                .build();
        byte[] asObject =
            WireBytes.header(WireBytes.COMPRESS).raw(2).newClassName(name).raw(0).bytes();
        byte[] asArrayComponent =
            WireBytes.header(WireBytes.COMPRESS)
                .raw(2)
                .varint(0)
                .varint(1)
                .newClassName(name)
                .varint(0)
                .bytes();
        for (byte[] bytes : new byte[][] {asObject, asArrayComponent}) {
          InsecureException e =
              assertThrows(InsecureException.class, () -> reader.deserialize(bytes));
          assertFalse(e instanceof ClassNotRegisteredException, e.getMessage());
          assertTrue(e.getMessage().contains("deny list"), e.getMessage());
          assertEquals("ok", reader.deserialize(reader.serialize("ok")));
        }
        assertTrue(loader.requested.isEmpty(), "loader was asked for " + loader.requested);
      }
    }
  }

  @Test
  void deniedClassesAsClassValuesAreRejected() {
    for (boolean requireRegistration : new boolean[] {true, false}) {
      Fury fury = Fury.builder().requireClassRegistration(requireRegistration).build();
      // a Class value: flag, class info of java.lang.Class, then kind byte and the class identity
      byte[] stringClass = fury.serialize(String.class);
      assertSame(String.class, fury.deserialize(stringClass));
      byte[] prefix = WireBytes.dropLast(stringClass, 2);
      for (String name : new String[] {"java.lang.ProcessBuilder", "java.lang.Runtime"}) {
        byte[] byJdkName = WireBytes.of(prefix).raw(1).string(name).bytes();
        byte[] byNewName = WireBytes.of(prefix).raw(0).newClassName(name).bytes();
        assertThrows(InsecureException.class, () -> fury.deserialize(byJdkName), name);
        assertThrows(InsecureException.class, () -> fury.deserialize(byNewName), name);
      }
      assertThrows(InsecureException.class, () -> fury.serialize(ProcessBuilder.class));
    }
  }

  @Test
  void deniedClassesCannotBeRegisteredOrWritten() {
    Fury strict = Fury.builder().build();
    Fury open = Fury.builder().requireClassRegistration(false).build();
    assertThrows(InsecureException.class, () -> strict.register(ProcessBuilder.class));
    assertThrows(InsecureException.class, () -> strict.register(EvilThread.class));
    assertThrows(InsecureException.class, () -> open.serialize(new ProcessBuilder("true")));
    InsecureException e =
        assertThrows(InsecureException.class, () -> open.serialize(new EvilThread()));
    assertTrue(e.getMessage().contains("java.lang.Thread"), e.getMessage());
    assertFalse(e instanceof ClassNotRegisteredException);
  }

  @Test
  void subclassOfDeniedClassNamedInInputIsRejected() {
    Fury reader = Fury.builder().requireClassRegistration(false).build();
    byte[] bytes =
        WireBytes.header(WireBytes.COMPRESS)
            .raw(2)
            .newClassName(EvilThread.class.getName())
            .raw(0)
            .bytes();
    InsecureException e = assertThrows(InsecureException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains("java.lang.Thread"), e.getMessage());
  }

  @Test
  void unknownClassNameIsAFuryException() {
    Fury reader = Fury.builder().requireClassRegistration(false).build();
    byte[] bytes =
        WireBytes.header(WireBytes.COMPRESS)
            .raw(2)
            .newClassName("org.furylike.NoSuchClass")
            .raw(0)
            .bytes();
    FuryException e = assertThrows(FuryException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains("org.furylike.NoSuchClass"), e.getMessage());
  }
}
