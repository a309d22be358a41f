package org.furylike.serializer.jdk;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Collections;
import org.furylike.exception.FuryException;

/**
 * The settings of a {@code Throwable} that its public API does not show but the JDK's serialization
 * keeps: a cause set to null (a constructor passed null, so {@code initCause} is refused), disabled
 * suppression and a stack trace that is not writable (the protected four-argument constructor).
 * Read from {@code Throwable}'s own fields through {@link JdkLayerFields} (no {@code --add-opens});
 * where the JVM offers no way to read them, every flag is clear.
 *
 * <p>Wire: one byte of flags, {@link #CAUSE_NULL}, {@link #NO_SUPPRESSION}, {@link #FROZEN_TRACE}.
 * With any flag set, the reader creates the exception through {@code Throwable(String, Throwable,
 * boolean, boolean)} and sets the cause field itself.
 */
final class ThrowableState {
  /** The cause field is null (rather than unset). */
  static final int CAUSE_NULL = 1;

  /** {@code addSuppressed} is ignored (suppression disabled). */
  static final int NO_SUPPRESSION = 2;

  /** {@code setStackTrace} is ignored (the stack trace is not writable). */
  static final int FROZEN_TRACE = 4;

  static final int ALL = CAUSE_NULL | NO_SUPPRESSION | FROZEN_TRACE;

  private static final JdkLayerFields FIELDS = JdkLayerFields.of(Throwable.class);
  private static final int CAUSE = index("cause");
  private static final int SUPPRESSED = index("suppressedExceptions");
  private static final int TRACE = index("stackTrace");

  private ThrowableState() {}

  private static int index(String name) {
    return FIELDS == null ? -1 : FIELDS.indexOf(name);
  }

  /** The flags of {@code t}. */
  static int flags(Throwable t) {
    if (FIELDS == null || CAUSE < 0 || SUPPRESSED < 0 || TRACE < 0) {
      return 0;
    }
    Object[] v = FIELDS.get(t);
    return (v[CAUSE] == null ? CAUSE_NULL : 0)
        | (v[SUPPRESSED] == null ? NO_SUPPRESSION : 0)
        | (v[TRACE] == null ? FROZEN_TRACE : 0);
  }

  /**
   * A constructor of {@code type} that runs {@code Throwable(String, Throwable, boolean, boolean)};
   * null when the JDK offers no such factory.
   */
  static Constructor<?> flaggedConstructor(Class<?> type) {
    try {
      return SerialInstantiator.calling(
          type,
          Throwable.class.getDeclaredConstructor(
              String.class, Throwable.class, boolean.class, boolean.class));
    } catch (NoSuchMethodException e) {
      throw new FuryException("Throwable(String, Throwable, boolean, boolean) is missing", e);
    }
  }

  /** A new {@code type} with {@code message}, a null cause and the settings of {@code flags}. */
  static Object create(Constructor<?> ctor, Class<?> type, String message, int flags) {
    if (ctor == null) {
      throw new FuryException(
          "cannot deserialize "
              + type.getName()
              + ": sun.reflect.ReflectionFactory is unavailable");
    }
    try {
      return ctor.newInstance(
          message, null, (flags & NO_SUPPRESSION) == 0, (flags & FROZEN_TRACE) == 0);
    } catch (InvocationTargetException e) {
      throw HookFailures.of(type, "<init>", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate " + type.getName(), e);
    }
  }

  /** Sets the cause field of {@code t} ({@code t} itself means unset). */
  static void setCauseField(Throwable t, Throwable cause) {
    FIELDS.set(t, Collections.singletonMap("cause", cause));
  }
}
