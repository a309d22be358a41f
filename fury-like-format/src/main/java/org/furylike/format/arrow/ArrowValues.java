package org.furylike.format.arrow;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.BitVector;
import org.apache.arrow.vector.DateDayVector;
import org.apache.arrow.vector.DurationVector;
import org.apache.arrow.vector.Float4Vector;
import org.apache.arrow.vector.Float8Vector;
import org.apache.arrow.vector.IntVector;
import org.apache.arrow.vector.SmallIntVector;
import org.apache.arrow.vector.TimeStampVector;
import org.apache.arrow.vector.TinyIntVector;
import org.apache.arrow.vector.UInt2Vector;
import org.apache.arrow.vector.ValueVector;
import org.apache.arrow.vector.VarBinaryVector;
import org.apache.arrow.vector.VarCharVector;
import org.furylike.format.RowFormatException;
import org.furylike.format.RowType;

/** Scalar values (in {@code GenericRows} form) into Arrow vectors and back. */
final class ArrowValues {
  private static final long NANOS = 1_000_000_000L;

  private ArrowValues() {}

  static void set(ValueVector v, int i, RowType t, Object value, String where) {
    switch (t.kind()) {
      case BOOL:
        ((BitVector) v).setSafe(i, (Boolean) value ? 1 : 0);
        break;
      case INT8:
        ((TinyIntVector) v).setSafe(i, (Byte) value);
        break;
      case INT16:
        ((SmallIntVector) v).setSafe(i, (Short) value);
        break;
      case CHAR:
        ((UInt2Vector) v).setSafe(i, (Character) value);
        break;
      case INT32:
        ((IntVector) v).setSafe(i, (Integer) value);
        break;
      case INT64:
        ((BigIntVector) v).setSafe(i, (Long) value);
        break;
      case FLOAT32:
        ((Float4Vector) v).setSafe(i, (Float) value);
        break;
      case FLOAT64:
        ((Float8Vector) v).setSafe(i, (Double) value);
        break;
      case DATE:
        ((DateDayVector) v).setSafe(i, exact(((LocalDate) value).toEpochDay(), where));
        break;
      case INSTANT:
        ((TimeStampVector) v).setSafe(i, nanos((Instant) value, where));
        break;
      case DATETIME:
        ((TimeStampVector) v)
            .setSafe(i, nanos(((LocalDateTime) value).toInstant(ZoneOffset.UTC), where));
        break;
      case DURATION:
        ((DurationVector) v).setSafe(i, durationNanos((Duration) value, where));
        break;
      case BIGINT:
        ((VarBinaryVector) v).setSafe(i, ((BigInteger) value).toByteArray());
        break;
      case BINARY:
        ((VarBinaryVector) v).setSafe(i, (byte[]) value);
        break;
      case DECIMAL:
        text(v, i, ((BigDecimal) value).toString());
        break;
      default:
        text(v, i, (String) value);
    }
  }

  private static void text(ValueVector v, int i, String s) {
    ((VarCharVector) v).setSafe(i, s.getBytes(StandardCharsets.UTF_8));
  }

  static Object get(ValueVector v, int i, RowType t) {
    switch (t.kind()) {
      case BOOL:
        return ((BitVector) v).get(i) != 0;
      case INT8:
        return ((TinyIntVector) v).get(i);
      case INT16:
        return ((SmallIntVector) v).get(i);
      case CHAR:
        return ((UInt2Vector) v).get(i);
      case INT32:
        return ((IntVector) v).get(i);
      case INT64:
        return ((BigIntVector) v).get(i);
      case FLOAT32:
        return ((Float4Vector) v).get(i);
      case FLOAT64:
        return ((Float8Vector) v).get(i);
      case DATE:
        return LocalDate.ofEpochDay(((DateDayVector) v).get(i));
      case INSTANT:
        return instant(((TimeStampVector) v).get(i));
      case DATETIME:
        return LocalDateTime.ofInstant(instant(((TimeStampVector) v).get(i)), ZoneOffset.UTC);
      case DURATION:
        return Duration.ofNanos(DurationVector.get(((DurationVector) v).getDataBuffer(), i));
      case BIGINT:
        return new BigInteger(((VarBinaryVector) v).get(i));
      case BINARY:
        return ((VarBinaryVector) v).get(i);
      case DECIMAL:
        return new BigDecimal(new String(((VarCharVector) v).get(i), StandardCharsets.UTF_8));
      default:
        return new String(((VarCharVector) v).get(i), StandardCharsets.UTF_8);
    }
  }

  private static int exact(long v, String where) {
    if (v != (int) v) {
      throw dayOutOfRange(v, where);
    }
    return (int) v;
  }

  // built apart to keep exact() small enough to inline
  private static RowFormatException dayOutOfRange(long v, String where) {
    return new RowFormatException(where + ": epoch day " + v + " does not fit Arrow's 32-bit date");
  }

  private static long nanos(Instant t, String where) {
    try {
      return Math.addExact(Math.multiplyExact(t.getEpochSecond(), NANOS), t.getNano());
    } catch (ArithmeticException e) {
      throw new RowFormatException(
          where
              + ": "
              + t
              + " is outside the years 1677-2262 that an "
              + "Arrow nanosecond timestamp holds");
    }
  }

  private static long durationNanos(Duration d, String where) {
    try {
      return d.toNanos();
    } catch (ArithmeticException e) {
      throw durationTooLong(d, where);
    }
  }

  // built apart to keep durationNanos small enough to inline
  private static RowFormatException durationTooLong(Duration d, String where) {
    return new RowFormatException(where + ": " + d + " exceeds an Arrow nanosecond duration");
  }

  private static Instant instant(long nanos) {
    return Instant.ofEpochSecond(Math.floorDiv(nanos, NANOS), Math.floorMod(nanos, NANOS));
  }
}
