package org.furylike.memory;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.util.Arrays;

/**
 * Access to the bytes a {@link String} keeps internally, so that a string can be written with one
 * array copy instead of a scan for non-Latin-1 characters followed by a copy, and a UTF-16 string
 * read with one copy instead of three ({@link #newUtf16}).
 *
 * <p>The access goes through {@code sun.misc.Unsafe} field reads. Since JDK 24 the JDK prints a
 * warning on the first use of those methods, so they are used only on JDK 23 and earlier or when
 * the JVM runs with {@code --sun-misc-unsafe-memory-access=allow} ({@link UnsafeAccess}), and only
 * when a self-check at class initialisation confirms the layout this class expects: a {@code byte[]
 * value} and a {@code byte coder} in which 0 means Latin-1 and 1 means UTF-16 in the platform's
 * byte order, with compact strings on and a little-endian platform. Everywhere else {@link
 * #AVAILABLE} is false and callers fall back to the public {@link String} API. The bytes returned
 * are the string's own: callers must never modify them. {@link #CAN_CREATE} says whether strings
 * may be made around new bytes, which a second self-check confirms.
 */
public final class StringBytes {
  /** Whether {@link #value} and {@link #isLatin1} may be called on this JVM. */
  public static final boolean AVAILABLE;

  /** Whether {@link #newUtf16} may be called on this JVM. */
  public static final boolean CAN_CREATE;

  private static final long VALUE_OFFSET;
  private static final long CODER_OFFSET;

  /** {@code Unsafe.allocateInstance}, {@code putObject}, {@code putByte} and {@code storeFence}. */
  private static final MethodHandle ALLOCATE;

  private static final MethodHandle PUT_OBJECT;
  private static final MethodHandle PUT_BYTE;
  private static final MethodHandle STORE_FENCE;

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
    MethodHandle allocate = null;
    MethodHandle putObject = null;
    MethodHandle putByte = null;
    MethodHandle storeFence = null;
    if (AVAILABLE) {
      try {
        allocate =
            UnsafeAccess.bound(
                "allocateInstance", MethodType.methodType(Object.class, Class.class));
        putObject =
            UnsafeAccess.bound(
                "putObject",
                MethodType.methodType(void.class, Object.class, long.class, Object.class));
        putByte =
            UnsafeAccess.bound(
                "putByte", MethodType.methodType(void.class, Object.class, long.class, byte.class));
        storeFence = UnsafeAccess.bound("storeFence", MethodType.methodType(void.class));
      } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
        // strings are made through the public API
        allocate = null;
      }
    }
    ALLOCATE = allocate;
    PUT_OBJECT = putObject;
    PUT_BYTE = putByte;
    STORE_FENCE = storeFence;
    CAN_CREATE = allocate != null && createCheck();
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

  /** Whether a string made by {@link #newUtf16} behaves as one made by the public API. */
  private static boolean createCheck() {
    try {
      char[] chars = {'a', '\u0100', '\u4eac', 'z'};
      String expected = new String(chars);
      byte[] wire = new byte[2 + chars.length * 2];
      for (int i = 0; i < chars.length; i++) {
        wire[2 + 2 * i] = (byte) chars[i];
        wire[3 + 2 * i] = (byte) (chars[i] >>> 8);
      }
      String made = newUtf16(wire, 2, chars.length * 2);
      return made.equals(expected)
          && expected.equals(made)
          && made.hashCode() == expected.hashCode()
          && made.length() == chars.length
          && made.charAt(2) == '\u4eac'
          && made.compareTo(expected) == 0
          && (made + "!").equals(expected + "!");
    } catch (RuntimeException | LinkageError e) {
      return false;
    }
  }

  /**
   * A new string of the UTF-16 chars in {@code src[index, index + bytes)}, two little-endian bytes
   * each, made with one copy of the bytes. Only when {@link #CAN_CREATE}, and only for chars of
   * which at least one is above 255 (see {@link #hasNonLatin1}): the JDK keeps every other string
   * one byte per char, and compares strings by that form.
   *
   * @param src the bytes
   * @param index where the chars start
   * @param bytes twice the number of chars
   * @return the string
   */
  public static String newUtf16(byte[] src, int index, int bytes) {
    byte[] value = Arrays.copyOfRange(src, index, index + bytes);
    try {
      String s = (String) (Object) ALLOCATE.invokeExact(String.class);
      PUT_OBJECT.invokeExact((Object) s, VALUE_OFFSET, (Object) value);
      PUT_BYTE.invokeExact((Object) s, CODER_OFFSET, (byte) 1);
      // as at the end of a constructor: the fields are set before the string is published
      STORE_FENCE.invokeExact();
      return s;
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      // allocateInstance declares InstantiationException, which String never raises
      throw new IllegalStateException(t);
    }
  }

  /**
   * Whether any of the {@code chars} UTF-16 little-endian chars at {@code src[index]} is above 255.
   *
   * @param src the bytes
   * @param index where the chars start
   * @param chars the number of chars
   * @return whether a char's high byte is not zero
   */
  public static boolean hasNonLatin1(byte[] src, int index, int chars) {
    for (int i = index + 1, end = index + 2 * chars; i < end; i += 2) {
      if (src[i] != 0) {
        return true;
      }
    }
    return false;
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
