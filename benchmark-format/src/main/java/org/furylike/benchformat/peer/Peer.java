package org.furylike.benchformat.peer;

import org.furylike.benchformat.data.DataKind;

/** The codecs compared. */
public enum Peer {
  /** fury-like's row format, generated encoders. */
  FURY_LIKE_ROW,
  /** Apache Fory's row format (fory-format 0.16.0). */
  FORY_ROW,
  /** Flatbuffers with its generated accessors. */
  FLATBUFFERS,
  /** fury-like's object serializer: whole-object figures; its field reads decode first. */
  FURY_LIKE;

  /** A new codec of this peer for {@code data}. */
  public Codec create(DataKind data) {
    switch (this) {
      case FURY_LIKE_ROW:
        return new FuryLikeRowCodec(data);
      case FORY_ROW:
        return new ForyRowCodec(data);
      case FLATBUFFERS:
        return new FlatbuffersCodec(data);
      default:
        return new FuryLikeCodec(data);
    }
  }
}
