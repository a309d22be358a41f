package org.furylike.serializer;

import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;

/**
 * Writes and reads the data of one type. A serializer receives the per-call context, never the
 * facade, so it can be shared by every call of one {@code Fury} instance.
 *
 * <p>The null/reference flag and the class information of a value are handled by the context; a
 * serializer writes and reads only the value's own data. A serializer whose {@link #read} creates a
 * mutable object before reading its children must call {@link ReadContext#reference(Object)} with
 * that object first, so that references back to it (cycles) resolve.
 *
 * @param <T> the type handled
 */
public abstract class Serializer<T> {
  /** The class this serializer was made for. */
  protected final Class<T> type;

  /**
   * Creates a serializer for values of {@code type}.
   *
   * @param type the class handled; {@link #getType()} returns it
   */
  protected Serializer(Class<T> type) {
    this.type = type;
  }

  /** {@return the class this serializer was made for} */
  public final Class<T> getType() {
    return type;
  }

  /**
   * Writes the data of {@code value}, which is never null. It may be called more than once for the
   * same value in one write call: a map is first written on the guess that its entries are all of
   * one class, and when an entry breaks the guess the bytes written are dropped and the map written
   * again. So write only through {@code ctx}, and let what is written depend on the value alone.
   *
   * @param ctx the current write: {@code ctx.buffer()} for bytes, {@code ctx.writeRef} for nested
   *     values
   * @param value the value, never null
   */
  @GeneratedCodeApi
  public abstract void write(WriteContext ctx, T value);

  /**
   * Reads data written by {@link #write}.
   *
   * @param ctx the current read: {@code ctx.buffer()} for bytes, {@code ctx.readRef} for nested
   *     values
   * @return the value read
   */
  @GeneratedCodeApi
  public abstract T read(ReadContext ctx);

  /**
   * {@return whether values of this type take part in reference tracking when it is on} Immutable
   * value types (strings, boxed numbers, enums) return false: their identity carries no meaning and
   * skipping the table saves time.
   */
  @GeneratedCodeApi
  public boolean isRefTrackable() {
    return true;
  }

  /**
   * Returns a deep copy of {@code value}. The default serializes nothing: it copies through the
   * serializer's own write and read is not possible here, so types must override this unless they
   * are immutable, in which case {@link #isImmutable()} returns true and the value is shared.
   *
   * @param ctx the current copy, for copying nested values
   * @param value the value to copy, never null
   * @return the copy, or {@code value} itself for an immutable type
   * @throws org.furylike.exception.FuryException if this serializer cannot copy and the type is not
   *     immutable
   */
  public T copy(CopyContext ctx, T value) {
    if (isImmutable()) {
      return value;
    }
    throw new org.furylike.exception.FuryException(
        "copy is not supported by serializer " + getClass().getName() + " for " + type.getName());
  }

  /** {@return whether values are immutable, so a copy may return the value itself} */
  public boolean isImmutable() {
    return false;
  }
}
