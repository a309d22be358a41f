package org.furylike.serializer.builtin;

import org.furylike.resolver.BuiltinRegistry;

/** Built-in serializers of the time family. */
public final class TimeSerializers {
  private TimeSerializers() {}

  static void register(BuiltinRegistry r) {}
}
