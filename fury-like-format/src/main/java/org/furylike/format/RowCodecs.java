package org.furylike.format;

import java.lang.reflect.Constructor;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.concurrent.atomic.AtomicLong;
import org.furylike.codegen.JaninoCompiler;
import org.furylike.exception.CodegenException;

/**
 * Internal: the struct codec of each class, interpreted or generated, built once and cached per
 * class in a {@link ClassValue} (collected with the user's class loader). Generated codecs that do
 * not compile throw in strict mode (system property {@code furylike.codegen.strict}, on in tests);
 * otherwise the failure is logged once and the interpreter serves the class. Sources are dumped to
 * {@code furylike.codegen.dumpDir} when it is set.
 */
final class RowCodecs {
  private static final System.Logger LOG = System.getLogger(RowCodecs.class.getName());
  private static final AtomicLong UNIT_IDS = new AtomicLong();
  private static final ClassLoader LOADER = RowCodecs.class.getClassLoader();
  private static final ClassValue<StructCodec[]> CACHE =
      new ClassValue<>() {
        @Override
        protected StructCodec[] computeValue(Class<?> type) {
          return new StructCodec[CodecMode.values().length];
        }
      };

  /** Rewrites generated source before compilation; only tests set it, to provoke failures. */
  static volatile java.util.function.UnaryOperator<String> sourceHook;

  private RowCodecs() {}

  /** The codec of {@code cls} in {@code mode}, built on first use. */
  static StructCodec get(Class<?> cls, CodecMode mode) {
    StructCodec[] slots = CACHE.get(cls);
    StructCodec c = slots[mode.ordinal()];
    if (c == null) {
      synchronized (slots) {
        c = slots[mode.ordinal()];
        if (c == null) {
          c =
              mode == CodecMode.INTERPRETED
                  ? new InterpretedStructCodec(cls, RowSchema.of(cls))
                  : generate(cls);
          slots[mode.ordinal()] = c;
        }
      }
    }
    return c;
  }

  private static StructCodec generate(Class<?> cls) {
    RowEmitter.Unit unit =
        RowEmitter.emit(RowPlan.of(cls), UNIT_IDS.incrementAndGet(), true, CodecMode.GENERATED);
    try {
      java.util.function.UnaryOperator<String> hook = sourceHook;
      String source = hook == null ? unit.source : hook.apply(unit.source);
      Class<?> generated = JaninoCompiler.compile(unit.className, source, LOADER, dumpDir());
      Constructor<?> ctor = generated.getConstructor();
      return (StructCodec) ctor.newInstance();
    } catch (CodegenException e) {
      RowConstants.discard(unit.constantsKey);
      if (Boolean.getBoolean("furylike.codegen.strict")) {
        throw e;
      }
      LOG.log(
          System.Logger.Level.WARNING,
          "row codec for " + cls.getName() + " falls back to the interpreter: " + e.getMessage());
      return get(cls, CodecMode.INTERPRETED);
    } catch (ReflectiveOperationException e) {
      throw new RowFormatException("cannot instantiate generated row codec " + unit.className, e);
    }
  }

  private static Path dumpDir() {
    String dir = System.getProperty("furylike.codegen.dumpDir");
    return dir == null || dir.isEmpty() ? null : Paths.get(dir);
  }

  /** The source that would be generated for {@code cls}. */
  static String source(Class<?> cls) {
    return RowEmitter.emit(RowPlan.of(cls), 0, false, CodecMode.GENERATED).source;
  }
}
