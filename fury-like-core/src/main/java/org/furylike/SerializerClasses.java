package org.furylike;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.function.Function;
import org.furylike.config.Config;
import org.furylike.exception.FuryException;
import org.furylike.serializer.Serializer;

/**
 * Turns a serializer class into a factory, for {@code registerSerializer(Class, Class)} on both
 * facades. The constructor is chosen once, at registration, so a class without a usable one fails
 * there rather than at the first value.
 */
final class SerializerClasses {
  private SerializerClasses() {}

  /**
   * A factory that creates instances of {@code serializerClass} for values of {@code cls} through
   * its first public constructor among {@code (Config, Class)}, {@code (Class)}, {@code (Config)}
   * and {@code ()}.
   */
  static <T> Function<Config, Serializer<? extends T>> factory(
      Class<T> cls, Class<? extends Serializer<?>> serializerClass) {
    if (cls == null || serializerClass == null) {
      throw new FuryException(
          "registerSerializer needs a class and a serializer class, got "
              + cls
              + " and "
              + serializerClass);
    }
    Constructor<?> ctor = constructor(cls, serializerClass);
    return config -> newInstance(ctor, cls, config);
  }

  private static Constructor<?> constructor(Class<?> cls, Class<?> serializerClass) {
    Class<?>[][] shapes = {{Config.class, Class.class}, {Class.class}, {Config.class}, {}};
    Constructor<?>[] publicConstructors = serializerClass.getConstructors();
    for (Class<?>[] shape : shapes) {
      for (Constructor<?> c : publicConstructors) {
        if (Arrays.equals(c.getParameterTypes(), shape)) {
          return c;
        }
      }
    }
    throw new FuryException(
        "serializer class "
            + serializerClass.getName()
            + " for "
            + cls.getName()
            + " has no public constructor taking (Config, Class), (Class), (Config) or ()");
  }

  @SuppressWarnings("unchecked")
  private static <T> Serializer<? extends T> newInstance(
      Constructor<?> ctor, Class<T> cls, Config config) {
    Object[] args = new Object[ctor.getParameterCount()];
    Class<?>[] types = ctor.getParameterTypes();
    for (int i = 0; i < args.length; i++) {
      args[i] = types[i] == Config.class ? config : cls;
    }
    try {
      return (Serializer<? extends T>) ctor.newInstance(args);
    } catch (InvocationTargetException e) {
      throw new FuryException(
          "constructor of serializer "
              + ctor.getDeclaringClass().getName()
              + " for "
              + cls.getName()
              + " failed: "
              + e.getCause(),
          e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new FuryException(
          "cannot create serializer " + ctor.getDeclaringClass().getName() + ": " + e, e);
    }
  }
}
