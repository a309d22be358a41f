package org.furylike.serializer.jdk;

import org.furylike.exception.FuryException;
import org.furylike.exception.HookException;

/** Turns what a user hook threw into the exception the caller sees. */
final class HookFailures {
  private HookFailures() {}

  /**
   * A library error raised inside the hook (a refused class, corrupt input) passes through
   * unchanged, and so does a {@link VirtualMachineError} other than a stack overflow; anything else
   * becomes a {@link HookException} naming the class and the hook. The thrown object's {@code
   * toString()} is never called.
   */
  static FuryException of(Class<?> cls, String hook, Throwable thrown) {
    if (thrown instanceof FuryException) {
      return (FuryException) thrown;
    }
    if (thrown instanceof VirtualMachineError && !(thrown instanceof StackOverflowError)) {
      throw (VirtualMachineError) thrown;
    }
    return new HookException(
        cls.getName()
            + "."
            + hook
            + " threw "
            + (thrown == null ? "nothing" : thrown.getClass().getName()),
        thrown);
  }
}
