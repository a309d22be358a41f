package org.furylike.kafka;

import java.nio.ByteBuffer;
import java.util.Map;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * A Kafka {@link Deserializer} for records written by {@link FurySerializer}. Kafka's consumer
 * hands records over as {@link ByteBuffer} slices of the fetched batch; this deserializer reads a
 * heap buffer in place, without copying the record into a new array (a direct buffer is copied
 * once).
 *
 * <p>Bytes that are no valid message, or a message of another class than the configured type, raise
 * a {@link org.furylike.exception.FuryException}, which the consumer reports as a {@code
 * RecordDeserializationException} naming the partition and offset.
 *
 * @param <T> the record key or value type
 */
public final class FuryDeserializer<T> implements Deserializer<T> {
  private ThreadSafeFury fury;
  private Class<T> type;

  /** For Kafka, which calls {@link #configure} next. */
  public FuryDeserializer() {}

  /**
   * Uses {@code fury}, which already holds the registrations, and accepts only {@code type}; {@link
   * #configure} is then a no-op.
   *
   * @param fury the serializer, shared by every call
   * @param type the only class accepted
   */
  public FuryDeserializer(ThreadSafeFury fury, Class<T> type) {
    this.fury = fury;
    this.type = type;
  }

  /** Builds the {@link ThreadSafeFury} and the expected type from {@link FuryKafkaConfig}. */
  @Override
  @SuppressWarnings("unchecked")
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (fury == null) {
      fury = FuryKafkaConfig.buildFury(configs);
      type = (Class<T>) FuryKafkaConfig.expectedType(configs, isKey);
    }
  }

  /** Reads one message; null stays null. */
  @Override
  public T deserialize(String topic, byte[] data) {
    if (data == null) {
      return null;
    }
    return fury().deserialize(data, type);
  }

  /** Reads one message from the buffer's remaining bytes in place, heap or direct. */
  @Override
  public T deserialize(String topic, Headers headers, ByteBuffer data) {
    if (data == null) {
      return null;
    }
    MemoryBuffer view = MemoryBuffer.wrap(data);
    int end = view.writerIndex();
    T value = fury().deserialize(view, type);
    if (view.readerIndex() != end) {
      throw new DeserializationException(
          "record of topic "
              + topic
              + " has "
              + (end - view.readerIndex())
              + " bytes after its value");
    }
    return value;
  }

  private ThreadSafeFury fury() {
    if (fury == null) {
      throw new IllegalStateException("FuryDeserializer used before configure()");
    }
    return fury;
  }
}
