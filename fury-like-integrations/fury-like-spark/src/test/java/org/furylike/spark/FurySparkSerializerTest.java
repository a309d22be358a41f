package org.furylike.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.DeserializationStream;
import org.apache.spark.serializer.JavaSerializer;
import org.apache.spark.serializer.SerializationStream;
import org.apache.spark.serializer.SerializerInstance;
import org.apache.spark.util.collection.CompactBuffer;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.exception.FuryException;
import org.furylike.spark.Shop.Sale;
import org.furylike.spark.Shop.Store;
import org.junit.jupiter.api.Test;
import scala.Option;
import scala.Tuple2;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/** The serializer outside a running Spark: buffers, streams, Scala values, configuration. */
class FurySparkSerializerTest {
  static final ClassTag<Object> ANY = ClassTag$.MODULE$.Any();

  static SparkConf conf() {
    return new SparkConf(false)
        .set(FurySparkSettings.CLASSES, Sale.class.getName() + "," + Shop.Totals.class.getName())
        .set(FurySparkSettings.REGISTRATORS, Shop.Registrator.class.getName());
  }

  private final SerializerInstance fury = new FurySparkSerializer(conf()).newInstance();

  private Object roundTrip(Object value) {
    ByteBuffer bytes = fury.serialize(value, ANY);
    return fury.deserialize(bytes, ANY);
  }

  @Test
  void userClassesAndSparkRecordsRoundTrip() {
    Sale sale = new Sale(42);
    assertEquals(sale, roundTrip(sale));
    assertEquals(new Tuple2<>("k", new Store(3)), roundTrip(new Tuple2<>("k", new Store(3))));
    CompactBuffer<Object> group = new CompactBuffer<>(ANY);
    group.$plus$eq(new Sale(1));
    group.$plus$eq(new Sale(2));
    assertEquals(group, roundTrip(group));
    assertEquals(Option.apply(sale), roundTrip(Option.apply(sale)));
    scala.collection.immutable.List<Object> list =
        scala.jdk.javaapi.CollectionConverters.asScala(List.<Object>of(1, "two", 3L)).toList();
    assertEquals(list, roundTrip(list));
  }

  @Test
  void classTagsComeBackAsScalasSharedTags() {
    assertSame(ClassTag$.MODULE$.Int(), roundTrip(ClassTag$.MODULE$.Int()));
    assertSame(ClassTag$.MODULE$.Object(), roundTrip(ClassTag$.MODULE$.Any()));
    assertEquals(
        ClassTag$.MODULE$.apply(Sale.class), roundTrip(ClassTag$.MODULE$.apply(Sale.class)));
    CompactBuffer<Object> ints = new CompactBuffer<>(ClassTag$.MODULE$.Int());
    ints.$plus$eq(1);
    ints.$plus$eq(2);
    ints.$plus$eq(3);
    assertEquals(ints, roundTrip(ints));
  }

  @Test
  void scalaSingletonsKeepTheirIdentity() {
    assertSame(scala.None$.MODULE$, roundTrip(scala.None$.MODULE$));
    assertSame(
        scala.collection.immutable.Nil$.MODULE$,
        roundTrip(scala.collection.immutable.Nil$.MODULE$));
  }

  @Test
  void readsASliceOfALargerHeapBuffer() {
    byte[] message = fury.serialize(new Sale(7), ANY).array();
    byte[] bigger = new byte[message.length + 9];
    System.arraycopy(message, 0, bigger, 4, message.length);
    ByteBuffer slice = ByteBuffer.wrap(bigger, 4, message.length).slice();
    assertEquals(new Sale(7), fury.deserialize(slice, ANY));
    ByteBuffer direct = ByteBuffer.allocateDirect(message.length).put(message).flip();
    assertEquals(new Sale(7), fury.deserialize(direct, getClass().getClassLoader(), ANY));
  }

  @Test
  void streamsEndCleanlyAndRejectTruncation() {
    List<Object> values = new ArrayList<>();
    for (int i = 0; i < 500; i++) {
      values.add(i % 3 == 0 ? new Sale(i) : new Tuple2<>("s" + i, new Store(i)));
    }
    values.add(new byte[100_000]);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    SerializationStream s = fury.serializeStream(out);
    for (Object v : values) {
      s.writeObject(v, ANY);
    }
    s.close();
    byte[] bytes = out.toByteArray();
    List<Object> back = new ArrayList<>();
    fury.deserializeStream(new ByteArrayInputStream(bytes)).asIterator().foreach(back::add);
    assertEquals(values.size(), back.size());
    assertEquals(values.subList(0, 500), back.subList(0, 500));
    assertTrue(Arrays.equals((byte[]) values.get(500), (byte[]) back.get(500)));
    DeserializationStream cut =
        fury.deserializeStream(new ByteArrayInputStream(Arrays.copyOf(bytes, bytes.length - 10)));
    assertThrows(BufferUnderflowException.class, () -> cut.asIterator().foreach(x -> x));
  }

  @Test
  void anUnregisteredClassIsNamed() {
    SerializerInstance bare =
        new FurySparkSerializer(
                new SparkConf(false).set(FurySparkSettings.REGISTRATION_REQUIRED, "true"))
            .newInstance();
    ClassNotRegisteredException e =
        assertThrows(ClassNotRegisteredException.class, () -> bare.serialize(new Sale(1), ANY));
    assertTrue(e.getMessage().contains(Sale.class.getName()), e.getMessage());
  }

  @Test
  void aBadRegistratorIsNamed() {
    SparkConf conf = new SparkConf(false).set(FurySparkSettings.REGISTRATORS, Sale.class.getName());
    FuryException e =
        assertThrows(FuryException.class, () -> new FurySparkSerializer(conf).newInstance());
    assertTrue(e.getMessage().contains("does not implement"), e.getMessage());
  }

  @Test
  void theSerializerTravelsToExecutorsThroughJavaSerialization() {
    SerializerInstance java = new JavaSerializer(new SparkConf(false)).newInstance();
    ClassTag<FurySparkSerializer> tag = ClassTag$.MODULE$.apply(FurySparkSerializer.class);
    FurySparkSerializer shipped =
        java.deserialize(java.serialize(new FurySparkSerializer(conf()), tag), tag);
    SerializerInstance remote = shipped.newInstance();
    assertEquals(new Store(5), remote.deserialize(fury.serialize(new Store(5), ANY), ANY));
  }
}
