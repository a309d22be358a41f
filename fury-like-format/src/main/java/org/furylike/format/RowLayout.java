package org.furylike.format;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;

/**
 * Internal: the write side of the layout, shared by the interpreter and generated encoders so both
 * write identical bytes. Positions are absolute indices in a {@link RowMemory}; offsets stored in
 * slots are relative to the start of the row or array that holds the slot.
 */
public final class RowLayout {
  private RowLayout() {}

  /**
   * {@code n} rounded up to a multiple of 8.
   *
   * @param n a byte count, not negative
   * @return the aligned count
   */
  public static int align8(int n) {
    return (n + 7) & ~7;
  }

  /**
   * Bytes of a null bitmap for {@code n} bits: whole 8-byte words.
   *
   * @param n the number of fields or elements
   * @return the bitmap's size in bytes, a multiple of 8
   */
  public static int bitmapBytes(int n) {
    return ((n + 63) >>> 6) << 3;
  }

  /**
   * Starts a row at {@code base}: zeroes its null bitmap and slots and returns the index where its
   * variable-length region begins.
   *
   * @param m the target
   * @param base the row's first index
   * @param fixedBytes the bytes of the row's bitmap and slots
   * @return the index after the slots
   */
  public static int beginRow(RowMemory m, int base, int fixedBytes) {
    int end = base + fixedBytes;
    m.ensure(end);
    m.zero(base, end);
    return end;
  }

  /**
   * Starts an array of {@code n} elements of {@code width} bytes at {@code at}: writes the count,
   * zeroes the null bitmap and the element area, and returns the index of the first element.
   *
   * @param m the target
   * @param at the array's first index
   * @param n the element count
   * @param width the bytes of one element slot
   * @return the index of the first element
   */
  public static int beginArray(RowMemory m, int at, int n, int width) {
    long fixed = 8L + bitmapBytes(n) + (((long) n * width + 7) & ~7L);
    if (at + fixed > Integer.MAX_VALUE - 16) {
      throw new RowFormatException("array of " + n + " elements does not fit a row (2 GB)");
    }
    m.ensure(at + (int) fixed);
    m.zero(at, at + (int) fixed);
    m.putLong(at, n);
    return at + 8 + bitmapBytes(n);
  }

  /**
   * Refuses a value whose class is not exactly the declared struct class.
   *
   * @param v the value about to be written, not null
   * @param declared the struct class the schema declares
   * @throws RowFormatException if {@code v} is of another class, such as a subclass
   */
  public static void exactClass(Object v, Class<?> declared) {
    if (v.getClass() != declared) {
      throw notExactly(v, declared);
    }
  }

  // built apart to keep exactClass small enough to inline
  private static RowFormatException notExactly(Object v, Class<?> declared) {
    return new RowFormatException(
        "a "
            + v.getClass().getName()
            + " cannot be written where "
            + declared.getName()
            + " is declared: rows have one fixed schema per field, so subclasses are not"
            + " supported");
  }

  /**
   * Sets bit {@code index} of the null bitmap that starts at {@code bitmap}.
   *
   * @param m the target
   * @param bitmap the bitmap's first index
   * @param index the field or element index
   */
  public static void setNull(RowMemory m, int bitmap, int index) {
    int word = bitmap + ((index >>> 6) << 3);
    m.putLong(word, m.getLong(word) | (1L << (index & 63)));
  }

  /**
   * Finishes a variable-length value written at {@code [start, end)}: stores its offset (relative
   * to {@code container}) and size in the slot at {@code slot}, zero-pads to 8 bytes and returns
   * the padded end, where the next value goes. Padding is relative to {@code start}, so rows
   * written at any index of a buffer have the same bytes.
   *
   * @param m the target
   * @param container the first index of the row or array holding the slot
   * @param slot the slot's index
   * @param start where the value begins
   * @param end where the value ends
   * @return the padded end
   */
  public static int endVar(RowMemory m, int container, int slot, int start, int end) {
    m.putLong(slot, ((long) (start - container) << 32) | (end - start));
    int padded = start + align8(end - start);
    if (padded != end) {
      // clear the padding bytes in the value's last word: [start, padded) holds at least 8 bytes
      m.ensure(padded);
      int word = padded - 8;
      m.putLong(word, m.getLong(word) & (-1L >>> ((padded - end) << 3)));
    }
    return padded;
  }

  /**
   * Writes a string's UTF-8 bytes at {@code at}.
   *
   * @param m the target
   * @param at where the bytes go
   * @param s the string
   * @return the index after the bytes
   */
  public static int writeString(RowMemory m, int at, String s) {
    return RowStrings.write(m, at, s);
  }

  /**
   * Writes raw bytes at {@code at}.
   *
   * @param m the target
   * @param at where the bytes go
   * @param b the bytes
   * @return the index after the bytes
   */
  public static int writeBytes(RowMemory m, int at, byte[] b) {
    m.ensure(at + b.length);
    m.putBytes(at, b, 0, b.length);
    return at + b.length;
  }

  /**
   * Writes int32 scale then the unscaled value, big-endian two's complement.
   *
   * @param m the target
   * @param at where the value goes
   * @param d the decimal
   * @return the index after the value
   */
  public static int writeDecimal(RowMemory m, int at, BigDecimal d) {
    byte[] unscaled = d.unscaledValue().toByteArray();
    m.ensure(at + 4 + unscaled.length);
    m.putInt(at, d.scale());
    m.putBytes(at + 4, unscaled, 0, unscaled.length);
    return at + 4 + unscaled.length;
  }

  /**
   * Writes a big integer, big-endian two's complement.
   *
   * @param m the target
   * @param at where the value goes
   * @param v the integer
   * @return the index after the value
   */
  public static int writeBigInteger(RowMemory m, int at, BigInteger v) {
    return writeBytes(m, at, v.toByteArray());
  }

  /**
   * Writes int64 epoch seconds and int32 nanoseconds.
   *
   * @param m the target
   * @param at where the value goes
   * @param t the instant
   * @return the index after the value
   */
  public static int writeInstant(RowMemory m, int at, Instant t) {
    return writeSecondsNanos(m, at, t.getEpochSecond(), t.getNano());
  }

  /**
   * Writes int64 seconds and int32 nanoseconds.
   *
   * @param m the target
   * @param at where the value goes
   * @param d the duration
   * @return the index after the value
   */
  public static int writeDuration(RowMemory m, int at, Duration d) {
    return writeSecondsNanos(m, at, d.getSeconds(), d.getNano());
  }

  private static int writeSecondsNanos(RowMemory m, int at, long seconds, int nanos) {
    m.ensure(at + 12);
    m.putLong(at, seconds);
    m.putInt(at + 8, nanos);
    return at + 12;
  }

  /**
   * Writes int64 epoch day and int64 nanosecond of day.
   *
   * @param m the target
   * @param at where the value goes
   * @param t the date-time
   * @return the index after the value
   */
  public static int writeDateTime(RowMemory m, int at, LocalDateTime t) {
    m.ensure(at + 16);
    m.putLong(at, t.toLocalDate().toEpochDay());
    m.putLong(at + 8, t.toLocalTime().toNanoOfDay());
    return at + 16;
  }

  /**
   * Writes a float as its raw IEEE bits, so NaN payloads survive.
   *
   * @param m the target
   * @param at where the value goes
   * @param v the value
   */
  public static void putFloat(RowMemory m, int at, float v) {
    m.putInt(at, Float.floatToRawIntBits(v));
  }

  /**
   * Writes a double as its raw IEEE bits, so NaN payloads survive.
   *
   * @param m the target
   * @param at where the value goes
   * @param v the value
   */
  public static void putDouble(RowMemory m, int at, double v) {
    m.putLong(at, Double.doubleToRawLongBits(v));
  }

  /**
   * Writes a boolean as one byte, 1 or 0.
   *
   * @param m the target
   * @param at where the value goes
   * @param v the value
   */
  public static void putBoolean(RowMemory m, int at, boolean v) {
    m.putByte(at, (byte) (v ? 1 : 0));
  }
}
