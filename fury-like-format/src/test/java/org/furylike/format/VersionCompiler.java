package org.furylike.format;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Compiles one version of a set of classes at test time into its own directory and class loader, so
 * two versions of the same class names can live in one test.
 */
final class VersionCompiler {
  private VersionCompiler() {}

  /** Compiles {@code sources} (class name to source) and returns a loader for them. */
  static ClassLoader compile(Path dir, Map<String, String> sources) throws IOException {
    List<String> args =
        new ArrayList<>(
            List.of(
                "-d",
                dir.toString(),
                "-classpath",
                System.getProperty("java.class.path"),
                "-nowarn"));
    for (Map.Entry<String, String> e : sources.entrySet()) {
      Path file = dir.resolve("src").resolve(e.getKey().replace('.', '/') + ".java");
      Files.createDirectories(file.getParent());
      Files.writeString(file, e.getValue(), StandardCharsets.UTF_8);
      args.add(file.toString());
    }
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
    int rc = javac.run(null, null, err, args.toArray(new String[0]));
    if (rc != 0) {
      throw new IllegalStateException("test sources did not compile:\n" + err);
    }
    return new URLClassLoader(
        new URL[] {dir.toUri().toURL()}, VersionCompiler.class.getClassLoader());
  }
}
