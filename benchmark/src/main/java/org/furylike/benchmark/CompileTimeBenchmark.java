package org.furylike.benchmark;

import java.lang.reflect.InvocationTargetException;
import java.util.concurrent.TimeUnit;
import org.furylike.Fury;
import org.furylike.benchmark.compile.CompiledClasses;
import org.furylike.benchmark.compile.WideClassSource;
import org.furylike.config.CompatibleMode;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time from the first {@code serialize} of a class fury-like has never seen to its bytes: building
 * the class's serializer (with code generation on: field analysis, source emission and Janino
 * compilation) plus the one serialization.
 *
 * <p>The classes ({@link WideClassSource}: 20 and 400 fields of mixed types) are compiled to class
 * files once per trial. Before every invocation they are defined in a new class loader, so each
 * invocation meets a new {@code Class} with no cached serializer, and a new {@code Fury} registers
 * it; only the {@code serialize} call is timed. Single-shot mode: every measured iteration is one
 * such first call. With {@code codegen=false} the interpreter's set-up is measured for reference.
 *
 * <p>The warm-up iterations let the JIT compile fury-like's and Janino's own code, so the figures
 * are those of a long-running process meeting a new class; the cold first call of a fresh JVM is
 * much slower and is measured by {@link org.furylike.benchmark.firstuse.FirstUseDriver} instead.
 * Compilation is synchronous here, so the shot includes the whole compile.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 10)
@Measurement(iterations = 20)
public class CompileTimeBenchmark {
  /** Fields of the class. */
  @Param({"20", "400"})
  public int fields;

  /** Generated serializers (true) or the interpreter (false). */
  @Param({"true", "false"})
  public boolean codegen;

  private CompiledClasses classes;
  private Fury fury;
  private Object value;

  /** Compiles the class's source once, and checks one fresh class's round trip. */
  @Setup(Level.Trial)
  public void compileSource() {
    classes =
        CompiledClasses.compile(WideClassSource.className(fields), WideClassSource.source(fields));
    freshClass();
    Object back = fury.deserialize(fury.serialize(value));
    if (!value.equals(back) || back.getClass() != value.getClass()) {
      throw new IllegalStateException(
          WideClassSource.simpleName(fields)
              + ", codegen "
              + codegen
              + ": round trip differs from the input");
    }
  }

  /** Defines the class in a new loader, makes a populated instance and a new {@code Fury}. */
  @Setup(Level.Invocation)
  public void freshClass() {
    Class<?> cls =
        classes.defineFresh(
            WideClassSource.className(fields), CompileTimeBenchmark.class.getClassLoader());
    try {
      value = cls.getMethod("sample").invoke(null);
    } catch (NoSuchMethodException | IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot populate " + cls.getName(), e);
    }
    fury =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
            .requireClassRegistration(true)
            .withRefTracking(false)
            .withNumberCompressed(true)
            .withCodegen(codegen)
            .withAsyncCompilation(false)
            // A compile failure must fail the run, not fall back to the interpreter unseen.
            .withCodegenStrict(true)
            .build();
    fury.register(cls);
  }

  /** The first serialization of the fresh class, serializer construction included. */
  @Benchmark
  public byte[] firstSerialize() {
    return fury.serialize(value);
  }

  /** The value the next invocation serializes; for the smoke test. */
  public Object value() {
    return value;
  }

  /** The {@code Fury} the next invocation uses; for the smoke test. */
  public Fury fury() {
    return fury;
  }
}
