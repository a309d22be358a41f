package org.furylike.benchmark.peer.proto;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.Codec;

/**
 * protobuf-java, in two variants. The POJO variant converts the benchmark object to its message and
 * back inside each timed call: what an application that keeps POJOs pays. The prebuilt variant
 * serializes a message built beforehand and its deserialization returns the parsed message: what an
 * application whose model is the generated classes pays.
 */
public final class ProtobufCodec extends Codec {
  @SuppressWarnings("rawtypes")
  private final ProtoMapping mapping;

  private final boolean prebuilt;
  private byte[] buffer = new byte[1024];
  private int length;

  /**
   * @param kind the benchmark object
   * @param prebuilt whether the timed methods work on prebuilt messages instead of POJOs
   */
  public ProtobufCodec(DataKind kind, boolean prebuilt) {
    this.mapping = mappingFor(kind);
    this.prebuilt = prebuilt;
  }

  private static ProtoMapping<?, ?> mappingFor(DataKind kind) {
    switch (kind) {
      case SAMPLE:
        return new SampleProtoMapping();
      case MEDIA_CONTENT:
        return new MediaContentProtoMapping();
      case STRUCT:
        return new StructProtoMapping();
      case ORDER_1:
      case ORDER_100:
        return new OrderProtoMapping();
      case RECORD_10:
      case RECORD_100:
      case RECORD_1000:
      case RECORD_UTF16_100:
        return new NameRecordProtoMapping();
      case LIST_100:
        return new SmallThingsProtoMapping();
      case MEDIA_CONTENT_BEAN:
        return new MediaContentBeanProtoMapping();
      case USER_PROFILE:
        return new UserProfileProtoMapping();
      case RESULT_PAGE:
        return new ResultPageProtoMapping();
      default:
        throw new IllegalArgumentException("no protobuf schema for " + kind);
    }
  }

  @SuppressWarnings("unchecked")
  private MessageLite message(Object value) {
    return prebuilt ? (MessageLite) value : mapping.toMessage(value);
  }

  @Override
  @SuppressWarnings("unchecked")
  public Object prepare(Object pojo) {
    return prebuilt ? mapping.toMessage(pojo) : pojo;
  }

  @Override
  public byte[] serialize(Object value) {
    return message(value).toByteArray();
  }

  @Override
  public int serializeReused(Object value) {
    MessageLite m = message(value);
    int size = m.getSerializedSize();
    if (size > buffer.length) {
      buffer = new byte[Math.max(size, buffer.length * 2)];
    }
    CodedOutputStream out = CodedOutputStream.newInstance(buffer, 0, size);
    try {
      m.writeTo(out);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    length = size;
    return size;
  }

  @Override
  public byte[] reusedBytes() {
    return Arrays.copyOf(buffer, length);
  }

  @Override
  @SuppressWarnings("unchecked")
  public Object deserialize(byte[] bytes) {
    try {
      MessageLite m = mapping.parse(bytes);
      return prebuilt ? m : mapping.fromMessage(m);
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(e);
    }
  }

  @Override
  @SuppressWarnings("unchecked")
  public Object toPojo(Object value) {
    return prebuilt ? mapping.fromMessage((MessageLite) value) : value;
  }
}
