package org.furylike.jit;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * Serves with the interpreter until a background compilation hands over the generated serializer.
 * Both write the same bytes, so the swap can happen between any two calls. Once the compilation has
 * ended, the next call on the instance's own thread puts what serves now (the generated serializer,
 * or the interpreter after a failure) in the resolver in this serializer's place, so that later
 * look-ups, and the generated code that keeps them, call it without this indirection.
 */
final class SwappingSerializer extends Serializer<Object> {
  private final Serializer<?> interpreter;
  private final ClassResolver resolver;
  private volatile Serializer<Object> delegate;
  private final CountDownLatch settled = new CountDownLatch(1);

  /**
   * True until the first call has returned and the serializer that serves for good is in the
   * resolver. Not volatile: a thread that still sees true only repeats {@link #afterCall}, which
   * does nothing the second time.
   */
  private boolean pending = true;

  private boolean firstCall = true;

  @SuppressWarnings("unchecked")
  SwappingSerializer(Serializer<?> interpreter, ClassResolver resolver) {
    super((Class<Object>) interpreter.getType());
    this.interpreter = interpreter;
    this.resolver = resolver;
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
    if (pending) {
      try {
        delegate.write(ctx, value);
      } finally {
        afterCall();
      }
      return;
    }
    delegate.write(ctx, value);
  }

  @Override
  public Object read(ReadContext ctx) {
    if (pending) {
      try {
        return delegate.read(ctx);
      } finally {
        afterCall();
      }
    }
    return delegate.read(ctx);
  }

  @Override
  public Object copy(CopyContext ctx, Object value) {
    if (pending) {
      try {
        return delegate.copy(ctx, value);
      } finally {
        afterCall();
      }
    }
    return delegate.copy(ctx, value);
  }

  /** Ends the first call's hold on compilations, and installs the final serializer once known. */
  private void afterCall() {
    if (firstCall) {
      firstCall = false;
      BackgroundCompiler.firstCallReturned(this);
    }
    if (settled.getCount() == 0) {
      pending = false;
      resolver.replaceSerializer(type, this, delegate);
    }
  }
}
