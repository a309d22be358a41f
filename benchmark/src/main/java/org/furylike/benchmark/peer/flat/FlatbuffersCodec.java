package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Codec;

/**
 * flatbuffers-java, in two variants, both with one reused {@link FlatBufferBuilder}. The POJO
 * variant builds the buffer from the benchmark object and reads every field back into a new object
 * inside each timed call. The prebuilt variant works on flatc's object-API classes ({@code
 * FbXxxT}), the nearest flatbuffers has to a message object: it packs a prebuilt one and
 * deserialization unpacks into a new one (reading every field, as a POJO user would; merely
 * wrapping the bytes would defer all the reading to the caller).
 */
public final class FlatbuffersCodec extends Codec {
  @SuppressWarnings("rawtypes")
  private final FlatMapping mapping;

  private final boolean prebuilt;
  private final FlatBufferBuilder builder = new FlatBufferBuilder(1024);

  /**
   * @param kind the benchmark object
   * @param prebuilt whether the timed methods work on object-API messages instead of POJOs
   */
  public FlatbuffersCodec(DataKind kind, boolean prebuilt) {
    this.mapping = mappingFor(kind);
    this.prebuilt = prebuilt;
  }

  private static FlatMapping<?, ?> mappingFor(DataKind kind) {
    switch (kind) {
      case SAMPLE:
        return new SampleFlatMapping();
      case MEDIA_CONTENT:
        return new MediaContentFlatMapping();
      case STRUCT:
        return new StructFlatMapping();
      case ORDER_1:
      case ORDER_100:
        return new OrderFlatMapping();
      case RECORD_10:
      case RECORD_100:
      case RECORD_1000:
      case RECORD_UTF16_100:
        return new NameRecordFlatMapping();
      case LIST_100:
        return new SmallThingsFlatMapping();
      case MEDIA_CONTENT_BEAN:
        return new MediaContentBeanFlatMapping();
      case USER_PROFILE:
        return new UserProfileFlatMapping();
      case RESULT_PAGE:
        return new ResultPageFlatMapping();
      default:
        throw new IllegalArgumentException("no flatbuffers schema for " + kind);
    }
  }

  @Override
  public Object prepare(Object pojo) {
    if (!prebuilt) {
      return pojo;
    }
    return mapping.unpack(ByteBuffer.wrap(buildFromPojo(pojo)));
  }

  @SuppressWarnings("unchecked")
  private byte[] buildFromPojo(Object pojo) {
    FlatBufferBuilder b = builder;
    b.clear();
    b.finish(mapping.write(b, pojo));
    return b.sizedByteArray();
  }

  @SuppressWarnings("unchecked")
  private void build(Object value) {
    FlatBufferBuilder b = builder;
    b.clear();
    int root = prebuilt ? mapping.pack(b, value) : mapping.write(b, value);
    b.finish(root);
  }

  @Override
  public byte[] serialize(Object value) {
    build(value);
    return builder.sizedByteArray();
  }

  @Override
  public int serializeReused(Object value) {
    build(value);
    return builder.offset();
  }

  @Override
  public byte[] reusedBytes() {
    return builder.sizedByteArray();
  }

  @Override
  public Object deserialize(byte[] bytes) {
    ByteBuffer bb = ByteBuffer.wrap(bytes);
    return prebuilt ? mapping.unpack(bb) : mapping.read(bb);
  }

  @Override
  @SuppressWarnings("unchecked")
  public Object toPojo(Object value) {
    if (!prebuilt) {
      return value;
    }
    FlatBufferBuilder scratch = new FlatBufferBuilder(1024);
    scratch.finish(mapping.pack(scratch, value));
    return mapping.read(ByteBuffer.wrap(scratch.sizedByteArray()));
  }
}
