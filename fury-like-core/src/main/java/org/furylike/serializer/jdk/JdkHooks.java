package org.furylike.serializer.jdk;

import java.io.Externalizable;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The JDK serialization hooks a class declares, found the way {@code java.io.ObjectStreamClass}
 * finds them: per serializable class layer the private {@code writeObject}, {@code readObject} and
 * {@code readObjectNoData}; for the class the {@code writeReplace} and {@code readResolve} it
 * declares or inherits (private ones only from the class itself, package-private ones only from the
 * same package); and whether it is {@link Externalizable}. Computed once per class.
 */
public final class JdkHooks {
  private static final ClassValue<JdkHooks> CACHE =
      new ClassValue<>() {
        @Override
        protected JdkHooks computeValue(Class<?> type) {
          return new JdkHooks(type);
        }
      };

  /** The hooks of one serializable class of a hierarchy. */
  static final class Layer {
    final Class<?> cls;
    final Method writeObject;
    final Method readObject;
    final Method readObjectNoData;

    Layer(Class<?> cls) {
      this.cls = cls;
      this.writeObject = privateMethod(cls, "writeObject", ObjectOutputStream.class);
      this.readObject = privateMethod(cls, "readObject", ObjectInputStream.class);
      this.readObjectNoData = privateMethod(cls, "readObjectNoData");
    }

    boolean hasHooks() {
      return writeObject != null || readObject != null || readObjectNoData != null;
    }
  }

  private final boolean externalizable;
  private final Method writeReplace;
  private final Method readResolve;
  private final List<Layer> layers;
  private final boolean any;

  private JdkHooks(Class<?> cls) {
    boolean serializable = Serializable.class.isAssignableFrom(cls);
    this.externalizable = Externalizable.class.isAssignableFrom(cls);
    this.writeReplace = serializable ? inheritedMethod(cls, "writeReplace") : null;
    this.readResolve = serializable ? inheritedMethod(cls, "readResolve") : null;
    this.layers = serializable && !externalizable ? layersOf(cls) : List.of();
    boolean layerHooks = false;
    for (Layer l : layers) {
      layerHooks |= l.hasHooks();
    }
    this.any = externalizable || writeReplace != null || readResolve != null || layerHooks;
  }

  /**
   * The hooks of {@code cls}.
   *
   * @param cls a serializable class
   * @return its hooks, looked up once per class
   */
  public static JdkHooks of(Class<?> cls) {
    return CACHE.get(cls);
  }

  /**
   * Whether {@code cls} is serializable and declares or inherits any JDK serialization hook.
   *
   * @param cls any class
   * @return whether it has hooks
   */
  public static boolean hasHooks(Class<?> cls) {
    return of(cls).any;
  }

  /**
   * Whether a class below {@code jdk}, a JDK superclass of {@code cls} (such as {@code ArrayList}),
   * declares a hook that {@code cls} uses: {@code writeObject}/{@code readObject}/{@code
   * readObjectNoData} in one of its layers, or the {@code writeReplace}/{@code readResolve} that
   * applies to it; or whether {@code cls} is {@link Externalizable}. The JDK class's own hooks do
   * not count: its built-in serializer stands for them.
   *
   * @param cls the class
   * @param jdk a JDK superclass of {@code cls}
   * @return whether such a hook exists
   */
  public static boolean hasHooksBelow(Class<?> cls, Class<?> jdk) {
    JdkHooks h = of(cls);
    if (h.externalizable) {
      return true;
    }
    if (declaredBelow(h.writeReplace, jdk) || declaredBelow(h.readResolve, jdk)) {
      return true;
    }
    for (Layer l : h.layers) {
      if (l.cls != jdk && jdk.isAssignableFrom(l.cls) && l.hasHooks()) {
        return true;
      }
    }
    return false;
  }

  private static boolean declaredBelow(Method m, Class<?> jdk) {
    return m != null && m.getDeclaringClass() != jdk && jdk.isAssignableFrom(m.getDeclaringClass());
  }

  boolean isExternalizable() {
    return externalizable;
  }

  Method writeReplace() {
    return writeReplace;
  }

  Method readResolve() {
    return readResolve;
  }

  /** The serializable classes of the hierarchy, topmost first. */
  List<Layer> layers() {
    return layers;
  }

  private static List<Layer> layersOf(Class<?> cls) {
    List<Layer> out = new ArrayList<>();
    for (Class<?> c = cls;
        c != null && Serializable.class.isAssignableFrom(c);
        c = c.getSuperclass()) {
      out.add(new Layer(c));
    }
    Collections.reverse(out);
    return Collections.unmodifiableList(out);
  }

  private static Method privateMethod(Class<?> cls, String name, Class<?>... params) {
    try {
      Method m = cls.getDeclaredMethod(name, params);
      int mod = m.getModifiers();
      return m.getReturnType() == void.class && Modifier.isPrivate(mod) && !Modifier.isStatic(mod)
          ? m
          : null;
    } catch (NoSuchMethodException e) {
      return null;
    }
  }

  /** {@code ObjectStreamClass}'s rules for an inheritable no-arg method returning Object. */
  private static Method inheritedMethod(Class<?> cls, String name) {
    Method m = null;
    Class<?> defining = cls;
    while (defining != null) {
      try {
        m = defining.getDeclaredMethod(name);
        break;
      } catch (NoSuchMethodException e) {
        defining = defining.getSuperclass();
      }
    }
    if (m == null || m.getReturnType() != Object.class) {
      return null;
    }
    int mod = m.getModifiers();
    if (Modifier.isStatic(mod) || Modifier.isAbstract(mod)) {
      return null;
    }
    if (Modifier.isPublic(mod) || Modifier.isProtected(mod)) {
      return m;
    }
    if (Modifier.isPrivate(mod)) {
      return defining == cls ? m : null;
    }
    return samePackage(cls, defining) ? m : null;
  }

  private static boolean samePackage(Class<?> a, Class<?> b) {
    return a.getClassLoader() == b.getClassLoader()
        && Objects.equals(a.getPackageName(), b.getPackageName());
  }
}
