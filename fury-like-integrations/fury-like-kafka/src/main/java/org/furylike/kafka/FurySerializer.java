package org.furylike.kafka;

import java.util.Map;
import org.apache.kafka.common.serialization.Serializer;
import org.furylike.ThreadSafeFury;

/**
 * A Kafka {@link Serializer} that writes each record key or value as one self-contained fury-like
 * message: a consumer may start at any offset of a topic, because no message depends on an earlier
 * one (in compatible mode each message carries the schemas of the classes it holds; see the module
 * README for what that costs).
 *
 * <p>Use it from properties ({@code value.serializer=org.furylike.kafka.FurySerializer} plus the
 * {@link FuryKafkaConfig} properties) or construct it with a configured {@link ThreadSafeFury}. It
 * is safe for the many threads that may call {@code KafkaProducer.send}.
 *
 * @param <T> the record key or value type
 */
public final class FurySerializer<T> implements Serializer<T> {
  private ThreadSafeFury fury;

  /** For Kafka, which calls {@link #configure} next. */
  public FurySerializer() {}

  /**
   * Uses {@code fury}, which already holds the registrations; {@link #configure} is then a no-op.
   *
   * @param fury the serializer, shared by every call
   */
  public FurySerializer(ThreadSafeFury fury) {
    this.fury = fury;
  }

  /** Builds the serializer's {@link ThreadSafeFury} from {@link FuryKafkaConfig} properties. */
  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (fury == null) {
      fury = FuryKafkaConfig.buildFury(configs);
    }
  }

  /** Serializes {@code data}; a null value stays null (a Kafka tombstone). */
  @Override
  public byte[] serialize(String topic, T data) {
    if (data == null) {
      return null;
    }
    if (fury == null) {
      throw new IllegalStateException("FurySerializer used before configure()");
    }
    return fury.serialize(data);
  }
}
