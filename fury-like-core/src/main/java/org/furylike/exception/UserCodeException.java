package org.furylike.exception;

/**
 * User code that ran during a read threw: a constructor, {@code hashCode}, {@code equals} or {@code
 * compareTo} called while filling a collection, or similar. The message names the class and method
 * that threw and the offset reached; the cause is what it threw.
 */
public class UserCodeException extends DeserializationException {
  private static final long serialVersionUID = 1L;

  /**
   * An error naming the user class, method and offset in {@code message}.
   *
   * @param message the user class, method and byte offset
   * @param cause what the user code threw
   */
  public UserCodeException(String message, Throwable cause) {
    super(message, cause);
  }
}
