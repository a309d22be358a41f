package org.furylike.memory;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.nio.ByteOrder;

/**
 * The {@code sun.misc.Unsafe} memory-access methods this package uses, on the JDKs where they print
 * nothing: JDK 23 and earlier, and later JDKs run with {@code
 * --sun-misc-unsafe-memory-access=allow} (from JDK 24 the JDK warns on their first use unless that
 * option allows them), on little-endian platforms (the wire format is little-endian, so raw copies
 * equal the encoded bytes). Where {@link #AVAILABLE} is false nothing here may be called, and
 * callers use the public API instead. Every caller checks bounds before copying.
 */
final class UnsafeAccess {
  /** Whether the methods below may be called on this JVM. */
  static final boolean AVAILABLE;

  static final long BYTE_BASE;
  static final long CHAR_BASE;
  static final long SHORT_BASE;
  static final long INT_BASE;
  static final long LONG_BASE;
  static final long FLOAT_BASE;
  static final long DOUBLE_BASE;

  private static final MethodHandle GET_OBJECT;
  private static final MethodHandle GET_BYTE;
  private static final MethodHandle GET_LONG;
  private static final MethodHandle COPY;
  private static final MethodHandle FIELD_OFFSET;
  private static final Object UNSAFE;

  static {
    Object unsafe = null;
    MethodHandle getObject = null;
    MethodHandle getByte = null;
    MethodHandle getLong = null;
    MethodHandle copy = null;
    MethodHandle fieldOffset = null;
    long[] bases = new long[7];
    if (allowedWithoutWarning() && ByteOrder.nativeOrder() == ByteOrder.LITTLE_ENDIAN) {
      try {
        Class<?> c = Class.forName("sun.misc.Unsafe");
        Field f = c.getDeclaredField("theUnsafe");
        f.setAccessible(true);
        unsafe = f.get(null);
        getObject =
            bind(
                unsafe, "getObject", MethodType.methodType(Object.class, Object.class, long.class));
        getByte =
            bind(unsafe, "getByte", MethodType.methodType(byte.class, Object.class, long.class));
        getLong =
            bind(unsafe, "getLong", MethodType.methodType(long.class, Object.class, long.class));
        copy =
            bind(
                unsafe,
                "copyMemory",
                MethodType.methodType(
                    void.class, Object.class, long.class, Object.class, long.class, long.class));
        fieldOffset =
            bind(unsafe, "objectFieldOffset", MethodType.methodType(long.class, Field.class));
        MethodHandle base =
            bind(unsafe, "arrayBaseOffset", MethodType.methodType(int.class, Class.class));
        Class<?>[] arrays = {
          byte[].class,
          char[].class,
          short[].class,
          int[].class,
          long[].class,
          float[].class,
          double[].class
        };
        for (int i = 0; i < arrays.length; i++) {
          bases[i] = (int) base.invoke(arrays[i]);
        }
      } catch (VirtualMachineError e) {
        throw e;
      } catch (Throwable t) {
        // no usable sun.misc.Unsafe here: every caller takes the public-API path
        unsafe = null;
      }
    }
    GET_OBJECT = getObject;
    GET_BYTE = getByte;
    GET_LONG = getLong;
    COPY = copy;
    FIELD_OFFSET = fieldOffset;
    UNSAFE = unsafe;
    BYTE_BASE = bases[0];
    CHAR_BASE = bases[1];
    SHORT_BASE = bases[2];
    INT_BASE = bases[3];
    LONG_BASE = bases[4];
    FLOAT_BASE = bases[5];
    DOUBLE_BASE = bases[6];
    AVAILABLE = unsafe != null && selfCheck();
  }

  private UnsafeAccess() {}

  /**
   * Whether the JDK lets {@code sun.misc.Unsafe}'s memory access run without printing a warning:
   * before JDK 24 always; from JDK 24 only when the JVM was started with {@code
   * --sun-misc-unsafe-memory-access=allow}, which the launcher passes on as the system property
   * read here (the JDK's own check reads the same property).
   */
  static boolean allowedWithoutWarning() {
    return Runtime.version().feature() < 24
        || "allow".equals(System.getProperty("sun.misc.unsafe.memory.access"));
  }

  private static boolean selfCheck() {
    try {
      int[] ints = {0x04030201, 0x08070605};
      byte[] bytes = new byte[10];
      toBytes(ints, INT_BASE, bytes, 1, 8);
      int[] back = new int[2];
      fromBytes(bytes, 1, back, INT_BASE, 8);
      return bytes[0] == 0
          && bytes[1] == 1
          && bytes[8] == 8
          && bytes[9] == 0
          && back[0] == ints[0]
          && back[1] == ints[1];
    } catch (RuntimeException | LinkageError e) {
      return false;
    }
  }

  /** What a method handle threw, unchecked: runtime exceptions and errors as they are. */
  private static RuntimeException rethrow(Throwable t) {
    if (t instanceof RuntimeException) {
      return (RuntimeException) t;
    }
    if (t instanceof Error) {
      throw (Error) t;
    }
    return new IllegalStateException(t);
  }

  /** The offset of instance field {@code f}, for {@link #getObject} and {@link #getByte}. */
  static long fieldOffset(Field f) {
    try {
      return (long) FIELD_OFFSET.invokeExact(f);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * The {@code sun.misc.Unsafe} method {@code name} of {@code type} (without the receiver), bound
   * to the instance. Only when {@link #AVAILABLE}.
   */
  static MethodHandle bound(String name, MethodType type) throws ReflectiveOperationException {
    return bind(UNSAFE, name, type);
  }

  private static MethodHandle bind(Object unsafe, String name, MethodType type)
      throws ReflectiveOperationException {
    return MethodHandles.publicLookup().findVirtual(unsafe.getClass(), name, type).bindTo(unsafe);
  }

  /** Copies {@code bytes} raw bytes of a primitive array into {@code dst} at {@code index}. */
  static void toBytes(Object src, long srcBase, byte[] dst, int index, int bytes) {
    try {
      COPY.invokeExact(src, srcBase, (Object) dst, BYTE_BASE + index, (long) bytes);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /** Copies {@code bytes} raw bytes from {@code src} at {@code index} into a primitive array. */
  static void fromBytes(byte[] src, int index, Object dst, long dstBase, int bytes) {
    try {
      COPY.invokeExact((Object) src, BYTE_BASE + index, dst, dstBase, (long) bytes);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  /**
   * Throws {@link NullPointerException} for a null object: a raw field read of null would read near
   * address zero and crash the JVM instead of failing the call.
   */
  private static void requireObject(Object o) {
    if (o == null) {
      throw new NullPointerException("raw field read of null");
    }
  }

  static Object getObject(Object o, long offset) {
    requireObject(o);
    try {
      return (Object) GET_OBJECT.invokeExact(o, offset);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  static byte getByte(Object o, long offset) {
    requireObject(o);
    try {
      return (byte) GET_BYTE.invokeExact(o, offset);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }

  static long getLong(Object o, long offset) {
    requireObject(o);
    try {
      return (long) GET_LONG.invokeExact(o, offset);
    } catch (Throwable t) {
      throw rethrow(t);
    }
  }
}
