package org.furylike.exception;

/**
 * Bytes could not be turned back into objects: truncated or corrupted input, a stream written with
 * a different configuration, or a value the reading side cannot represent.
 */
public class DeserializationException extends FuryException {
  private static final long serialVersionUID = 1L;

  public DeserializationException(String message) {
    super(message);
  }

  public DeserializationException(String message, Throwable cause) {
    super(message, cause);
  }
}
