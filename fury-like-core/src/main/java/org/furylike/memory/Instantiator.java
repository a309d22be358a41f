package org.furylike.memory;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import org.furylike.exception.FuryException;

/**
 * Creates instances of a class for deserialization: through its no-argument constructor when it has
 * one (so field initializers and constructor defaults apply), otherwise without running any
 * constructor. Only {@code sun.misc.Unsafe#allocateInstance} is used, which is not one of the
 * memory-access methods the JDK warns about.
 *
 * @param <T> the class instantiated
 */
public abstract class Instantiator<T> {
  private static final java.lang.invoke.MethodHandles.Lookup LOOKUP =
      java.lang.invoke.MethodHandles.lookup();
  private static final java.lang.invoke.MethodType FACTORY =
      java.lang.invoke.MethodType.methodType(Object.class);

  private static final Object UNSAFE;
  private static final java.lang.reflect.Method ALLOCATE;

  static {
    Object unsafe = null;
    java.lang.reflect.Method allocate = null;
    try {
      Class<?> c = Class.forName("sun.misc.Unsafe");
      Field f = c.getDeclaredField("theUnsafe");
      f.setAccessible(true);
      unsafe = f.get(null);
      allocate = c.getMethod("allocateInstance", Class.class);
    } catch (ReflectiveOperationException | RuntimeException e) {
      unsafe = null;
      allocate = null;
    }
    UNSAFE = unsafe;
    ALLOCATE = allocate;
  }

  /**
   * Creates a new, unpopulated instance.
   *
   * @return the new instance, before any field is read into it
   */
  public abstract T newInstance();

  /** {@return a method handle typed {@code ()Object} that creates instances the same way} */
  public abstract java.lang.invoke.MethodHandle handle();

  /** For the implementations {@link #of} and {@link #allocating} return. */
  public Instantiator() {}

  /**
   * The instantiator for {@code cls}.
   *
   * @param <T> the type instantiated
   * @param cls the class to instantiate
   * @return an instantiator that calls the no-argument constructor (of any access) if there is one,
   *     else one that runs no constructor
   * @throws FuryException if {@code cls} is an interface or abstract
   */
  public static <T> Instantiator<T> of(Class<T> cls) {
    if (cls.isInterface() || java.lang.reflect.Modifier.isAbstract(cls.getModifiers())) {
      throw new FuryException("cannot instantiate abstract type " + cls.getName());
    }
    try {
      Constructor<T> ctor = cls.getDeclaredConstructor();
      ctor.setAccessible(true);
      return new ConstructorInstantiator<>(ctor);
    } catch (NoSuchMethodException | RuntimeException e) {
      return allocating(cls);
    }
  }

  /**
   * An instantiator that runs no constructor at all.
   *
   * @param <T> the type instantiated
   * @param cls the class to instantiate
   * @return the instantiator
   */
  public static <T> Instantiator<T> allocating(Class<T> cls) {
    if (ALLOCATE == null) {
      throw new FuryException(
          cls.getName() + " has no no-arg constructor and sun.misc.Unsafe is unavailable");
    }
    return new AllocatingInstantiator<>(cls);
  }

  private static final class ConstructorInstantiator<T> extends Instantiator<T> {
    private final Constructor<T> ctor;

    ConstructorInstantiator(Constructor<T> ctor) {
      this.ctor = ctor;
    }

    @Override
    public java.lang.invoke.MethodHandle handle() {
      try {
        return LOOKUP.unreflectConstructor(ctor).asType(FACTORY);
      } catch (IllegalAccessException e) {
        throw new FuryException("cannot access constructor of " + ctor.getDeclaringClass(), e);
      }
    }

    @Override
    public T newInstance() {
      try {
        return ctor.newInstance();
      } catch (InvocationTargetException e) {
        throw new org.furylike.exception.UserCodeException(
            "the constructor of "
                + ctor.getDeclaringClass().getName()
                + " threw "
                + e.getCause().getClass().getName(),
            e.getCause());
      } catch (ReflectiveOperationException e) {
        throw new FuryException("cannot create " + ctor.getDeclaringClass().getName(), e);
      }
    }
  }

  private static final class AllocatingInstantiator<T> extends Instantiator<T> {
    private final Class<T> cls;
    private final java.lang.invoke.MethodHandle allocate;

    AllocatingInstantiator(Class<T> cls) {
      this.cls = cls;
      this.allocate = handle();
    }

    @Override
    public java.lang.invoke.MethodHandle handle() {
      try {
        return LOOKUP.unreflect(ALLOCATE).bindTo(UNSAFE).bindTo(cls).asType(FACTORY);
      } catch (IllegalAccessException e) {
        throw new FuryException("cannot allocate " + cls.getName(), e);
      }
    }

    @Override
    public T newInstance() {
      try {
        return cls.cast((Object) allocate.invokeExact());
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable t) {
        throw new FuryException("cannot allocate " + cls.getName() + ": " + t, t);
      }
    }
  }
}
