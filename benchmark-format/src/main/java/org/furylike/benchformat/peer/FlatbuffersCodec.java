package org.furylike.benchformat.peer;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import org.furylike.benchformat.data.DataKind;
import org.furylike.benchformat.fbs.FbImage;
import org.furylike.benchformat.fbs.FbMediaContent;
import org.furylike.benchformat.fbs.FbSample;
import org.furylike.benchformat.fbs.FbSmallList;

/** Flatbuffers: objects built with a reused builder, fields read with the generated accessors. */
final class FlatbuffersCodec implements Codec {
  private final DataKind data;
  private final FlatBufferBuilder builder = new FlatBufferBuilder(1024);

  FlatbuffersCodec(DataKind data) {
    this.data = data;
  }

  @Override
  public byte[] encode(Object value) {
    builder.clear();
    int root;
    switch (data) {
      case SAMPLE:
        root = FlatbuffersObjects.sample(builder, (org.furylike.benchformat.data.Sample) value);
        break;
      case MEDIA_CONTENT:
        root =
            FlatbuffersObjects.media(builder, (org.furylike.benchformat.data.MediaContent) value);
        break;
      default:
        root = FlatbuffersObjects.list(builder, (org.furylike.benchformat.data.SmallList) value);
    }
    builder.finish(root);
    return builder.sizedByteArray();
  }

  @Override
  public Object decode(byte[] bytes) {
    ByteBuffer bb = ByteBuffer.wrap(bytes);
    switch (data) {
      case SAMPLE:
        return FlatbuffersObjects.sample(FbSample.getRootAsFbSample(bb));
      case MEDIA_CONTENT:
        return FlatbuffersObjects.media(FbMediaContent.getRootAsFbMediaContent(bb));
      default:
        return FlatbuffersObjects.list(FbSmallList.getRootAsFbSmallList(bb));
    }
  }

  @Override
  public long readTop(byte[] bytes) {
    ByteBuffer bb = ByteBuffer.wrap(bytes);
    switch (data) {
      case SAMPLE:
        return FbSample.getRootAsFbSample(bb).longValue();
      case MEDIA_CONTENT:
        return FbMediaContent.getRootAsFbMediaContent(bb).media().duration();
      default:
        return FbSmallList.getRootAsFbSmallList(bb).itemsLength();
    }
  }

  @Override
  public Object readNested(byte[] bytes) {
    ByteBuffer bb = ByteBuffer.wrap(bytes);
    switch (data) {
      case SAMPLE:
        return FbSample.getRootAsFbSample(bb).longArray(1);
      case MEDIA_CONTENT:
        {
          FbImage image = FbMediaContent.getRootAsFbMediaContent(bb).images(1);
          return image.title();
        }
      default:
        return FbSmallList.getRootAsFbSmallList(bb).items(50).name();
    }
  }
}
