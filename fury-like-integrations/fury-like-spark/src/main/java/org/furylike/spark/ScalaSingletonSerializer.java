package org.furylike.spark;

import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;

/**
 * Writes nothing for a Scala {@code object} (such as {@code None} or {@code Nil}) and reads back
 * the one instance held in its {@code MODULE$} field, so that identity checks and pattern matches
 * on the singleton still hold after a round trip.
 */
final class ScalaSingletonSerializer extends Serializer<Object> {
  private final Object instance;

  @SuppressWarnings("unchecked")
  ScalaSingletonSerializer(Class<?> moduleClass, Object instance) {
    super((Class<Object>) moduleClass);
    this.instance = instance;
  }

  @Override
  public void write(WriteContext ctx, Object value) {}

  @Override
  public Object read(ReadContext ctx) {
    return instance;
  }

  @Override
  public boolean isRefTrackable() {
    return false;
  }

  @Override
  public boolean isImmutable() {
    return true;
  }
}
