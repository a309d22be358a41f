package org.furylike.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.spark.Dependency;
import org.apache.spark.ShuffleDependency;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.rdd.RDD;
import org.apache.spark.scheduler.SparkListener;
import org.apache.spark.scheduler.SparkListenerTaskEnd;
import org.apache.spark.storage.StorageLevel;
import org.furylike.spark.Shop.Sale;
import org.furylike.spark.Shop.Store;
import org.furylike.spark.Shop.Totals;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import scala.Tuple2;
import scala.jdk.javaapi.CollectionConverters;

/**
 * One Spark job in {@code local[2]}, run twice in this JVM: with {@link FurySparkSerializer} and
 * with Spark's {@code KryoSerializer}. It caches user objects serialized ({@code MEMORY_ONLY_SER})
 * and shuffles them through {@code reduceByKey}, {@code groupByKey} and {@code join}; both runs
 * must give equal results. Shuffle compression is off so the shuffle bytes, summed from Spark's
 * task metrics and printed, compare the two serializers' output. The bypass shuffle writer is off,
 * so {@code groupByKey} and {@code join} go through Spark's serialized shuffle, which moves
 * serialized records around (the relocation that {@link FurySparkSerializer} declares it supports).
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class SparkJobTest {
  private static final int SALES = 20_000;

  /** What the job computes, compared between the two runs. */
  record Results(
      Map<String, Totals> totals,
      Map<String, List<Integer>> quantitiesBySku,
      Map<String, String> joined,
      long cachedCount,
      long shuffleBytes) {}

  @Test
  void sameResultsAsKryoAndShuffleBytesReported() throws Exception {
    SparkConf fury =
        base()
            .set("spark.serializer", FurySparkSerializer.class.getName())
            .set(FurySparkSettings.CLASSES, Sale.class.getName() + "," + Totals.class.getName())
            .set(FurySparkSettings.REGISTRATORS, Shop.Registrator.class.getName());
    SparkConf kryo =
        base()
            .set("spark.serializer", "org.apache.spark.serializer.KryoSerializer")
            .set(
                "spark.kryo.classesToRegister",
                Sale.class.getName() + "," + Totals.class.getName() + "," + Store.class.getName());
    Results withFury = run(fury);
    Results withKryo = run(kryo);
    System.out.printf(
        "Spark local[2] job (%d sales; reduceByKey, groupByKey, join), uncompressed"
            + " shuffle write bytes from task metrics: fury-like %d, Kryo %d (fury-like/Kryo = %.3f)%n",
        SALES,
        withFury.shuffleBytes(),
        withKryo.shuffleBytes(),
        withFury.shuffleBytes() / (double) withKryo.shuffleBytes());
    assertEquals(withKryo.totals(), withFury.totals());
    assertEquals(withKryo.quantitiesBySku(), withFury.quantitiesBySku());
    assertEquals(withKryo.joined(), withFury.joined());
    assertEquals(SALES, withFury.cachedCount());
    assertEquals(37, withFury.totals().size());
    assertTrue(withFury.shuffleBytes() > 0 && withKryo.shuffleBytes() > 0);
  }

  private static SparkConf base() {
    return new SparkConf(false)
        .setMaster("local[2]")
        .setAppName("fury-like-spark-test")
        .set("spark.driver.host", "127.0.0.1")
        .set("spark.driver.bindAddress", "127.0.0.1")
        .set("spark.ui.enabled", "false")
        .set("spark.shuffle.compress", "false")
        // never the bypass writer: shuffles without map-side combining (groupByKey, join) then
        // take Spark's serialized sort shuffle, which relocates serialized records
        .set("spark.shuffle.sort.bypassMergeThreshold", "0")
        .set("spark.default.parallelism", "4");
  }

  private static Results run(SparkConf conf) throws Exception {
    AtomicLong shuffleBytes = new AtomicLong();
    try (JavaSparkContext sc = new JavaSparkContext(conf)) {
      sc.sc()
          .addSparkListener(
              new SparkListener() {
                @Override
                public void onTaskEnd(SparkListenerTaskEnd end) {
                  if (end.taskMetrics() != null) {
                    shuffleBytes.addAndGet(end.taskMetrics().shuffleWriteMetrics().bytesWritten());
                  }
                }
              });
      List<Long> ids = new ArrayList<>();
      for (long i = 0; i < SALES; i++) {
        ids.add(i);
      }
      JavaRDD<Sale> sales =
          sc.parallelize(ids, 4).map(Sale::new).persist(StorageLevel.MEMORY_ONLY_SER());
      long cached = sales.count();
      assertTrue(sc.sc().getRDDStorageInfo()[0].memSize() > 0, "the sales are cached serialized");
      JavaPairRDD<String, Totals> totals =
          sales.mapToPair(s -> new Tuple2<>(s.store, Totals.of(s))).reduceByKey(Totals::merge);
      Map<String, List<Integer>> bySku = new TreeMap<>();
      JavaPairRDD<String, Iterable<Sale>> grouped =
          sales.mapToPair(s -> new Tuple2<>(s.sku, s)).groupByKey();
      assertEquals("SerializedShuffleHandle", shuffleHandle(grouped.rdd()));
      grouped
          .collect()
          .forEach(
              g -> {
                List<Integer> quantities = new ArrayList<>();
                g._2().forEach(s -> quantities.add(s.quantity));
                quantities.sort(null);
                bySku.put(g._1(), quantities);
              });
      List<Store> storeList = new ArrayList<>();
      for (int i = 0; i < 40; i++) {
        storeList.add(new Store(i));
      }
      Map<String, String> joined = new TreeMap<>();
      sc.parallelize(storeList, 2)
          .mapToPair(s -> new Tuple2<>(s.id, s))
          .join(totals)
          .collect()
          .forEach(j -> joined.put(j._1(), j._2()._1() + " " + j._2()._2()));
      Map<String, Totals> totalsMap = new TreeMap<>(totals.collectAsMap());
      sc.sc().listenerBus().waitUntilEmpty();
      return new Results(totalsMap, bySku, joined, cached, shuffleBytes.get());
    }
  }

  /** The kind of shuffle Spark chose for the nearest shuffle below {@code rdd}. */
  private static String shuffleHandle(RDD<?> rdd) {
    for (Dependency<?> d : CollectionConverters.asJava(rdd.dependencies())) {
      if (d instanceof ShuffleDependency) {
        return ((ShuffleDependency<?, ?, ?>) d).shuffleHandle().getClass().getSimpleName();
      }
      return shuffleHandle(d.rdd());
    }
    return "none";
  }
}
