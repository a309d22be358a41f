package org.furylike.resolver;

import java.util.List;
import org.furylike.exception.InsecureException;

/**
 * The one security gate for turning names into classes. A deny list of classes and packages known
 * as deserialization gadgets (code execution, JNDI lookups, class loading, templating) is always
 * applied, whether class registration is required or not.
 */
public final class ClassChecker {
  /** Exact class names that are never written or read. */
  private static final List<String> DENIED_CLASSES =
      List.of(
          "java.lang.Runtime",
          "java.lang.ProcessBuilder",
          "java.lang.Process",
          "java.lang.Thread",
          "java.lang.ThreadGroup",
          "java.lang.System",
          "java.lang.invoke.MethodHandle",
          "java.lang.reflect.Method",
          "java.lang.reflect.Constructor",
          "java.lang.reflect.Field",
          "java.lang.reflect.Proxy",
          "java.net.URLClassLoader",
          "java.rmi.server.UnicastRemoteObject",
          "java.rmi.server.RemoteObjectInvocationHandler",
          "java.beans.EventHandler",
          "java.util.ServiceLoader",
          "javax.management.BadAttributeValueExpException",
          "javax.script.ScriptEngineManager",
          "javax.swing.UIDefaults",
          "javax.swing.UIDefaults$ProxyLazyValue",
          "javax.swing.UIDefaults$LazyValue",
          "javax.imageio.ImageIO$ContainsFilter",
          "com.sun.rowset.JdbcRowSetImpl",
          "com.sun.jndi.rmi.registry.ReferenceWrapper",
          "com.sun.org.apache.xalan.internal.xsltc.trax.TemplatesImpl",
          "com.sun.org.apache.xalan.internal.xsltc.trax.TrAXFilter",
          "com.sun.org.apache.bcel.internal.util.ClassLoader",
          "org.apache.xalan.xsltc.trax.TemplatesImpl",
          "org.apache.commons.beanutils.BeanComparator",
          "org.apache.commons.configuration.ConfigurationMap",
          "org.codehaus.groovy.runtime.ConvertedClosure",
          "org.codehaus.groovy.runtime.MethodClosure",
          "groovy.lang.Closure",
          "bsh.XThis",
          "bsh.Interpreter",
          "org.python.core.PyFunction",
          "org.mozilla.javascript.NativeJavaObject",
          "org.hibernate.engine.spi.TypedValue",
          "org.hibernate.tuple.component.AbstractComponentTuplizer",
          "org.springframework.beans.factory.ObjectFactory",
          "org.springframework.aop.framework.AdvisedSupport",
          "org.springframework.core.SerializableTypeWrapper$MethodInvokeTypeProvider",
          "com.mchange.v2.c3p0.PoolBackedDataSource",
          "com.mchange.v2.c3p0.WrapperConnectionPoolDataSource",
          "com.zaxxer.hikari.HikariConfig",
          "com.rometools.rome.feed.impl.ToStringBean",
          "com.sun.syndication.feed.impl.ObjectBean",
          "org.apache.wicket.util.upload.DiskFileItem",
          "org.apache.commons.fileupload.disk.DiskFileItem",
          "net.sf.json.JSONObject",
          "clojure.core$comp",
          "clojure.main$eval_opt");

  /** Package or class-name prefixes that are never written or read. */
  private static final List<String> DENIED_PREFIXES =
      List.of(
          "org.apache.commons.collections.functors.",
          "org.apache.commons.collections4.functors.",
          "org.apache.commons.collections.Transformer",
          "org.apache.commons.collections4.Transformer",
          "org.apache.commons.collections.map.LazyMap",
          "org.apache.commons.collections4.map.LazyMap",
          "org.apache.commons.collections.keyvalue.TiedMapEntry",
          "org.apache.commons.collections4.keyvalue.TiedMapEntry",
          "org.apache.xalan.",
          "org.apache.xpath.",
          "com.sun.org.apache.",
          "com.sun.jndi.",
          "com.sun.corba.",
          "com.sun.management.",
          "javax.naming.",
          "sun.rmi.",
          "java.rmi.",
          "sun.misc.",
          "jdk.internal.",
          "sun.reflect.",
          "java.lang.invoke.",
          "org.springframework.aop.",
          "org.springframework.jndi.",
          "org.springframework.transaction.jta.",
          "org.codehaus.groovy.runtime.",
          "com.mchange.v2.c3p0.",
          "org.apache.tomcat.dbcp.",
          "org.apache.commons.dbcp.",
          "ch.qos.logback.core.db.",
          "org.apache.log4j.receivers.db.",
          "org.apache.ibatis.datasource.",
          "org.jboss.interceptor.",
          "org.jboss.weld.interceptor.",
          "oracle.jdbc.",
          "com.alibaba.fastjson.JSONObject");

  /**
   * JDK types that may travel as {@code Class} values by name while registration is required,
   * without being registered: general interfaces and abstract types with no behaviour of their own.
   * Every other class value follows the registration rule of any other value (built-in ids such as
   * primitives, boxed types and {@code String} need none).
   */
  private static final java.util.Set<String> HARMLESS_CLASS_VALUES =
      java.util.Set.of(
          "java.lang.Object",
          "java.lang.Number",
          "java.lang.CharSequence",
          "java.lang.Comparable",
          "java.lang.Iterable",
          "java.lang.Enum",
          "java.lang.Record",
          "java.lang.Void",
          "java.io.Serializable",
          "java.util.Collection",
          "java.util.List",
          "java.util.Set",
          "java.util.SortedSet",
          "java.util.NavigableSet",
          "java.util.Queue",
          "java.util.Deque",
          "java.util.Map",
          "java.util.SortedMap",
          "java.util.NavigableMap");

  private ClassChecker() {}

  /**
   * Whether {@code name} may travel as a {@code Class} value without registration (a small allow
   * list of harmless JDK types).
   *
   * @param name a class name
   * @return whether it is on the allow list of harmless class values
   */
  public static boolean isHarmlessClassValue(String name) {
    return HARMLESS_CLASS_VALUES.contains(name);
  }

  /**
   * Whether the name is on the deny list (array names are judged by their component).
   *
   * @param className a class name
   * @return whether it is denied
   */
  public static boolean isDenied(String className) {
    String name = componentName(className);
    if (DENIED_CLASSES.contains(name)) {
      return true;
    }
    for (String prefix : DENIED_PREFIXES) {
      if (name.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Throws {@link InsecureException} if the class name is denied.
   *
   * @param className a class name
   * @throws InsecureException if it is denied
   */
  public static void checkName(String className) {
    if (isDenied(className)) {
      throw denied(className);
    }
  }

  // built apart to keep checkName small enough to inline
  private static InsecureException denied(String className) {
    return new InsecureException(
        "class "
            + className
            + " is on the deny list of known deserialization gadgets and is never serialized or"
            + " deserialized");
  }

  /**
   * The denied class or interface {@code cls} is, extends or implements (directly or through its
   * supertypes), or null; computed once per class.
   */
  private static final ClassValue<Class<?>> DENIED_SUPERTYPE =
      new ClassValue<>() {
        @Override
        protected Class<?> computeValue(Class<?> type) {
          return deniedSupertype(type);
        }
      };

  /**
   * Throws {@link InsecureException} if the class, any of its superclasses or any interface it
   * implements (directly or inherited) is denied.
   *
   * @param cls a loaded, not necessarily initialized class
   * @throws InsecureException if it or a supertype is denied
   */
  public static void checkClass(Class<?> cls) {
    Class<?> c = cls;
    while (c.isArray()) {
      c = c.getComponentType();
    }
    Class<?> k = DENIED_SUPERTYPE.get(c);
    if (k != null) {
      throw new InsecureException(
          "class "
              + cls.getName()
              + (k == c
                  ? ""
                  : k.isInterface()
                      ? " (an implementation of " + k.getName() + ")"
                      : " (a subclass of " + k.getName() + ")")
              + " is on the deny list of known deserialization gadgets and is never"
              + " serialized or deserialized");
    }
  }

  private static Class<?> deniedSupertype(Class<?> c) {
    java.util.ArrayDeque<Class<?>> todo = new java.util.ArrayDeque<>();
    java.util.Set<Class<?>> seen = new java.util.HashSet<>();
    todo.add(c);
    while (!todo.isEmpty()) {
      Class<?> k = todo.poll();
      if (!seen.add(k)) {
        continue;
      }
      if (isDenied(k.getName()) && !isHarmlessInterface(k)) {
        return k;
      }
      if (k.getSuperclass() != null) {
        todo.add(k.getSuperclass());
      }
      todo.addAll(java.util.Arrays.asList(k.getInterfaces()));
    }
    return null;
  }

  /**
   * JDK interfaces under a denied package that harmless JDK classes implement ({@code Class} and
   * {@code MethodType} implement {@code java.lang.invoke.TypeDescriptor}).
   */
  private static boolean isHarmlessInterface(Class<?> k) {
    return k.isInterface() && k.getName().startsWith("java.lang.invoke.TypeDescriptor");
  }

  private static String componentName(String name) {
    int i = 0;
    while (i < name.length() && name.charAt(i) == '[') {
      i++;
    }
    if (i > 0 && i < name.length() && name.charAt(i) == 'L' && name.endsWith(";")) {
      return name.substring(i + 1, name.length() - 1);
    }
    return name;
  }
}
