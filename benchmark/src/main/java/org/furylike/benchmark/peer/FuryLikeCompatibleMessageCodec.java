package org.furylike.benchmark.peer;

import java.util.OptionalInt;
import org.furylike.benchmark.data.DataKind;
import org.furylike.config.CompatibleMode;

/**
 * fury-like in compatible mode with every message standing alone, as a Kafka record, a cache entry
 * or a file must: no schema context, so each message carries the schemas of the classes it holds. A
 * separate writer and reader {@code Fury}, so the reader learns nothing from the writer but the
 * bytes; every message, the first included, has the same size.
 */
final class FuryLikeCompatibleMessageCodec extends FuryLikeCodec {
  private final int firstMessageSize;

  FuryLikeCompatibleMessageCodec(DataKind kind) {
    super(
        FuryLikeCodec.newFury(CompatibleMode.COMPATIBLE, true, kind),
        FuryLikeCodec.newFury(CompatibleMode.COMPATIBLE, true, kind));
    firstMessageSize = writer.serialize(kind.create()).length;
  }

  /** The size of the first message, which is that of every message. */
  @Override
  public OptionalInt firstMessageSize() {
    return OptionalInt.of(firstMessageSize);
  }
}
