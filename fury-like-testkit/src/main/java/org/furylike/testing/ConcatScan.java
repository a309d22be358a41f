package org.furylike.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Finds class files that concatenate strings through {@code invokedynamic}: those whose constant
 * pool names {@code java.lang.invoke.StringConcatFactory}. The published modules are compiled
 * without it (see {@code furylike.stringConcat} in the root pom).
 */
public final class ConcatScan {
  private static final String FACTORY = "java/lang/invoke/StringConcatFactory";

  private ConcatScan() {}

  /**
   * {@return the class directory {@code anyClass} was loaded from}
   *
   * @param anyClass a class of the module, loaded from a directory of class files
   * @throws IllegalStateException when it was not loaded from a directory
   */
  public static Path classDirectory(Class<?> anyClass) {
    try {
      Path dir = Path.of(anyClass.getProtectionDomain().getCodeSource().getLocation().toURI());
      if (!Files.isDirectory(dir)) {
        throw new IllegalStateException(anyClass + " was loaded from " + dir + ", not a directory");
      }
      return dir;
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * {@return the class files under {@code dir} (relative to it) that concatenate strings through
   * {@code invokedynamic}}
   *
   * @param dir a class directory
   */
  public static List<String> indyConcatenations(Path dir) {
    return indyConcatenations(dir, classFiles(dir));
  }

  /**
   * {@return the class files (relative to the class directory) of the module of {@code anyClass}
   * that concatenate strings through {@code invokedynamic}}
   *
   * @param anyClass a class of the module, loaded from a directory of class files
   * @param atLeast how many class files the directory must hold, so that a wrong directory cannot
   *     pass for a clean one
   * @throws IllegalStateException when the directory holds fewer
   */
  public static List<String> indyConcatenationsOfModule(Class<?> anyClass, int atLeast) {
    Path dir = classDirectory(anyClass);
    List<Path> files = classFiles(dir);
    if (files.size() < atLeast) {
      throw new IllegalStateException(
          "found only " + files.size() + " classes under " + dir + ", expected " + atLeast);
    }
    return indyConcatenations(dir, files);
  }

  private static List<String> indyConcatenations(Path dir, List<Path> files) {
    return files.stream()
        .filter(ConcatScan::concatenatesThroughIndy)
        .map(p -> dir.relativize(p).toString())
        .collect(Collectors.toList());
  }

  private static List<Path> classFiles(Path dir) {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(p -> p.toString().endsWith(".class")).collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean concatenatesThroughIndy(Path classFile) {
    try {
      // the constant pool keeps class names as (modified) UTF-8, ASCII here
      return new String(Files.readAllBytes(classFile), StandardCharsets.ISO_8859_1)
          .contains(FACTORY);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
