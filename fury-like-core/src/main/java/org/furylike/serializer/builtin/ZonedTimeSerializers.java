package org.furylike.serializer.builtin;

import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;

/**
 * {@code java.time} values that carry an offset or a zone. A zone is written as a kind byte, then
 * either the offset's total seconds ({@link #ZONE_OFFSET}) or the region id such as {@code
 * "Europe/Paris"} ({@link #ZONE_REGION}), so a region travels as a region and an offset as an
 * offset.
 */
final class ZonedTimeSerializers {
  /** Zone kind: a fixed {@link ZoneOffset}, total seconds follow. */
  static final int ZONE_OFFSET = 0;

  /** Zone kind: a region id (any non-offset {@link ZoneId}), its id string follows. */
  static final int ZONE_REGION = 1;

  private ZonedTimeSerializers() {}

  static void writeOffset(WriteContext ctx, ZoneOffset offset) {
    ctx.writeInt32(offset.getTotalSeconds());
  }

  static ZoneOffset readOffset(ReadContext ctx, Class<?> type) {
    int at = ctx.buffer().readerIndex();
    int seconds = ctx.readInt32();
    try {
      return ZoneOffset.ofTotalSeconds(seconds);
    } catch (DateTimeException e) {
      throw ValueSupport.invalid(type, at, e);
    }
  }

  static void writeZone(WriteContext ctx, ZoneId zone) {
    if (zone instanceof ZoneOffset) {
      ctx.buffer().writeByte(ZONE_OFFSET);
      writeOffset(ctx, (ZoneOffset) zone);
    } else {
      ctx.buffer().writeByte(ZONE_REGION);
      ctx.writeString(zone.getId());
    }
  }

  static ZoneId readZone(ReadContext ctx, Class<?> type) {
    int at = ctx.buffer().readerIndex();
    byte kind = ctx.buffer().readByte();
    if (kind == ZONE_OFFSET) {
      return readOffset(ctx, type);
    }
    if (kind != ZONE_REGION) {
      throw ValueSupport.invalid(type, at, "unknown zone kind " + kind);
    }
    String id = ctx.readString();
    try {
      return ZoneId.of(id);
    } catch (DateTimeException e) {
      throw ValueSupport.invalid(
          type, at, "zone id \"" + id + "\" is unknown here: " + e.getMessage());
    }
  }

  /** Total offset seconds (int). */
  static final class ZoneOffsetSerializer extends ImmutableSerializer<ZoneOffset> {
    ZoneOffsetSerializer() {
      super(ZoneOffset.class);
    }

    @Override
    public void write(WriteContext ctx, ZoneOffset v) {
      writeOffset(ctx, v);
    }

    @Override
    public ZoneOffset read(ReadContext ctx) {
      return readOffset(ctx, ZoneOffset.class);
    }
  }

  /** Any zone: region zones travel under this id (the JDK's ZoneRegion is aliased to it). */
  static final class ZoneIdSerializer extends ImmutableSerializer<ZoneId> {
    ZoneIdSerializer() {
      super(ZoneId.class);
    }

    @Override
    public void write(WriteContext ctx, ZoneId v) {
      writeZone(ctx, v);
    }

    @Override
    public ZoneId read(ReadContext ctx) {
      return readZone(ctx, ZoneId.class);
    }
  }

  /** Local time then offset. */
  static final class OffsetTimeSerializer extends ImmutableSerializer<OffsetTime> {
    OffsetTimeSerializer() {
      super(OffsetTime.class);
    }

    @Override
    public void write(WriteContext ctx, OffsetTime v) {
      TimeSerializers.writeTime(ctx, v.toLocalTime());
      writeOffset(ctx, v.getOffset());
    }

    @Override
    public OffsetTime read(ReadContext ctx) {
      LocalTime time = TimeSerializers.readTime(ctx, OffsetTime.class);
      return OffsetTime.of(time, readOffset(ctx, OffsetTime.class));
    }
  }

  /** Local date-time then offset. */
  static final class OffsetDateTimeSerializer extends ImmutableSerializer<OffsetDateTime> {
    OffsetDateTimeSerializer() {
      super(OffsetDateTime.class);
    }

    @Override
    public void write(WriteContext ctx, OffsetDateTime v) {
      TimeSerializers.writeDateTime(ctx, v.toLocalDateTime());
      writeOffset(ctx, v.getOffset());
    }

    @Override
    public OffsetDateTime read(ReadContext ctx) {
      LocalDateTime dateTime = TimeSerializers.readDateTime(ctx, OffsetDateTime.class);
      return OffsetDateTime.of(dateTime, readOffset(ctx, OffsetDateTime.class));
    }
  }

  /**
   * Local date-time, zone, and for a region zone the offset in force (it tells the two instants of
   * an autumn overlap apart). Reading keeps the local date-time and prefers the written offset, so
   * a reader with other time-zone rules still gets the same wall-clock time in the same zone.
   */
  static final class ZonedDateTimeSerializer extends ImmutableSerializer<ZonedDateTime> {
    ZonedDateTimeSerializer() {
      super(ZonedDateTime.class);
    }

    @Override
    public void write(WriteContext ctx, ZonedDateTime v) {
      TimeSerializers.writeDateTime(ctx, v.toLocalDateTime());
      ZoneId zone = v.getZone();
      writeZone(ctx, zone);
      if (!(zone instanceof ZoneOffset)) {
        writeOffset(ctx, v.getOffset());
      }
    }

    @Override
    public ZonedDateTime read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      LocalDateTime dateTime = TimeSerializers.readDateTime(ctx, ZonedDateTime.class);
      ZoneId zone = readZone(ctx, ZonedDateTime.class);
      ZoneOffset offset =
          zone instanceof ZoneOffset ? (ZoneOffset) zone : readOffset(ctx, ZonedDateTime.class);
      try {
        return ZonedDateTime.ofLocal(dateTime, zone, offset);
      } catch (DateTimeException e) {
        throw ValueSupport.invalid(ZonedDateTime.class, at, e);
      }
    }
  }
}
