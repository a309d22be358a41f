package org.furylike.benchmark.peer;

import org.furylike.Fury;
import org.furylike.benchmark.data.BenchData;
import org.furylike.config.CompatibleMode;
import org.furylike.memory.MemoryBuffer;

/**
 * fury-like with registration required, reference tracking off and compressed numbers, with
 * generated serializers or with the interpreter.
 */
class FuryLikeCodec extends Codec {
  /** The instance that serializes. */
  final Fury writer;
  /** The instance that deserializes; the writer itself unless a subclass keeps two sides. */
  final Fury reader;
  private final MemoryBuffer buffer = MemoryBuffer.allocate(1024);

  FuryLikeCodec(CompatibleMode mode, boolean codegen) {
    this(newFury(mode, codegen));
  }

  private FuryLikeCodec(Fury fury) {
    this(fury, fury);
  }

  FuryLikeCodec(Fury writer, Fury reader) {
    this.writer = writer;
    this.reader = reader;
  }

  /** A {@code Fury} with the benchmark settings and every benchmark class registered. */
  static Fury newFury(CompatibleMode mode, boolean codegen) {
    Fury fury = Fury.builder()
        .withCompatibleMode(mode)
        .requireClassRegistration(true)
        .withRefTracking(false)
        .withNumberCompressed(true)
        .withCodegen(codegen)
        .withAsyncCompilation(false)
        .build();
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
