package org.furylike.benchformat.peer;

import org.furylike.Fury;
import org.furylike.benchformat.data.DataKind;

/** fury-like's object serializer; its field reads decode the whole object first. */
final class FuryLikeCodec implements Codec {
  private final DataKind data;
  private final Fury fury;

  FuryLikeCodec(DataKind data) {
    this.data = data;
    this.fury = Fury.builder().requireClassRegistration(false).build();
  }

  @Override
  public byte[] encode(Object value) {
    return fury.serialize(value);
  }

  @Override
  public Object decode(byte[] bytes) {
    return fury.deserialize(bytes);
  }

  @Override
  public long readTop(byte[] bytes) {
    return (Long) data.topField(fury.deserialize(bytes));
  }

  @Override
  public Object readNested(byte[] bytes) {
    return data.nestedField(fury.deserialize(bytes));
  }
}
