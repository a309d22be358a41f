package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import org.furylike.Fury;
import org.furylike.codegen.CompileLog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What code generation logs, observed through the platform logger's default backend
 * (java.util.logging), which is where {@link System.Logger} messages go when no bridge is
 * installed.
 */
class CompileLogTest {
  static class LoggedBroken {
    int v = 3;
  }

  static class LoggedFine {
    long id = 4;
  }

  static class LoggedNestmate {
    private int v = 5;
  }

  /** Held strongly: java.util.logging keeps loggers only weakly. */
  private Logger logger;

  private Level previousLevel;
  private final List<LogRecord> records = new CopyOnWriteArrayList<>();
  private final Handler capture =
      new Handler() {
        @Override
        public void publish(LogRecord record) {
          records.add(record);
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
      };

  @BeforeEach
  void capture() {
    logger = Logger.getLogger(CompileLog.NAME);
    previousLevel = logger.getLevel();
    logger.setUseParentHandlers(false);
    logger.addHandler(capture);
  }

  @AfterEach
  void restore() {
    logger.removeHandler(capture);
    logger.setLevel(previousLevel);
    logger.setUseParentHandlers(true);
    JitCompiler.sourceHook = null;
  }

  @Test
  void aCompileFailureLogsOneShortWarningAndTheNumberedSourceOnlyAtDebug(@TempDir Path dump) {
    logger.setLevel(Level.ALL);
    JitCompiler.sourceHook =
        src ->
            src.contains("LoggedBroken")
                ? src.replace("public Object read(", "public Object read(not valid java ")
                : src;
    Fury fury =
        Fury.builder()
            .withAsyncCompilation(false)
            .withCodegenStrict(false)
            .withCodegenDumpDir(dump)
            .build();
    fury.register(LoggedBroken.class);
    assertEquals(3, ((LoggedBroken) fury.deserialize(fury.serialize(new LoggedBroken()))).v);

    List<LogRecord> warnings = at(Level.WARNING);
    // the nestmate unit fails, then the ordinary unit compiled in its place: one warning each
    assertEquals(2, warnings.size(), "one warning per failed unit: " + messages(warnings));
    assertTrue(warnings.get(0).getMessage().contains("failed as a nestmate"), messages(warnings));
    String warning = warnings.get(1).getMessage();
    assertTrue(warning.contains(LoggedBroken.class.getName()), warning);
    assertTrue(warning.contains("Line "), "the compiler's reason with its position: " + warning);
    assertTrue(
        warning.contains(dump.toAbsolutePath().toString()), "where it was dumped: " + warning);
    assertFalse(warning.contains("\n"), "one line, no numbered source: " + warning);
    assertTrue(
        at(Level.FINE).stream().anyMatch(r -> r.getMessage().contains("not valid java")),
        "the numbered source at debug level");
  }

  @Test
  void aNestmateFailureIsLoggedAndTheClassCompiledWithHandles() {
    logger.setLevel(Level.ALL);
    JitCompiler.sourceHook =
        src ->
            src.contains("LoggedNestmate") && src.startsWith("package org.furylike.jit;")
                ? src.replace("public Object read(", "public Object read(not valid java ")
                : src;
    Fury fury = Fury.builder().withAsyncCompilation(false).withCodegenStrict(false).build();
    fury.register(LoggedNestmate.class);
    assertEquals(5, ((LoggedNestmate) fury.deserialize(fury.serialize(new LoggedNestmate()))).v);
    Class<?> serializer = fury.getClassResolver().getSerializer(LoggedNestmate.class).getClass();
    assertTrue(
        serializer.getName().startsWith("org.furylike.generated.") && !serializer.isHidden(),
        "an ordinary generated class serves it: " + serializer.getName());
    List<LogRecord> warnings = at(Level.WARNING);
    assertEquals(1, warnings.size(), messages(warnings));
    String warning = warnings.get(0).getMessage();
    assertTrue(warning.contains(LoggedNestmate.class.getName()), warning);
    assertTrue(warning.contains("failed as a nestmate") && warning.contains("Line "), warning);
  }

  @Test
  void aSuccessfulCompilationLogsItsTimeAtDebugAndNothingAbove() {
    logger.setLevel(Level.ALL);
    Fury fury = Fury.builder().withAsyncCompilation(false).build();
    fury.register(LoggedFine.class);
    fury.serialize(new LoggedFine());
    assertTrue(
        at(Level.FINE).stream()
            .anyMatch(r -> r.getMessage().matches("compiled \\S*LoggedFine\\S* in \\d+ ms")),
        "compile time at debug: " + messages(records));
    assertTrue(
        records.stream().allMatch(r -> r.getLevel().intValue() < Level.INFO.intValue()),
        "nothing at INFO or above: " + messages(records));
  }

  private List<LogRecord> at(Level level) {
    return records.stream().filter(r -> r.getLevel().equals(level)).collect(Collectors.toList());
  }

  private static String messages(List<LogRecord> list) {
    return list.stream().map(LogRecord::getMessage).collect(Collectors.joining(" | "));
  }
}
