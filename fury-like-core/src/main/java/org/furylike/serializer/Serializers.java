package org.furylike.serializer;

import java.io.Externalizable;
import java.util.Collection;
import java.util.Map;
import java.util.function.Supplier;
import org.furylike.exception.FuryException;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.builtin.ArraySerializers;
import org.furylike.serializer.builtin.CollectionSerializers;
import org.furylike.serializer.builtin.EnumSerializer;
import org.furylike.serializer.builtin.MapSerializers;
import org.furylike.serializer.jdk.ExternalizableSerializer;
import org.furylike.serializer.jdk.HookedContainerSerializer;
import org.furylike.serializer.jdk.JdkHooks;
import org.furylike.serializer.jdk.RecordHookSerializer;
import org.furylike.serializer.jdk.SerializableHookSerializer;
import org.furylike.serializer.jdk.ThrowableSerializer;

/** Chooses the serializer of a class that has no built-in or custom serializer. */
public final class Serializers {
  private Serializers() {}

  /**
   * The default serializer of {@code cls}: enum, array, record, collection/map subclass, throwable,
   * a class with JDK serialization hooks (the same hook-aware serializer in every codegen mode, so
   * all modes write identical bytes), object.
   *
   * @param resolver the resolver of the instance
   * @param cls the class to serve
   * @return a new serializer
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static Serializer<?> createDefault(ClassResolver resolver, Class<?> cls) {
    if (cls.isEnum()) {
      return new EnumSerializer(cls);
    }
    if (cls.isArray()) {
      return ArraySerializers.objectArray(resolver, cls);
    }
    if (RecordHookSerializer.applies(cls)) {
      return new RecordHookSerializer(resolver, cls);
    }
    if (cls.isRecord()) {
      return generatedOr(resolver, cls, new Interpreted(resolver, cls));
    }
    if (Collection.class.isAssignableFrom(cls) || Map.class.isAssignableFrom(cls)) {
      Serializer<?> s = HookedContainerSerializer.forHookedSubclass(resolver, cls);
      if (s != null) {
        return s;
      }
    }
    if (Collection.class.isAssignableFrom(cls)) {
      Serializer<?> s = CollectionSerializers.forSubclass(resolver, cls);
      if (s != null) {
        return s;
      }
    }
    if (Map.class.isAssignableFrom(cls)) {
      Serializer<?> s = MapSerializers.forSubclass(resolver, cls);
      if (s != null) {
        return s;
      }
    }
    if (Throwable.class.isAssignableFrom(cls)) {
      return ThrowableSerializer.forClass(resolver, cls);
    }
    if (isJdkInternal(cls)) {
      throw new FuryException(
          "no built-in serializer for JDK class "
              + cls.getName()
              + "; register a custom serializer with fury.registerSerializer");
    }
    if (JdkHooks.hasHooks(cls)) {
      return Externalizable.class.isAssignableFrom(cls)
          ? new ExternalizableSerializer(resolver, cls)
          : new SerializableHookSerializer(resolver, cls);
    }
    return generatedOr(resolver, cls, new Interpreted(resolver, cls));
  }

  private static Serializer<?> generatedOr(
      ClassResolver resolver, Class<?> cls, Supplier<Serializer<?>> interpreter) {
    if (resolver.getConfig().isCodegen()) {
      return resolver.codeGenerator().create(resolver, cls, interpreter);
    }
    return interpreter.get();
  }

  /**
   * The interpreted serializer of a plain class or record, whatever the codegen setting.
   *
   * @param resolver the resolver of the instance
   * @param cls a plain class or record
   * @return a new interpreted serializer
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static Serializer<?> interpreter(ClassResolver resolver, Class<?> cls) {
    return cls.isRecord()
        ? new RecordSerializer(resolver, cls)
        : new ObjectSerializer(resolver, cls);
  }

  /**
   * Makes the interpreted serializer of a class when asked. A class of its own rather than a
   * lambda: a lambda's first use costs a fresh JVM's first serialize a millisecond or more.
   */
  private static final class Interpreted implements Supplier<Serializer<?>> {
    private final ClassResolver resolver;
    private final Class<?> cls;

    Interpreted(ClassResolver resolver, Class<?> cls) {
      this.resolver = resolver;
      this.cls = cls;
    }

    @Override
    public Serializer<?> get() {
      return interpreter(resolver, cls);
    }
  }

  private static boolean isJdkInternal(Class<?> cls) {
    return ThrowableSerializer.isJdk(cls);
  }
}
