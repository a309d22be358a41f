package org.furylike.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import org.furylike.spark.Shop.Sale;
import org.furylike.spark.Shop.Store;
import org.junit.jupiter.api.Test;
import scala.Tuple2;

/**
 * The property Spark's serialized shuffle relies on when a serializer declares relocation support,
 * checked as Spark's own serializer tests check it: write random records to one stream, cut the
 * output at each flush into per-record byte ranges, shuffle the ranges, and read the concatenation
 * back as the records in the shuffled order. Done for many random seeds and for key/value pairs.
 */
class RelocationTest {
  @Test
  void reorderedSerializedRecordsReadBackInTheNewOrder() {
    FurySparkSerializer serializer = new FurySparkSerializer(FurySparkSerializerTest.conf());
    assertTrue(serializer.supportsRelocationOfSerializedObjects());
    for (int seed = 0; seed < 50; seed++) {
      Random random = new Random(seed);
      List<Object> records = new ArrayList<>();
      for (int i = 0, n = 1 + random.nextInt(60); i < n; i++) {
        records.add(randomRecord(random));
      }
      check(serializer.newInstance(), records, random);
    }
  }

  private static Object randomRecord(Random random) {
    switch (random.nextInt(5)) {
      case 0:
        return new Sale(random.nextInt(100_000));
      case 1:
        return new Store(random.nextInt(50));
      case 2:
        return new Tuple2<>("key-" + random.nextInt(1000), new Sale(random.nextInt(1000)));
      case 3:
        return random.nextLong();
      default:
        return "text-" + "x".repeat(random.nextInt(300));
    }
  }

  private static void check(SerializerInstance instance, List<Object> records, Random random) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SerializationStream stream = instance.serializeStream(out);
    List<byte[]> ranges = new ArrayList<>();
    int start = 0;
    for (Object record : records) {
      stream.writeObject(record, FurySparkSerializerTest.ANY);
      stream.flush();
      byte[] all = out.toByteArray();
      ranges.add(java.util.Arrays.copyOfRange(all, start, all.length));
      start = all.length;
    }
    stream.close();
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < records.size(); i++) {
      order.add(i);
    }
    Collections.shuffle(order, random);
    ByteArrayOutputStream moved = new ByteArrayOutputStream();
    List<Object> expected = new ArrayList<>();
    for (int i : order) {
      moved.writeBytes(ranges.get(i));
      expected.add(records.get(i));
    }
    List<Object> back = new ArrayList<>();
    instance
        .deserializeStream(new ByteArrayInputStream(moved.toByteArray()))
        .asIterator()
        .foreach(back::add);
    assertEquals(expected, back);
  }
}
