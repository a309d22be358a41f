package org.furylike.serializer.builtin;

import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.Month;
import java.time.MonthDay;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.Calendar;
import java.util.Date;
import java.util.TimeZone;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;

/**
 * The time family: {@code java.time} values, {@code java.util.Date} and its {@code java.sql}
 * subclasses, {@code TimeZone} and {@code Calendar}.
 *
 * <p>Wire layout (ints and longs honour number compression): a date is year (int), month (byte),
 * day (byte); a time is hour, minute, second (bytes) and nano-of-second (int); an offset is its
 * total seconds (int). Every value read is validated, and values the JDK rejects become a {@code
 * DeserializationException} naming the offset.
 */
public final class TimeSerializers {
  private TimeSerializers() {}

  static void register(BuiltinRegistry r) {
    r.add(Instant.class, FACTORY);
    r.add(Duration.class, FACTORY);
    r.add(Period.class, FACTORY);
    r.add(LocalDate.class, FACTORY);
    r.add(LocalTime.class, FACTORY);
    r.add(LocalDateTime.class, FACTORY);
    r.add(OffsetTime.class, FACTORY);
    r.add(OffsetDateTime.class, FACTORY);
    r.add(ZonedDateTime.class, FACTORY);
    r.add(ZoneOffset.class, FACTORY);
    r.add(ZoneId.class, FACTORY);
    // region ids are the JDK-private ZoneRegion; a prefixed offset id makes one without loading
    // tzdb
    r.alias(ZoneId.ofOffset("UTC", ZoneOffset.UTC).getClass(), ZoneId.class);
    r.add(Year.class, FACTORY);
    r.add(YearMonth.class, FACTORY);
    r.add(MonthDay.class, FACTORY);
    r.add(DayOfWeek.class, FACTORY);
    r.add(Month.class, FACTORY);
    r.add(Date.class, FACTORY);
    LegacyTimeSerializers.registerSql(r);
    r.add(TimeZone.class, FACTORY);
    r.alias(
        ValueSupport.jdkClass(
            "sun.util.calendar.ZoneInfo", () -> TimeZone.getTimeZone("GMT").getClass()),
        TimeZone.class);
    r.add(Calendar.class, FACTORY);
    LegacyTimeSerializers.aliasCalendars(r);
  }

  // ------------------------------------------------------------------ shared parts

  /** Most bytes {@link #putDate} stores: year (int), month and day. */
  private static final int DATE_BYTES = 5 + 2;

  /** Most bytes {@link #putTime} stores: hour, minute, second and nano-of-second (int). */
  private static final int TIME_BYTES = 3 + 5;

  /** Writes year, month and day. */
  static void writeDate(WriteContext ctx, LocalDate d) {
    MemoryBuffer b = ctx.buffer();
    int i = b.writerIndex();
    b.ensure(i + DATE_BYTES);
    b.writerIndex(putDate(ctx, b, i, d));
  }

  /** Stores a date at {@code i} ({@link #DATE_BYTES} ensured); returns the index after it. */
  private static int putDate(WriteContext ctx, MemoryBuffer b, int i, LocalDate d) {
    i += ctx.putInt32(i, d.getYear());
    b.putByte(i, (byte) d.getMonthValue());
    b.putByte(i + 1, (byte) d.getDayOfMonth());
    return i + 2;
  }

  /** Reads a date written by {@link #writeDate}; {@code type} names the enclosing value. */
  static LocalDate readDate(ReadContext ctx, Class<?> type) {
    int at = ctx.buffer().readerIndex();
    int year = ctx.readInt32();
    byte month = ctx.buffer().readByte();
    byte day = ctx.buffer().readByte();
    try {
      return LocalDate.of(year, month, day);
    } catch (DateTimeException e) {
      throw ValueSupport.invalid(type, at, e);
    }
  }

  /** Writes hour, minute, second and nano-of-second. */
  static void writeTime(WriteContext ctx, LocalTime t) {
    MemoryBuffer b = ctx.buffer();
    int i = b.writerIndex();
    b.ensure(i + TIME_BYTES);
    b.writerIndex(putTime(ctx, b, i, t));
  }

  /** Stores a time at {@code i} ({@link #TIME_BYTES} ensured); returns the index after it. */
  private static int putTime(WriteContext ctx, MemoryBuffer b, int i, LocalTime t) {
    b.putByte(i, (byte) t.getHour());
    b.putByte(i + 1, (byte) t.getMinute());
    b.putByte(i + 2, (byte) t.getSecond());
    return i + 3 + ctx.putInt32(i + 3, t.getNano());
  }

  /** Reads a time written by {@link #writeTime}; {@code type} names the enclosing value. */
  static LocalTime readTime(ReadContext ctx, Class<?> type) {
    int at = ctx.buffer().readerIndex();
    MemoryBuffer b = ctx.buffer();
    byte hour = b.readByte();
    byte minute = b.readByte();
    byte second = b.readByte();
    int nano = ctx.readInt32();
    try {
      return LocalTime.of(hour, minute, second, nano);
    } catch (DateTimeException e) {
      throw ValueSupport.invalid(type, at, e);
    }
  }

  static void writeDateTime(WriteContext ctx, LocalDateTime v) {
    MemoryBuffer b = ctx.buffer();
    int i = b.writerIndex();
    b.ensure(i + DATE_BYTES + TIME_BYTES);
    b.writerIndex(putTime(ctx, b, putDate(ctx, b, i, v.toLocalDate()), v.toLocalTime()));
  }

  /** Writes a long then an int (seconds and nanos) after one capacity check. */
  private static void writeSecondsNanos(WriteContext ctx, long seconds, int nanos) {
    MemoryBuffer b = ctx.buffer();
    int i = b.writerIndex();
    b.ensure(i + 9 + 5);
    i += ctx.putInt64(i, seconds);
    b.writerIndex(i + ctx.putInt32(i, nanos));
  }

  static LocalDateTime readDateTime(ReadContext ctx, Class<?> type) {
    LocalDate date = readDate(ctx, type);
    return LocalDateTime.of(date, readTime(ctx, type));
  }

  // ------------------------------------------------------------------ serializers

  /** Epoch seconds (long) and nano-of-second (int). */
  static final class InstantSerializer extends ImmutableSerializer<Instant> {
    InstantSerializer() {
      super(Instant.class);
    }

    @Override
    public void write(WriteContext ctx, Instant v) {
      writeSecondsNanos(ctx, v.getEpochSecond(), v.getNano());
    }

    @Override
    public Instant read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      long seconds = ctx.readInt64();
      int nanos = ValueSupport.readNanos(ctx, Instant.class);
      try {
        return Instant.ofEpochSecond(seconds, nanos);
      } catch (DateTimeException e) {
        throw ValueSupport.invalid(Instant.class, at, e);
      }
    }
  }

  /** Seconds (long) and nano-of-second adjustment (int). */
  static final class DurationSerializer extends ImmutableSerializer<Duration> {
    DurationSerializer() {
      super(Duration.class);
    }

    @Override
    public void write(WriteContext ctx, Duration v) {
      writeSecondsNanos(ctx, v.getSeconds(), v.getNano());
    }

    @Override
    public Duration read(ReadContext ctx) {
      long seconds = ctx.readInt64();
      return Duration.ofSeconds(seconds, ValueSupport.readNanos(ctx, Duration.class));
    }
  }

  /** Years, months and days (ints); every combination is a valid period. */
  static final class PeriodSerializer extends ImmutableSerializer<Period> {
    PeriodSerializer() {
      super(Period.class);
    }

    @Override
    public void write(WriteContext ctx, Period v) {
      ctx.writeInt32(v.getYears());
      ctx.writeInt32(v.getMonths());
      ctx.writeInt32(v.getDays());
    }

    @Override
    public Period read(ReadContext ctx) {
      int years = ctx.readInt32();
      int months = ctx.readInt32();
      return Period.of(years, months, ctx.readInt32());
    }
  }

  static final class LocalDateSerializer extends ImmutableSerializer<LocalDate> {
    LocalDateSerializer() {
      super(LocalDate.class);
    }

    @Override
    public void write(WriteContext ctx, LocalDate v) {
      writeDate(ctx, v);
    }

    @Override
    public LocalDate read(ReadContext ctx) {
      return readDate(ctx, LocalDate.class);
    }
  }

  static final class LocalTimeSerializer extends ImmutableSerializer<LocalTime> {
    LocalTimeSerializer() {
      super(LocalTime.class);
    }

    @Override
    public void write(WriteContext ctx, LocalTime v) {
      writeTime(ctx, v);
    }

    @Override
    public LocalTime read(ReadContext ctx) {
      return readTime(ctx, LocalTime.class);
    }
  }

  static final class LocalDateTimeSerializer extends ImmutableSerializer<LocalDateTime> {
    LocalDateTimeSerializer() {
      super(LocalDateTime.class);
    }

    @Override
    public void write(WriteContext ctx, LocalDateTime v) {
      writeDateTime(ctx, v);
    }

    @Override
    public LocalDateTime read(ReadContext ctx) {
      return readDateTime(ctx, LocalDateTime.class);
    }
  }

  /** The proleptic year (int). */
  static final class YearSerializer extends ImmutableSerializer<Year> {
    YearSerializer() {
      super(Year.class);
    }

    @Override
    public void write(WriteContext ctx, Year v) {
      ctx.writeInt32(v.getValue());
    }

    @Override
    public Year read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      int year = ctx.readInt32();
      try {
        return Year.of(year);
      } catch (DateTimeException e) {
        throw ValueSupport.invalid(Year.class, at, e);
      }
    }
  }

  /** Year (int) and month (byte). */
  static final class YearMonthSerializer extends ImmutableSerializer<YearMonth> {
    YearMonthSerializer() {
      super(YearMonth.class);
    }

    @Override
    public void write(WriteContext ctx, YearMonth v) {
      ctx.writeInt32(v.getYear());
      ctx.buffer().writeByte(v.getMonthValue());
    }

    @Override
    public YearMonth read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      int year = ctx.readInt32();
      byte month = ctx.buffer().readByte();
      try {
        return YearMonth.of(year, month);
      } catch (DateTimeException e) {
        throw ValueSupport.invalid(YearMonth.class, at, e);
      }
    }
  }

  /** Month and day (bytes). */
  static final class MonthDaySerializer extends ImmutableSerializer<MonthDay> {
    MonthDaySerializer() {
      super(MonthDay.class);
    }

    @Override
    public void write(WriteContext ctx, MonthDay v) {
      ctx.buffer().writeByte(v.getMonthValue());
      ctx.buffer().writeByte(v.getDayOfMonth());
    }

    @Override
    public MonthDay read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      byte month = ctx.buffer().readByte();
      byte day = ctx.buffer().readByte();
      try {
        return MonthDay.of(month, day);
      } catch (DateTimeException e) {
        throw ValueSupport.invalid(MonthDay.class, at, e);
      }
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == Instant.class) {
        return new InstantSerializer();
      }
      if (c == Duration.class) {
        return new DurationSerializer();
      }
      if (c == Period.class) {
        return new PeriodSerializer();
      }
      if (c == LocalDate.class) {
        return new LocalDateSerializer();
      }
      if (c == LocalTime.class) {
        return new LocalTimeSerializer();
      }
      if (c == LocalDateTime.class) {
        return new LocalDateTimeSerializer();
      }
      if (c == OffsetTime.class) {
        return new ZonedTimeSerializers.OffsetTimeSerializer();
      }
      if (c == OffsetDateTime.class) {
        return new ZonedTimeSerializers.OffsetDateTimeSerializer();
      }
      if (c == ZonedDateTime.class) {
        return new ZonedTimeSerializers.ZonedDateTimeSerializer();
      }
      if (c == ZoneOffset.class) {
        return new ZonedTimeSerializers.ZoneOffsetSerializer();
      }
      if (c == ZoneId.class) {
        return new ZonedTimeSerializers.ZoneIdSerializer();
      }
      if (c == Year.class) {
        return new YearSerializer();
      }
      if (c == YearMonth.class) {
        return new YearMonthSerializer();
      }
      if (c == MonthDay.class) {
        return new MonthDaySerializer();
      }
      if (c == DayOfWeek.class) {
        return new EnumSerializer<>(DayOfWeek.class);
      }
      if (c == Month.class) {
        return new EnumSerializer<>(Month.class);
      }
      if (c == Date.class) {
        return new LegacyTimeSerializers.MillisSerializer<>(Date.class, Date::new);
      }
      if (c == TimeZone.class) {
        return new LegacyTimeSerializers.TimeZoneSerializer();
      }
      if (c == Calendar.class) {
        return new LegacyTimeSerializers.CalendarSerializer();
      }
      return null;
    }
  }
}
