package org.furylike.serializer.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.sql.Timestamp;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
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
import java.util.Arrays;
import java.util.Calendar;
import java.util.Currency;
import java.util.Date;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TimeZone;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.regex.Pattern;
import org.furylike.Fury;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.api.Test;

/** Truncated and corrupted payloads of the value types fail with a library exception. */
class ValueCorruptionTest {
  static List<Object> samples() {
    AtomicReferenceArray<Object> refs = new AtomicReferenceArray<>(3);
    refs.set(0, "r");
    refs.set(2, LocalDate.of(2001, 2, 3));
    Calendar cal = new GregorianCalendar(TimeZone.getTimeZone("Europe/Paris"));
    cal.setTimeInMillis(1_700_000_000_000L);
    return List.of(
        Instant.ofEpochSecond(1_700_000_000L, 5),
        Duration.ofSeconds(-3, 7),
        Period.of(1, -2, 3),
        LocalDate.of(2024, 2, 29),
        LocalTime.of(1, 2, 3, 4),
        LocalDateTime.of(2024, 2, 29, 1, 2, 3, 4),
        OffsetTime.of(LocalTime.NOON, ZoneOffset.ofHours(2)),
        OffsetDateTime.of(LocalDateTime.of(2020, 1, 1, 0, 0), ZoneOffset.ofHours(-5)),
        ZonedDateTime.of(LocalDateTime.of(2020, 6, 1, 12, 0), ZoneId.of("Europe/Paris")),
        ZoneOffset.ofHours(3),
        ZoneId.of("America/New_York"),
        Year.of(2024),
        YearMonth.of(2024, 2),
        MonthDay.of(2, 29),
        DayOfWeek.FRIDAY,
        new Date(1_700_000_000_123L),
        new java.sql.Date(86_400_000L),
        Timestamp.valueOf("2024-02-29 13:45:07.123456789"),
        TimeZone.getTimeZone("Asia/Tokyo"),
        cal,
        new BigInteger("-123456789012345678901234567890"),
        new BigDecimal("1.10"),
        new UUID(1, 2),
        URI.create("http://example.org/a"),
        Locale.CANADA_FRENCH,
        Locale.forLanguageTag("sr-Latn-RS"),
        Currency.getInstance("EUR"),
        StandardCharsets.UTF_8,
        Pattern.compile("a+b", Pattern.MULTILINE),
        Optional.of("inside"),
        Optional.empty(),
        OptionalInt.of(-5),
        OptionalLong.of(1L << 40),
        OptionalDouble.of(1.5),
        new AtomicLong(-9),
        new AtomicReference<>(new BigDecimal("2.5")),
        new AtomicIntegerArray(new int[] {1, 2, 300}),
        refs,
        ByteBuffer.wrap(new byte[] {1, 2, 3}),
        ByteBuffer.allocateDirect(2).asReadOnlyBuffer());
  }

  @Test
  void everyProperPrefixFails() {
    ConfigMatrix.forEach(
        p -> {
          Fury writer = p.builder().build();
          Fury reader = p.builder().build();
          for (Object value : samples()) {
            byte[] bytes = writer.serialize(value);
            for (int n = 0; n < bytes.length; n++) {
              byte[] prefix = Arrays.copyOf(bytes, n);
              FuryException e =
                  assertThrows(
                      FuryException.class,
                      () -> reader.deserialize(prefix),
                      () -> value.getClass().getName() + " prefix of " + prefix.length + " bytes");
              assertFalse(
                  e.getMessage().startsWith("corrupt input near"),
                  () -> "a raw exception escaped the serializer of " + value + ": " + e);
            }
          }
        });
  }

  @Test
  void truncatedStreamFails() {
    Fury fury = Fury.builder().build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    fury.serialize(
        out, ZonedDateTime.of(LocalDateTime.of(2020, 6, 1, 12, 0), ZoneId.of("Asia/Tokyo")));
    byte[] framed = out.toByteArray();
    byte[] cut = Arrays.copyOf(framed, framed.length - 1);
    assertThrows(
        FuryException.class, () -> fury.deserialize(new java.io.ByteArrayInputStream(cut)));
  }

  // ------------------------------------------------------------------ targeted corruptions

  private static final Fury PLAIN =
      Fury.builder().withNumberCompressed(false).withPatternValues(true).build();

  private static DeserializationException failsReading(byte[] bytes) {
    DeserializationException e =
        assertThrows(DeserializationException.class, () -> PLAIN.deserialize(bytes));
    assertTrue(e.getMessage().contains("offset"), e.getMessage());
    assertFalse(e.getMessage().startsWith("corrupt input near"), e.getMessage());
    return e;
  }

  /** The payload of {@code value} with the ASCII text {@code from} replaced by {@code to}. */
  private static byte[] replacing(Object value, String from, String to) {
    byte[] bytes = PLAIN.serialize(value);
    String latin1 = new String(bytes, StandardCharsets.ISO_8859_1);
    int at = latin1.indexOf(from);
    assertTrue(at >= 0 && from.length() == to.length(), "text to replace not found");
    System.arraycopy(to.getBytes(StandardCharsets.ISO_8859_1), 0, bytes, at, to.length());
    return bytes;
  }

  private static byte[] withByteFromEnd(Object value, int fromEnd, int newValue) {
    byte[] bytes = PLAIN.serialize(value);
    bytes[bytes.length - fromEnd] = (byte) newValue;
    return bytes;
  }

  @Test
  void invalidDateFieldsAreRejected() {
    // a date ends with month and day bytes
    String msg = failsReading(withByteFromEnd(LocalDate.of(2020, 12, 31), 2, 13)).getMessage();
    assertTrue(msg.contains("java.time.LocalDate"), msg);
    failsReading(withByteFromEnd(LocalDate.of(2021, 2, 28), 1, 29));
    failsReading(withByteFromEnd(MonthDay.of(4, 30), 1, 31));
    failsReading(withByteFromEnd(YearMonth.of(2020, 1), 1, 0));
    // a time ends with hour, minute, second bytes and a four-byte nano
    failsReading(withByteFromEnd(LocalTime.of(23, 0), 7, 24));
    failsReading(withByteFromEnd(DayOfWeek.MONDAY, 1, 7));
  }

  @Test
  void outOfRangeNumbersAreRejected() {
    byte[] instant = PLAIN.serialize(Instant.ofEpochSecond(0, 999_999_999));
    MemoryBuffer.wrap(instant).putInt(instant.length - 4, 1_000_000_000);
    failsReading(instant);
    byte[] duration = PLAIN.serialize(Duration.ofNanos(5));
    MemoryBuffer.wrap(duration).putInt(duration.length - 4, -1);
    failsReading(duration);
    byte[] timestamp = PLAIN.serialize(new Timestamp(0));
    MemoryBuffer.wrap(timestamp).putInt(timestamp.length - 4, Integer.MAX_VALUE);
    failsReading(timestamp);
    byte[] offset = PLAIN.serialize(ZoneOffset.UTC);
    MemoryBuffer.wrap(offset).putInt(offset.length - 4, 18 * 3600 + 1);
    failsReading(offset);
    byte[] year = PLAIN.serialize(Year.of(1));
    MemoryBuffer.wrap(year).putInt(year.length - 4, Integer.MAX_VALUE);
    failsReading(year);
  }

  @Test
  void unknownIdentifiersAreRejected() {
    String msg = failsReading(replacing(ZoneId.of("Europe/Paris"), "Paris", "Parix")).getMessage();
    assertTrue(msg.contains("Europe/Parix"), msg);
    ZonedDateTime zoned =
        ZonedDateTime.of(LocalDateTime.of(2020, 1, 1, 0, 0), ZoneId.of("Europe/Paris"));
    failsReading(replacing(zoned, "Paris", "Parix"));
    failsReading(replacing(TimeZone.getTimeZone("America/New_York"), "New_York", "New_Yorx"));
    failsReading(
        replacing(new GregorianCalendar(TimeZone.getTimeZone("Asia/Tokyo")), "Tokyo", "Tokyx"));
    failsReading(replacing(Currency.getInstance("EUR"), "EUR", "EUX"));
    failsReading(replacing(StandardCharsets.UTF_8, "UTF-8", "UTF-X"));
    failsReading(replacing(Pattern.compile("a(b)"), "a(b)", "a(b("));
    failsReading(replacing(URI.create("http://h/ab"), "ab", "a "));
  }

  @Test
  void invalidKindsAndFlagsAreRejected() {
    // zone kind byte precedes the region id string (one header byte)
    byte[] zone = PLAIN.serialize(ZoneId.of("Europe/Paris"));
    int idAt = new String(zone, StandardCharsets.ISO_8859_1).indexOf("Europe") - 2;
    zone[idAt] = 9;
    failsReading(zone);
    byte[] locale = PLAIN.serialize(Locale.forLanguageTag("sr-Latn-RS"));
    int tagAt = new String(locale, StandardCharsets.ISO_8859_1).indexOf("sr-Latn") - 2;
    locale[tagAt] = 5;
    failsReading(locale);
    byte[] buffer = PLAIN.serialize(ByteBuffer.wrap(new byte[] {1}));
    buffer[buffer.length - 3] = 0x40;
    failsReading(buffer);
    // calendar: type byte first; first day of week sits after lenient, before minimal days
    Calendar cal = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
    byte[] calendar = PLAIN.serialize(cal);
    calendar[calendar.length - 8 - 2] = 9;
    failsReading(calendar);
  }

  @Test
  void hugeDeclaredLengthsAreRejected() {
    // BigDecimal 1.10 ends with magnitude length 1 and the byte 110
    byte[] ok = PLAIN.serialize(new BigDecimal("1.10"));
    assertEquals(110, ok[ok.length - 1]);
    assertEquals(1, ok[ok.length - 2]);
    MemoryBuffer huge = MemoryBuffer.allocate(ok.length + 8);
    huge.writeBytes(ok, 0, ok.length - 2);
    huge.writeVarUint32(0x0FFF_FFFF);
    huge.writeByte(110);
    byte[] bytes = huge.copyOfRange(0, huge.writerIndex());
    assertTrue(failsReading(bytes) instanceof BufferUnderflowException);
    byte[] empty = ok.clone();
    empty[empty.length - 2] = 0;
    failsReading(Arrays.copyOf(empty, empty.length - 1));
    byte[] array = PLAIN.serialize(new AtomicIntegerArray(1));
    array[array.length - 5] = 0x7F;
    failsReading(array);
    byte[] directBuffer = PLAIN.serialize(ByteBuffer.allocateDirect(1));
    directBuffer[directBuffer.length - 2] = 0x7F;
    failsReading(directBuffer);
    byte[] list = PLAIN.serialize(new ArrayList<>(List.of(new BigInteger("5"))));
    list[list.length - 2] = 0x30;
    failsReading(list);
  }
}
