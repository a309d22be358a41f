package org.furylike.exception;

/** The input ended, or a declared length exceeds the bytes that remain. */
public class BufferUnderflowException extends DeserializationException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message that says what failed, where and why.
   *
   * @param message what was being read, at which offset, and how many bytes were missing
   */
  public BufferUnderflowException(String message) {
    super(message);
  }
}
