package org.furylike.benchmark.peer;

import org.furylike.Fury;
import org.furylike.benchmark.data.BenchData;
import org.furylike.benchmark.data.DataKind;
import org.furylike.config.CompatibleMode;
import org.furylike.config.FuryBuilder;
import org.furylike.memory.MemoryBuffer;

/**
 * fury-like with registration required and compressed numbers, with generated serializers or with
 * the interpreter; reference tracking is on only for objects that share references ({@link
 * DataKind#refTracking()}).
 */
class FuryLikeCodec extends Codec {
  /** The instance that serializes. */
  final Fury writer;

  /** The instance that deserializes; the writer itself unless a subclass keeps two sides. */
  final Fury reader;

  private final MemoryBuffer buffer = MemoryBuffer.allocate(1024);

  FuryLikeCodec(CompatibleMode mode, boolean codegen, DataKind kind) {
    this(newFury(mode, codegen, kind));
  }

  /** Schema-consistent mode with generated code and {@code options} applied to the builder. */
  FuryLikeCodec(DataKind kind, java.util.function.UnaryOperator<FuryBuilder> options) {
    this(newFury(CompatibleMode.SCHEMA_CONSISTENT, true, kind, options));
  }

  /**
   * Schema-consistent mode with generated code, registration not required and no class registered:
   * classes travel by name (once per message) and the reader resolves them by name.
   */
  static FuryLikeCodec unregistered(DataKind kind) {
    Fury fury =
        Fury.builder()
            .requireClassRegistration(false)
            .withRefTracking(kind.refTracking())
            .withNumberCompressed(true)
            .withCodegen(true)
            .withAsyncCompilation(false)
            .build();
    return new FuryLikeCodec(fury);
  }

  private FuryLikeCodec(Fury fury) {
    this(fury, fury);
  }

  FuryLikeCodec(Fury writer, Fury reader) {
    this.writer = writer;
    this.reader = reader;
  }

  /**
   * A {@code Fury} with the benchmark settings for {@code kind} and every benchmark class
   * registered.
   */
  static Fury newFury(CompatibleMode mode, boolean codegen, DataKind kind) {
    return newFury(mode, codegen, kind, b -> b);
  }

  private static Fury newFury(
      CompatibleMode mode,
      boolean codegen,
      DataKind kind,
      java.util.function.UnaryOperator<FuryBuilder> options) {
    FuryBuilder builder = PeerSettings.furyLike(mode, codegen, kind.refTracking());
    Fury fury = options.apply(builder).build();
    for (Class<?> cls : BenchData.classesToRegister()) {
      fury.register(cls);
    }
    return fury;
  }

  @Override
  public byte[] serialize(Object value) {
    return writer.serialize(value);
  }

  @Override
  public int serializeReused(Object value) {
    MemoryBuffer b = buffer;
    b.clear();
    writer.serialize(b, value);
    return b.writerIndex();
  }

  @Override
  public byte[] reusedBytes() {
    return buffer.copyOfRange(0, buffer.writerIndex());
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return reader.deserialize(bytes);
  }
}
