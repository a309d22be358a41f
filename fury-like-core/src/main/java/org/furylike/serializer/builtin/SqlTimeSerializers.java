package org.furylike.serializer.builtin;

import java.sql.Time;
import java.sql.Timestamp;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * The {@code java.sql} date types. Kept apart so that nothing here is loaded when the {@code
 * java.sql} module is absent.
 */
final class SqlTimeSerializers {
  /** How many ids {@link #register} takes. */
  static final int TYPE_COUNT = 3;

  private SqlTimeSerializers() {}

  static void register(BuiltinRegistry r) {
    r.add(java.sql.Date.class, FACTORY);
    r.add(Time.class, FACTORY);
    r.add(Timestamp.class, FACTORY);
  }

  /** Epoch seconds (long) and nano-of-second (int): the full nanosecond precision. */
  static final class TimestampSerializer extends Serializer<Timestamp> {
    TimestampSerializer() {
      super(Timestamp.class);
    }

    @Override
    public void write(WriteContext ctx, Timestamp v) {
      ctx.writeInt64(Math.floorDiv(v.getTime(), 1000L));
      ctx.writeInt32(v.getNanos());
    }

    @Override
    public Timestamp read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      long seconds = ctx.readInt64();
      int nanos = ValueSupport.readNanos(ctx, Timestamp.class);
      if (seconds < Long.MIN_VALUE / 1000 || seconds > Long.MAX_VALUE / 1000) {
        throw ValueSupport.invalid(
            Timestamp.class, at, "epoch second " + seconds + " overflows milliseconds");
      }
      Timestamp value = new Timestamp(seconds * 1000L);
      value.setNanos(nanos);
      ctx.reference(value);
      return value;
    }

    @Override
    public Timestamp copy(CopyContext ctx, Timestamp v) {
      Timestamp copy = new Timestamp(v.getTime());
      copy.setNanos(v.getNanos());
      return copy;
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == java.sql.Date.class) {
        return new LegacyTimeSerializers.MillisSerializer<>(
            java.sql.Date.class, java.sql.Date::new);
      }
      if (c == Time.class) {
        return new LegacyTimeSerializers.MillisSerializer<>(Time.class, Time::new);
      }
      if (c == Timestamp.class) {
        return new TimestampSerializer();
      }
      return null;
    }
  }
}
