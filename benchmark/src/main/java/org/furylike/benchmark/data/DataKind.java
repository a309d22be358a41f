package org.furylike.benchmark.data;

import java.util.function.Supplier;

/** The benchmark objects. Each constant builds a fresh, identically populated instance. */
public enum DataKind {
  /** {@link Sample}: primitives, boxed primitives, primitive arrays and a string. */
  SAMPLE(Sample.class, BenchData::sample),
  /** {@link MediaContent}: the jvm-serializers object graph of strings, ints, enums and lists. */
  MEDIA_CONTENT(MediaContent.class, BenchData::mediaContent),
  /** {@link Struct}: a wide object of 120 primitive fields. */
  STRUCT(Struct.class, BenchData::struct);

  private final Class<?> type;
  private final Supplier<Object> factory;

  DataKind(Class<?> type, Supplier<Object> factory) {
    this.type = type;
    this.factory = factory;
  }

  /** The class of the object. */
  public Class<?> type() {
    return type;
  }

  /** A new populated instance; equal to every other instance this method returns. */
  public Object create() {
    return factory.get();
  }
}
