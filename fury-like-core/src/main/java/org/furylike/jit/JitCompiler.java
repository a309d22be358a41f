package org.furylike.jit;

import java.lang.invoke.MethodHandles;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.furylike.codegen.CompileLog;
import org.furylike.codegen.JaninoCompiler;
import org.furylike.codegen.Nestmates;
import org.furylike.config.Config;
import org.furylike.exception.CodegenException;
import org.furylike.exception.FuryException;
import org.furylike.meta.TypeDef;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.CodeGenerator;
import org.furylike.serializer.Serializer;
import org.furylike.serializer.compat.CompatiblePlan;
import org.furylike.serializer.compat.CompatibleReader;

/**
 * Generates, compiles and caches serializer classes: plan, then source, then Janino. Compiled
 * classes are cached per user class (in a {@link ClassValue}, so they are collected with the user's
 * class loader) and per setting that changes the generated code; every {@code Fury} with an equal
 * setting reuses them. Every compilation goes through one path: a unit that fails to compile is
 * logged once with its numbered source and served by the interpreter from then on, or throws in
 * strict mode.
 */
public final class JitCompiler {
  private static final AtomicLong UNIT_IDS = new AtomicLong();
  private static final Object FAILED = new Object();
  private static final ClassLoader FURY_LOADER = JitCompiler.class.getClassLoader();
  private static final ClassValue<ConcurrentHashMap<Object, Object>> CACHE =
      new ClassValue<>() {
        @Override
        protected ConcurrentHashMap<Object, Object> computeValue(Class<?> type) {
          return new ConcurrentHashMap<>(2);
        }
      };
  private static final CodeGenerator GENERATOR =
      new CodeGenerator() {
        @Override
        public Serializer<?> create(
            ClassResolver resolver, Class<?> cls, Supplier<Serializer<?>> interpreter) {
          return JitCompiler.create(resolver, cls, interpreter);
        }

        @Override
        public Serializer<?> compatibleReader(
            ClassResolver resolver, CompatibleReader interpreted) {
          return JitCompiler.compatibleReader(resolver, interpreted);
        }
      };

  /** Rewrites generated source before compilation; only tests set it, to provoke failures. */
  static volatile java.util.function.UnaryOperator<String> sourceHook;

  private JitCompiler() {}

  /**
   * The code generator the {@code Fury} facade wires into its class resolver.
   *
   * @return the code generator
   */
  public static CodeGenerator codeGenerator() {
    return GENERATOR;
  }

  /**
   * Whether {@code cls} gets a generated serializer (plain classes and records).
   *
   * @param cls any class
   * @return whether it gets a generated serializer
   */
  public static boolean supports(Class<?> cls) {
    return !cls.isInterface() && !cls.isArray() && !cls.isEnum() && !cls.isPrimitive();
  }

  /**
   * The serializer for {@code cls}: the generated one, the interpreter while an asynchronous
   * compilation runs, or the interpreter after a (logged) compile failure.
   *
   * @param resolver the resolver of the instance
   * @param cls the class to serve
   * @param interpreter makes the interpreted serializer
   * @return the serializer to use
   */
  public static Serializer<?> create(
      ClassResolver resolver, Class<?> cls, Supplier<Serializer<?>> interpreter) {
    Config config = resolver.getConfig();
    if (!supports(cls)) {
      return interpreter.get();
    }
    if (config.isAsyncCompilation()) {
      Object cached = CACHE.get(cls).get(config.isNumberCompressed());
      if (cached instanceof Class) {
        return instantiate((Class<?>) cached, resolver);
      }
      return BackgroundCompiler.swapping(
          resolver, interpreter.get(), new Generated(resolver, cls), cls.getName());
    }
    Class<?> generated = generatedClass(cls, config);
    return generated != null ? instantiate(generated, resolver) : interpreter.get();
  }

  /**
   * Compiles (or finds compiled) the serializer of a class and makes one for a resolver; null after
   * a failed compile. What a background compilation runs; a class rather than a lambda, which would
   * cost the first serialize of a fresh JVM its linkage.
   */
  private static final class Generated implements Supplier<Serializer<?>> {
    private final ClassResolver resolver;
    private final Class<?> cls;

    Generated(ClassResolver resolver, Class<?> cls) {
      this.resolver = resolver;
      this.cls = cls;
    }

    @Override
    public Serializer<?> get() {
      Class<?> generated = generatedClass(cls, resolver.getConfig());
      return generated == null ? null : instantiate(generated, resolver);
    }
  }

  /** The compiled class for {@code cls}, compiling it on first request; null after a failure. */
  static Class<?> generatedClass(Class<?> cls, Config config) {
    return compiled(
        cls,
        config.isNumberCompressed(),
        config,
        () ->
            unit(
                cls,
                config.isNumberCompressed(),
                UNIT_IDS.incrementAndGet(),
                true,
                commented(config)));
  }

  /**
   * Whether generated source is written with its comments: only when it is dumped for a person to
   * read. Source that only the compiler reads goes without them, which in a fresh JVM, where the
   * compiler's own code still runs slowly, shortens a wide class's compilation.
   */
  static boolean commented(Config config) {
    return config.getCodegenDumpDir() != null;
  }

  /**
   * The unit generated for {@code cls}: a hidden nestmate of {@code cls} when this library may
   * define one and nothing in the class's package shadows a {@code java.lang} name the source uses
   * (see {@link Nestmates}), else an ordinary class reaching non-public members through handles.
   * With {@code comments}, the source has its comments (see {@link ObjectSerializerEmitter#emit}).
   */
  static ObjectSerializerEmitter.Unit unit(
      Class<?> cls, boolean compressed, long unitId, boolean register, boolean comments) {
    ObjectSerializerEmitter.Unit unit =
        ObjectSerializerEmitter.emit(
            plan(cls, compressed, nestmate(cls)), unitId, register, comments);
    if (unit.nestHost == null || Nestmates.shadowedJavaLangName(unit.source, cls) == null) {
      return unit;
    }
    JitConstants.discard(unit.constantsKey);
    return ObjectSerializerEmitter.emit(plan(cls, compressed, false), unitId, register, comments);
  }

  /**
   * Compiles {@code unit} without loading or defining it, as {@link #generatedClass} would: against
   * its host's view for a nestmate unit. For the compiler warm-up and tests.
   */
  static java.util.Map<String, byte[]> bytecodes(Class<?> cls, ObjectSerializerEmitter.Unit unit) {
    return unit.nestHost != null
        ? JaninoCompiler.nestmateBytecodes(unit.className, unit.source, unit.nestHost)
        : JaninoCompiler.bytecodes(unit.className, unit.source, parentLoader(cls));
  }

  /** Whether generated code for {@code cls} can be defined as its nestmate. */
  static boolean nestmate(Class<?> cls) {
    ClassLoader loader = cls.getClassLoader();
    return loader != null && parentLoader(cls) == loader && Nestmates.lookup(cls) != null;
  }

  private static SerializerPlan plan(Class<?> cls, boolean compressed, boolean nestmate) {
    return SerializerPlan.of(cls, compressed, parentLoader(cls), nestmate);
  }

  /**
   * A generated reader for values written with a remote schema of a local class, compiled once per
   * (class, schema bytes, number encoding) and kept in the bounded {@link CompiledReaders} cache;
   * the interpreted reader after a (logged) failure.
   *
   * @param resolver the resolver of the instance that reads
   * @param interpreted the interpreted reader of the remote schema
   * @return the reader to use
   */
  public static Serializer<?> compatibleReader(
      ClassResolver resolver, CompatibleReader interpreted) {
    Config config = resolver.getConfig();
    CompatiblePlan plan = interpreted.plan();
    Class<?> local = plan.local();
    CompiledReaders.Key key =
        new CompiledReaders.Key(plan.def().encoded(), config.isNumberCompressed());
    if (config.isAsyncCompilation() && !(CompiledReaders.peek(local, key) instanceof Class)) {
      return BackgroundCompiler.swapping(
          resolver,
          interpreted,
          () -> generatedReader(resolver, plan, key),
          "the reader of a remote schema of " + local.getName());
    }
    Serializer<?> generated = generatedReader(resolver, plan, key);
    return generated != null ? generated : interpreted;
  }

  private static Serializer<?> generatedReader(
      ClassResolver resolver, CompatiblePlan plan, CompiledReaders.Key key) {
    Config config = resolver.getConfig();
    Class<?> local = plan.local();
    Object result =
        CompiledReaders.get(
            local,
            key,
            () ->
                compile(
                    local,
                    config,
                    CompatibleReaderEmitter.emit(
                        plan,
                        config.isNumberCompressed(),
                        UNIT_IDS.incrementAndGet(),
                        true,
                        commented(config))));
    Class<?> generated = checked(local, config, result);
    if (generated == null) {
      return null;
    }
    try {
      return (Serializer<?>)
          generated
              .getConstructor(ClassResolver.class, CompatiblePlan.class)
              .newInstance(resolver, plan);
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate generated reader " + generated.getName(), e);
    }
  }

  /**
   * The one compile-and-fall-back path: the class cached for {@code (owner, key)}, emitting and
   * compiling it on first request. After a failure: null (the caller serves the interpreter), or a
   * {@link CodegenException} in strict mode.
   */
  private static Class<?> compiled(
      Class<?> owner, Object key, Config config, Supplier<ObjectSerializerEmitter.Unit> emit) {
    Object result = CACHE.get(owner).computeIfAbsent(key, k -> compile(owner, config, emit.get()));
    return checked(owner, config, result);
  }

  /** The compiled class, or null (interpreter) or a strict-mode exception after a failure. */
  private static Class<?> checked(Class<?> owner, Config config, Object result) {
    if (result == FAILED) {
      if (config.isCodegenStrict()) {
        throw new CodegenException(
            "generated serializer for " + owner.getName() + " failed earlier", null);
      }
      return null;
    }
    return (Class<?>) result;
  }

  private static Object compile(Class<?> owner, Config config, ObjectSerializerEmitter.Unit unit) {
    BackgroundCompiler.compileStarted();
    java.util.function.UnaryOperator<String> hook = sourceHook;
    String source = hook == null ? unit.source : hook.apply(unit.source);
    try {
      if (unit.nestHost != null) {
        MethodHandles.Lookup lookup = Nestmates.lookup(unit.nestHost);
        if (lookup == null) {
          throw new CodegenException(
              "no longer allowed to define nestmates of " + unit.nestHost.getName(), null);
        }
        return JaninoCompiler.compileNestmate(
            unit.className, source, lookup, config.getCodegenDumpDir());
      }
      return JaninoCompiler.compile(
          unit.className, source, parentLoader(owner), config.getCodegenDumpDir());
    } catch (CodegenException e) {
      JitConstants.discard(unit.constantsKey);
      if (config.isCodegenStrict()) {
        throw e;
      }
      if (unit.nestHost != null) {
        // the class compiled the ordinary way (members through handles) still beats the interpreter
        CompileLog.nestmateFellBack(owner.getName(), e);
        SerializerPlan plan = plan(owner, config.isNumberCompressed(), false);
        return compile(
            owner,
            config,
            ObjectSerializerEmitter.emit(
                plan, UNIT_IDS.incrementAndGet(), true, commented(config)));
      }
      CompileLog.fellBack(owner.getName(), unit.className, e, config.getCodegenDumpDir());
      return FAILED;
    }
  }

  /**
   * The parent loader of a generated class: the user class's own loader when it also sees this
   * library's classes (so generated code can name the user's public types), else this library's.
   */
  static ClassLoader parentLoader(Class<?> cls) {
    ClassLoader user = cls.getClassLoader();
    if (user == null || user == FURY_LOADER) {
      return FURY_LOADER;
    }
    try {
      return Class.forName(JitCompiler.class.getName(), false, user) == JitCompiler.class
          ? user
          : FURY_LOADER;
    } catch (ClassNotFoundException | LinkageError e) {
      return FURY_LOADER;
    }
  }

  private static Serializer<?> instantiate(Class<?> generated, ClassResolver resolver) {
    try {
      return (Serializer<?>) generated.getConstructor(ClassResolver.class).newInstance(resolver);
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate generated serializer " + generated.getName(), e);
    }
  }

  /**
   * The plan for {@code cls} under {@code config}, printable as a table.
   *
   * @param cls the class
   * @param config the settings
   * @return the plan
   */
  public static SerializerPlan plan(Class<?> cls, Config config) {
    boolean compressed = config.isNumberCompressed();
    return plan(cls, compressed, unit(cls, compressed, 0, false, false).nestHost != null);
  }

  /**
   * The source that would be generated for {@code cls} under {@code config}, with its comments (the
   * compiled source has them only when sources are dumped).
   *
   * @param cls the class
   * @param config the settings
   * @return the Java source
   */
  public static String source(Class<?> cls, Config config) {
    return unit(cls, config.isNumberCompressed(), 0, false, true).source;
  }

  /**
   * The plan for reading values written with remote schema {@code def} into {@code local}
   * (compatible mode), printable as a table.
   *
   * @param resolver the resolver of the reader
   * @param def the remote schema
   * @param local the reader's class
   * @return the plan
   */
  public static CompatiblePlan compatiblePlan(ClassResolver resolver, TypeDef def, Class<?> local) {
    return new CompatiblePlan(resolver, def, local);
  }

  /**
   * The source of the reader that would be generated for {@code plan} under {@code config}, with
   * its comments.
   *
   * @param plan a compatible-mode plan
   * @param config the settings
   * @return the Java source
   */
  public static String compatibleSource(CompatiblePlan plan, Config config) {
    return CompatibleReaderEmitter.emit(plan, config.isNumberCompressed(), 0, false, true).source;
  }

  /**
   * How many compiled readers of remote schemas this process keeps for {@code local} (compatible
   * mode; at most 32, least recently used forgotten first); for monitoring and tests.
   *
   * @param local the reader's class
   * @return the number of compiled readers kept
   */
  public static int cachedRemoteReaders(Class<?> local) {
    return CompiledReaders.cachedFor(local);
  }

  /**
   * How many compiled readers of remote schemas this process keeps in all (at most 1,024).
   *
   * @return the number of compiled readers kept
   */
  public static int cachedRemoteReaders() {
    return CompiledReaders.cachedInAll();
  }

  /**
   * Starts warming the compiler in the background, once per process; returns at once. Called when a
   * code-generating {@code Fury} is built, so that the first compilation finds Janino loaded.
   *
   * @param config the settings of the instance being built
   */
  public static void warmUpInBackground(Config config) {
    CompilerWarmUp.startOnce(config.isNumberCompressed());
  }

  /**
   * Waits until every background compilation this process started has finished (or failed), at most
   * {@code timeoutMillis}: for example before a service takes traffic after a warm-up, or in a test
   * that counts compilations. Returns whether nothing is left to compile.
   *
   * @param timeoutMillis the longest wait, in milliseconds
   * @return true when no compilation is queued or running
   * @throws InterruptedException if the waiting thread is interrupted
   */
  public static boolean awaitBackgroundCompilations(long timeoutMillis)
      throws InterruptedException {
    return BackgroundCompiler.awaitIdle(timeoutMillis);
  }

  /**
   * How many serializer classes this process has compiled.
   *
   * @return the number of compiled serializer classes
   */
  public static long compilationCount() {
    return JaninoCompiler.compilationCount();
  }
}
