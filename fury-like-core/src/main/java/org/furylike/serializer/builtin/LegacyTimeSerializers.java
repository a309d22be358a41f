package org.furylike.serializer.builtin;

import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.TimeZone;
import java.util.function.LongFunction;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.SerializationException;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.serializer.Serializer;

/**
 * The mutable pre-{@code java.time} types: {@code Date} and its {@code java.sql} subclasses, {@code
 * TimeZone} and {@code Calendar}. Each read creates a new object and registers it for references;
 * each copy is an independent equal object.
 */
final class LegacyTimeSerializers {
  private static final String[] CALENDAR_TYPES = {"gregory", "buddhist", "japanese"};

  private LegacyTimeSerializers() {}

  /**
   * Adds {@code java.sql.Date}, {@code Time} and {@code Timestamp} when the {@code java.sql} module
   * is present; otherwise reserves their ids so later ids do not move.
   */
  static void registerSql(BuiltinRegistry r) {
    if (ModuleLayer.boot().findModule("java.sql").isPresent()) {
      SqlTimeSerializers.register(r);
    } else {
      for (int i = 0; i < SqlTimeSerializers.TYPE_COUNT; i++) {
        r.reserve();
      }
    }
  }

  /** Makes the JDK's calendar classes travel under the {@code Calendar} id. */
  static void aliasCalendars(BuiltinRegistry r) {
    r.alias(GregorianCalendar.class, Calendar.class);
    r.alias(
        ValueSupport.jdkClass("sun.util.BuddhistCalendar", () -> calendarClass("buddhist")),
        Calendar.class);
    r.alias(
        ValueSupport.jdkClass(
            "java.util.JapaneseImperialCalendar", () -> calendarClass("japanese")),
        Calendar.class);
  }

  private static Class<?> calendarClass(String type) {
    return new Calendar.Builder().setCalendarType(type).build().getClass();
  }

  /**
   * A {@code Date} (or subclass) that is fully described by its epoch milliseconds (long), created
   * by {@code factory}.
   */
  static final class MillisSerializer<T extends Date> extends Serializer<T> {
    private final LongFunction<T> factory;

    MillisSerializer(Class<T> type, LongFunction<T> factory) {
      super(type);
      this.factory = factory;
    }

    @Override
    public void write(WriteContext ctx, T v) {
      ctx.writeInt64(v.getTime());
    }

    @Override
    public T read(ReadContext ctx) {
      T value = factory.apply(ctx.readInt64());
      ctx.reference(value);
      return value;
    }

    @Override
    public T copy(CopyContext ctx, T v) {
      return factory.apply(v.getTime());
    }
  }

  // ------------------------------------------------------------------ TimeZone

  /**
   * Writes a time zone by id. Only zones whose rules are those the id names can be written: a zone
   * changed through {@code setRawOffset}/{@code setID}, or a {@code SimpleTimeZone} with custom
   * rules, would come back different, so it is refused.
   */
  static void writeTimeZone(WriteContext ctx, TimeZone zone) {
    String id = zone.getID();
    if (!TimeZone.getTimeZone(id).equals(zone)) {
      throw new SerializationException(
          "time zone "
              + zone
              + " differs from the zone its id \""
              + id
              + "\" names (custom rules or modified offset); only time zones identified by"
              + " their id can be serialized");
    }
    ctx.writeString(id);
  }

  /** Reads a time zone id, rejecting ids unknown here (the JDK would silently give GMT). */
  static TimeZone readTimeZone(ReadContext ctx, Class<?> type) {
    int at = ctx.buffer().readerIndex();
    String id = ctx.readString();
    TimeZone zone = TimeZone.getTimeZone(id);
    if (!zone.getID().equals(id)) {
      throw ValueSupport.invalid(type, at, "time zone id \"" + id + "\" is unknown here");
    }
    return zone;
  }

  /** A {@code TimeZone} (the JDK's ZoneInfo runtime class is aliased to it), by id. */
  static final class TimeZoneSerializer extends Serializer<TimeZone> {
    TimeZoneSerializer() {
      super(TimeZone.class);
    }

    @Override
    public void write(WriteContext ctx, TimeZone v) {
      writeTimeZone(ctx, v);
    }

    @Override
    public TimeZone read(ReadContext ctx) {
      TimeZone zone = readTimeZone(ctx, TimeZone.class);
      ctx.reference(zone);
      return zone;
    }

    @Override
    public TimeZone copy(CopyContext ctx, TimeZone v) {
      return (TimeZone) v.clone();
    }
  }

  // ------------------------------------------------------------------ Calendar

  /**
   * The JDK calendars (Gregorian, Buddhist, Japanese imperial): calendar type (byte), time in
   * millis (long), time zone id, lenient (boolean), first day of week and minimal days in the first
   * week (bytes), and for Gregorian-based calendars the Gregorian change date (long millis).
   */
  static final class CalendarSerializer extends Serializer<Calendar> {
    CalendarSerializer() {
      super(Calendar.class);
    }

    @Override
    public void write(WriteContext ctx, Calendar v) {
      ctx.buffer().writeByte(typeIndex(v));
      ctx.writeInt64(v.getTimeInMillis());
      writeTimeZone(ctx, v.getTimeZone());
      ctx.buffer().writeBoolean(v.isLenient());
      ctx.buffer().writeByte(v.getFirstDayOfWeek());
      ctx.buffer().writeByte(v.getMinimalDaysInFirstWeek());
      if (v instanceof GregorianCalendar) {
        ctx.writeInt64(((GregorianCalendar) v).getGregorianChange().getTime());
      }
    }

    private static int typeIndex(Calendar v) {
      String type = v.getCalendarType();
      for (int i = 0; i < CALENDAR_TYPES.length; i++) {
        if (CALENDAR_TYPES[i].equals(type)) {
          return i;
        }
      }
      throw new SerializationException("unsupported calendar type " + type);
    }

    @Override
    public Calendar read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      int type = ValueSupport.readByteIn(ctx, 0, CALENDAR_TYPES.length - 1, Calendar.class, "type");
      long millis = ctx.readInt64();
      TimeZone zone = readTimeZone(ctx, Calendar.class);
      boolean lenient = ctx.buffer().readBoolean();
      int firstDay = ValueSupport.readByteIn(ctx, 1, 7, Calendar.class, "first day of week");
      int minDays = ValueSupport.readByteIn(ctx, 1, 7, Calendar.class, "minimal days");
      Calendar cal;
      try {
        cal =
            new Calendar.Builder()
                .setCalendarType(CALENDAR_TYPES[type])
                .setTimeZone(zone)
                .setLenient(lenient)
                .setWeekDefinition(firstDay, minDays)
                .build();
      } catch (IllegalArgumentException e) {
        throw ValueSupport.invalid(Calendar.class, at, e);
      }
      long change = cal instanceof GregorianCalendar ? ctx.readInt64() : 0;
      try {
        if (cal instanceof GregorianCalendar) {
          ((GregorianCalendar) cal).setGregorianChange(new Date(change));
        }
        cal.setTimeInMillis(millis);
      } catch (IllegalArgumentException e) {
        throw ValueSupport.invalid(Calendar.class, at, e);
      }
      ctx.reference(cal);
      return cal;
    }

    @Override
    public Calendar copy(CopyContext ctx, Calendar v) {
      return (Calendar) v.clone();
    }
  }
}
