package org.furylike.exception;

/**
 * Bytes could not be turned back into objects: truncated or corrupted input, a stream written with
 * a different configuration, or a value the reading side cannot represent.
 */
public class DeserializationException extends FuryException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message that says what failed, where and why.
   *
   * @param message what failed, where (field path, byte offset) and why
   */
  public DeserializationException(String message) {
    super(message);
  }

  /**
   * Creates an exception that wraps the underlying cause.
   *
   * @param message what failed, where (field path, byte offset) and why
   * @param cause the underlying failure
   */
  public DeserializationException(String message, Throwable cause) {
    super(message, cause);
  }
}
