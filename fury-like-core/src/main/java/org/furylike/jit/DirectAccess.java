package org.furylike.jit;

import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;

/**
 * Decides which members generated code may use directly instead of through method handles: public,
 * non-final fields and public no-arg constructors of public classes that the generated class's
 * loader resolves to the very same classes; and, when the generated class is a nestmate of the
 * class it serves (see {@link org.furylike.codegen.Nestmates}), that class's own fields and
 * constructors whatever their access. Direct access is fast from the first call, before the JIT has
 * folded any handle.
 */
final class DirectAccess {
  private final Class<?> type;
  private final ClassLoader loader;
  private final boolean nestmate;

  /** {@code nestmate}: the generated class is a nestmate of {@code type} (then loader is set). */
  DirectAccess(Class<?> type, ClassLoader loader, boolean nestmate) {
    this.type = type;
    this.loader = loader;
    this.nestmate = nestmate;
  }

  /**
   * Whether field {@code f} can be read as {@code ((Type) o).name} by a nestmate of the type (and
   * written so, unless it is final or a record's): a field the type itself declares, of a type the
   * source can name.
   */
  boolean nestmate(org.furylike.meta.FieldDescriptor f) {
    return nestmate && f.declaringClass() == type && nameable(f.type());
  }

  /** Whether a nestmate may call the type's constructors whatever their access. */
  private boolean nestmateConstructor() {
    return nestmate
        && !type.isAnonymousClass()
        && !type.isLocalClass()
        && (type.getEnclosingClass() == null || Modifier.isStatic(type.getModifiers()));
  }

  /** Whether field {@code f} can be read and written as {@code ((Type) o).name}. */
  boolean direct(org.furylike.meta.FieldDescriptor f) {
    int m = f.field().getModifiers();
    return loader != null
        && !type.isRecord()
        && Modifier.isPublic(m)
        && !Modifier.isFinal(m)
        && nameable(f.declaringClass())
        && nameable(f.type());
  }

  /** Whether instances can be created with {@code new Type()}. */
  boolean directConstructor() {
    if (nestmateConstructor() && !Modifier.isAbstract(type.getModifiers())) {
      try {
        type.getDeclaredConstructor();
        return true;
      } catch (NoSuchMethodException e) {
        return false;
      }
    }
    if (loader == null
        || type.isRecord()
        || Modifier.isAbstract(type.getModifiers())
        || !nameable(type)
        || (type.getEnclosingClass() != null && !Modifier.isStatic(type.getModifiers()))) {
      return false;
    }
    try {
      Constructor<?> c = type.getDeclaredConstructor();
      return Modifier.isPublic(c.getModifiers());
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /**
   * Whether a record can be created with {@code new Type(a, b, ...)}: a nameable record whose
   * canonical constructor is public and whose component types are nameable.
   */
  boolean directRecordConstructor() {
    boolean nest = nestmateConstructor();
    if (loader == null || !type.isRecord() || !(nest || nameable(type))) {
      return false;
    }
    java.lang.reflect.RecordComponent[] components = type.getRecordComponents();
    Class<?>[] types = new Class<?>[components.length];
    for (int i = 0; i < components.length; i++) {
      types[i] = components[i].getType();
      if (!nameable(types[i])) {
        return false;
      }
    }
    try {
      Constructor<?> canonical = type.getDeclaredConstructor(types);
      return nest || Modifier.isPublic(canonical.getModifiers());
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  /**
   * Whether source may name {@code c}: primitive, or public with public enclosing classes, with a
   * canonical name, resolving to the same class from the generated class's loader.
   */
  private boolean nameable(Class<?> c) {
    while (c.isArray()) {
      c = c.getComponentType();
    }
    if (c.isPrimitive()) {
      return true;
    }
    try {
      for (Class<?> k = c; k != null; k = k.getEnclosingClass()) {
        if (!Modifier.isPublic(k.getModifiers()) || k.isAnonymousClass() || k.isLocalClass()) {
          return false;
        }
      }
      String canonical = c.getCanonicalName();
      if (canonical == null || c.isHidden()) {
        return false;
      }
      return Class.forName(c.getName(), false, loader) == c;
    } catch (ClassNotFoundException | LinkageError e) {
      // nested classes whose enclosing class is in another loader cannot be named reliably
      return false;
    }
  }
}
