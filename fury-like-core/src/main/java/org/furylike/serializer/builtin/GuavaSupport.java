package org.furylike.serializer.builtin;

import org.furylike.resolver.BuiltinRegistry;

/**
 * Registers the Guava types when Guava is on the class path, or reserves their ids when it is not,
 * so the ids of everything registered later never depend on Guava's presence. No Guava type is
 * named here: the classes that name them load only when Guava is present.
 */
final class GuavaSupport {
  /** How many built-in ids the Guava types take. */
  static final int IDS = 16;

  private GuavaSupport() {}

  static boolean isPresent() {
    try {
      Class.forName(
          "com.google.common.collect.ImmutableList", false, GuavaSupport.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  static void register(BuiltinRegistry r) {
    int before = r.nextId();
    if (isPresent()) {
      GuavaCollectionSerializers.register(r);
      GuavaMultimapSerializers.register(r);
    } else {
      for (int i = 0; i < IDS; i++) {
        r.reserve();
      }
    }
    if (r.nextId() - before != IDS) {
      throw new IllegalStateException("Guava types must take exactly " + IDS + " ids");
    }
  }
}
