package org.furylike.format;

import org.furylike.exception.FuryException;

/**
 * A row could not be built or read: an unsupported field type, a cycle in a class's field types, a
 * schema mismatch, or a malformed row (an offset, size or count outside the row's own region). The
 * message names the field and, for malformed rows, the byte offset.
 */
public class RowFormatException extends FuryException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates an exception whose message says what failed, where and why.
   *
   * @param message what failed, naming the field and, for a malformed row, the byte offset
   */
  public RowFormatException(String message) {
    super(message);
  }

  /**
   * Creates an exception that wraps the underlying cause.
   *
   * @param message what failed, naming the field and, for a malformed row, the byte offset
   * @param cause the failure that caused it
   */
  public RowFormatException(String message, Throwable cause) {
    super(message, cause);
  }
}
