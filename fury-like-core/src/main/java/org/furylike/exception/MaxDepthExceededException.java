package org.furylike.exception;

/** The object graph nests deeper than the configured maximum depth. */
public class MaxDepthExceededException extends LimitExceededException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception with a message that says what failed, where and why.
   *
   * @param message the depth reached and where
   */
  public MaxDepthExceededException(String message) {
    super("maxDepth", message);
  }
}
