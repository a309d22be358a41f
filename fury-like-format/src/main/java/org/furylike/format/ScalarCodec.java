package org.furylike.format;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.HashMap;
import java.util.Map;

/** Internal: codec of every kind that is not an array, a map or a struct. */
final class ScalarCodec extends ValueCodec {
  private final RowKind kind;
  private final Map<String, Object> enumConstants;

  ScalarCodec(RowType type) {
    super(type);
    this.kind = type.kind();
    this.enumConstants =
        kind == RowKind.ENUM && type.javaClass() != null ? constants(type.javaClass()) : null;
  }

  private static Map<String, Object> constants(Class<?> enumClass) {
    Map<String, Object> byName = new HashMap<>();
    for (Object c : enumClass.getEnumConstants()) {
      byName.put(((Enum<?>) c).name(), c);
    }
    return byName;
  }

  @Override
  public void writeFixed(RowMemory m, int at, Object v) {
    switch (kind) {
      case BOOL:
        RowLayout.putBoolean(m, at, (Boolean) v);
        break;
      case INT8:
        m.putByte(at, (Byte) v);
        break;
      case INT16:
        m.putShort(at, (Short) v);
        break;
      case CHAR:
        m.putShort(at, (short) ((Character) v).charValue());
        break;
      case INT32:
        m.putInt(at, (Integer) v);
        break;
      case INT64:
        m.putLong(at, (Long) v);
        break;
      case FLOAT32:
        RowLayout.putFloat(m, at, (Float) v);
        break;
      case FLOAT64:
        RowLayout.putDouble(m, at, (Double) v);
        break;
      case DATE:
        m.putLong(at, ((LocalDate) v).toEpochDay());
        break;
      default:
        super.writeFixed(m, at, v);
    }
  }

  @Override
  public Object readFixed(RowMemory m, int at, String where) {
    switch (kind) {
      case BOOL:
        return readBoolean(m, at, where);
      case INT8:
        return m.getByte(at);
      case INT16:
        return m.getShort(at);
      case CHAR:
        return (char) m.getShort(at);
      case INT32:
        return m.getInt(at);
      case INT64:
        return m.getLong(at);
      case FLOAT32:
        return Float.intBitsToFloat(m.getInt(at));
      case FLOAT64:
        return Double.longBitsToDouble(m.getLong(at));
      case DATE:
        return readDate(m, at, where);
      default:
        return super.readFixed(m, at, where);
    }
  }

  static boolean readBoolean(RowMemory m, int at, String where) {
    byte b = m.getByte(at);
    if ((b & ~1) != 0) {
      throw malformed(where, at, "boolean byte " + b + " (expected 0 or 1)");
    }
    return b == 1;
  }

  static LocalDate readDate(RowMemory m, int at, String where) {
    long day = m.getLong(at);
    try {
      return LocalDate.ofEpochDay(day);
    } catch (DateTimeException e) {
      throw badDay(where, at, day);
    }
  }

  // built apart to keep readDate small enough to inline
  private static RowFormatException badDay(String where, int at, long day) {
    return malformed(where, at, "epoch day " + day + " out of range");
  }

  @Override
  public int writeVar(RowMemory m, int at, Object v) {
    switch (kind) {
      case STRING:
        return RowLayout.writeString(m, at, (String) v);
      case ENUM:
        return RowLayout.writeString(m, at, v instanceof Enum ? ((Enum<?>) v).name() : (String) v);
      case DECIMAL:
        return RowLayout.writeDecimal(m, at, (BigDecimal) v);
      case BIGINT:
        return RowLayout.writeBigInteger(m, at, (BigInteger) v);
      case INSTANT:
        return RowLayout.writeInstant(m, at, (Instant) v);
      case DATETIME:
        return RowLayout.writeDateTime(m, at, (LocalDateTime) v);
      case DURATION:
        return RowLayout.writeDuration(m, at, (Duration) v);
      case BINARY:
        return RowLayout.writeBytes(m, at, (byte[]) v);
      default:
        return super.writeVar(m, at, v);
    }
  }

  @Override
  public Object readVar(RowMemory m, int at, int size, String where) {
    switch (kind) {
      case STRING:
        return readString(m, at, size);
      case ENUM:
        return readEnum(m, at, size, where);
      case DECIMAL:
        return readDecimal(m, at, size, where);
      case BIGINT:
        return readBigInteger(m, at, size, where);
      case INSTANT:
        return readInstant(m, at, size, where);
      case DATETIME:
        return readDateTime(m, at, size, where);
      case DURATION:
        return readDuration(m, at, size, where);
      case BINARY:
        return m.getBytes(at, size);
      default:
        return super.readVar(m, at, size, where);
    }
  }

  static String readString(RowMemory m, int at, int size) {
    byte[] heap = m.heap();
    if (heap != null) {
      return new String(heap, at, size, StandardCharsets.UTF_8);
    }
    return new String(m.getBytes(at, size), StandardCharsets.UTF_8);
  }

  private Object readEnum(RowMemory m, int at, int size, String where) {
    String name = readString(m, at, size);
    if (enumConstants == null) {
      return name;
    }
    Object c = enumConstants.get(name);
    if (c == null) {
      throw malformed(
          where, at, "no constant '" + name + "' in enum " + type.javaClass().getName());
    }
    return c;
  }

  static BigDecimal readDecimal(RowMemory m, int at, int size, String where) {
    if (size < 5) {
      throw malformed(where, at, "decimal of " + size + " bytes (at least 5)");
    }
    return new BigDecimal(new BigInteger(m.getBytes(at + 4, size - 4)), m.getInt(at));
  }

  static BigInteger readBigInteger(RowMemory m, int at, int size, String where) {
    if (size < 1) {
      throw malformed(where, at, "big integer of 0 bytes (at least 1)");
    }
    return new BigInteger(m.getBytes(at, size));
  }

  static Instant readInstant(RowMemory m, int at, int size, String where) {
    checkSize(where, at, size, 12, "instant");
    try {
      return Instant.ofEpochSecond(m.getLong(at), nanos(m, at + 8, where));
    } catch (DateTimeException | ArithmeticException e) {
      throw malformed(where, at, "instant out of range: " + e.getMessage());
    }
  }

  static Duration readDuration(RowMemory m, int at, int size, String where) {
    checkSize(where, at, size, 12, "duration");
    return Duration.ofSeconds(m.getLong(at), nanos(m, at + 8, where));
  }

  static LocalDateTime readDateTime(RowMemory m, int at, int size, String where) {
    checkSize(where, at, size, 16, "datetime");
    LocalDate date = readDate(m, at, where);
    long nanoOfDay = m.getLong(at + 8);
    try {
      return LocalDateTime.of(date, LocalTime.ofNanoOfDay(nanoOfDay));
    } catch (DateTimeException e) {
      throw malformed(where, at + 8, "nanosecond of day " + nanoOfDay + " out of range");
    }
  }

  private static int nanos(RowMemory m, int at, String where) {
    int n = m.getInt(at);
    if (n < 0 || n > 999_999_999) {
      throw badNanos(where, at, n);
    }
    return n;
  }

  private static void checkSize(String where, int at, int size, int expected, String what) {
    if (size != expected) {
      throw badSize(where, at, size, expected, what);
    }
  }

  // The exceptions of the checks above are built apart, which keeps the checks small enough to
  // inline.
  private static RowFormatException badNanos(String where, int at, int n) {
    return malformed(where, at, "nanoseconds " + n + " out of range");
  }

  private static RowFormatException badSize(
      String where, int at, int size, int expected, String what) {
    return malformed(where, at, what + " of " + size + " bytes (expected " + expected + ")");
  }
}
