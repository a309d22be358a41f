package org.furylike.jit;

import org.furylike.memory.StringBytes;

/**
 * The thread that warms the compiler once per process (see {@link BackgroundCompiler}). Starting it
 * loads nothing else on the caller's thread: the background compiler's thread pool, the planner,
 * the emitters and Janino are all loaded by this thread, while {@code build()} returns.
 */
final class CompilerWarmUp extends Thread {
  /** Whether the warm-up was started in this process; guarded by {@code CompilerWarmUp.class}. */
  private static boolean started;

  private final boolean numberCompressed;

  private CompilerWarmUp(boolean numberCompressed) {
    super("fury-like-jit-warm-up");
    this.numberCompressed = numberCompressed;
    setDaemon(true);
  }

  /**
   * Starts the warm-up on a daemon thread of its own, the first time only, and returns at once.
   *
   * @param numberCompressed the number encoding of the class the warm-up compiles
   */
  static void startOnce(boolean numberCompressed) {
    synchronized (CompilerWarmUp.class) {
      if (started) {
        return;
      }
      started = true;
    }
    new CompilerWarmUp(numberCompressed).start();
  }

  @Override
  public void run() {
    // What the first serialize of a new class needs and takes milliseconds to set up in a fresh
    // JVM is set up here meanwhile: the compiling thread pool, and the raw access to strings
    // (method handles over sun.misc.Unsafe where the JDK allows it).
    BackgroundCompiler.prepare();
    StringBytes.prepare();
    BackgroundCompiler.warmUp(numberCompressed);
  }
}
