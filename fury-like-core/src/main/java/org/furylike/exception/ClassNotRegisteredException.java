package org.furylike.exception;

/** Class registration is required and the named class was not registered. */
public class ClassNotRegisteredException extends InsecureException {
  private static final long serialVersionUID = 1L;

  public ClassNotRegisteredException(String message) {
    super(message);
  }
}
