package org.furylike.serializer.builtin;

import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Currency;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.furylike.Fury;
import org.furylike.memory.MemoryBuffer;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class MiscRoundTripTest {
  private static final Consumer<Fury> NONE = RoundTrip.registering();

  record Money(BigDecimal amount, Currency currency) {}

  @SuppressWarnings("deprecation")
  static Stream<Object> equalValues() {
    BigInteger huge = BigInteger.ONE.shiftLeft(4000).subtract(BigInteger.valueOf(12345));
    return Stream.of(
        BigInteger.ZERO,
        BigInteger.ONE,
        BigInteger.valueOf(Long.MIN_VALUE),
        huge,
        huge.negate(),
        new BigDecimal("1.10"),
        new BigDecimal("-0.000"),
        new BigDecimal("1E+400"),
        new BigDecimal(huge, -7),
        new BigDecimal(BigInteger.TEN, Integer.MIN_VALUE),
        UUID.randomUUID(),
        new UUID(0, 0),
        new UUID(-1, Long.MIN_VALUE),
        URI.create("https://user@example.org:8443/a%20b/c?q=1&r=%C3%A9#frag"),
        URI.create("urn:isbn:096139210x"),
        URI.create("../relative/path"),
        Locale.ROOT,
        Locale.US,
        Locale.CHINA,
        new Locale("no", "NO", "NY"),
        new Locale("ja", "JP", "JP"),
        new Locale("th", "TH", "TH"),
        new Locale("en", "US", "WIN_x"),
        Locale.forLanguageTag("sr-Latn-RS"),
        Locale.forLanguageTag("de-DE-u-co-phonebk-x-private"),
        new Locale.Builder().setLanguage("zh").setScript("Hant").setRegion("TW").build(),
        Currency.getInstance("EUR"),
        Currency.getInstance("JPY"),
        StandardCharsets.UTF_8,
        StandardCharsets.ISO_8859_1,
        StandardCharsets.UTF_16LE,
        Charset.forName("windows-1252"),
        Charset.forName("IBM437"),
        Charset.forName("x-UTF-16LE-BOM"),
        Optional.empty(),
        Optional.of("x"),
        Optional.of(new ArrayList<>(List.of(1, 2, 3))),
        Optional.of(new Money(new BigDecimal("9.99"), Currency.getInstance("USD"))),
        Optional.of(Optional.of(new BigDecimal("2.50"))),
        OptionalInt.empty(),
        OptionalInt.of(Integer.MIN_VALUE),
        OptionalLong.empty(),
        OptionalLong.of(Long.MAX_VALUE),
        OptionalDouble.empty(),
        OptionalDouble.of(Double.NaN),
        OptionalDouble.of(-0.0),
        ByteBuffer.allocate(0),
        ByteBuffer.wrap(new byte[] {1, 2, 3}),
        ByteBuffer.wrap(new byte[] {1, 2, 3}).order(ByteOrder.LITTLE_ENDIAN),
        ByteBuffer.wrap(new byte[] {9, 8, 7, 6, 5}, 1, 3).asReadOnlyBuffer(),
        ByteBuffer.allocateDirect(4).putInt(0x01020304).flip(),
        ByteBuffer.allocateDirect(8)
            .putLong(7)
            .flip()
            .asReadOnlyBuffer()
            .order(ByteOrder.LITTLE_ENDIAN));
  }

  @ParameterizedTest
  @MethodSource("equalValues")
  void equalValuesRoundTrip(Object value) {
    assertRoundTrip(value, RoundTrip.registering(Money.class));
  }

  @Test
  void bigDecimalKeepsScale() {
    ConfigMatrix.forEach(
        p -> {
          BigDecimal back = (BigDecimal) RoundTrip.through(p, new BigDecimal("1.10"), NONE);
          assertEquals(2, back.scale());
          assertEquals("1.10", back.toString());
        });
  }

  /**
   * A decimal is its scale, then its unscaled value as a {@code BigInteger} is written: the count
   * of two's-complement bytes and the bytes, whether the value is read from a compact decimal or
   * from its {@code BigInteger}.
   */
  @Test
  void bigDecimalWritesItsScaleAndUnscaledTwosComplement() {
    Fury fury = Fury.builder().build();
    for (BigDecimal v :
        List.of(
            new BigDecimal("12.34"),
            new BigDecimal("-0.000"),
            new BigDecimal("-999999999999999999.5"),
            BigDecimal.valueOf(Long.MAX_VALUE, 2),
            new BigDecimal(BigInteger.valueOf(Long.MIN_VALUE), 1),
            new BigDecimal(BigInteger.ONE.shiftLeft(70).negate(), -4))) {
      byte[] magnitude = v.unscaledValue().toByteArray();
      MemoryBuffer expected = MemoryBuffer.allocate(32);
      expected.writeVarInt32(v.scale());
      expected.writeVarUint32(magnitude.length);
      expected.writeBytes(magnitude);
      byte[] payload = expected.copyOfRange(0, expected.writerIndex());
      byte[] message = fury.serialize(v);
      assertArrayEquals(
          payload,
          Arrays.copyOfRange(message, message.length - payload.length, message.length),
          v.toString());
      assertEquals(v, fury.deserialize(message));
    }
  }

  @Test
  void byteBufferKeepsOrderKindAndPosition() {
    ByteBuffer direct = ByteBuffer.allocateDirect(16).order(ByteOrder.LITTLE_ENDIAN);
    direct.putInt(1).putInt(2).putInt(3).flip();
    direct.getInt(); // remaining: 2, 3
    ConfigMatrix.forEach(
        p -> {
          ByteBuffer back = (ByteBuffer) RoundTrip.through(p, direct, NONE);
          assertTrue(back.isDirect());
          assertEquals(ByteOrder.LITTLE_ENDIAN, back.order());
          assertEquals(8, back.remaining());
          assertEquals(2, back.getInt());
          assertEquals(4, direct.position(), "writing must not move the original");
          ByteBuffer ro = (ByteBuffer) RoundTrip.through(p, direct.asReadOnlyBuffer(), NONE);
          assertTrue(ro.isReadOnly() && ro.isDirect());
          assertEquals(ByteOrder.BIG_ENDIAN, ro.order());
        });
  }

  /** Compares values of types without a value-based equals (atomics, Pattern, URL). */
  static final BiConsumer<Object, Object> BY_STATE =
      (expected, actual) -> {
        assertEquals(expected.getClass(), actual.getClass(), "runtime class");
        assertEquals(state(expected), state(actual));
      };

  static Object state(Object v) {
    if (v instanceof Pattern) {
      return ((Pattern) v).pattern() + "/" + ((Pattern) v).flags();
    }
    if (v instanceof URL) {
      return ((URL) v).toExternalForm();
    }
    if (v instanceof AtomicBoolean) {
      return ((AtomicBoolean) v).get();
    }
    if (v instanceof AtomicInteger || v instanceof AtomicLong || v instanceof LongAdder) {
      return ((Number) v).longValue();
    }
    if (v instanceof AtomicReference) {
      return ((AtomicReference<?>) v).get();
    }
    if (v instanceof AtomicIntegerArray
        || v instanceof AtomicLongArray
        || v instanceof AtomicReferenceArray) {
      return v.toString();
    }
    throw new AssertionError("no state for " + v.getClass());
  }

  static Stream<Object> statefulValues() throws Exception {
    AtomicReferenceArray<Object> refs = new AtomicReferenceArray<>(4);
    refs.set(0, "a");
    refs.set(2, new BigDecimal("3.0"));
    refs.set(3, new ArrayList<>(List.of(1, 2)));
    AtomicLongArray longs = new AtomicLongArray(new long[] {Long.MIN_VALUE, 0, Long.MAX_VALUE});
    LongAdder adder = new LongAdder();
    adder.add(-40);
    adder.add(2);
    return Stream.of(
        Pattern.compile("[a-z]+\\d{2,}"),
        Pattern.compile("^é.*$", Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.DOTALL),
        new URL("http://127.0.0.1:8080/a/b?c=d#e"),
        new URL("file:/tmp/some%20file.txt"),
        new AtomicBoolean(true),
        new AtomicInteger(Integer.MIN_VALUE),
        new AtomicLong(Long.MAX_VALUE),
        new AtomicReference<>(),
        new AtomicReference<>("held"),
        new AtomicReference<>(new ArrayList<>(List.of("x", "y"))),
        new AtomicIntegerArray(new int[] {1, -1, Integer.MAX_VALUE}),
        new AtomicIntegerArray(0),
        longs,
        refs,
        adder);
  }

  @ParameterizedTest
  @MethodSource("statefulValues")
  void statefulValuesRoundTrip(Object value) {
    assertRoundTrip(value, NONE, BY_STATE);
  }

  @Test
  void atomicReferenceMayHoldItself() {
    AtomicReference<Object> self = new AtomicReference<>();
    self.set(self);
    AtomicReferenceArray<Object> array = new AtomicReferenceArray<>(2);
    array.set(1, array);
    for (boolean compress : new boolean[] {false, true}) {
      Fury writer = Fury.builder().withRefTracking(true).withNumberCompressed(compress).build();
      Fury reader = Fury.builder().withRefTracking(true).withNumberCompressed(compress).build();
      AtomicReference<?> back = (AtomicReference<?>) reader.deserialize(writer.serialize(self));
      assertSame(back, back.get());
      AtomicReferenceArray<?> arrayBack =
          (AtomicReferenceArray<?>) reader.deserialize(writer.serialize(array));
      assertSame(arrayBack, arrayBack.get(1));
    }
    Fury fury = Fury.builder().build();
    AtomicReference<?> copy = fury.copy(self);
    assertNotSame(self, copy);
    assertSame(copy, copy.get());
  }

  @Test
  void copiesOfMutableValuesAreIndependent() {
    Fury fury = Fury.builder().build();
    AtomicInteger counter = new AtomicInteger(3);
    AtomicInteger counterCopy = fury.copy(counter);
    counterCopy.incrementAndGet();
    assertEquals(3, counter.get());
    List<String> inner = new ArrayList<>(List.of("a"));
    AtomicReference<List<String>> holder = new AtomicReference<>(inner);
    AtomicReference<List<String>> holderCopy = fury.copy(holder);
    assertNotSame(inner, holderCopy.get());
    assertEquals(inner, holderCopy.get());
    Optional<List<String>> opt = Optional.of(inner);
    Optional<List<String>> optCopy = fury.copy(opt);
    assertNotSame(inner, optCopy.get());
    assertEquals(inner, optCopy.get());
    byte[] data = {1, 2, 3};
    ByteBuffer heap = ByteBuffer.wrap(data);
    ByteBuffer heapCopy = fury.copy(heap);
    heapCopy.put(0, (byte) 9);
    assertEquals(1, data[0]);
    assertEquals(ByteBuffer.wrap(new byte[] {1, 2, 3}), heap);
    AtomicLongArray longs = new AtomicLongArray(2);
    AtomicLongArray longsCopy = fury.copy(longs);
    longsCopy.set(0, 5);
    assertEquals(0, longs.get(0));
    BigDecimal immutable = new BigDecimal("1.10");
    assertSame(immutable, fury.copy(immutable));
    UUID id = UUID.randomUUID();
    assertSame(id, fury.copy(id));
  }

  @Test
  void sharedHoldersKeepIdentityWithRefTracking() {
    AtomicLong shared = new AtomicLong(7);
    ByteBuffer buffer = ByteBuffer.wrap(new byte[] {4, 5});
    List<Object> list = new ArrayList<>(Arrays.asList(shared, buffer, shared, buffer));
    Fury writer = Fury.builder().withRefTracking(true).build();
    Fury reader = Fury.builder().withRefTracking(true).build();
    List<?> back = (List<?>) reader.deserialize(writer.serialize(list));
    assertSame(back.get(0), back.get(2));
    assertSame(back.get(1), back.get(3));
    assertEquals(7, ((AtomicLong) back.get(0)).get());
  }
}
