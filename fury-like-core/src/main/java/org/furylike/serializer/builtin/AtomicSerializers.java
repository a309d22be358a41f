package org.furylike.serializer.builtin;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;

/**
 * The {@code java.util.concurrent.atomic} holders: their current value(s), read with plain
 * (volatile) gets. They are mutable, so reads register the new holder for references and copies are
 * independent holders.
 */
final class AtomicSerializers {
  private AtomicSerializers() {}

  /** The value as a boolean byte. */
  static final class AtomicBooleanSerializer extends Serializer<AtomicBoolean> {
    AtomicBooleanSerializer() {
      super(AtomicBoolean.class);
    }

    @Override
    public void write(WriteContext ctx, AtomicBoolean v) {
      ctx.buffer().writeBoolean(v.get());
    }

    @Override
    public AtomicBoolean read(ReadContext ctx) {
      AtomicBoolean value = new AtomicBoolean(ctx.buffer().readBoolean());
      ctx.reference(value);
      return value;
    }

    @Override
    public AtomicBoolean copy(CopyContext ctx, AtomicBoolean v) {
      return new AtomicBoolean(v.get());
    }
  }

  /** The value as an int (honouring number compression). */
  static final class AtomicIntegerSerializer extends Serializer<AtomicInteger> {
    AtomicIntegerSerializer() {
      super(AtomicInteger.class);
    }

    @Override
    public void write(WriteContext ctx, AtomicInteger v) {
      ctx.writeInt32(v.get());
    }

    @Override
    public AtomicInteger read(ReadContext ctx) {
      AtomicInteger value = new AtomicInteger(ctx.readInt32());
      ctx.reference(value);
      return value;
    }

    @Override
    public AtomicInteger copy(CopyContext ctx, AtomicInteger v) {
      return new AtomicInteger(v.get());
    }
  }

  /** The value as a long (honouring number compression). */
  static final class AtomicLongSerializer extends Serializer<AtomicLong> {
    AtomicLongSerializer() {
      super(AtomicLong.class);
    }

    @Override
    public void write(WriteContext ctx, AtomicLong v) {
      ctx.writeInt64(v.get());
    }

    @Override
    public AtomicLong read(ReadContext ctx) {
      AtomicLong value = new AtomicLong(ctx.readInt64());
      ctx.reference(value);
      return value;
    }

    @Override
    public AtomicLong copy(CopyContext ctx, AtomicLong v) {
      return new AtomicLong(v.get());
    }
  }

  /** The sum as a long; read back as a fresh adder holding that sum. */
  static final class LongAdderSerializer extends Serializer<LongAdder> {
    LongAdderSerializer() {
      super(LongAdder.class);
    }

    @Override
    public void write(WriteContext ctx, LongAdder v) {
      ctx.writeInt64(v.sum());
    }

    @Override
    public LongAdder read(ReadContext ctx) {
      LongAdder value = new LongAdder();
      value.add(ctx.readInt64());
      ctx.reference(value);
      return value;
    }

    @Override
    public LongAdder copy(CopyContext ctx, LongAdder v) {
      LongAdder copy = new LongAdder();
      copy.add(v.sum());
      return copy;
    }
  }

  /** The referent as a full slot; the holder is registered first, so it may refer to itself. */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static final class AtomicReferenceSerializer extends Serializer<AtomicReference> {
    AtomicReferenceSerializer() {
      super(AtomicReference.class);
    }

    @Override
    public void write(WriteContext ctx, AtomicReference v) {
      ctx.writeRef(v.get());
    }

    @Override
    public AtomicReference read(ReadContext ctx) {
      AtomicReference value = new AtomicReference();
      ctx.reference(value);
      value.set(ctx.readRef());
      return value;
    }

    @Override
    public AtomicReference copy(CopyContext ctx, AtomicReference v) {
      AtomicReference copy = new AtomicReference();
      ctx.reference(v, copy);
      copy.set(ctx.copyObject(v.get()));
      return copy;
    }
  }

  /** Length, then each element as an int (honouring number compression). */
  static final class AtomicIntegerArraySerializer extends Serializer<AtomicIntegerArray> {
    AtomicIntegerArraySerializer() {
      super(AtomicIntegerArray.class);
    }

    @Override
    public void write(WriteContext ctx, AtomicIntegerArray v) {
      int n = v.length();
      ctx.buffer().writeVarUint32(n);
      for (int i = 0; i < n; i++) {
        ctx.writeInt32(v.get(i));
      }
    }

    @Override
    public AtomicIntegerArray read(ReadContext ctx) {
      int n = ctx.readLength(1, "AtomicIntegerArray");
      AtomicIntegerArray value = new AtomicIntegerArray(n);
      ctx.reference(value);
      for (int i = 0; i < n; i++) {
        value.set(i, ctx.readInt32());
      }
      return value;
    }

    @Override
    public AtomicIntegerArray copy(CopyContext ctx, AtomicIntegerArray v) {
      int n = v.length();
      AtomicIntegerArray copy = new AtomicIntegerArray(n);
      for (int i = 0; i < n; i++) {
        copy.set(i, v.get(i));
      }
      return copy;
    }
  }

  /** Length, then each element as a long (honouring number compression). */
  static final class AtomicLongArraySerializer extends Serializer<AtomicLongArray> {
    AtomicLongArraySerializer() {
      super(AtomicLongArray.class);
    }

    @Override
    public void write(WriteContext ctx, AtomicLongArray v) {
      int n = v.length();
      ctx.buffer().writeVarUint32(n);
      for (int i = 0; i < n; i++) {
        ctx.writeInt64(v.get(i));
      }
    }

    @Override
    public AtomicLongArray read(ReadContext ctx) {
      int n = ctx.readLength(1, "AtomicLongArray");
      AtomicLongArray value = new AtomicLongArray(n);
      ctx.reference(value);
      for (int i = 0; i < n; i++) {
        value.set(i, ctx.readInt64());
      }
      return value;
    }

    @Override
    public AtomicLongArray copy(CopyContext ctx, AtomicLongArray v) {
      int n = v.length();
      AtomicLongArray copy = new AtomicLongArray(n);
      for (int i = 0; i < n; i++) {
        copy.set(i, v.get(i));
      }
      return copy;
    }
  }

  /** Length, then each element as a full slot; the array is registered before its elements. */
  @SuppressWarnings({"rawtypes", "unchecked"})
  static final class AtomicReferenceArraySerializer extends Serializer<AtomicReferenceArray> {
    AtomicReferenceArraySerializer() {
      super(AtomicReferenceArray.class);
    }

    @Override
    public void write(WriteContext ctx, AtomicReferenceArray v) {
      int n = v.length();
      ctx.buffer().writeVarUint32(n);
      for (int i = 0; i < n; i++) {
        ctx.writeRef(v.get(i));
      }
    }

    @Override
    public AtomicReferenceArray read(ReadContext ctx) {
      int n = ctx.readLength(1, "AtomicReferenceArray");
      AtomicReferenceArray value = new AtomicReferenceArray(n);
      ctx.reference(value);
      for (int i = 0; i < n; i++) {
        value.set(i, ctx.readRef());
      }
      return value;
    }

    @Override
    public AtomicReferenceArray copy(CopyContext ctx, AtomicReferenceArray v) {
      int n = v.length();
      AtomicReferenceArray copy = new AtomicReferenceArray(n);
      ctx.reference(v, copy);
      for (int i = 0; i < n; i++) {
        copy.set(i, ctx.copyObject(v.get(i)));
      }
      return copy;
    }
  }
}
