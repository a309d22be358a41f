package org.furylike.codegen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
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
    long start = System.nanoTime();
    SimpleCompiler compiler = cook(className, source, parent, true);
    try {
      Class<?> compiled = compiler.getClassLoader().loadClass(className);
      CompileLog.compiled(className, System.nanoTime() - start);
      return compiled;
    } catch (ClassNotFoundException | RuntimeException e) {
      throw failure(className, source, e);
    }
  }

  /**
   * Compiles {@code source}, a unit of one class in the package of {@code lookup}'s class, and
   * defines it as a hidden nestmate of that class (see {@link Nestmates}).
   *
   * @param className the fully qualified name of the unit's class
   * @param source the compilation unit
   * @param lookup a lookup from {@link Nestmates#lookup}
   * @param dumpDir where to write the source first, or null
   * @return the hidden class, initialized
   * @throws CodegenException if the source does not compile or the JVM refuses the class
   */
  public static Class<?> compileNestmate(
      String className, String source, java.lang.invoke.MethodHandles.Lookup lookup, Path dumpDir) {
    if (dumpDir != null) {
      dump(className, source, dumpDir);
    }
    long start = System.nanoTime();
    Class<?> host = lookup.lookupClass();
    Map<String, byte[]> files =
        cook(className, source, new Nestmates.ViewLoader(host), true).getBytecodes();
    byte[] bytes = files.get(className);
    if (bytes == null || files.size() != 1) {
      throw new CodegenException(
          "a nestmate unit must declare exactly the class "
              + className
              + ", but it declares "
              + files.keySet(),
          null);
    }
    Class<?> defined = Nestmates.define(lookup, bytes);
    CompileLog.compiled(className, System.nanoTime() - start);
    return defined;
  }

  /**
   * Compiles {@code source}, a nestmate unit of {@code host} (see {@link Nestmates}), and returns
   * the class files by class name, without defining them.
   *
   * @param className the fully qualified name of the unit's class
   * @param source the compilation unit
   * @param host the class the unit's class would be a nestmate of
   * @return the class files, by binary class name
   * @throws CodegenException if the source does not compile
   */
  public static Map<String, byte[]> nestmateBytecodes(
      String className, String source, Class<?> host) {
    return cook(className, source, new Nestmates.ViewLoader(host), false).getBytecodes();
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
  public static Map<String, byte[]> bytecodes(String className, String source, ClassLoader parent) {
    return cook(className, source, parent, false).getBytecodes();
  }

  /**
   * Compiles the unit. A unit compiled {@code forUse} gets debugging information (source file and
   * line numbers, so stack traces and profiles point into the generated source) and is counted.
   */
  private static SimpleCompiler cook(
      String className, String source, ClassLoader parent, boolean forUse) {
    SimpleCompiler compiler = new SimpleCompiler();
    compiler.setParentClassLoader(parent);
    if (forUse) {
      compiler.setDebuggingInformation(true, true, false);
    }
    try {
      compiler.cook(className.replace('.', '/') + ".java", source);
    } catch (CompileException | RuntimeException e) {
      throw failure(className, source, e);
    }
    if (forUse) {
      COMPILATIONS.incrementAndGet();
    }
    return compiler;
  }

  private static CodegenException failure(String className, String source, Exception e) {
    return new CodegenException(
        "generated source of "
            + className
            + " failed to compile: "
            + e.getMessage()
            + "\n"
            + JavaWriter.numbered(source),
        e);
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
