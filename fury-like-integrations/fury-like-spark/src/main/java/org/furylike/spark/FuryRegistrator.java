package org.furylike.spark;

import org.furylike.ThreadSafeFury;

/**
 * Registers classes (and custom serializers) on the {@link ThreadSafeFury} that {@link
 * FurySparkSerializer} builds, like Kryo's {@code KryoRegistrator}. Name implementations in {@code
 * spark.furylike.registrator}; each needs a public no-argument constructor. Registrators run after
 * the built-in registrations and the {@code spark.furylike.classesToRegister} list, in the order
 * given, identically on the driver and every executor.
 */
public interface FuryRegistrator {
  /**
   * Registers classes on {@code fury}, always in the same order.
   *
   * @param fury the serializer to register on; registration must not depend on anything but this
   *     code
   */
  void registerClasses(ThreadSafeFury fury);
}
