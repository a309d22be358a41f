/**
 * Kafka serialization with fury-like: {@link org.furylike.kafka.FurySerializer} and {@link
 * org.furylike.kafka.FuryDeserializer} for producers and consumers, {@link
 * org.furylike.kafka.FurySerde} for Kafka Streams, configured either from client properties ({@link
 * org.furylike.kafka.FuryKafkaConfig}) or with a {@code ThreadSafeFury} built in code. Every record
 * is a self-contained message, so a consumer may start at any offset. kafka-clients is a {@code
 * provided} dependency.
 */
package org.furylike.kafka;
