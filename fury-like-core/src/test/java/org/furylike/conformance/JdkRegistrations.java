package org.furylike.conformance;

import java.util.List;

/** The JDK classes of the suite that registration-required instances must register. */
final class JdkRegistrations {
  private JdkRegistrations() {}

  /**
   * Guava's private classes behind its public factories, which a user of registration-required
   * instances must also register (by name) to send those values.
   */
  private static final List<String> GUAVA_PRIVATE =
      List.of(
          "com.google.common.collect.NaturalOrdering",
          "com.google.common.collect.RegularImmutableMultiset",
          "com.google.common.collect.SingletonImmutableTable",
          "com.google.common.collect.ImmutableMultiset$SerializedForm",
          "com.google.common.collect.ImmutableTable$SerializedForm");

  private static List<Class<?>> classes() {
    List<Class<?>> out = new java.util.ArrayList<>(PUBLIC);
    for (String name : GUAVA_PRIVATE) {
      try {
        out.add(Class.forName(name));
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException("Guava lacks " + name, e);
      }
    }
    return out;
  }

  private static final List<Class<?>> PUBLIC =
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
          ArrayIndexOutOfBoundsException.class,
          java.io.WriteAbortedException.class,
          java.io.EOFException.class,
          java.io.InvalidObjectException.class,
          java.io.FileNotFoundException.class,
          java.io.CharConversionException.class,
          java.util.zip.ZipException.class,
          java.net.HttpRetryException.class,
          java.nio.charset.IllegalCharsetNameException.class,
          java.text.ParseException.class,
          java.sql.SQLWarning.class,
          java.sql.DataTruncation.class,
          java.util.MissingResourceException.class,
          java.util.UnknownFormatConversionException.class,
          java.util.concurrent.BrokenBarrierException.class,
          EnumConstantNotPresentException.class,
          TypeNotPresentException.class,
          AssertionError.class,
          java.time.DayOfWeek.class,
          java.util.concurrent.TimeUnit.class,
          Throwable.class,
          // capturing classes of JDK lambdas (Comparator.comparing, Map.Entry.comparingByKey)
          java.util.Comparator.class,
          java.util.Map.Entry.class,
          com.google.common.collect.HashMultiset.class,
          com.google.common.collect.TreeMultiset.class,
          com.google.common.collect.HashBiMap.class);

  /** Everything to register, in a fixed order (after the lists above are initialized). */
  static final List<Class<?>> CLASSES = classes();
}
