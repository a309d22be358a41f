package org.furylike.exception;

/** A value could not be written: unsupported type, bad custom serializer, I/O failure. */
public class SerializationException extends FuryException {
  private static final long serialVersionUID = 1L;

  public SerializationException(String message) {
    super(message);
  }

  public SerializationException(String message, Throwable cause) {
    super(message, cause);
  }
}
