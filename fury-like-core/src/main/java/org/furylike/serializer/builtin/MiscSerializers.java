package org.furylike.serializer.builtin;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.MalformedURLException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.ByteBuffer;
import java.nio.charset.Charset;
import java.util.Currency;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.SerializationException;
import org.furylike.memory.DecimalAccess;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;

/**
 * The misc family: big numbers, identifiers ({@code UUID}, {@code URI}, {@code URL}, {@code
 * Locale}, {@code Currency}, {@code Charset}), {@code Pattern}, the {@code Optional}s, the atomics
 * and {@code ByteBuffer}. Identifier-like values travel as their canonical string and are rebuilt
 * through the JDK's parser, whose rejections become a {@code DeserializationException}.
 */
public final class MiscSerializers {
  private MiscSerializers() {}

  static void register(BuiltinRegistry r) {
    r.add(BigInteger.class, FACTORY);
    r.add(BigDecimal.class, FACTORY);
    r.add(java.util.UUID.class, FACTORY);
    r.add(URI.class, FACTORY);
    r.add(URL.class, FACTORY);
    r.add(Locale.class, FACTORY);
    r.add(Currency.class, FACTORY);
    // each charset is a JDK-private class: matched when first written, not listed here
    r.jdkFamily(Charset.class, FACTORY);
    r.add(Pattern.class, FACTORY);
    r.add(Optional.class, FACTORY);
    r.add(OptionalInt.class, FACTORY);
    r.add(OptionalLong.class, FACTORY);
    r.add(OptionalDouble.class, FACTORY);
    r.add(AtomicBoolean.class, FACTORY);
    r.add(AtomicInteger.class, FACTORY);
    r.add(AtomicLong.class, FACTORY);
    r.add(AtomicReference.class, FACTORY);
    r.add(AtomicIntegerArray.class, FACTORY);
    r.add(AtomicLongArray.class, FACTORY);
    r.add(AtomicReferenceArray.class, FACTORY);
    r.add(LongAdder.class, FACTORY);
    r.add(ByteBuffer.class, FACTORY);
    ByteBufferSerializer.aliasRuntimeClasses(r);
  }

  // ------------------------------------------------------------------ numbers

  static void writeBigInteger(WriteContext ctx, BigInteger v) {
    if (v.bitLength() < 64) {
      writeTwosComplement(ctx.buffer(), v.longValue());
      return;
    }
    byte[] bytes = v.toByteArray();
    ctx.buffer().writeVarUint32(bytes.length);
    ctx.buffer().writeBytes(bytes);
  }

  /**
   * Writes {@code v} as a {@code BigInteger} of that value would be written: its count of
   * two's-complement bytes (as few as hold it), then the bytes, most significant first.
   */
  static void writeTwosComplement(MemoryBuffer b, long v) {
    int n = (64 - Long.numberOfLeadingZeros(v ^ (v >> 63))) / 8 + 1;
    int i = b.writerIndex();
    b.ensure(i + 1 + n);
    b.putByte(i++, (byte) n);
    for (int shift = (n - 1) * 8; shift >= 0; shift -= 8) {
      b.putByte(i++, (byte) (v >> shift));
    }
    b.writerIndex(i);
  }

  static BigInteger readBigInteger(ReadContext ctx, Class<?> type) {
    MemoryBuffer b = ctx.buffer();
    int at = b.readerIndex();
    int n = readMagnitudeLength(ctx, type, at);
    if (n <= 8) {
      return BigInteger.valueOf(readTwosComplement(b, n));
    }
    return new BigInteger(b.readBytes(n));
  }

  private static int readMagnitudeLength(ReadContext ctx, Class<?> type, int at) {
    int n = ctx.readLength(1, "two's-complement magnitude");
    if (n == 0) {
      throw ValueSupport.invalid(type, at, "empty two's-complement magnitude");
    }
    return n;
  }

  /** Reads {@code n} (1 to 8) big-endian two's-complement bytes, already checked readable. */
  private static long readTwosComplement(MemoryBuffer b, int n) {
    int i = b.readerIndex();
    long v = b.getByte(i);
    for (int k = 1; k < n; k++) {
      v = (v << 8) | (b.getByte(i + k) & 0xFF);
    }
    b.readerIndex(i + n);
    return v;
  }

  /** Big-endian two's-complement bytes, preceded by their count. */
  static final class BigIntegerSerializer extends ImmutableSerializer<BigInteger> {
    BigIntegerSerializer() {
      super(BigInteger.class);
    }

    @Override
    public void write(WriteContext ctx, BigInteger v) {
      writeBigInteger(ctx, v);
    }

    @Override
    public BigInteger read(ReadContext ctx) {
      return readBigInteger(ctx, BigInteger.class);
    }
  }

  /** Scale (int) then the unscaled value as a {@code BigInteger}: {@code 1.10} keeps scale 2. */
  static final class BigDecimalSerializer extends ImmutableSerializer<BigDecimal> {
    BigDecimalSerializer() {
      super(BigDecimal.class);
    }

    @Override
    public void write(WriteContext ctx, BigDecimal v) {
      ctx.writeInt32(v.scale());
      long unscaled = DecimalAccess.unscaledLong(v);
      if (unscaled != DecimalAccess.NOT_COMPACT) {
        // read from the value itself where the JDK allows: the same bytes, nothing allocated
        writeTwosComplement(ctx.buffer(), unscaled);
      } else if (v.precision() <= 18) {
        // the unscaled value fits a long: no BigInteger and no byte array
        writeTwosComplement(ctx.buffer(), v.scaleByPowerOfTen(v.scale()).longValue());
      } else {
        writeBigInteger(ctx, v.unscaledValue());
      }
    }

    @Override
    public BigDecimal read(ReadContext ctx) {
      int scale = ctx.readInt32();
      MemoryBuffer b = ctx.buffer();
      int at = b.readerIndex();
      int n = readMagnitudeLength(ctx, BigDecimal.class, at);
      if (n <= 8) {
        return BigDecimal.valueOf(readTwosComplement(b, n), scale);
      }
      return new BigDecimal(new BigInteger(b.readBytes(n)), scale);
    }
  }

  // ------------------------------------------------------------------ identifiers

  /** Most and least significant bits, eight bytes each. */
  static final class UuidSerializer extends ImmutableSerializer<java.util.UUID> {
    UuidSerializer() {
      super(java.util.UUID.class);
    }

    @Override
    public void write(WriteContext ctx, java.util.UUID v) {
      MemoryBuffer b = ctx.buffer();
      int i = b.writerIndex();
      b.ensure(i + 16);
      b.putLong(i, v.getMostSignificantBits());
      b.putLong(i + 8, v.getLeastSignificantBits());
      b.writerIndex(i + 16);
    }

    @Override
    public java.util.UUID read(ReadContext ctx) {
      long most = ctx.buffer().readLong();
      return new java.util.UUID(most, ctx.buffer().readLong());
    }
  }

  /** The URI string as given (so equality, which looks at the original components, holds). */
  static final class UriSerializer extends ImmutableSerializer<URI> {
    UriSerializer() {
      super(URI.class);
    }

    @Override
    public void write(WriteContext ctx, URI v) {
      ctx.writeString(v.toString());
    }

    @Override
    public URI read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      try {
        return new URI(ctx.readString());
      } catch (URISyntaxException e) {
        throw ValueSupport.invalid(URI.class, at, e);
      }
    }
  }

  /**
   * The external form; reading it never opens a connection. Reading is refused unless the builder
   * allows URL values: {@code URL.hashCode} and {@code equals} resolve the host name, so a URL used
   * as a set element or map key would make the reader look up a host the input chose.
   */
  static final class UrlSerializer extends ImmutableSerializer<URL> {
    UrlSerializer() {
      super(URL.class);
    }

    @Override
    public void write(WriteContext ctx, URL v) {
      ctx.writeString(v.toExternalForm());
    }

    @Override
    public URL read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      if (!ctx.resolver().getConfig().isUrlValues()) {
        throw new org.furylike.exception.InsecureException(
            "java.net.URL value at offset "
                + at
                + " refused: URL.hashCode and equals resolve host names (a DNS lookup chosen by"
                + " the input); allow URL values with FuryBuilder.withUrlValues(true) or send"
                + " java.net.URI");
      }
      try {
        return new URL(ctx.readString());
      } catch (MalformedURLException e) {
        throw ValueSupport.invalid(URL.class, at, e);
      }
    }
  }

  /**
   * Kind byte 0: language, country and variant strings (every locale without script or extensions,
   * including legacy ones such as {@code no_NO_NY} that have no exact language tag). Kind 1: the
   * BCP 47 language tag, used when a script or extensions are present.
   */
  static final class LocaleSerializer extends ImmutableSerializer<Locale> {
    private static final int PARTS = 0;
    private static final int TAG = 1;

    LocaleSerializer() {
      super(Locale.class);
    }

    @Override
    public void write(WriteContext ctx, Locale v) {
      if (v.getScript().isEmpty() && !v.hasExtensions()) {
        ctx.buffer().writeByte(PARTS);
        ctx.writeString(v.getLanguage());
        ctx.writeString(v.getCountry());
        ctx.writeString(v.getVariant());
        return;
      }
      String tag = v.toLanguageTag();
      if (!Locale.forLanguageTag(tag).equals(v)) {
        throw new SerializationException(
            "locale " + v + " cannot be represented: no language tag restores it");
      }
      ctx.buffer().writeByte(TAG);
      ctx.writeString(tag);
    }

    @Override
    @SuppressWarnings("deprecation")
    public Locale read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      byte kind = ctx.buffer().readByte();
      if (kind == PARTS) {
        String language = ctx.readString();
        String country = ctx.readString();
        return new Locale(language, country, ctx.readString());
      }
      if (kind != TAG) {
        throw ValueSupport.invalid(Locale.class, at, "unknown locale kind " + kind);
      }
      return Locale.forLanguageTag(ctx.readString());
    }
  }

  /** The ISO 4217 currency code. */
  static final class CurrencySerializer extends ImmutableSerializer<Currency> {
    CurrencySerializer() {
      super(Currency.class);
    }

    @Override
    public void write(WriteContext ctx, Currency v) {
      ctx.writeString(v.getCurrencyCode());
    }

    @Override
    public Currency read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      String code = ctx.readString();
      try {
        return Currency.getInstance(code);
      } catch (IllegalArgumentException e) {
        throw unknownCurrency(at, code);
      }
    }
  }

  /** The canonical charset name. */
  static final class CharsetSerializer extends ImmutableSerializer<Charset> {
    CharsetSerializer() {
      super(Charset.class);
    }

    @Override
    public void write(WriteContext ctx, Charset v) {
      ctx.writeString(v.name());
    }

    @Override
    public Charset read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      String name = ctx.readString();
      try {
        return Charset.forName(name);
      } catch (IllegalArgumentException e) {
        throw unsupportedCharset(at, name);
      }
    }
  }

  /** The regular expression and its flags (int); compiled again on read. */
  static final class PatternSerializer extends ImmutableSerializer<Pattern> {
    PatternSerializer() {
      super(Pattern.class);
    }

    @Override
    public void write(WriteContext ctx, Pattern v) {
      ctx.writeString(v.pattern());
      ctx.writeInt32(v.flags());
    }

    @Override
    public Pattern read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      if (!ctx.resolver().getConfig().isPatternValues()) {
        throw new org.furylike.exception.InsecureException(
            "java.util.regex.Pattern value at offset "
                + at
                + " refused: it would be compiled from the sender's expression, which can make"
                + " matching take exponential time; allow Pattern values with"
                + " FuryBuilder.withPatternValues(true) if the sender is trusted");
      }
      String regex = ctx.readString();
      int flags = ctx.readInt32();
      try {
        return Pattern.compile(regex, flags);
      } catch (IllegalArgumentException e) {
        throw ValueSupport.invalid(Pattern.class, at, e);
      }
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == BigInteger.class) {
        return new BigIntegerSerializer();
      }
      if (c == BigDecimal.class) {
        return new BigDecimalSerializer();
      }
      if (c == java.util.UUID.class) {
        return new UuidSerializer();
      }
      if (c == URI.class) {
        return new UriSerializer();
      }
      if (c == URL.class) {
        return new UrlSerializer();
      }
      if (c == Locale.class) {
        return new LocaleSerializer();
      }
      if (c == Currency.class) {
        return new CurrencySerializer();
      }
      if (c == Charset.class) {
        return new CharsetSerializer();
      }
      if (c == Pattern.class) {
        return new PatternSerializer();
      }
      if (c == Optional.class) {
        return new OptionalSerializers.OptionalSerializer();
      }
      if (c == OptionalInt.class) {
        return new OptionalSerializers.OptionalIntSerializer();
      }
      if (c == OptionalLong.class) {
        return new OptionalSerializers.OptionalLongSerializer();
      }
      if (c == OptionalDouble.class) {
        return new OptionalSerializers.OptionalDoubleSerializer();
      }
      if (c == AtomicBoolean.class) {
        return new AtomicSerializers.AtomicBooleanSerializer();
      }
      if (c == AtomicInteger.class) {
        return new AtomicSerializers.AtomicIntegerSerializer();
      }
      if (c == AtomicLong.class) {
        return new AtomicSerializers.AtomicLongSerializer();
      }
      if (c == AtomicReference.class) {
        return new AtomicSerializers.AtomicReferenceSerializer();
      }
      if (c == AtomicIntegerArray.class) {
        return new AtomicSerializers.AtomicIntegerArraySerializer();
      }
      if (c == AtomicLongArray.class) {
        return new AtomicSerializers.AtomicLongArraySerializer();
      }
      if (c == AtomicReferenceArray.class) {
        return new AtomicSerializers.AtomicReferenceArraySerializer();
      }
      if (c == LongAdder.class) {
        return new AtomicSerializers.LongAdderSerializer();
      }
      if (c == ByteBuffer.class) {
        return new ByteBufferSerializer();
      }
      return null;
    }
  }

  // The exceptions of the reads above are built apart, which keeps the reads small enough to
  // inline.
  private static DeserializationException unknownCurrency(int at, String code) {
    return ValueSupport.invalid(Currency.class, at, "unknown currency code \"" + code + "\"");
  }

  private static DeserializationException unsupportedCharset(int at, String name) {
    return ValueSupport.invalid(
        Charset.class, at, "charset \"" + name + "\" is not supported here");
  }
}
