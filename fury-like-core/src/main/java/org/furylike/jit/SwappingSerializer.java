package org.furylike.jit;

import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;

/**
 * Serves with the interpreter until a background compilation hands over the generated serializer.
 * Both write the same bytes, so the swap can happen between any two calls.
 */
final class SwappingSerializer extends Serializer<Object> {
  private volatile Serializer<Object> delegate;

  @SuppressWarnings("unchecked")
  SwappingSerializer(Serializer<?> interpreter) {
    super((Class<Object>) interpreter.getType());
    this.delegate = (Serializer<Object>) interpreter;
  }

  @SuppressWarnings("unchecked")
  void swap(Serializer<?> generated) {
    delegate = (Serializer<Object>) generated;
  }

  /** Whether the generated serializer has taken over. */
  boolean isSwapped() {
    return delegate instanceof GeneratedSerializer;
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    delegate.write(ctx, value);
  }

  @Override
  public Object read(ReadContext ctx) {
    return delegate.read(ctx);
  }

  @Override
  public Object copy(CopyContext ctx, Object value) {
    return delegate.copy(ctx, value);
  }
}
