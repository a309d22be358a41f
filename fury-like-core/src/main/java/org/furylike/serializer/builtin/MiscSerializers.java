package org.furylike.serializer.builtin;

import org.furylike.resolver.BuiltinRegistry;

/** Built-in serializers of the misc family. */
public final class MiscSerializers {
  private MiscSerializers() {}

  static void register(BuiltinRegistry r) {}
}
