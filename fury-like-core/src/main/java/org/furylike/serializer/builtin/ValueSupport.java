package org.furylike.serializer.builtin;

import java.util.function.Supplier;
import org.furylike.context.ReadContext;
import org.furylike.exception.DeserializationException;

/** Shared checks and lookups of the value-type serializers (time and misc families). */
final class ValueSupport {
  private ValueSupport() {}

  /** A failure to rebuild a {@code type} whose data started at {@code at}, for a stated reason. */
  static DeserializationException invalid(Class<?> type, int at, String why) {
    return new DeserializationException(
        "invalid " + type.getName() + " data at offset " + at + ": " + why);
  }

  /** A failure to rebuild a {@code type}: the JDK rejected the values read, as {@code cause}. */
  static DeserializationException invalid(Class<?> type, int at, Exception cause) {
    return new DeserializationException(
        "invalid " + type.getName() + " data at offset " + at + ": " + cause.getMessage(), cause);
  }

  /** Reads a byte and checks that it lies in {@code [min, max]}. */
  static int readByteIn(ReadContext ctx, int min, int max, Class<?> type, String what) {
    int at = ctx.buffer().readerIndex();
    int v = ctx.buffer().readByte();
    if (v < min || v > max) {
      throw invalid(type, at, what + " " + v + " is outside [" + min + ", " + max + "]");
    }
    return v;
  }

  /** Reads a nano-of-second (an int honouring number compression) and checks its range. */
  static int readNanos(ReadContext ctx, Class<?> type) {
    int at = ctx.buffer().readerIndex();
    int nanos = ctx.readInt32();
    if (nanos < 0 || nanos > 999_999_999) {
      throw invalid(type, at, "nano-of-second " + nanos + " is outside [0, 999999999]");
    }
    return nanos;
  }

  /**
   * A JDK-private class by name, loaded without initialization; {@code fallback} computes it from
   * an instance if this JDK names it differently. Used only to declare aliases.
   */
  static Class<?> jdkClass(String name, Supplier<Class<?>> fallback) {
    try {
      return Class.forName(name, false, null);
    } catch (ClassNotFoundException | LinkageError e) {
      return fallback.get();
    }
  }
}
