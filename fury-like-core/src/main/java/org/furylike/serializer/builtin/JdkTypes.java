package org.furylike.serializer.builtin;

import org.furylike.exception.FuryException;
import org.furylike.memory.Instantiator;

/** Helpers for recognising JDK classes and their user subclasses. */
final class JdkTypes {
  private JdkTypes() {}

  /** Whether {@code cls} belongs to a JDK module. */
  static boolean isJdkClass(Class<?> cls) {
    Module m = cls.getModule();
    return m.isNamed()
        && m.getLayer() == ModuleLayer.boot()
        && (m.getName().startsWith("java.") || m.getName().startsWith("jdk."));
  }

  /** The nearest superclass (or the class itself) that is a JDK class; null if only Object. */
  static Class<?> nearestJdkAncestor(Class<?> cls) {
    for (Class<?> c = cls; c != null && c != Object.class; c = c.getSuperclass()) {
      if (isJdkClass(c)) {
        return java.lang.reflect.Modifier.isAbstract(c.getModifiers()) ? null : c;
      }
    }
    return null;
  }

  /** An instantiator that runs the no-arg constructor, which JDK superclasses need. */
  static <T> Instantiator<T> constructorInstantiator(Class<T> cls) {
    try {
      cls.getDeclaredConstructor();
    } catch (NoSuchMethodException e) {
      throw new FuryException(
          cls.getName()
              + " extends a JDK collection or map but has no no-arg constructor, which is needed"
              + " to initialize the JDK state; add one or register a custom serializer");
    }
    return Instantiator.of(cls);
  }
}
