package org.furylike.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a test class's {@code main} in a new JVM of the running JDK, with the test class path, for
 * what only a fresh JVM shows (console output, class loading).
 */
public final class ChildJvm {
  private static final long TIMEOUT_SECONDS = 60;

  private ChildJvm() {}

  /**
   * Runs {@code mainClass} in a child JVM with {@code jvmArgs}, its standard output and error
   * merged into a file under {@code dir}, and asserts that it exited with status 0 within a minute
   * (a child still running then is killed).
   *
   * @param dir a directory for the output file
   * @param mainClass the class whose {@code main} runs
   * @param jvmArgs options placed before the class path
   * @return everything the child printed
   * @throws IOException if the child cannot be started or its output read
   * @throws InterruptedException if interrupted while waiting
   */
  public static String run(Path dir, Class<?> mainClass, String... jvmArgs)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(System.getProperty("java.home") + File.separator + "bin" + File.separator + "java");
    command.addAll(List.of(jvmArgs));
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(mainClass.getName());
    Path out = Files.createTempFile(dir, "child", ".txt");
    Process p =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
    boolean finished = p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    if (!finished) {
      p.destroyForcibly().waitFor();
    }
    String output = Files.readString(out, StandardCharsets.UTF_8);
    assertTrue(finished, "child JVM did not finish in " + TIMEOUT_SECONDS + " s: " + output);
    assertEquals(0, p.exitValue(), output);
    return output;
  }
}
