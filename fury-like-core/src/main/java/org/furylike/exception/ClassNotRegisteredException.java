package org.furylike.exception;

/** Class registration is required and the named class was not registered. */
public class ClassNotRegisteredException extends InsecureException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message that says what failed, where and why.
   *
   * @param message the class that is not registered and where it was met
   */
  public ClassNotRegisteredException(String message) {
    super(message);
  }
}
