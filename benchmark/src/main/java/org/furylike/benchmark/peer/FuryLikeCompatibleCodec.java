package org.furylike.benchmark.peer;

import java.util.OptionalInt;
import org.furylike.Fury;
import org.furylike.benchmark.data.DataKind;
import org.furylike.config.CompatibleMode;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.SchemaContext;

/**
 * fury-like in compatible mode on a long-lived connection, in its steady state: a writer and a
 * reader {@code Fury}, each keeping one {@link SchemaContext} for the connection's life. The
 * constructor sends one message first, so the writer has sent and the reader has learnt every
 * schema the object needs; the timed calls then write and read messages that carry no schema.
 */
final class FuryLikeCompatibleCodec extends Codec {
  private final Fury writer;
  private final Fury reader;
  private final MemoryBuffer buffer = MemoryBuffer.allocate(1024);
  private final int firstMessageSize;

  FuryLikeCompatibleCodec(DataKind kind) {
    writer = FuryLikeCodec.newFury(CompatibleMode.COMPATIBLE, true);
    writer.setSchemaContext(new SchemaContext());
    reader = FuryLikeCodec.newFury(CompatibleMode.COMPATIBLE, true);
    reader.setSchemaContext(new SchemaContext());
    Object first = kind.create();
    byte[] bytes = writer.serialize(first);
    firstMessageSize = bytes.length;
    Object read = reader.deserialize(bytes);
    if (!first.equals(read)) {
      throw new IllegalStateException(
          "fury-like compatible: the first message, carrying the schemas, does not round-trip "
              + kind);
    }
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

  /** The size of the first message of the connection, which carries the schemas. */
  @Override
  public OptionalInt firstMessageSize() {
    return OptionalInt.of(firstMessageSize);
  }
}
