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
  private static final byte[] FACTORY =
      "java/lang/invoke/StringConcatFactory".getBytes(StandardCharsets.US_ASCII);

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
   * {@return the class files under {@code dir}, relative to it}
   *
   * @param dir a class directory
   */
  public static List<Path> classFiles(Path dir) {
    try (Stream<Path> files = Files.walk(dir)) {
      return files
          .filter(p -> p.toString().endsWith(".class"))
          .map(dir::relativize)
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * {@return whether the class file concatenates strings through {@code invokedynamic}}
   *
   * @param classFile a class file
   */
  public static boolean concatenatesThroughIndy(Path classFile) {
    byte[] bytes;
    try {
      bytes = Files.readAllBytes(classFile);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    outer:
    for (int i = 0; i + FACTORY.length <= bytes.length; i++) {
      for (int j = 0; j < FACTORY.length; j++) {
        if (bytes[i + j] != FACTORY[j]) {
          continue outer;
        }
      }
      return true;
    }
    return false;
  }

  /**
   * {@return the class files under {@code dir} (relative to it) that concatenate strings through
   * {@code invokedynamic}}
   *
   * @param dir a class directory
   */
  public static List<String> indyConcatenations(Path dir) {
    return classFiles(dir).stream()
        .filter(p -> concatenatesThroughIndy(dir.resolve(p)))
        .map(Path::toString)
        .collect(Collectors.toList());
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
    int count = classFiles(dir).size();
    if (count < atLeast) {
      throw new IllegalStateException(
          "found only " + count + " classes under " + dir + ", expected at least " + atLeast);
    }
    return indyConcatenations(dir);
  }
}
