package org.furylike.codegen;

import java.lang.invoke.MethodHandles;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.codehaus.janino.MethodDescriptor;
import org.codehaus.janino.util.ClassFile;

/**
 * Generated classes defined as hidden nestmates of a host class, so that their code reads and
 * writes the host's private fields and calls its private constructors as plain field accesses and
 * calls: fast from the first call, with nothing for the JIT to fold first. Knows nothing about
 * serializers.
 *
 * <p>Janino checks member access as javac does, so a unit is compiled against a <em>view</em> of
 * the host: a class of the host's binary name whose declared instance fields and constructors are
 * all public, defined in a throwaway class loader that serves it ahead of the host's loader. The
 * class files are then defined with {@link MethodHandles.Lookup#defineHiddenClass} as {@link
 * MethodHandles.Lookup.ClassOption#NESTMATE nestmates} of the real host, where the JVM grants the
 * private access. The view is never instantiated and its constructors only throw.
 *
 * <p>This needs a lookup with full privilege on the host: the host's package must be open to this
 * library (every package of the unnamed module is) and the host in this library's module (for a
 * class path: loaded by the same class loader). Otherwise {@link #lookup} returns null and callers
 * use method handles. Frames of hidden classes are left out of stack traces unless the JVM runs
 * with {@code -XX:+UnlockDiagnosticVMOptions -XX:+ShowHiddenFrames}.
 */
public final class Nestmates {
  private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();
  private static final short ACC_PUBLIC = 0x0001;
  private static final short ACC_SUPER = 0x0020;
  private static final byte ACONST_NULL = 0x01;
  private static final byte ATHROW = (byte) 0xBF;

  private Nestmates() {}

  /**
   * A lookup that can define hidden nestmates of {@code host}, or null when this library has no
   * full-privilege access to it.
   *
   * @param host the class whose private members the generated class should reach
   * @return the lookup, or null
   */
  public static MethodHandles.Lookup lookup(Class<?> host) {
    if (host.isHidden() || host.isArray() || host.isPrimitive() || host.isInterface()) {
      return null;
    }
    try {
      MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(host, LOOKUP);
      return lookup.hasFullPrivilegeAccess() ? lookup : null;
    } catch (IllegalAccessException | SecurityException e) {
      // the package is not open to this library: members are reached through handles instead
      return null;
    }
  }

  /**
   * The name source in {@code host}'s package uses for the host: its binary name without the
   * package ({@code Outer$Inner} for a nested class), which resolves to the view when compiling.
   *
   * @param host the host class
   * @return the name to write in source
   */
  public static String sourceName(Class<?> host) {
    String name = host.getName();
    return name.substring(name.lastIndexOf('.') + 1);
  }

  /**
   * The first simple name that {@code source} uses unqualified for a {@code java.lang} class but
   * that the host's package also declares (so that in the host's package it would name the other
   * class), or null when there is none. Names the source imports are not counted, nor names in
   * comment lines (lines starting with {@code //}): the answer is the same whether or not the
   * source was written with its comments.
   *
   * @param source the compilation unit, to be placed in the host's package
   * @param host the host class
   * @return a shadowed name, or null
   */
  public static String shadowedJavaLangName(String source, Class<?> host) {
    String pkg = host.getPackageName();
    String prefix = pkg.isEmpty() ? "" : pkg + ".";
    Set<String> imported = new HashSet<>();
    for (String line : source.split("\n")) {
      if (line.startsWith("import ") && line.endsWith(";")) {
        String name = line.substring(7, line.length() - 1).trim();
        imported.add(name.substring(name.lastIndexOf('.') + 1));
      }
    }
    Set<String> seen = new HashSet<>();
    int n = source.length();
    for (int i = 0; i < n; ) {
      char c = source.charAt(i);
      if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/' && lineStart(source, i)) {
        int end = source.indexOf('\n', i);
        i = end < 0 ? n : end + 1;
        continue;
      }
      if (!Character.isJavaIdentifierStart(c)) {
        i++;
        continue;
      }
      int start = i;
      while (i < n && Character.isJavaIdentifierPart(source.charAt(i))) {
        i++;
      }
      boolean qualified = start > 0 && source.charAt(start - 1) == '.';
      String id = source.substring(start, i);
      if (!qualified
          && Character.isUpperCase(c)
          && !imported.contains(id)
          && seen.add(id)
          && JavaWriter.isJavaLang(id)
          && resolves(prefix + id, host.getClassLoader())) {
        return id;
      }
    }
    return null;
  }

  /** Whether only blanks precede {@code at} on its line. */
  private static boolean lineStart(String source, int at) {
    for (int i = at - 1; i >= 0 && source.charAt(i) != '\n'; i--) {
      if (source.charAt(i) != ' ') {
        return false;
      }
    }
    return true;
  }

  private static boolean resolves(String name, ClassLoader loader) {
    try {
      Class.forName(name, false, loader);
      return true;
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
  }

  /**
   * Defines {@code bytes} as a hidden nestmate of the lookup's class and initializes it.
   *
   * @param lookup a lookup from {@link #lookup}
   * @param bytes a class file of the host's package
   * @return the hidden class
   * @throws org.furylike.exception.CodegenException if the JVM refuses the class
   */
  public static Class<?> define(MethodHandles.Lookup lookup, byte[] bytes) {
    try {
      return lookup
          .defineHiddenClass(bytes, true, MethodHandles.Lookup.ClassOption.NESTMATE)
          .lookupClass();
    } catch (IllegalAccessException | LinkageError e) {
      throw new org.furylike.exception.CodegenException(
          "cannot define a nestmate of " + lookup.lookupClass().getName() + ": " + e, e);
    }
  }

  /** Serves the host's view under the host's name; every other name from the host's loader. */
  static final class ViewLoader extends ClassLoader {
    static {
      registerAsParallelCapable();
    }

    private final String hostName;
    private final byte[] view;
    private volatile Class<?> defined;

    ViewLoader(Class<?> host) {
      super(host.getClassLoader());
      this.hostName = host.getName();
      this.view = view(host);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.equals(hostName)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = defined;
        if (c == null) {
          c = defineClass(name, view, 0, view.length);
          defined = c;
        }
        return c;
      }
    }

    /**
     * The class file of the host's view: the host's binary name, public, extending {@code Object},
     * with every declared instance field public and non-final and every declared constructor public
     * with a body that only throws.
     */
    static byte[] view(Class<?> host) {
      String name = host.getName();
      ClassFile cf =
          new ClassFile(
              (short) (ACC_PUBLIC | ACC_SUPER),
              "L" + name.replace('.', '/') + ";",
              "Ljava/lang/Object;",
              new String[0]);
      for (Field f : host.getDeclaredFields()) {
        if (!Modifier.isStatic(f.getModifiers())) {
          cf.addFieldInfo(ACC_PUBLIC, f.getName(), f.getType().descriptorString(), null);
        }
      }
      short code = cf.addConstantUtf8Info("Code");
      for (Constructor<?> c : host.getDeclaredConstructors()) {
        List<String> params = new ArrayList<>();
        int slots = 1;
        for (Class<?> p : c.getParameterTypes()) {
          params.add(p.descriptorString());
          slots += p == long.class || p == double.class ? 2 : 1;
        }
        ClassFile.MethodInfo m =
            cf.addMethodInfo(
                ACC_PUBLIC, "<init>", new MethodDescriptor("V", params.toArray(new String[0])));
        m.addAttribute(
            new ClassFile.CodeAttribute(
                code,
                (short) 1,
                (short) slots,
                new byte[] {ACONST_NULL, ATHROW},
                new ClassFile.CodeAttribute.ExceptionTableEntry[0],
                new ClassFile.AttributeInfo[0]));
      }
      return cf.toByteArray();
    }
  }
}
