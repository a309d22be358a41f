package org.furylike.benchmark.peer;

import org.furylike.Fury;
import org.furylike.benchmark.data.BenchData;
import org.furylike.config.CompatibleMode;
import org.furylike.memory.MemoryBuffer;

/** fury-like with registration required, reference tracking off and compressed numbers. */
final class FuryLikeCodec extends Codec {
  private final Fury fury;
  private final MemoryBuffer buffer = MemoryBuffer.allocate(1024);

  FuryLikeCodec(CompatibleMode mode) {
    fury = Fury.builder()
        .withCompatibleMode(mode)
        .requireClassRegistration(true)
        .withRefTracking(false)
        .withNumberCompressed(true)
        .build();
    for (Class<?> cls : BenchData.classesToRegister()) {
      fury.register(cls);
    }
  }

  @Override
  public byte[] serialize(Object value) {
    return fury.serialize(value);
  }

  @Override
  public int serializeReused(Object value) {
    MemoryBuffer b = buffer;
    b.clear();
    fury.serialize(b, value);
    return b.writerIndex();
  }

  @Override
  public byte[] reusedBytes() {
    return buffer.copyOfRange(0, buffer.writerIndex());
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return fury.deserialize(bytes);
  }
}
