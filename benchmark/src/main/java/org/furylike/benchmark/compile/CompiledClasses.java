package org.furylike.benchmark.compile;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.FileObject;
import javax.tools.ForwardingJavaFileManager;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Class files compiled in memory with the JDK's {@code javax.tools} compiler, which can be defined
 * any number of times, each time in a new class loader, giving a class the JVM has never seen.
 */
public final class CompiledClasses {
  private final Map<String, byte[]> classFiles;

  private CompiledClasses(Map<String, byte[]> classFiles) {
    this.classFiles = classFiles;
  }

  /**
   * Compiles one source file.
   *
   * @param className the binary name of its public class
   * @throws IllegalStateException if the JDK has no compiler or the source does not compile
   */
  public static CompiledClasses compile(String className, String source) {
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    if (javac == null) {
      throw new IllegalStateException("no Java compiler: run the benchmarks on a JDK, not a JRE");
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    Map<String, byte[]> out = new HashMap<>();
    StandardJavaFileManager standard =
        javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8);
    JavaFileManager manager =
        new ForwardingJavaFileManager<>(standard) {
          @Override
          public JavaFileObject getJavaFileForOutput(
              Location location, String name, JavaFileObject.Kind kind, FileObject sibling) {
            return new SimpleJavaFileObject(URI.create("mem:///" + name + ".class"), kind) {
              @Override
              public OutputStream openOutputStream() {
                return new ByteArrayOutputStream() {
                  @Override
                  public void close() {
                    out.put(name, toByteArray());
                  }
                };
              }
            };
          }
        };
    JavaFileObject file =
        new SimpleJavaFileObject(
            URI.create("mem:///" + className.replace('.', '/') + ".java"),
            JavaFileObject.Kind.SOURCE) {
          @Override
          public CharSequence getCharContent(boolean ignoreEncodingErrors) {
            return source;
          }
        };
    boolean ok =
        javac
            .getTask(
                null,
                manager,
                diagnostics,
                List.of("-g:none", "--release", "17"),
                null,
                List.of(file))
            .call();
    if (!ok || !out.containsKey(className)) {
      StringBuilder sb = new StringBuilder("cannot compile " + className + ":");
      for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
        sb.append("\n  line ").append(d.getLineNumber()).append(": ").append(d.getMessage(null));
      }
      throw new IllegalStateException(sb.toString());
    }
    return new CompiledClasses(Map.copyOf(out));
  }

  /**
   * A new class loader that defines the compiled classes afresh and delegates everything else to
   * {@code parent}.
   */
  public ClassLoader newLoader(ClassLoader parent) {
    return new ClassLoader("fresh-classes", parent) {
      @Override
      protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classFiles.get(name);
        if (bytes == null) {
          throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
      }
    };
  }

  /**
   * Writes the class files under {@code dir}, one file per class at the path of its package, so
   * that a JVM given {@code dir} on its class path loads them like any application class.
   */
  public void writeTo(java.nio.file.Path dir) throws java.io.IOException {
    for (Map.Entry<String, byte[]> e : classFiles.entrySet()) {
      java.nio.file.Path file = dir.resolve(e.getKey().replace('.', '/') + ".class");
      java.nio.file.Files.createDirectories(file.getParent());
      java.nio.file.Files.write(file, e.getValue());
    }
  }

  /** Defines {@code className} in a new class loader whose parent is {@code parent}. */
  public Class<?> defineFresh(String className, ClassLoader parent) {
    try {
      return Class.forName(className, true, newLoader(parent));
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(className + " was not compiled", e);
    }
  }
}
