package org.furylike.spark;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import scala.reflect.ClassTag;

/**
 * One user of {@link FurySparkSerializer}, as Spark creates per task or block. Heap buffers are
 * read in place, without copying.
 */
final class FurySerializerInstance extends SerializerInstance {
  private final FurySparkSerializer owner;
  private final ThreadSafeFury fury;

  FurySerializerInstance(FurySparkSerializer owner) {
    this.owner = owner;
    this.fury = owner.fury(owner.classLoader());
  }

  @Override
  public <T> ByteBuffer serialize(T value, ClassTag<T> tag) {
    return ByteBuffer.wrap(fury.serialize(value));
  }

  @Override
  public <T> T deserialize(ByteBuffer bytes, ClassTag<T> tag) {
    return read(fury, bytes);
  }

  @Override
  public <T> T deserialize(ByteBuffer bytes, ClassLoader loader, ClassTag<T> tag) {
    return read(owner.fury(loader), bytes);
  }

  @Override
  public SerializationStream serializeStream(OutputStream out) {
    return new FurySerializationStream(fury, out);
  }

  @Override
  public DeserializationStream deserializeStream(InputStream in) {
    return new FuryDeserializationStream(fury, in);
  }

  @SuppressWarnings("unchecked")
  private static <T> T read(ThreadSafeFury fury, ByteBuffer bytes) {
    MemoryBuffer view = MemoryBuffer.wrap(bytes); // in place, heap or direct
    int end = view.writerIndex();
    Object value = fury.deserialize(view);
    int left = end - view.readerIndex();
    if (left != 0) {
      throw new DeserializationException(
          left + " bytes follow the value in a Spark buffer of " + bytes.remaining() + " bytes");
    }
    return (T) value;
  }
}
