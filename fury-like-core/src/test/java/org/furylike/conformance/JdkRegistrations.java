package org.furylike.conformance;

import java.util.List;

/** The JDK classes of the suite that registration-required instances must register. */
final class JdkRegistrations {
  private JdkRegistrations() {}

  static final List<Class<?>> CLASSES =
      List.of(
          Exception.class,
          RuntimeException.class,
          IllegalStateException.class,
          IllegalArgumentException.class,
          ArithmeticException.class,
          StackOverflowError.class,
          java.io.IOException.class,
          java.io.InterruptedIOException.class,
          java.net.SocketTimeoutException.class,
          java.sql.SQLException.class,
          java.sql.BatchUpdateException.class,
          java.io.UncheckedIOException.class,
          java.lang.reflect.InvocationTargetException.class,
          java.lang.reflect.UndeclaredThrowableException.class,
          ExceptionInInitializerError.class,
          ClassNotFoundException.class,
          java.nio.file.FileSystemException.class,
          java.nio.file.NoSuchFileException.class,
          java.nio.file.AccessDeniedException.class,
          java.time.DateTimeException.class,
          java.time.format.DateTimeParseException.class,
          java.util.regex.PatternSyntaxException.class,
          java.net.URISyntaxException.class,
          java.nio.file.InvalidPathException.class,
          java.io.InvalidClassException.class,
          java.util.concurrent.ExecutionException.class,
          java.util.concurrent.CompletionException.class,
          java.util.concurrent.TimeoutException.class,
          java.util.NoSuchElementException.class,
          java.util.ConcurrentModificationException.class,
          NumberFormatException.class,
          ArrayIndexOutOfBoundsException.class);
}
