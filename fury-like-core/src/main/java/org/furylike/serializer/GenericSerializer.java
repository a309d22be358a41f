package org.furylike.serializer;

import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.meta.GenericType;

/**
 * A serializer of a container whose declared type arguments let it skip per-element class info: a
 * field {@code List<String>} passes {@code List<String>} here, so the list serializer writes each
 * string without naming its class. Writer and reader must pass the same declared type.
 *
 * @param <T> the container type
 */
public interface GenericSerializer<T> {
  /**
   * Writes {@code value} knowing the declared type of the slot (null if unknown).
   *
   * @param ctx the current write
   * @param value the value, never null
   * @param declared the declared type of the slot, or null
   */
  @GeneratedCodeApi
  void write(WriteContext ctx, T value, GenericType declared);

  /**
   * Reads a value written by {@link #write(WriteContext, Object, GenericType)}.
   *
   * @param ctx the current read
   * @param declared the declared type of the slot, or null
   * @return the value
   */
  @GeneratedCodeApi
  T read(ReadContext ctx, GenericType declared);
}
