package org.furylike.exception;

/**
 * Bytes could not be turned back into objects: truncated or corrupted input, a stream written with
 * a different configuration, or a value the reading side cannot represent.
 */
public class DeserializationException extends FuryException {
  private static final long serialVersionUID = 1L;

  /** Creates an exception with a message that says what failed, where and why. */
  public DeserializationException(String message) {
    super(message);
  }

  /** Creates an exception that wraps the underlying cause. */
  public DeserializationException(String message, Throwable cause) {
    super(message, cause);
  }
}
