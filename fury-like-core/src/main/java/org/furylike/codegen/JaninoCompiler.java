package org.furylike.codegen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.codehaus.commons.compiler.CompileException;
import org.codehaus.janino.SimpleCompiler;
import org.furylike.exception.CodegenException;

/**
 * Compiles one generated compilation unit in memory with Janino. Each unit gets its own class
 * loader (a child of {@code parent}), so generated classes can be collected with the classes they
 * serve. Knows nothing about serializers.
 */
public final class JaninoCompiler {
  private static final AtomicLong COMPILATIONS = new AtomicLong();

  private JaninoCompiler() {}

  /**
   * Compiles {@code source} and returns the class {@code className} from it.
   *
   * @param className the fully qualified name of the class to return
   * @param source the compilation unit
   * @param parent the parent of the unit's new class loader; it must see every type the source
   *     names
   * @param dumpDir where to write the source first, or null
   * @return the compiled, loaded class
   * @throws CodegenException if the source does not compile; the message has the numbered source
   */
  public static Class<?> compile(
      String className, String source, ClassLoader parent, Path dumpDir) {
    if (dumpDir != null) {
      dump(className, source, dumpDir);
    }
    SimpleCompiler compiler = new SimpleCompiler();
    compiler.setParentClassLoader(parent);
    // source file and line numbers, so stack traces and profiles point into the generated source
    compiler.setDebuggingInformation(true, true, false);
    long start = System.nanoTime();
    try {
      compiler.cook(className.replace('.', '/') + ".java", source);
      COMPILATIONS.incrementAndGet();
      Class<?> compiled = compiler.getClassLoader().loadClass(className);
      CompileLog.compiled(className, System.nanoTime() - start);
      return compiled;
    } catch (CompileException | ClassNotFoundException | RuntimeException e) {
      throw new CodegenException(
          "generated source of "
              + className
              + " failed to compile: "
              + e.getMessage()
              + "\n"
              + JavaWriter.numbered(source),
          e);
    }
  }

  /**
   * Compiles {@code source} and returns the class files by class name, without loading them.
   *
   * @param className the fully qualified name of the unit's top-level class
   * @param source the compilation unit
   * @param parent the class loader that resolves the types the source names
   * @return the class files, by binary class name
   * @throws CodegenException if the source does not compile
   */
  public static java.util.Map<String, byte[]> bytecodes(
      String className, String source, ClassLoader parent) {
    SimpleCompiler compiler = new SimpleCompiler();
    compiler.setParentClassLoader(parent);
    try {
      compiler.cook(className.replace('.', '/') + ".java", source);
      return compiler.getBytecodes();
    } catch (CompileException | RuntimeException e) {
      throw new CodegenException(
          "generated source of "
              + className
              + " failed to compile: "
              + e.getMessage()
              + "\n"
              + JavaWriter.numbered(source),
          e);
    }
  }

  /**
   * The file {@link #dump} writes the source of {@code className} to under {@code dir}.
   *
   * @param className the fully qualified name of the generated class
   * @param dir the dump folder
   * @return {@code dir}, then one folder per package segment, then the simple name with {@code
   *     .java}
   */
  public static Path dumpFile(String className, Path dir) {
    return dir.resolve(className.replace('.', '/') + ".java");
  }

  /**
   * How many units this process has compiled, for tests and diagnostics.
   *
   * @return the number of successful compilations
   */
  public static long compilationCount() {
    return COMPILATIONS.get();
  }

  /**
   * Writes {@code source} under {@code dir} at the path of its package.
   *
   * @param className the fully qualified class name, which gives the file's path
   * @param source the source text
   * @param dir the dump folder
   * @throws CodegenException if the file cannot be written
   */
  public static void dump(String className, String source, Path dir) {
    Path file = dumpFile(className, dir);
    try {
      Files.createDirectories(file.getParent());
      Files.writeString(file, source, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new CodegenException("cannot dump generated source to " + file + ": " + e, e);
    }
  }
}
