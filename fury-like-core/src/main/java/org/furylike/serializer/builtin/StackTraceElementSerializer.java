package org.furylike.serializer.builtin;

import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.jdk.ThrowableSerializer;

/** {@code StackTraceElement} values, encoded as one frame of a throwable's stack trace. */
final class StackTraceElementSerializer extends ImmutableSerializer<StackTraceElement> {
  StackTraceElementSerializer() {
    super(StackTraceElement.class);
  }

  @Override
  public void write(WriteContext ctx, StackTraceElement value) {
    ThrowableSerializer.writeFrame(ctx, value);
  }

  @Override
  public StackTraceElement read(ReadContext ctx) {
    return ThrowableSerializer.readFrame(ctx);
  }
}
