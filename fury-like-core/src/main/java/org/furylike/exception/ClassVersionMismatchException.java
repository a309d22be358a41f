package org.furylike.exception;

/**
 * In schema-consistent mode with the class-version check (the default), a class of the stream
 * differs from the reader's class of the same name or id: reading it by position would produce
 * wrong values, so the read stops instead.
 */
public class ClassVersionMismatchException extends DeserializationException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message naming the class and how to proceed.
   *
   * @param message the class whose versions differ and how to proceed
   */
  public ClassVersionMismatchException(String message) {
    super(message);
  }
}
