package org.furylike.serializer.builtin;

import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Time;
import java.sql.Timestamp;
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
import java.util.ArrayList;
import java.util.Calendar;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Locale;
import java.util.SimpleTimeZone;
import java.util.TimeZone;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.furylike.Fury;
import org.furylike.exception.SerializationException;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class TimeRoundTripTest {
  private static final Consumer<Fury> NONE = RoundTrip.registering();
  private static final ZoneId PARIS = ZoneId.of("Europe/Paris");
  private static final LocalDateTime SOME = LocalDateTime.of(2024, 2, 29, 13, 45, 7, 123_456_789);

  static Stream<Object> javaTimeValues() {
    // 2023-10-29T02:30 happens twice in Paris: the overlap keeps both offsets apart
    ZonedDateTime overlap = ZonedDateTime.of(LocalDateTime.of(2023, 10, 29, 2, 30), PARIS);
    return Stream.of(
        Instant.EPOCH,
        Instant.MIN,
        Instant.MAX,
        Instant.ofEpochSecond(-1, 999_999_999),
        Instant.ofEpochSecond(1_700_000_000L, 1),
        Duration.ZERO,
        Duration.ofSeconds(Long.MIN_VALUE),
        Duration.ofSeconds(Long.MAX_VALUE, 999_999_999),
        Duration.ofNanos(-1),
        Duration.ofDays(3),
        Period.ZERO,
        Period.of(Integer.MIN_VALUE, Integer.MAX_VALUE, -1),
        Period.ofDays(45),
        LocalDate.MIN,
        LocalDate.MAX,
        LocalDate.of(2024, 2, 29),
        LocalTime.MIN,
        LocalTime.MAX,
        LocalTime.of(13, 45, 7, 123_456_789),
        LocalDateTime.MIN,
        LocalDateTime.MAX,
        SOME,
        OffsetTime.MIN,
        OffsetTime.MAX,
        OffsetTime.of(LocalTime.NOON, ZoneOffset.ofHoursMinutes(5, 30)),
        OffsetDateTime.MIN,
        OffsetDateTime.MAX,
        OffsetDateTime.of(SOME, ZoneOffset.ofHoursMinutesSeconds(-3, -25, -7)),
        ZonedDateTime.of(SOME, PARIS),
        ZonedDateTime.of(SOME, ZoneId.of("America/New_York")),
        ZonedDateTime.of(SOME, ZoneId.of("UTC")),
        ZonedDateTime.of(SOME, ZoneId.of("GMT+02:00")),
        ZonedDateTime.of(SOME, ZoneOffset.ofHours(-7)),
        ZonedDateTime.of(LocalDateTime.MIN, ZoneOffset.MAX),
        ZonedDateTime.of(LocalDateTime.MAX, ZoneOffset.MIN),
        overlap.withEarlierOffsetAtOverlap(),
        overlap.withLaterOffsetAtOverlap(),
        ZoneOffset.UTC,
        ZoneOffset.MIN,
        ZoneOffset.MAX,
        ZoneOffset.ofHoursMinutesSeconds(-3, -25, -7),
        PARIS,
        ZoneId.of("UTC"),
        ZoneId.of("GMT+02:00"),
        ZoneId.of("Asia/Kolkata"),
        Year.of(Year.MIN_VALUE),
        Year.of(Year.MAX_VALUE),
        Year.of(2024),
        YearMonth.of(Year.MIN_VALUE, 1),
        YearMonth.of(Year.MAX_VALUE, 12),
        MonthDay.of(2, 29),
        MonthDay.of(12, 31),
        DayOfWeek.MONDAY,
        DayOfWeek.SUNDAY,
        Month.JANUARY,
        Month.DECEMBER);
  }

  @ParameterizedTest
  @MethodSource("javaTimeValues")
  void javaTimeValuesRoundTrip(Object value) {
    assertRoundTrip(value, NONE);
  }

  @Test
  void zonedDateTimeKeepsRegionZoneAndOverlapOffset() {
    ZonedDateTime later =
        ZonedDateTime.of(LocalDateTime.of(2023, 10, 29, 2, 30), PARIS).withLaterOffsetAtOverlap();
    ConfigMatrix.forEach(
        p -> {
          ZonedDateTime back = (ZonedDateTime) RoundTrip.through(p, later, NONE);
          assertEquals(PARIS, back.getZone());
          assertEquals(PARIS.getClass(), back.getZone().getClass());
          assertEquals(ZoneOffset.ofHours(1), back.getOffset());
          assertEquals(later.toInstant(), back.toInstant());
        });
  }

  static Stream<Object> legacyValues() {
    Timestamp withNanos = Timestamp.valueOf("2024-02-29 13:45:07.123456789");
    return Stream.of(
        new Date(0),
        new Date(Long.MIN_VALUE),
        new Date(Long.MAX_VALUE),
        new Date(1_700_000_000_123L),
        java.sql.Date.valueOf("2024-02-29"),
        new java.sql.Date(-86_400_001L),
        Time.valueOf("13:45:07"),
        new Time(-1),
        withNanos,
        new Timestamp(-1),
        Timestamp.from(Instant.ofEpochSecond(-5, 7)),
        TimeZone.getTimeZone("America/New_York"),
        TimeZone.getTimeZone("UTC"),
        TimeZone.getTimeZone("GMT"),
        TimeZone.getTimeZone("GMT+05:30"),
        TimeZone.getTimeZone(PARIS));
  }

  @ParameterizedTest
  @MethodSource("legacyValues")
  void legacyValuesRoundTrip(Object value) {
    assertRoundTrip(value, NONE);
  }

  @Test
  void timestampKeepsNanos() {
    Timestamp ts = Timestamp.valueOf("1969-12-31 23:59:59.000000001");
    ConfigMatrix.forEach(
        p -> assertEquals(1, ((Timestamp) RoundTrip.through(p, ts, NONE)).getNanos()));
  }

  static Stream<Calendar> calendars() {
    GregorianCalendar iso = new GregorianCalendar(TimeZone.getTimeZone("America/New_York"));
    iso.setGregorianChange(new Date(Long.MIN_VALUE));
    iso.setFirstDayOfWeek(Calendar.MONDAY);
    iso.setMinimalDaysInFirstWeek(4);
    iso.setLenient(false);
    iso.setTimeInMillis(1_700_000_000_123L);
    GregorianCalendar old = new GregorianCalendar(TimeZone.getTimeZone("UTC"), Locale.US);
    old.setTimeInMillis(-20_000_000_000_000L); // before the Gregorian change of 1582
    Calendar buddhist =
        new Calendar.Builder()
            .setCalendarType("buddhist")
            .setTimeZone(TimeZone.getTimeZone("Asia/Bangkok"))
            .setInstant(1_700_000_000_000L)
            .build();
    Calendar japanese =
        new Calendar.Builder()
            .setCalendarType("japanese")
            .setTimeZone(TimeZone.getTimeZone("Asia/Tokyo"))
            .setInstant(1_700_000_000_000L)
            .build();
    return Stream.of(iso, old, new GregorianCalendar(), buddhist, japanese);
  }

  @ParameterizedTest
  @MethodSource("calendars")
  void calendarsRoundTrip(Calendar value) {
    assertRoundTrip(value, NONE);
  }

  @Test
  void mutableValuesCopyIndependently() {
    Fury fury = Fury.builder().build();
    Date date = new Date(5);
    Date dateCopy = fury.copy(date);
    assertNotSame(date, dateCopy);
    dateCopy.setTime(6);
    assertEquals(5, date.getTime());
    Timestamp ts = Timestamp.valueOf("2024-02-29 13:45:07.123456789");
    Timestamp tsCopy = fury.copy(ts);
    assertNotSame(ts, tsCopy);
    assertEquals(ts, tsCopy);
    Calendar cal = new GregorianCalendar(TimeZone.getTimeZone("Europe/Paris"));
    Calendar calCopy = fury.copy(cal);
    assertNotSame(cal, calCopy);
    calCopy.add(Calendar.DAY_OF_MONTH, 1);
    assertNotSame(cal.getTimeZone(), calCopy.getTimeZone());
    TimeZone zone = TimeZone.getTimeZone("Asia/Tokyo");
    assertNotSame(zone, fury.copy(zone));
    Instant instant = Instant.now();
    assertSame(instant, fury.copy(instant));
    assertSame(PARIS, fury.copy(PARIS));
  }

  @Test
  void sharedMutableValuesKeepIdentityWithRefTracking() {
    Date date = new Date(42);
    Calendar cal = new GregorianCalendar();
    List<Object> list = new ArrayList<>(List.of(date, cal, date, cal));
    Fury writer = Fury.builder().withRefTracking(true).build();
    Fury reader = Fury.builder().withRefTracking(true).build();
    @SuppressWarnings("unchecked")
    List<Object> back = (List<Object>) reader.deserialize(writer.serialize(list));
    assertEquals(list, back);
    assertSame(back.get(0), back.get(2));
    assertSame(back.get(1), back.get(3));
  }

  record Event(String name, Instant at, LocalDate day, ZonedDateTime zoned, Duration length) {}

  @Test
  void timeValuesAsRecordFields() {
    Event e =
        new Event(
            "launch",
            Instant.ofEpochSecond(12, 34),
            LocalDate.of(2000, 1, 1),
            ZonedDateTime.of(SOME, PARIS),
            Duration.ofMinutes(90));
    assertRoundTrip(e, RoundTrip.registering(Event.class));
  }

  @Test
  void zonesWithCustomRulesAreRefused() {
    Fury fury = Fury.builder().build();
    TimeZone modified = TimeZone.getTimeZone("Europe/Paris");
    modified.setRawOffset(7_200_000);
    assertThrows(SerializationException.class, () -> fury.serialize(modified));
    Calendar cal = new GregorianCalendar(new SimpleTimeZone(3_600_000, "Custom"));
    assertThrows(SerializationException.class, () -> fury.serialize(cal));
  }

  /**
   * The data of the values whose serializers write several parts after one capacity check end their
   * message with the documented layout, built here from the buffer's own primitives, with number
   * compression on and off.
   */
  @Test
  void fusedWritesKeepTheDocumentedLayout() {
    java.util.UUID id = new java.util.UUID(0x1234_5678_9abc_def0L, -2L);
    Object[] values = {
      LocalDate.of(2024, 2, 29),
      LocalDate.of(-999_999_999, 1, 1),
      LocalTime.of(23, 59, 58, 999_999_999),
      SOME,
      LocalDateTime.MIN,
      Instant.ofEpochSecond(1_700_000_000L, 123),
      Instant.MIN,
      Duration.ofSeconds(-5, 7),
      id
    };
    for (boolean compressed : new boolean[] {true, false}) {
      Fury fury = Fury.builder().withNumberCompressed(compressed).build();
      for (Object v : values) {
        org.furylike.memory.MemoryBuffer b = org.furylike.memory.MemoryBuffer.allocate(16);
        java.util.function.IntConsumer int32 =
            x -> {
              if (compressed) {
                b.writeVarInt32(x);
              } else {
                b.writeInt(x);
              }
            };
        java.util.function.LongConsumer int64 =
            x -> {
              if (compressed) {
                b.writeSliInt64(x);
              } else {
                b.writeLong(x);
              }
            };
        if (v instanceof LocalDate || v instanceof LocalDateTime) {
          LocalDate d = v instanceof LocalDate ? (LocalDate) v : ((LocalDateTime) v).toLocalDate();
          int32.accept(d.getYear());
          b.writeByte(d.getMonthValue());
          b.writeByte(d.getDayOfMonth());
        }
        if (v instanceof LocalTime || v instanceof LocalDateTime) {
          LocalTime t = v instanceof LocalTime ? (LocalTime) v : ((LocalDateTime) v).toLocalTime();
          b.writeByte(t.getHour());
          b.writeByte(t.getMinute());
          b.writeByte(t.getSecond());
          int32.accept(t.getNano());
        }
        if (v instanceof Instant) {
          int64.accept(((Instant) v).getEpochSecond());
          int32.accept(((Instant) v).getNano());
        }
        if (v instanceof Duration) {
          int64.accept(((Duration) v).getSeconds());
          int32.accept(((Duration) v).getNano());
        }
        if (v instanceof java.util.UUID) {
          b.writeLong(id.getMostSignificantBits());
          b.writeLong(id.getLeastSignificantBits());
        }
        byte[] expected = b.copyOfRange(0, b.writerIndex());
        byte[] message = fury.serialize(v);
        byte[] tail =
            java.util.Arrays.copyOfRange(message, message.length - expected.length, message.length);
        org.junit.jupiter.api.Assertions.assertArrayEquals(
            expected, tail, v + ", compressed " + compressed);
        assertEquals(v, fury.deserialize(message));
      }
    }
  }
}
