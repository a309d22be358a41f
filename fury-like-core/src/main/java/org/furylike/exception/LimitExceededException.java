package org.furylike.exception;

/**
 * Input asks for more than a per-message limit allows: bytes, objects, preallocated memory,
 * nesting, capacity. The message names the limit, its value, where the input exceeded it and the
 * {@code FuryBuilder} option that raises it.
 */
public class LimitExceededException extends FuryException {
  private static final long serialVersionUID = 1L;

  /** The builder name of the exceeded limit, such as {@code maxObjects}. */
  private final String limit;

  /**
   * Creates an exception for the limit called {@code limit} (for example {@code maxObjects}) with a
   * message that says what failed, where and why.
   *
   * @param limit the builder name of the limit, such as {@code maxObjects}
   * @param message what exceeded the limit, where, and the limit's value
   */
  public LimitExceededException(String limit, String message) {
    super(message);
    this.limit = limit;
  }

  /** {@return the name of the limit that was exceeded, as in the {@code FuryBuilder} option} */
  public String getLimit() {
    return limit;
  }
}
