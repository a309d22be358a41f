package org.furylike.exception;

/**
 * A write did not fit the caller's memory: a {@code MemoryBuffer} over a caller's array region or
 * {@code ByteBuffer} never grows, so a write that would pass its limit fails with this exception
 * before storing anything past the limit.
 */
public class BufferOverflowException extends SerializationException {
  private static final long serialVersionUID = 1L;

  /** Bytes missing for the write that failed. */
  private final long shortfall;

  /**
   * Creates an exception with a message that says what failed, where and why.
   *
   * @param message the index the write needed, the limit and the writer index
   * @param shortfall the bytes missing for the write that failed
   */
  public BufferOverflowException(String message, long shortfall) {
    super(message);
    this.shortfall = shortfall;
  }

  /**
   * {@return the bytes missing for the write that failed} A whole value may need more: writing
   * stops at the first write that does not fit.
   */
  public long shortfall() {
    return shortfall;
  }
}
