package org.furylike.kafka;

import java.util.Map;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;
import org.furylike.ThreadSafeFury;

/**
 * A Kafka {@link Serde} (for Kafka Streams and for code that wants one object) pairing {@link
 * FurySerializer} and {@link FuryDeserializer} over one {@link ThreadSafeFury}.
 *
 * <pre>{@code
 * ThreadSafeFury fury = Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE)
 *     .buildThreadSafeFuryPool(1, 8);
 * fury.register(Reading.class);
 * Serde<Reading> serde = new FurySerde<>(fury, Reading.class);
 * }</pre>
 *
 * @param <T> the record key or value type
 */
public final class FurySerde<T> implements Serde<T> {
  private FurySerializer<T> serializer;
  private FuryDeserializer<T> deserializer;
  private final boolean configured;

  /** For Kafka, which calls {@link #configure} next; see {@link FuryKafkaConfig}. */
  public FurySerde() {
    this.serializer = new FurySerializer<>();
    this.deserializer = new FuryDeserializer<>();
    this.configured = false;
  }

  /**
   * A serde over {@code fury} (already holding the registrations) for values of {@code type}.
   *
   * @param fury the serializer, shared by every call
   * @param type the value class
   */
  public FurySerde(ThreadSafeFury fury, Class<T> type) {
    this.serializer = new FurySerializer<>(fury);
    this.deserializer = new FuryDeserializer<>(fury, type);
    this.configured = true;
  }

  /**
   * Builds one {@link ThreadSafeFury} from {@link FuryKafkaConfig} properties for both directions;
   * a no-op for a serde constructed with its own {@code ThreadSafeFury}.
   */
  @Override
  @SuppressWarnings("unchecked")
  public void configure(Map<String, ?> configs, boolean isKey) {
    if (!configured) {
      ThreadSafeFury fury = FuryKafkaConfig.buildFury(configs);
      serializer = new FurySerializer<>(fury);
      deserializer =
          new FuryDeserializer<>(fury, (Class<T>) FuryKafkaConfig.expectedType(configs, isKey));
    }
  }

  @Override
  public Serializer<T> serializer() {
    return serializer;
  }

  @Override
  public Deserializer<T> deserializer() {
    return deserializer;
  }
}
