package org.furylike.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLClassLoader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.LongDeserializer;
import org.apache.kafka.common.serialization.LongSerializer;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.CompatibleMode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A real KRaft cluster (one combined broker and controller, Kafka's own test kit, on loopback) in
 * this JVM. A producer holding version 1 of {@code demo.Reading} writes 10,000 records through
 * {@link FurySerializer} in compatible mode; a consumer with version 1, a consumer with version 2
 * and a consumer that starts in the middle of a partition read them through {@link
 * FuryDeserializer} and check every record field by field.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class KafkaBrokerTest {
  private static final String TOPIC = "readings";
  private static final int RECORDS = 10_000;
  private static final int PARTITIONS = 2;

  private static KafkaClusterTestKit cluster;
  private static URLClassLoader v1;
  private static URLClassLoader v2;

  @BeforeAll
  static void startCluster() throws Exception {
    TestKitNodes nodes =
        new TestKitNodes.Builder()
            .setCombined(true)
            .setNumBrokerNodes(1)
            .setNumControllerNodes(1)
            .build();
    cluster = new KafkaClusterTestKit.Builder(nodes).build();
    cluster.format();
    cluster.startup();
    cluster.waitForReadyBrokers();
    assertTrue(
        cluster.bootstrapServers().contains("localhost")
            || cluster.bootstrapServers().contains("127.0.0.1"),
        cluster.bootstrapServers());
    try (Admin admin = Admin.create(Map.of("bootstrap.servers", cluster.bootstrapServers()))) {
      admin
          .createTopics(List.of(new NewTopic(TOPIC, PARTITIONS, (short) 1)))
          .all()
          .get(60, TimeUnit.SECONDS);
    }
    v1 = Readings.compile(1);
    v2 = Readings.compile(2);
    produce();
  }

  @AfterAll
  static void stopCluster() throws Exception {
    if (cluster != null) {
      cluster.close();
    }
    if (v1 != null) {
      v1.close();
      v2.close();
    }
  }

  /** Properties-configured producer: the class list holds version 1's classes. */
  private static void produce() throws Exception {
    Map<String, Object> props = new HashMap<>();
    props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
    props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, LongSerializer.class);
    props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, FurySerializer.class);
    props.put(ProducerConfig.LINGER_MS_CONFIG, 5);
    props.put(FuryKafkaConfig.CLASSES, classes(v1));
    props.put(FuryKafkaConfig.COMPATIBLE, "true");
    try (KafkaProducer<Long, Object> producer = new KafkaProducer<>(props)) {
      for (long i = 0; i < RECORDS; i++) {
        producer.send(new ProducerRecord<>(TOPIC, i, Readings.sample(v1, i)));
      }
      producer.flush();
    }
  }

  private static List<Class<?>> classes(ClassLoader loader) throws ClassNotFoundException {
    return List.of(
        Class.forName(Readings.PLACE, false, loader),
        Class.forName(Readings.READING, false, loader));
  }

  @Test
  void sameVersionConsumerReadsEveryRecord() throws Exception {
    Map<String, Object> props = consumerProps();
    props.put(FuryKafkaConfig.CLASSES, classes(v1));
    props.put(FuryKafkaConfig.COMPATIBLE, "true");
    props.put(FuryKafkaConfig.VALUE_TYPE, Class.forName(Readings.READING, false, v1));
    Map<Long, Object> read = consume(props, RECORDS, null);
    assertEquals(RECORDS, read.size());
    for (Map.Entry<Long, Object> e : read.entrySet()) {
      Object r = e.getValue();
      Object expected = Readings.sample(v1, e.getKey());
      assertEquals(Readings.field(expected, "tags"), Readings.field(r, "tags"));
      checkCommonFields(e.getKey(), r);
    }
  }

  @Test
  void newerVersionConsumerReadsEveryRecordInCompatibleMode() throws Exception {
    ThreadSafeFury fury =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withClassLoader(v2)
            .buildThreadSafeFuryPool(1, 2);
    for (Class<?> c : classes(v2)) {
      fury.register(c);
    }
    Class<?> reading = Class.forName(Readings.READING, false, v2);
    Map<String, Object> props = consumerProps();
    Map<Long, Object> read = consume(props, RECORDS, new FuryDeserializer<>(fury, reading));
    assertEquals(RECORDS, read.size());
    for (Map.Entry<Long, Object> e : read.entrySet()) {
      assertEquals(reading, e.getValue().getClass());
      assertNull(Readings.field(e.getValue(), "unit"), "a field only v2 has keeps its default");
      checkCommonFields(e.getKey(), e.getValue());
    }
  }

  @Test
  void aConsumerStartingMidPartitionReadsSelfContainedMessages() throws Exception {
    Map<String, Object> props = consumerProps();
    props.put(FuryKafkaConfig.CLASSES, classes(v2));
    props.put(FuryKafkaConfig.COMPATIBLE, "true");
    TopicPartition p0 = new TopicPartition(TOPIC, 0);
    try (KafkaConsumer<Long, Object> consumer = new KafkaConsumer<>(props)) {
      consumer.assign(List.of(p0));
      long end = consumer.endOffsets(List.of(p0)).get(p0);
      assertTrue(end > 100, "partition 0 holds " + end + " records");
      consumer.seek(p0, end / 2);
      Map<Long, Object> read = poll(consumer, (int) (end - end / 2));
      assertEquals(end - end / 2, read.size());
      for (Map.Entry<Long, Object> e : read.entrySet()) {
        checkCommonFields(e.getKey(), e.getValue());
      }
    }
  }

  /** The fields v1 and v2 share, checked against v1's sample of the same number. */
  private static void checkCommonFields(long key, Object r) throws ReflectiveOperationException {
    Object expected = Readings.sample(v1, key);
    for (String name : List.of("id", "sensor", "value")) {
      assertEquals(Readings.field(expected, name), Readings.field(r, name), name + " of " + key);
    }
    Object where = Readings.field(r, "where");
    Object expectedWhere = Readings.field(expected, "where");
    for (String name : List.of("name", "lat", "lon")) {
      assertEquals(
          Readings.field(expectedWhere, name),
          Readings.field(where, name),
          "where." + name + " of " + key);
    }
  }

  /**
   * A consumer without a group: it is assigned the partitions, so no group coordinator is needed.
   */
  private static Map<String, Object> consumerProps() {
    Map<String, Object> props = new HashMap<>();
    props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, cluster.bootstrapServers());
    props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, LongDeserializer.class);
    props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, FuryDeserializer.class);
    return props;
  }

  private static Map<Long, Object> consume(
      Map<String, Object> props, int count, FuryDeserializer<?> values) {
    KafkaConsumer<Long, Object> consumer =
        values == null
            ? new KafkaConsumer<>(props)
            : new KafkaConsumer<>(props, new LongDeserializer(), cast(values));
    try (consumer) {
      List<TopicPartition> partitions = new ArrayList<>();
      for (int p = 0; p < PARTITIONS; p++) {
        partitions.add(new TopicPartition(TOPIC, p));
      }
      consumer.assign(partitions);
      consumer.seekToBeginning(partitions);
      return poll(consumer, count);
    }
  }

  @SuppressWarnings("unchecked")
  private static FuryDeserializer<Object> cast(FuryDeserializer<?> d) {
    return (FuryDeserializer<Object>) d;
  }

  /** Polls until {@code count} records arrived (keys must not repeat) or 60 s passed. */
  private static Map<Long, Object> poll(KafkaConsumer<Long, Object> consumer, int count) {
    Map<Long, Object> read = new HashMap<>();
    List<Long> duplicates = new ArrayList<>();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (read.size() < count && System.nanoTime() < deadline) {
      for (ConsumerRecord<Long, Object> r : consumer.poll(Duration.ofMillis(200))) {
        if (read.put(r.key(), r.value()) != null) {
          duplicates.add(r.key());
        }
      }
    }
    assertTrue(duplicates.isEmpty(), "keys read twice: " + duplicates);
    return read;
  }
}
