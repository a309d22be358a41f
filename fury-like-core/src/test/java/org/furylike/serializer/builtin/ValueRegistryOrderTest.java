package org.furylike.serializer.builtin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
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
import java.util.Currency;
import java.util.Date;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.TimeZone;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;
import org.furylike.resolver.BuiltinRegistry;
import org.junit.jupiter.api.Test;

/** The time and misc families keep their order, which fixes their wire ids. */
class ValueRegistryOrderTest {
  private static final List<Class<?>> EXPECTED =
      List.of(
          Instant.class,
          Duration.class,
          Period.class,
          LocalDate.class,
          LocalTime.class,
          LocalDateTime.class,
          OffsetTime.class,
          OffsetDateTime.class,
          ZonedDateTime.class,
          ZoneOffset.class,
          ZoneId.class,
          Year.class,
          YearMonth.class,
          MonthDay.class,
          DayOfWeek.class,
          Month.class,
          Date.class,
          java.sql.Date.class,
          java.sql.Time.class,
          java.sql.Timestamp.class,
          TimeZone.class,
          Calendar.class,
          BigInteger.class,
          BigDecimal.class,
          UUID.class,
          URI.class,
          URL.class,
          Locale.class,
          Currency.class,
          Charset.class,
          Pattern.class,
          Optional.class,
          OptionalInt.class,
          OptionalLong.class,
          OptionalDouble.class,
          AtomicBoolean.class,
          AtomicInteger.class,
          AtomicLong.class,
          AtomicReference.class,
          AtomicIntegerArray.class,
          AtomicLongArray.class,
          AtomicReferenceArray.class,
          LongAdder.class,
          ByteBuffer.class);

  @Test
  void familiesAreContiguousAndInOrder() {
    List<Class<?>> all = new ArrayList<>();
    for (BuiltinRegistry.Entry e : BuiltinSerializers.registry().entries()) {
      all.add(e == null ? null : e.cls());
    }
    int first = all.indexOf(Instant.class);
    assertTrue(first > 0);
    assertEquals(EXPECTED, all.subList(first, first + EXPECTED.size()));
  }
}
