package org.furylike;

import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.exception.SerializationException;
import org.furylike.exception.UserCodeException;

/**
 * Turns what escaped a call into a {@link FuryException} that says where it came from: the user
 * class and method that threw (found on the stack, outside this library and the JDK), else corrupt
 * input. {@link OutOfMemoryError} is rethrown as it is. Messages hold no value of the graph and
 * never call user code: a user exception shows its class only, a JDK one its message cut short.
 */
final class Failures {
  private static final int MAX_MESSAGE = 200;

  /** Packages of this library's own code (generated serializers included). */
  private static final String[] OWN = {
    "org.furylike.context.",
    "org.furylike.serializer.",
    "org.furylike.resolver.",
    "org.furylike.memory.",
    "org.furylike.meta.",
    "org.furylike.jit.",
    "org.furylike.codegen.",
    "org.furylike.config.",
    "org.furylike.pool.",
    "org.furylike.exception.",
    "org.furylike.generated.",
    "org.furylike.Fury",
    "org.furylike.ThreadSafeFury",
    "org.furylike.Failures",
    "org.furylike.MessageChecksum",
    "org.furylike.SerializerClasses"
  };

  private static final String[] JDK = {"java.", "javax.", "jdk.", "sun.", "com.sun."};

  private Failures() {}

  /** The exception to throw for {@code t}, thrown while reading near {@code offset}. */
  static RuntimeException onRead(Throwable t, int offset, int start) {
    rethrowOutOfMemory(t);
    StackTraceElement user = userFrame(t);
    String where = " near offset " + offset + " (value started at " + start + ")";
    if (user != null) {
      return new UserCodeException(
          frame(user) + " threw " + describe(t) + " during deserialization" + where, t);
    }
    return new DeserializationException("corrupt input" + where + ": " + describe(t), t);
  }

  /** The exception to throw for {@code t}, thrown while writing a {@code rootClass}. */
  static RuntimeException onWrite(Throwable t, String rootClass) {
    rethrowOutOfMemory(t);
    StackTraceElement user = userFrame(t);
    return new SerializationException(
        (user != null ? frame(user) + " threw " : "serializing a " + rootClass + " failed: ")
            + describe(t)
            + (user != null ? " while serializing a " + rootClass : ""),
        t);
  }

  /** The exception to throw for {@code t}, thrown while copying a {@code rootClass}. */
  static RuntimeException onCopy(Throwable t, String rootClass) {
    rethrowOutOfMemory(t);
    StackTraceElement user = userFrame(t);
    return new FuryException(
        (user != null ? frame(user) + " threw " : "copying a " + rootClass + " failed: ")
            + describe(t)
            + (user != null ? " while copying a " + rootClass : ""),
        t);
  }

  private static void rethrowOutOfMemory(Throwable t) {
    if (t instanceof OutOfMemoryError) {
      throw (OutOfMemoryError) t;
    }
  }

  /** The first stack frame of user code, or null when only JDK and library code ran. */
  private static StackTraceElement userFrame(Throwable t) {
    for (StackTraceElement e : t.getStackTrace()) {
      String c = e.getClassName();
      if (!startsWithAny(c, JDK) && !startsWithAny(c, OWN)) {
        return e;
      }
    }
    return null;
  }

  private static boolean startsWithAny(String s, String[] prefixes) {
    for (String p : prefixes) {
      if (s.startsWith(p)) {
        return true;
      }
    }
    return false;
  }

  private static String frame(StackTraceElement e) {
    return e.getClassName() + "." + e.getMethodName();
  }

  /** The class of {@code t}, with its message when a JDK class made it (cut short). */
  static String describe(Throwable t) {
    String name = t.getClass().getName();
    if (!startsWithAny(name, JDK) && !startsWithAny(name, OWN)) {
      return name;
    }
    String m = t.getMessage();
    if (m == null) {
      return name;
    }
    return name + ": " + (m.length() > MAX_MESSAGE ? m.substring(0, MAX_MESSAGE) + "..." : m);
  }
}
