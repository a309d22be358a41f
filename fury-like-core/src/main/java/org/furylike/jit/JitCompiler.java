package org.furylike.jit;

import java.lang.reflect.Constructor;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import org.furylike.codegen.JaninoCompiler;
import org.furylike.config.Config;
import org.furylike.exception.CodegenException;
import org.furylike.exception.FuryException;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * Generates, compiles and caches serializer classes. Compiled classes are cached per user class
 * (in a {@link ClassValue}, so they are collected with the user's class loader) and per setting that
 * changes the generated code; every {@code Fury} with an equal setting reuses them.
 */
public final class JitCompiler {
  private static final System.Logger LOG = System.getLogger(JitCompiler.class.getName());
  private static final AtomicLong UNIT_IDS = new AtomicLong();
  private static final Object FAILED = new Object();
  private static final ClassValue<ConcurrentHashMap<Object, Object>> CACHE =
      new ClassValue<>() {
        @Override
        protected ConcurrentHashMap<Object, Object> computeValue(Class<?> type) {
          return new ConcurrentHashMap<>(2);
        }
      };
  private static final ExecutorService BACKGROUND =
      Executors.newCachedThreadPool(
          r -> {
            Thread t = new Thread(r, "fury-like-jit");
            t.setDaemon(true);
            return t;
          });

  /** Rewrites generated source before compilation; only tests set it, to provoke failures. */
  static volatile java.util.function.UnaryOperator<String> sourceHook;

  private JitCompiler() {}

  /** Whether {@code cls} gets a generated serializer (plain classes and records). */
  public static boolean supports(Class<?> cls) {
    return !cls.isInterface() && !cls.isArray() && !cls.isEnum() && !cls.isPrimitive();
  }

  /**
   * The serializer for {@code cls}: the generated one, the interpreter while an asynchronous
   * compilation runs, or the interpreter after a (logged) compile failure.
   */
  public static Serializer<?> create(
      ClassResolver resolver, Class<?> cls, java.util.function.Supplier<Serializer<?>> interpreter) {
    Config config = resolver.getConfig();
    if (config.isAsyncCompilation()) {
      Object cached = CACHE.get(cls).get(config.isNumberCompressed());
      if (cached instanceof Class) {
        return instantiate((Class<?>) cached, resolver);
      }
      SwappingSerializer swapping = new SwappingSerializer(interpreter.get());
      BACKGROUND.execute(
          () -> {
            try {
              Class<?> generated = generatedClass(cls, config);
              if (generated != null) {
                swapping.swap(instantiate(generated, resolver));
              }
            } catch (RuntimeException e) {
              LOG.log(System.Logger.Level.WARNING,
                  "background compilation for " + cls.getName() + " failed; the interpreter stays", e);
            }
          });
      return swapping;
    }
    Class<?> generated = generatedClass(cls, config);
    return generated != null ? instantiate(generated, resolver) : interpreter.get();
  }

  /** The compiled class for {@code cls}, compiling it on first request; null after a failure. */
  static Class<?> generatedClass(Class<?> cls, Config config) {
    Object result =
        CACHE.get(cls).computeIfAbsent(config.isNumberCompressed(), k -> compile(cls, config));
    if (result == FAILED) {
      if (config.isCodegenStrict()) {
        throw new CodegenException("generated serializer for " + cls.getName() + " failed earlier", null);
      }
      return null;
    }
    return (Class<?>) result;
  }

  private static Object compile(Class<?> cls, Config config) {
    ClassLoader parent = generatedClassParent(cls);
    SerializerPlan plan = SerializerPlan.of(cls, config.isNumberCompressed());
    ObjectSerializerEmitter.Unit unit = ObjectSerializerEmitter.emit(
        plan, UNIT_IDS.incrementAndGet(), true, parent);
    java.util.function.UnaryOperator<String> hook = sourceHook;
    String source = hook == null ? unit.source : hook.apply(unit.source);
    try {
      return JaninoCompiler.compile(unit.className, source, parent, config.getCodegenDumpDir());
    } catch (CodegenException e) {
      JitConstants.discard(unit.constantsKey);
      if (config.isCodegenStrict()) {
        throw e;
      }
      LOG.log(System.Logger.Level.WARNING,
          "falling back to the interpreter for " + cls.getName() + ": " + e.getMessage());
      return FAILED;
    }
  }

  private static final ClassLoader FURY_LOADER = JitCompiler.class.getClassLoader();

  /**
   * The parent loader of a generated class: the user class's own loader when it also sees this
   * library's classes (so generated code can name the user's public types), else this library's.
   */
  private static ClassLoader generatedClassParent(Class<?> cls) {
    ClassLoader user = cls.getClassLoader();
    if (user == null || user == FURY_LOADER) {
      return FURY_LOADER;
    }
    try {
      return Class.forName(JitCompiler.class.getName(), false, user) == JitCompiler.class
          ? user : FURY_LOADER;
    } catch (ClassNotFoundException | LinkageError e) {
      return FURY_LOADER;
    }
  }

  private static Serializer<?> instantiate(Class<?> generated, ClassResolver resolver) {
    try {
      Constructor<?> c = generated.getConstructor(ClassResolver.class);
      return (Serializer<?>) c.newInstance(resolver);
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate generated serializer " + generated.getName(), e);
    }
  }

  /**
   * A generated reader for values written with a remote schema of {@code local}, compiled once per
   * (class, schema hash, number encoding); the interpreted reader after a (logged) failure.
   */
  public static org.furylike.serializer.Serializer<?> compatibleReader(
      ClassResolver resolver, org.furylike.serializer.compat.CompatibleReader interpreted) {
    Config config = resolver.getConfig();
    Class<?> local = interpreted.local();
    String key = "compatible:" + Long.toHexString(interpreted.def().hash()) + ":" + config.isNumberCompressed();
    Object result = CACHE.get(local).computeIfAbsent(key, k -> {
      ObjectSerializerEmitter.Unit unit = CompatibleReaderEmitter.emit(
          interpreted, config.isNumberCompressed(), UNIT_IDS.incrementAndGet());
      try {
        return JaninoCompiler.compile(unit.className, unit.source, JitCompiler.class.getClassLoader(),
            config.getCodegenDumpDir());
      } catch (CodegenException e) {
        JitConstants.discard(unit.constantsKey);
        if (config.isCodegenStrict()) {
          throw e;
        }
        LOG.log(System.Logger.Level.WARNING,
            "falling back to the interpreted reader for " + local.getName() + ": " + e.getMessage());
        return FAILED;
      }
    });
    if (result == FAILED) {
      return interpreted;
    }
    try {
      return (org.furylike.serializer.Serializer<?>) ((Class<?>) result)
          .getConstructor(ClassResolver.class, org.furylike.meta.TypeDef.class, Class.class)
          .newInstance(resolver, interpreted.def(), local);
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate generated reader " + result, e);
    }
  }

  /** The source that would be generated for {@code cls} under {@code config}. */
  public static String source(Class<?> cls, Config config) {
    SerializerPlan plan = SerializerPlan.of(cls, config.isNumberCompressed());
    ClassLoader parent = generatedClassParent(cls);
    return ObjectSerializerEmitter.emit(plan, 0, false, parent).source;
  }

  /** The plan for {@code cls} under {@code config}, printable as a table. */
  public static SerializerPlan plan(Class<?> cls, Config config) {
    return SerializerPlan.of(cls, config.isNumberCompressed());
  }

  /** How many serializer classes this process has compiled. */
  public static long compilationCount() {
    return JaninoCompiler.compilationCount();
  }
}
