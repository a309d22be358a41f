package org.furylike.benchmark.peer;

import java.util.OptionalInt;
import org.furylike.Fury;
import org.furylike.benchmark.data.DataKind;
import org.furylike.config.CompatibleMode;
import org.furylike.resolver.SchemaContext;

/**
 * fury-like in compatible mode on a long-lived connection, in its steady state: a writer and a
 * reader {@code Fury}, each keeping one {@link SchemaContext} for the connection's life. The
 * constructor sends one message first, so the writer has sent and the reader has learnt every
 * schema the object needs; the timed calls then write and read messages that carry no schema.
 */
final class FuryLikeCompatibleCodec extends FuryLikeCodec {
  private final int firstMessageSize;

  FuryLikeCompatibleCodec(DataKind kind) {
    super(connectionSide(kind), connectionSide(kind));
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

  /** A compatible-mode {@code Fury} keeping one schema context for the connection's life. */
  private static Fury connectionSide(DataKind kind) {
    Fury fury = FuryLikeCodec.newFury(CompatibleMode.COMPATIBLE, true, kind);
    fury.setSchemaContext(new SchemaContext());
    return fury;
  }

  /** The size of the first message of the connection, which carries the schemas. */
  @Override
  public OptionalInt firstMessageSize() {
    return OptionalInt.of(firstMessageSize);
  }
}
