package org.furylike.exception;

/** A value could not be written: unsupported type, bad custom serializer, I/O failure. */
public class SerializationException extends FuryException {
  private static final long serialVersionUID = 1L;

  /** Creates an exception with a message that says what failed, where and why. */
  public SerializationException(String message) {
    super(message);
  }

  /** Creates an exception that wraps the underlying cause. */
  public SerializationException(String message, Throwable cause) {
    super(message, cause);
  }
}
