package org.furylike.serializer.jdk;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.memory.Instantiator;

/**
 * Creates instances of a serializable class as {@code ObjectInputStream} does: allocated without
 * running the class's own constructors, then the no-arg constructor of its first non-serializable
 * superclass runs, so {@code transient} fields start at their defaults before {@code readObject}.
 * Uses {@code sun.reflect.ReflectionFactory} (module {@code jdk.unsupported}) when present, which
 * prints no warning; otherwise allocates without any constructor.
 */
final class SerialInstantiator {
  private static final Object FACTORY;
  private static final Method NEW_CONSTRUCTOR;
  private static final Method NEW_CONSTRUCTOR_CALLING;
  private static final Method DEFAULT_WRITE;
  private static final Method DEFAULT_READ;
  private static final Method READ_OBJECT;
  private static final Method WRITE_REPLACE;
  private static final Method READ_RESOLVE;

  static {
    Object factory = null;
    Method newConstructor = null;
    Method newConstructorCalling = null;
    try {
      Class<?> c = Class.forName("sun.reflect.ReflectionFactory");
      factory = c.getMethod("getReflectionFactory").invoke(null);
      newConstructor = c.getMethod("newConstructorForSerialization", Class.class);
      newConstructorCalling =
          c.getMethod("newConstructorForSerialization", Class.class, Constructor.class);
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      factory = null;
      newConstructor = null;
      newConstructorCalling = null;
    }
    FACTORY = factory;
    DEFAULT_WRITE = factoryMethod(factory, "defaultWriteObjectForSerialization");
    DEFAULT_READ = factoryMethod(factory, "defaultReadObjectForSerialization");
    READ_OBJECT = factoryMethod(factory, "readObjectForSerialization");
    WRITE_REPLACE = factoryMethod(factory, "writeReplaceForSerialization");
    READ_RESOLVE = factoryMethod(factory, "readResolveForSerialization");
    NEW_CONSTRUCTOR = newConstructor;
    NEW_CONSTRUCTOR_CALLING = newConstructorCalling;
  }

  private final Class<?> cls;
  private final Constructor<?> ctor;
  private final Instantiator<?> fallback;

  SerialInstantiator(Class<?> cls) {
    this.cls = cls;
    Constructor<?> c = null;
    if (NEW_CONSTRUCTOR != null) {
      try {
        c = (Constructor<?>) NEW_CONSTRUCTOR.invoke(FACTORY, cls);
      } catch (ReflectiveOperationException | RuntimeException e) {
        throw new FuryException("cannot prepare the instantiation of " + cls.getName(), e);
      }
      if (c == null) {
        throw new FuryException(
            cls.getName()
                + " cannot be deserialized: its first non-serializable superclass has no"
                + " accessible no-arg constructor");
      }
    }
    this.ctor = c;
    this.fallback = c == null ? Instantiator.allocating(cls) : null;
  }

  /**
   * A constructor that allocates {@code cls} and runs {@code superConstructor}, a public
   * constructor of one of its superclasses, on it; null when the JDK offers no such factory.
   */
  static Constructor<?> calling(Class<?> cls, Constructor<?> superConstructor) {
    if (NEW_CONSTRUCTOR_CALLING == null) {
      return null;
    }
    try {
      return (Constructor<?>) NEW_CONSTRUCTOR_CALLING.invoke(FACTORY, cls, superConstructor);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new FuryException("cannot prepare the instantiation of " + cls.getName(), e);
    }
  }

  /** The factory's method {@code name(Class)} (JDK 24 and later), or null. */
  private static Method factoryMethod(Object factory, String name) {
    if (factory == null) {
      return null;
    }
    try {
      return factory.getClass().getMethod(name, Class.class);
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  /**
   * The JDK's generated default {@code writeObject} of {@code cls}, typed {@code
   * (Object,ObjectOutputStream)void}: it passes every default serializable field to {@code
   * putFields}; null before JDK 24.
   */
  static MethodHandle defaultWriteObject(Class<?> cls) {
    return handle(DEFAULT_WRITE, cls);
  }

  /** As {@link #defaultWriteObject}, for reading the fields from {@code readFields}. */
  static MethodHandle defaultReadObject(Class<?> cls) {
    return handle(DEFAULT_READ, cls);
  }

  /**
   * The private {@code readObject} of {@code cls} (a JDK class included), typed {@code
   * (cls,ObjectInputStream)void}; null when {@code cls} declares none or the JDK offers no handle.
   */
  static MethodHandle readObject(Class<?> cls) {
    return handle(READ_OBJECT, cls);
  }

  /**
   * The {@code writeReplace} of {@code cls} (private ones of JDK classes included), typed {@code
   * (Object)Object}; null when it has none or the JDK offers no handle.
   */
  static MethodHandle writeReplace(Class<?> cls) {
    return handle(WRITE_REPLACE, cls);
  }

  /** As {@link #writeReplace}, for {@code readResolve}. */
  static MethodHandle readResolve(Class<?> cls) {
    return handle(READ_RESOLVE, cls);
  }

  private static MethodHandle handle(Method m, Class<?> cls) {
    if (m == null) {
      return null;
    }
    try {
      return (MethodHandle) m.invoke(FACTORY, cls);
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new FuryException("cannot prepare the fields of " + cls.getName(), e);
    }
  }

  Object newInstance() {
    if (ctor == null) {
      return fallback.newInstance();
    }
    try {
      return ctor.newInstance();
    } catch (InvocationTargetException e) {
      throw new DeserializationException(
          "the no-arg constructor of a superclass of "
              + cls.getName()
              + " threw "
              + e.getCause().getClass().getName(),
          e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate " + cls.getName(), e);
    }
  }
}
