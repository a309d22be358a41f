package org.furylike.memory;

import java.lang.reflect.Field;

/**
 * Read-only access to the bytes a {@link String} keeps internally, so that a string can be written
 * with one array copy instead of a scan for non-Latin-1 characters followed by a copy.
 *
 * <p>The access goes through {@code sun.misc.Unsafe} field reads. Since JDK 24 the JDK prints a
 * warning on the first use of those methods, so they are used only on JDK 23 and earlier, and only
 * when a self-check at class initialisation confirms the layout this class expects: a {@code byte[]
 * value} and a {@code byte coder} in which 0 means Latin-1 and 1 means UTF-16 in the platform's
 * byte order, with compact strings on and a little-endian platform. Everywhere else {@link
 * #AVAILABLE} is false and callers fall back to the public {@link String} API. The bytes returned
 * are the string's own: callers must never modify them.
 */
public final class StringBytes {
  /** Whether {@link #value} and {@link #isLatin1} may be called on this JVM. */
  public static final boolean AVAILABLE;

  private static final long VALUE_OFFSET;
  private static final long CODER_OFFSET;

  static {
    long valueOffset = -1;
    long coderOffset = -1;
    if (UnsafeAccess.AVAILABLE) {
      try {
        Field value = String.class.getDeclaredField("value");
        Field coder = String.class.getDeclaredField("coder");
        if (value.getType() == byte[].class && coder.getType() == byte.class) {
          valueOffset = UnsafeAccess.fieldOffset(value);
          coderOffset = UnsafeAccess.fieldOffset(coder);
        }
      } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
        // another String layout: writers take the public-API path
        valueOffset = -1;
      }
    }
    VALUE_OFFSET = valueOffset;
    CODER_OFFSET = coderOffset;
    AVAILABLE = valueOffset >= 0 && coderOffset >= 0 && selfCheck();
  }

  private StringBytes() {}

  private static boolean selfCheck() {
    try {
      String latin1 = new String(new char[] {'a', '\u00e9', 'c'});
      String utf16 = new String(new char[] {'a', '\u0100'});
      byte[] l = rawValue(latin1);
      byte[] u = rawValue(utf16);
      return rawCoder(latin1) == 0
          && rawCoder(utf16) == 1
          && l.length == 3
          && l[1] == (byte) 0xe9
          && u.length == 4
          && u[0] == 'a'
          && u[1] == 0
          && u[2] == 0
          && u[3] == 1;
    } catch (RuntimeException | LinkageError e) {
      return false;
    }
  }

  /**
   * Initializes this class, and the raw access it uses, ahead of its first use: a background thread
   * calls it so that the first string written in a fresh JVM does not pay for the set-up.
   *
   * @return {@link #AVAILABLE}
   */
  public static boolean prepare() {
    return AVAILABLE;
  }

  /**
   * The string's internal array: one byte per char when {@link #isLatin1}, otherwise two
   * little-endian bytes per char. Only when {@link #AVAILABLE}; never modify the result.
   *
   * @param s the string
   * @return its internal bytes
   */
  public static byte[] value(String s) {
    return rawValue(s);
  }

  /**
   * Whether every char of {@code s} is below 256. Only when {@link #AVAILABLE}.
   *
   * @param s the string
   * @return whether it is stored one byte per char
   */
  public static boolean isLatin1(String s) {
    return rawCoder(s) == 0;
  }

  private static byte[] rawValue(String s) {
    return (byte[]) UnsafeAccess.getObject(s, VALUE_OFFSET);
  }

  private static byte rawCoder(String s) {
    return UnsafeAccess.getByte(s, CODER_OFFSET);
  }
}
