package org.furylike.benchmark.peer;

import java.util.OptionalInt;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.ForyBuilder;
import org.apache.fory.memory.MemoryBuffer;
import org.furylike.benchmark.data.BenchData;
import org.furylike.benchmark.data.DataKind;

/**
 * Apache Fory in Java mode with registration required, synchronous code generation and the same
 * number encodings as fury-like (zigzag varint ints, small-value-tagged longs); reference tracking
 * is on only for objects that share references ({@link DataKind#refTracking()}).
 *
 * <p>Two modes: schema-consistent classes with one {@code Fory} writing and reading, and compatible
 * mode with every message standing alone. For the latter the builder sets {@code
 * withCompatibleMode(COMPATIBLE)}, {@code withMetaShare(true)} and {@code
 * withScopedMetaShare(true)}: scoped meta sharing keeps the class definitions (Fory's TypeDefs)
 * within one {@code serialize} call, so each message carries the definitions of the classes it
 * holds, written once per message, and needs no state shared with the reader (1.6.0's defaults for
 * compatible mode, set explicitly here). A separate writer and reader {@code Fory} make sure of it.
 */
final class ForyCodec extends Codec {
  private final Fory writer;
  private final Fory reader;
  private final MemoryBuffer buffer = MemoryBuffer.newHeapBuffer(1024);
  private final int firstMessageSize;

  private ForyCodec(Fory writer, Fory reader, int firstMessageSize) {
    this.writer = writer;
    this.reader = reader;
    this.firstMessageSize = firstMessageSize;
  }

  /** Schema-consistent classes, one {@code Fory} for both directions. */
  static ForyCodec schemaConsistent(DataKind kind) {
    Fory fory = newFory(kind, false);
    return new ForyCodec(fory, fory, -1);
  }

  /**
   * Schema-consistent classes, registration not required and no class registered (classes travel by
   * name), one {@code Fory} for both directions.
   */
  static ForyCodec unregistered(DataKind kind) {
    Fory fory =
        base(kind)
            .requireClassRegistration(false)
            .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
            .build();
    return new ForyCodec(fory, fory, -1);
  }

  /** Compatible mode, every message carrying its class definitions; separate writer and reader. */
  static ForyCodec compatible(DataKind kind) {
    Fory writer = newFory(kind, true);
    return new ForyCodec(writer, newFory(kind, true), writer.serialize(kind.create()).length);
  }

  /** The settings every Fory peer shares: Java mode, fury-like's number encodings, sync codegen. */
  private static ForyBuilder base(DataKind kind) {
    return PeerSettings.fory(kind.refTracking());
  }

  private static Fory newFory(DataKind kind, boolean compatible) {
    ForyBuilder builder = base(kind).requireClassRegistration(true);
    if (compatible) {
      builder
          .withCompatibleMode(CompatibleMode.COMPATIBLE)
          .withMetaShare(true)
          .withScopedMetaShare(true);
    } else {
      builder.withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT);
    }
    Fory fory = builder.build();
    for (Class<?> cls : BenchData.classesToRegister()) {
      fory.register(cls);
    }
    return fory;
  }

  @Override
  public byte[] serialize(Object value) {
    return writer.serialize(value);
  }

  @Override
  public int serializeReused(Object value) {
    MemoryBuffer b = buffer;
    b.writerIndex(0);
    writer.serialize(b, value);
    return b.writerIndex();
  }

  @Override
  public byte[] reusedBytes() {
    return buffer.getBytes(0, buffer.writerIndex());
  }

  @Override
  public Object deserialize(byte[] bytes) {
    return reader.deserialize(bytes);
  }

  /** In compatible mode the size of the first message, which is that of every message. */
  @Override
  public OptionalInt firstMessageSize() {
    return firstMessageSize < 0 ? OptionalInt.empty() : OptionalInt.of(firstMessageSize);
  }
}
