package org.furylike.exception;

/**
 * Base class of every error the library raises. Unchecked, so serialization calls can be used
 * without ceremony; catch this type to handle any failure of the library.
 */
public class FuryException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message that says what failed, where and why.
   *
   * @param message what failed, where and why
   */
  public FuryException(String message) {
    super(message);
  }

  /**
   * Creates an exception that wraps the underlying cause.
   *
   * @param message what failed, where and why
   * @param cause the underlying failure
   */
  public FuryException(String message, Throwable cause) {
    super(message, cause);
  }
}
