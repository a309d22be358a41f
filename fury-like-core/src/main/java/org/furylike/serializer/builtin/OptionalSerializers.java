package org.furylike.serializer.builtin;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;

/**
 * {@code Optional} and its primitive variants. An {@code Optional} is one value slot (the null flag
 * marks an empty one); the primitive variants write a presence boolean, then the value if present.
 */
final class OptionalSerializers {
  private OptionalSerializers() {}

  /**
   * An {@code Optional} holds any value, written as a full slot (so its contents keep their class
   * and references). The holder is immutable and takes no part in reference tracking, but a copy
   * deep-copies the contents.
   */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static final class OptionalSerializer extends Serializer<Optional> {
    OptionalSerializer() {
      super(Optional.class);
    }

    @Override
    public boolean isRefTrackable() {
      return false;
    }

    @Override
    public void write(WriteContext ctx, Optional v) {
      ctx.writeRef(v.orElse(null));
    }

    @Override
    public Optional read(ReadContext ctx) {
      return Optional.ofNullable(ctx.readRef());
    }

    @Override
    public Optional copy(CopyContext ctx, Optional v) {
      return v.isPresent() ? Optional.of(ctx.copyObject(v.get())) : v;
    }
  }

  /** Presence (boolean), then the int (honouring number compression). */
  static final class OptionalIntSerializer extends ImmutableSerializer<OptionalInt> {
    OptionalIntSerializer() {
      super(OptionalInt.class);
    }

    @Override
    public void write(WriteContext ctx, OptionalInt v) {
      ctx.buffer().writeBoolean(v.isPresent());
      if (v.isPresent()) {
        ctx.writeInt32(v.getAsInt());
      }
    }

    @Override
    public OptionalInt read(ReadContext ctx) {
      return ctx.buffer().readBoolean() ? OptionalInt.of(ctx.readInt32()) : OptionalInt.empty();
    }
  }

  /** Presence (boolean), then the long (honouring number compression). */
  static final class OptionalLongSerializer extends ImmutableSerializer<OptionalLong> {
    OptionalLongSerializer() {
      super(OptionalLong.class);
    }

    @Override
    public void write(WriteContext ctx, OptionalLong v) {
      ctx.buffer().writeBoolean(v.isPresent());
      if (v.isPresent()) {
        ctx.writeInt64(v.getAsLong());
      }
    }

    @Override
    public OptionalLong read(ReadContext ctx) {
      return ctx.buffer().readBoolean() ? OptionalLong.of(ctx.readInt64()) : OptionalLong.empty();
    }
  }

  /** Presence (boolean), then the double's eight bytes. */
  static final class OptionalDoubleSerializer extends ImmutableSerializer<OptionalDouble> {
    OptionalDoubleSerializer() {
      super(OptionalDouble.class);
    }

    @Override
    public void write(WriteContext ctx, OptionalDouble v) {
      ctx.buffer().writeBoolean(v.isPresent());
      if (v.isPresent()) {
        ctx.buffer().writeDouble(v.getAsDouble());
      }
    }

    @Override
    public OptionalDouble read(ReadContext ctx) {
      return ctx.buffer().readBoolean()
          ? OptionalDouble.of(ctx.buffer().readDouble())
          : OptionalDouble.empty();
    }
  }
}
