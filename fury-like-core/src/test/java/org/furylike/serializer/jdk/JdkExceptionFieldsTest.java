package org.furylike.serializer.jdk;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.InvalidClassException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.UndeclaredThrowableException;
import java.net.SocketTimeoutException;
import java.net.URISyntaxException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.regex.PatternSyntaxException;
import java.util.stream.Stream;
import org.furylike.Fury;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * JDK exception types keep every serializable field of their JDK classes (private ones included,
 * without {@code --add-opens}): the result, written again with {@code ObjectOutputStream}, gives
 * the same bytes as the original, so message, cause, suppressed exceptions, stack trace and every
 * field match what JDK serialization keeps.
 */
class JdkExceptionFieldsTest {

  static Stream<Throwable> exceptions() {
    List<Throwable> out = new ArrayList<>();
    InterruptedIOException interrupted = new InterruptedIOException("interrupted");
    interrupted.bytesTransferred = 42;
    out.add(interrupted);
    SocketTimeoutException timeout = new SocketTimeoutException("read timed out");
    timeout.bytesTransferred = 7;
    out.add(timeout);
    SQLException sql = new SQLException("syntax", "42000", 1064, new IOException("wire"));
    sql.setNextException(new SQLException("gone", "08001", 2));
    out.add(sql);
    out.add(
        new BatchUpdateException("batch", "22001", 3, new int[] {1, -3, 2}, new IOException("io")));
    out.add(new UncheckedIOException("unchecked", new IOException("disk")));
    out.add(new InvocationTargetException(new IllegalStateException("target"), "invoked"));
    out.add(new UndeclaredThrowableException(new IOException("undeclared"), "proxy"));
    out.add(new ExceptionInInitializerError(new ArithmeticException("/ by zero")));
    out.add(new ClassNotFoundException("com.example.Missing", new IOException("jar")));
    out.add(new FileSystemException("/a", "/b", "busy"));
    out.add(new NoSuchFileException("/missing"));
    out.add(new AccessDeniedException("/secret", null, "denied"));
    out.add(new DateTimeException("no such date"));
    out.add(new DateTimeParseException("unparseable", "2020-13-45", 5));
    out.add(new PatternSyntaxException("Unclosed class", "[a-", 2));
    out.add(new URISyntaxException("ht tp://x", "Illegal character", 2));
    out.add(new InvalidPathException("a\0b", "Nul character", 1));
    out.add(new InvalidClassException("com.example.Old", "stream classdesc mismatch"));
    out.add(new ExecutionException("failed", new IllegalArgumentException("arg")));
    out.add(new CompletionException(new IOException("async")));
    IllegalStateException withSuppressed = new IllegalStateException("primary");
    withSuppressed.addSuppressed(new IOException("close failed"));
    out.add(withSuppressed);
    return out.stream();
  }

  private static Fury fury(ConfigMatrix.Point p) {
    return p.builder().requireClassRegistration(false).build();
  }

  @ParameterizedTest
  @MethodSource("exceptions")
  void matchesJdkSerialization(Throwable original) throws Exception {
    byte[] jdk = jdkBytes(original);
    assertArrayEquals(jdk, jdkBytes(jdkRoundTrip(jdk)), "JDK serialization is not stable");
    ConfigMatrix.forEach(
        p -> {
          Throwable back = (Throwable) fury(p).deserialize(fury(p).serialize(original));
          assertSame(original.getClass(), back.getClass());
          assertEquals(original.getMessage(), back.getMessage());
          assertArrayEquals(original.getStackTrace(), back.getStackTrace());
          assertArrayEquals(jdk, jdkBytes(back), "fields differ from JDK serialization");
        });
  }

  /** JDK serialization, with equal strings written once (identity of strings is not state). */
  private static byte[] jdkBytes(Object o) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new InterningStream(bytes)) {
      out.writeObject(o);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private static final class InterningStream extends ObjectOutputStream {
    InterningStream(ByteArrayOutputStream out) throws IOException {
      super(out);
      enableReplaceObject(true);
    }

    @Override
    protected Object replaceObject(Object obj) {
      return obj instanceof String ? ((String) obj).intern() : obj;
    }
  }

  private static Throwable jdkRoundTrip(byte[] bytes) throws Exception {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return (Throwable) in.readObject();
    }
  }
}
