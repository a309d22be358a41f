package org.furylike.serializer;

import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * The checks every reader makes on what it reads, with one wording: the interpreter, generated
 * serializers and compatible-mode readers all report a bad flag or a value of the wrong class
 * through these, naming the field (or element) and the byte offset.
 */
public final class ReadChecks {
  private ReadChecks() {}

  /**
   * The error for a null flag, just read from {@code b}, that is neither {@code NULL} nor {@code
   * NOT_NULL}; {@code what} names the slot, e.g. {@code "field Order.id: String"}.
   *
   * @param flag the flag read
   * @param what the slot, for the message
   * @param b the buffer, for the offset in the message
   * @return the exception to throw
   */
  @GeneratedCodeApi
  public static DeserializationException badNullFlag(byte flag, String what, MemoryBuffer b) {
    return new DeserializationException(
        "invalid null flag " + flag + " for " + what + " at offset " + (b.readerIndex() - 1));
  }

  /**
   * Returns {@code value} if it is null or a {@code declared}; otherwise fails naming the slot.
   *
   * @param value the value read
   * @param declared the declared class of the slot
   * @param what the slot, for the message
   * @param b the buffer, for the offset in the message
   * @return {@code value}
   * @throws DeserializationException if {@code value} is not a {@code declared}
   */
  @GeneratedCodeApi
  public static Object checkType(Object value, Class<?> declared, String what, MemoryBuffer b) {
    if (value != null && !declared.isInstance(value)) {
      throw new DeserializationException(
          what
              + " read a value of "
              + value.getClass().getName()
              + " at offset "
              + b.readerIndex()
              + ", not a "
              + declared.getName());
    }
    return value;
  }
}
