package org.furylike.serializer.builtin;

import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;

/**
 * A class with exactly one instance that matters (an empty JDK collection such as {@code
 * Collections.emptyList()}, a JDK comparator such as {@code String.CASE_INSENSITIVE_ORDER}): writes
 * one zero marker byte, so every value takes at least one byte on the wire, and reads back the
 * instance itself.
 */
final class ConstantSerializer<T> extends ImmutableSerializer<T> {
  private final T instance;

  @SuppressWarnings("unchecked")
  ConstantSerializer(T instance) {
    super((Class<T>) instance.getClass());
    this.instance = instance;
  }

  @Override
  public void write(WriteContext ctx, T value) {
    ctx.buffer().writeByte(0);
  }

  @Override
  public T read(ReadContext ctx) {
    byte b = ctx.buffer().readByte();
    if (b != 0) {
      throw new DeserializationException(
          "expected marker 0 for "
              + type.getName()
              + " at offset "
              + (ctx.buffer().readerIndex() - 1)
              + ", found "
              + b);
    }
    return instance;
  }
}
