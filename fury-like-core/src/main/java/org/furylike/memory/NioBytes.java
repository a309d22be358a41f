package org.furylike.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * Little-endian absolute accesses to a {@link ByteBuffer} without an accessible array (direct or
 * read-only), for {@link MemoryBuffer}'s direct case. Byte-buffer view {@link VarHandle}s read and
 * write little-endian whatever the buffer's own order, check each index against the buffer's limit,
 * and never move its position. No {@code sun.misc.Unsafe} is involved, so no JDK prints a warning.
 */
final class NioBytes {
  private static final VarHandle SHORT =
      MethodHandles.byteBufferViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle CHAR =
      MethodHandles.byteBufferViewVarHandle(char[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle INT =
      MethodHandles.byteBufferViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle LONG =
      MethodHandles.byteBufferViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle FLOAT =
      MethodHandles.byteBufferViewVarHandle(float[].class, ByteOrder.LITTLE_ENDIAN);
  private static final VarHandle DOUBLE =
      MethodHandles.byteBufferViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);

  private NioBytes() {}

  static short getShort(ByteBuffer b, int index) {
    return (short) SHORT.get(b, index);
  }

  static char getChar(ByteBuffer b, int index) {
    return (char) CHAR.get(b, index);
  }

  static int getInt(ByteBuffer b, int index) {
    return (int) INT.get(b, index);
  }

  static long getLong(ByteBuffer b, int index) {
    return (long) LONG.get(b, index);
  }

  static float getFloat(ByteBuffer b, int index) {
    return (float) FLOAT.get(b, index);
  }

  static double getDouble(ByteBuffer b, int index) {
    return (double) DOUBLE.get(b, index);
  }

  static void putShort(ByteBuffer b, int index, short v) {
    SHORT.set(b, index, v);
  }

  static void putChar(ByteBuffer b, int index, char v) {
    CHAR.set(b, index, v);
  }

  static void putInt(ByteBuffer b, int index, int v) {
    INT.set(b, index, v);
  }

  static void putLong(ByteBuffer b, int index, long v) {
    LONG.set(b, index, v);
  }

  static void putFloat(ByteBuffer b, int index, float v) {
    FLOAT.set(b, index, v);
  }

  static void putDouble(ByteBuffer b, int index, double v) {
    DOUBLE.set(b, index, v);
  }

  /** Writes an unsigned LEB128 varint at {@code index}; returns its length, 1 to 5. */
  static int putVarUint32(ByteBuffer b, int index, int v) {
    int i = index;
    while ((v & ~0x7F) != 0) {
      b.put(i++, (byte) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    b.put(i++, (byte) v);
    return i - index;
  }

  /** Writes an unsigned LEB128 varint of up to 10 bytes at {@code index}; returns the end index. */
  static int putVarUint64(ByteBuffer b, int index, long v) {
    int i = index;
    while ((v & ~0x7FL) != 0) {
      b.put(i++, (byte) ((v & 0x7F) | 0x80));
      v >>>= 7;
    }
    b.put(i++, (byte) v);
    return i;
  }

  /** Writes a small-long-as-int at {@code index} as {@code MemoryBuffer} does; returns 4 or 9. */
  static int putSliInt64(ByteBuffer b, int index, long v) {
    if (v >= -(1L << 30) && v < (1L << 30)) {
      INT.set(b, index, ((int) v) << 1);
      return 4;
    }
    b.put(index, (byte) 0x01);
    LONG.set(b, index + 1, v);
    return 9;
  }
}
