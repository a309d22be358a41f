package org.furylike.jit;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;

/**
 * Serves with the interpreter until a background compilation hands over the generated serializer.
 * Both write the same bytes, so the swap can happen between any two calls.
 */
final class SwappingSerializer extends Serializer<Object> {
  private final Serializer<?> interpreter;
  private volatile Serializer<Object> delegate;
  private final CountDownLatch settled = new CountDownLatch(1);

  /**
   * True until the first call returns; then {@link BackgroundCompiler#firstCallReturned} lets
   * compilations go on. Not volatile: a thread that still sees true only repeats that call, which
   * does nothing the second time.
   */
  private boolean firstCall = true;

  @SuppressWarnings("unchecked")
  SwappingSerializer(Serializer<?> interpreter) {
    super((Class<Object>) interpreter.getType());
    this.interpreter = interpreter;
    this.delegate = (Serializer<Object>) interpreter;
  }

  /**
   * Ends the background compilation: {@code generated} takes over from the next call, or the
   * interpreter stays when it is null.
   */
  @SuppressWarnings("unchecked")
  void settle(Serializer<?> generated) {
    if (generated != null) {
      delegate = (Serializer<Object>) generated;
    }
    settled.countDown();
  }

  /** Waits up to {@code timeout} for the background compilation to end; whether it did. */
  boolean awaitSettled(long timeout, TimeUnit unit) throws InterruptedException {
    return settled.await(timeout, unit);
  }

  /** Whether the generated serializer has taken over. */
  boolean isSwapped() {
    return delegate != interpreter;
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    if (firstCall) {
      try {
        delegate.write(ctx, value);
      } finally {
        firstCallReturned();
      }
      return;
    }
    delegate.write(ctx, value);
  }

  @Override
  public Object read(ReadContext ctx) {
    if (firstCall) {
      try {
        return delegate.read(ctx);
      } finally {
        firstCallReturned();
      }
    }
    return delegate.read(ctx);
  }

  @Override
  public Object copy(CopyContext ctx, Object value) {
    if (firstCall) {
      try {
        return delegate.copy(ctx, value);
      } finally {
        firstCallReturned();
      }
    }
    return delegate.copy(ctx, value);
  }

  private void firstCallReturned() {
    firstCall = false;
    BackgroundCompiler.firstCallReturned(this);
  }
}
