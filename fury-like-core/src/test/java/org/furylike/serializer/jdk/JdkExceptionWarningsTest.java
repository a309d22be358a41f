package org.furylike.serializer.jdk;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.sql.SQLException;
import org.furylike.Fury;
import org.furylike.testing.ChildJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Serializing JDK exceptions with their private fields, and container subclasses whose comparator
 * or access order sits in private JDK fields, prints nothing on the console: a fresh JVM (the one
 * running the tests, without extra options) round-trips some and its output is checked.
 */
class JdkExceptionWarningsTest {
  /** Suppression off, stack trace not writable, a cause: set through Throwable's own fields. */
  static final class Quiet extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Quiet(String message, Throwable cause) {
      super(message, cause, false, false);
    }
  }

  /** Sorted by a comparator given to the constructor. */
  static final class Names extends java.util.TreeSet<String> {
    private static final long serialVersionUID = 1L;

    Names() {}

    Names(java.util.Comparator<String> order) {
      super(order);
    }
  }

  /** Access order given to the constructor. */
  static final class Lru extends java.util.LinkedHashMap<String, Integer> {
    private static final long serialVersionUID = 1L;

    Lru() {}

    Lru(boolean accessOrder) {
      super(4, 0.75f, accessOrder);
    }
  }

  private static boolean containersOk(Fury fury) {
    Names names = new Names(java.util.Collections.reverseOrder());
    names.add("a");
    names.add("b");
    Names namesBack = (Names) fury.deserialize(fury.serialize(names));
    namesBack.add("c");
    Lru lru = new Lru(true);
    lru.put("x", 1);
    lru.put("y", 2);
    Lru lruBack = (Lru) fury.deserialize(fury.serialize(lru));
    lruBack.get("x");
    Quiet q = (Quiet) fury.deserialize(fury.serialize(new Quiet("q", new SQLException("c"))));
    q.addSuppressed(new SQLException("ignored"));
    return java.util.List.of("c", "b", "a").equals(new java.util.ArrayList<>(namesBack))
        && java.util.List.of("y", "x").equals(new java.util.ArrayList<>(lruBack.keySet()))
        && "c".equals(q.getCause().getMessage())
        && q.getSuppressed().length == 0;
  }

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
            && fs.getMessage().equals(back.getSuppressed()[0].getMessage())
            && containersOk(fury);
    System.out.print(ok ? "ok" : "fields lost");
  }

  @Test
  void printsNoWarning(@TempDir Path dir) throws Exception {
    String output = ChildJvm.run(dir, getClass());
    assertEquals("ok", output);
  }
}
