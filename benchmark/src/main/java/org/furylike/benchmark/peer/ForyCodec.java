package org.furylike.benchmark.peer;

import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Int64Encoding;
import org.apache.fory.config.Language;
import org.apache.fory.memory.MemoryBuffer;
import org.furylike.benchmark.data.BenchData;

/**
 * Apache Fory in Java mode with registration required, reference tracking off, schema-consistent
 * classes, synchronous code generation and the same number encodings as fury-like (zigzag varint
 * ints, small-value-tagged longs).
 */
final class ForyCodec extends Codec {
  private final Fory fory;
  private final MemoryBuffer buffer = MemoryBuffer.newHeapBuffer(1024);

  ForyCodec() {
    fory = Fory.builder()
        .withLanguage(Language.JAVA)
        .requireClassRegistration(true)
        .withRefTracking(false)
        .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
        .withCodegen(true)
        .withAsyncCompilation(false)
        .withIntCompressed(true)
        .withLongCompressed(Int64Encoding.TAGGED)
        .build();
    for (Class<?> cls : BenchData.classesToRegister()) {
      fory.register(cls);
    }
  }

  @Override
  public byte[] serialize(Object value) {
    return fory.serialize(value);
  }

  @Override
  public int serializeReused(Object value) {
    MemoryBuffer b = buffer;
    b.writerIndex(0);
    fory.serialize(b, value);
    return b.writerIndex();
  }

  @Override
  public byte[] reusedBytes() {
    return buffer.getBytes(0, buffer.writerIndex());
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return fory.deserialize(bytes);
  }
}
