package org.furylike.benchformat.peer;

import org.furylike.Fury;
import org.furylike.benchformat.data.DataKind;
import org.furylike.benchformat.data.Image;
import org.furylike.benchformat.data.Media;
import org.furylike.benchformat.data.MediaContent;
import org.furylike.benchformat.data.Sample;
import org.furylike.benchformat.data.SmallList;
import org.furylike.benchformat.data.SmallRecord;

/**
 * fury-like's object serializer as it is normally set up: every benchmark class registered (class
 * ids, not names, in the bytes), generated serializers. Its field reads decode the whole object
 * first.
 */
final class FuryLikeCodec implements Codec {
  private final DataKind data;
  private final Fury fury;

  FuryLikeCodec(DataKind data) {
    this.data = data;
    this.fury = Fury.builder().requireClassRegistration(true).build();
    for (Class<?> c :
        new Class<?>[] {
          Sample.class,
          MediaContent.class,
          Media.class,
          Image.class,
          SmallList.class,
          SmallRecord.class
        }) {
      fury.register(c);
    }
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
