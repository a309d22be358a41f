package org.furylike.exception;

/** A value could not be written: unsupported type, bad custom serializer, I/O failure. */
public class SerializationException extends FuryException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message that says what failed, where and why.
   *
   * @param message what failed to be written and why
   */
  public SerializationException(String message) {
    super(message);
  }

  /**
   * Creates an exception that wraps the underlying cause.
   *
   * @param message what failed to be written and why
   * @param cause the underlying failure
   */
  public SerializationException(String message, Throwable cause) {
    super(message, cause);
  }
}
