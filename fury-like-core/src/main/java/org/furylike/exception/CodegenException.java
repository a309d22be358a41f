package org.furylike.exception;

/** Generated serializer source failed to compile (raised only in strict code generation mode). */
public class CodegenException extends FuryException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception that wraps the underlying cause.
   *
   * @param message the unit that failed, the compiler's reason and the numbered source
   * @param cause the compiler's exception
   */
  public CodegenException(String message, Throwable cause) {
    super(message, cause);
  }
}
