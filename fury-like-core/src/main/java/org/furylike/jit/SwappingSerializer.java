package org.furylike.jit;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;

/**
 * Serves with the interpreter until a background compilation hands over the generated serializer,
 * then lets the two share calls until the generated one measures at least as fast ({@link
 * HandOver}, separately for writes and reads), and from then on serves with the generated one
 * only. Both write the same bytes, so a call can go to either.
 */
final class SwappingSerializer extends Serializer<Object> {
  private final Serializer<Object> interpreter;
  private final LongSupplier clock;
  private final CountDownLatch settled = new CountDownLatch(1);
  private final HandOver writes = new HandOver();
  private final HandOver reads = new HandOver();

  /** The generated serializer once compiled, else null. */
  private volatile Serializer<Object> generated;

  /** Who serves every write: the interpreter until the generated serializer has taken over. */
  private volatile Serializer<Object> writer;

  /** Who serves every read: the interpreter until the generated serializer has taken over. */
  private volatile Serializer<Object> reader;

  SwappingSerializer(Serializer<?> interpreter) {
    this(interpreter, System::nanoTime);
  }

  /** With the clock that times the calls of the hand-over (tests pass their own). */
  @SuppressWarnings("unchecked")
  SwappingSerializer(Serializer<?> interpreter, LongSupplier clock) {
    super((Class<Object>) interpreter.getType());
    this.interpreter = (Serializer<Object>) interpreter;
    this.clock = clock;
    this.writer = this.interpreter;
    this.reader = this.interpreter;
  }

  /**
   * Ends the background compilation: {@code generated} starts sharing calls from the next one, or
   * the interpreter stays when it is null.
   */
  @SuppressWarnings("unchecked")
  void settle(Serializer<?> generated) {
    if (generated != null) {
      this.generated = (Serializer<Object>) generated;
    }
    settled.countDown();
  }

  /** Waits up to {@code timeout} for the background compilation to end; whether it did. */
  boolean awaitSettled(long timeout, TimeUnit unit) throws InterruptedException {
    return settled.await(timeout, unit);
  }

  /** Whether the generated serializer is there (sharing calls, or serving all of them). */
  boolean isSwapped() {
    return generated != null;
  }

  /** Whether the generated serializer serves every write and every read. */
  boolean isHandedOver() {
    return writer != interpreter && reader != interpreter;
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    Serializer<Object> w = writer;
    Serializer<Object> g;
    if (w != interpreter || (g = generated) == null) {
      w.write(ctx, value);
      return;
    }
    boolean compiled = writes.compiledNext();
    long start = clock.getAsLong();
    (compiled ? g : interpreter).write(ctx, value);
    if (writes.record(compiled, clock.getAsLong() - start)) {
      writer = g;
    }
  }

  @Override
  public Object read(ReadContext ctx) {
    Serializer<Object> r = reader;
    Serializer<Object> g;
    if (r != interpreter || (g = generated) == null) {
      return r.read(ctx);
    }
    boolean compiled = reads.compiledNext();
    long start = clock.getAsLong();
    Object value = (compiled ? g : interpreter).read(ctx);
    if (reads.record(compiled, clock.getAsLong() - start)) {
      reader = g;
    }
    return value;
  }

  @Override
  public Object copy(CopyContext ctx, Object value) {
    Serializer<Object> g = generated;
    return (g != null ? g : interpreter).copy(ctx, value);
  }
}
