package org.furylike.exception;

/**
 * A class was refused by the class checker: it is on the deny list of known deserialization
 * gadgets, or class registration is required and the class is not registered.
 */
public class InsecureException extends FuryException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message that says what failed, where and why.
   *
   * @param message the refused class and where it was met
   */
  public InsecureException(String message) {
    super(message);
  }
}
