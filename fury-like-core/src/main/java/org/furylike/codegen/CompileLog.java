package org.furylike.codegen;

import java.lang.System.Logger.Level;
import java.nio.file.Path;
import org.furylike.exception.CodegenException;

/**
 * The one place code generation logs, through {@link System.Logger} under the logger name {@value
 * #NAME}, so that any backend the platform logger is bridged to (java.util.logging by default,
 * SLF4J or Log4j through their {@code System.LoggerFinder} bridges) receives it.
 *
 * <ul>
 *   <li>WARNING: one short line per unit that failed to compile and fell back to the interpreter:
 *       the class it serves, the compiler's reason (first line only) and the dumped source file, if
 *       sources are dumped;
 *   <li>DEBUG: the full numbered source of a failed unit, and the time each compilation took.
 * </ul>
 *
 * Successful use logs nothing above DEBUG, so the console stays empty by default. The logger is
 * created on first use (creating the platform logger costs milliseconds); the compiler warm-up
 * creates it off the caller's thread.
 */
public final class CompileLog {
  /** The name of the logger every code-generation message goes to. */
  public static final String NAME = "org.furylike.codegen";

  /** The compiler's reason is cut after this many characters in the one-line warning. */
  private static final int MAX_REASON = 300;

  private CompileLog() {}

  /** Creates the logger now (from a background thread), so the first compilation does not. */
  public static void prepare() {
    Holder.LOG.isLoggable(Level.DEBUG);
  }

  /**
   * Logs at DEBUG that {@code className} compiled in {@code nanos} nanoseconds.
   *
   * @param className the generated class
   * @param nanos the time the compilation took
   */
  public static void compiled(String className, long nanos) {
    System.Logger log = Holder.LOG;
    if (log.isLoggable(Level.DEBUG)) {
      log.log(Level.DEBUG, "compiled " + className + " in " + (nanos / 1_000_000L) + " ms");
    }
  }

  /**
   * Logs that the generated code for {@code what} failed to compile and the interpreter serves it
   * instead: one line at WARNING, and the full message with the numbered source at DEBUG.
   *
   * @param what what the generated code serves, such as a user class name
   * @param className the generated class that failed to compile (used to name the dumped file)
   * @param failure the compile failure, whose message carries the numbered source
   * @param dumpDir the folder sources are dumped to, or null when they are not dumped
   */
  public static void fellBack(
      String what, String className, CodegenException failure, Path dumpDir) {
    System.Logger log = Holder.LOG;
    String dumped =
        dumpDir == null || className == null
            ? ""
            : "; source dumped to " + JaninoCompiler.dumpFile(className, dumpDir).toAbsolutePath();
    log.log(
        Level.WARNING,
        "generated code for "
            + what
            + " failed to compile, the interpreter serves it instead ("
            + reason(failure)
            + ")"
            + dumped);
    if (log.isLoggable(Level.DEBUG)) {
      log.log(Level.DEBUG, failure.getMessage());
    }
  }

  /**
   * Logs at WARNING that the generated code for {@code what} failed to compile or load as a hidden
   * nestmate (see {@link Nestmates}) and is compiled again as an ordinary class; the full message
   * at DEBUG.
   *
   * @param what what the generated code serves, such as a user class name
   * @param failure what the nestmate compilation threw
   */
  public static void nestmateFellBack(String what, CodegenException failure) {
    System.Logger log = Holder.LOG;
    log.log(
        Level.WARNING,
        "generated code for "
            + what
            + " failed as a nestmate of the class, compiling it with method handles instead ("
            + reason(failure)
            + ")");
    if (log.isLoggable(Level.DEBUG)) {
      log.log(Level.DEBUG, failure.getMessage());
    }
  }

  /**
   * Logs that a background compilation for {@code what} failed and the interpreter stays: a compile
   * failure as {@link #fellBack} does, anything else at WARNING with its stack trace.
   *
   * @param what what the generated code serves
   * @param failure what the compilation threw
   */
  public static void backgroundFailed(String what, RuntimeException failure) {
    if (failure instanceof CodegenException) {
      fellBack(what, null, (CodegenException) failure, null);
    } else {
      Holder.LOG.log(
          Level.WARNING,
          "background compilation of " + what + " failed; the interpreter stays",
          failure);
    }
  }

  /**
   * Logs at DEBUG a failure that changes nothing for the user (such as the compiler warm-up).
   *
   * @param message what failed
   * @param failure the exception
   */
  public static void debug(String message, Throwable failure) {
    Holder.LOG.log(Level.DEBUG, message, failure);
  }

  /** The compiler's own reason, first line only and bounded: never the numbered source. */
  static String reason(CodegenException failure) {
    Throwable cause = failure.getCause();
    String message = cause != null ? String.valueOf(cause.getMessage()) : failure.getMessage();
    int newline = message.indexOf('\n');
    String line = newline < 0 ? message : message.substring(0, newline);
    return line.length() <= MAX_REASON ? line : line.substring(0, MAX_REASON) + "...";
  }

  /** Holds the logger, created on first use. */
  private static final class Holder {
    static final System.Logger LOG = System.getLogger(NAME);
  }
}
