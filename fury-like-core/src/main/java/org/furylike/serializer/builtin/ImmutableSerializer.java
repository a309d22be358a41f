package org.furylike.serializer.builtin;

import org.furylike.serializer.Serializer;

/**
 * Base for serializers of immutable value types (numbers, time values, identifiers): they take no
 * part in reference tracking and a copy returns the value itself.
 *
 * @param <T> the value type
 */
public abstract class ImmutableSerializer<T> extends Serializer<T> {
  /**
   * Creates a serializer for the immutable type {@code type}.
   *
   * @param type the class handled
   */
  protected ImmutableSerializer(Class<T> type) {
    super(type);
  }

  @Override
  public boolean isRefTrackable() {
    return false;
  }

  @Override
  public final boolean isImmutable() {
    return true;
  }
}
