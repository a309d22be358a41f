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
  private final FurySerializer<T> serializer;
  private final FuryDeserializer<T> deserializer;

  /** For Kafka, which calls {@link #configure} next; see {@link FuryKafkaConfig}. */
  public FurySerde() {
    this.serializer = new FurySerializer<>();
    this.deserializer = new FuryDeserializer<>();
  }

  /** A serde over {@code fury} (already holding the registrations) for values of {@code type}. */
  public FurySerde(ThreadSafeFury fury, Class<T> type) {
    this.serializer = new FurySerializer<>(fury);
    this.deserializer = new FuryDeserializer<>(fury, type);
  }

  @Override
  public void configure(Map<String, ?> configs, boolean isKey) {
    serializer.configure(configs, isKey);
    deserializer.configure(configs, isKey);
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
