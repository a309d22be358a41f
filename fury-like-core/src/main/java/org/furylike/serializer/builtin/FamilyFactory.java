package org.furylike.serializer.builtin;

import org.furylike.resolver.ClassResolver;
import org.furylike.resolver.SerializerFactory;
import org.furylike.serializer.Serializer;

/**
 * The serializer factory of one family of built-in types: one object serves every entry of the
 * family and picks the serializer by the entry's class, which is the class the resolver passes for
 * built-in entries (aliases and family members resolve to their entry's class).
 *
 * <p>The built-in table is built once per process, inside the first {@code build()}. With one
 * lambda per entry, a fresh JVM links about 170 call sites there, which was most of the cost of the
 * first {@code build()}. {@link #make} returns {@code Object} so that verifying a family's factory
 * does not load every serializer class it can create; each loads when first made.
 */
abstract class FamilyFactory implements SerializerFactory {
  @Override
  public final Serializer<?> create(ClassResolver resolver, Class<?> cls) {
    Object s = make(resolver, cls);
    if (s == null) {
      throw new IllegalStateException(
          "no built-in serializer for " + cls.getName() + " in " + getClass().getName());
    }
    return (Serializer<?>) s;
  }

  /** The serializer of built-in class {@code c} of this family, or null if {@code c} is not one. */
  abstract Object make(ClassResolver res, Class<?> c);
}
