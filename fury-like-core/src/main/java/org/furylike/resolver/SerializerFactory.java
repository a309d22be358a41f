package org.furylike.resolver;

import org.furylike.serializer.Serializer;

/** Creates the serializer of one class for one {@code Fury} instance. */
@FunctionalInterface
public interface SerializerFactory {
  /**
   * Creates a serializer for {@code cls}; called once per instance and class.
   *
   * @param resolver the resolver of the instance
   * @param cls the class to serve
   * @return the new serializer
   */
  Serializer<?> create(ClassResolver resolver, Class<?> cls);
}
