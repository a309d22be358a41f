package org.furylike.serializer.jdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import org.furylike.Fury;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Serializing JDK exceptions with their private fields prints nothing on the console: a fresh JVM
 * (the one running the tests, without extra options) round-trips some and its output is checked.
 */
class JdkExceptionWarningsTest {

  /** Run in the child JVM: prints "ok" when the fields came back. */
  public static void main(String[] args) {
    Fury fury = Fury.builder().requireClassRegistration(false).build();
    SQLException e = new SQLException("syntax", "42000", 1064);
    e.setNextException(new SQLException("next"));
    java.nio.file.FileSystemException fs =
        new java.nio.file.FileSystemException("/a", "/b", "busy");
    e.addSuppressed(fs);
    SQLException back = (SQLException) fury.deserialize(fury.serialize(e));
    boolean ok =
        "42000".equals(back.getSQLState())
            && back.getErrorCode() == 1064
            && "next".equals(back.getNextException().getMessage())
            && fs.getMessage().equals(back.getSuppressed()[0].getMessage());
    System.out.print(ok ? "ok" : "fields lost");
  }

  @Test
  void printsNoWarning(@TempDir Path dir) throws Exception {
    String java =
        System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
    Path out = dir.resolve("out.txt");
    Process p =
        new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), getClass().getName())
            .redirectErrorStream(true)
            .redirectOutput(out.toFile())
            .start();
    int code = p.waitFor();
    String output = Files.readString(out, StandardCharsets.UTF_8);
    assertEquals(0, code, output);
    assertEquals("ok", output);
  }
}
