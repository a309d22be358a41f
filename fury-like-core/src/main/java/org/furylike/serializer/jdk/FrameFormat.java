package org.furylike.serializer.jdk;

import java.util.Map;

/**
 * The private {@code format} bits of a {@code StackTraceElement} (whether its class came from a
 * built-in class loader or a non-upgradeable JDK module), which decide whether {@code toString}
 * prints the class loader and module version. The public constructor cannot set them, so frames
 * read back would print as {@code app//com.example.Main.run(...)}; this restores them where the JVM
 * allows ({@link JdkLayerFields}), and is a no-op elsewhere.
 */
final class FrameFormat {
  private static final JdkLayerFields FIELDS = JdkLayerFields.of(StackTraceElement.class);
  private static final int INDEX = FIELDS == null ? -1 : FIELDS.indexOf("format");

  private FrameFormat() {}

  /** The format bits of {@code e}, 0 when they cannot be read. */
  static byte of(StackTraceElement e) {
    if (INDEX < 0) {
      return 0;
    }
    Object v = FIELDS.get(e)[INDEX];
    return v instanceof Byte ? (Byte) v : 0;
  }

  /** Sets the format bits of {@code e}, a frame just created, when they can be set. */
  static void set(StackTraceElement e, byte bits) {
    if (INDEX >= 0 && bits != 0) {
      FIELDS.set(e, Map.of("format", bits));
    }
  }
}
