package org.furylike.exception;

/**
 * A JDK serialization hook of a user class ({@code writeObject}, {@code readObject}, {@code
 * readObjectNoData}, {@code writeExternal}, {@code readExternal}, {@code writeReplace}, {@code
 * readResolve}) threw; the message names the class and the hook, the cause is what it threw.
 */
public class HookException extends FuryException {
  private static final long serialVersionUID = 1L;

  /**
   * An error naming the class and hook in {@code message}, caused by what the hook threw.
   *
   * @param message the class and hook that failed
   * @param cause what the hook threw
   */
  public HookException(String message, Throwable cause) {
    super(message, cause);
  }
}
