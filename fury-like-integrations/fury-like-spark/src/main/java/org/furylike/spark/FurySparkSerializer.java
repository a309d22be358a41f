package org.furylike.spark;

import java.io.Serializable;
import java.util.Map;
import java.util.WeakHashMap;
import org.apache.spark.SparkConf;
import org.apache.spark.serializer.Serializer;
import org.apache.spark.serializer.SerializerInstance;
import org.furylike.ThreadSafeFury;

/**
 * A Spark serializer backed by fury-like, for shuffles, cached blocks ({@code MEMORY_ONLY_SER} and
 * friends), broadcasts and task results. Enable it with
 *
 * <pre>{@code
 * spark.serializer                   org.furylike.spark.FurySparkSerializer
 * spark.furylike.classesToRegister   com.example.Order,com.example.Customer
 * spark.furylike.registrator         com.example.MyFuryRegistrator   (optional, see FuryRegistrator)
 * }</pre>
 *
 * <p>Other settings: {@code spark.furylike.registrationRequired} (default {@code false}, as for
 * Spark's Kryo: a class that is not registered is written with its name, which costs bytes but
 * works for the many Spark and Scala classes Spark itself sends through the serializer, such as map
 * statuses; {@code true} fails a task with a {@code ClassNotRegisteredException} naming the class),
 * {@code spark.furylike.referenceTracking} (default {@code false}; turn on for object graphs with
 * shared or cyclic references) and {@code spark.furylike.compatible} (default {@code false}).
 * fury-like's deny list of dangerous classes applies either way.
 *
 * <p>Spark's own record classes ({@code Tuple2}, {@code Tuple3}, {@code Some}, {@code None}, Scala
 * lists, {@code CompactBuffer}) are registered first; {@code None} and {@code Nil} keep their
 * singleton identity. Classes are resolved through the class loader Spark sets with {@link
 * #setDefaultClassLoader} (the executor's user-code loader), else the thread's context loader.
 *
 * <p>Every object in a stream is written as a length-prefixed, self-contained frame that depends on
 * no earlier frame, so Spark may reorder serialized records ({@link
 * #supportsRelocationOfSerializedObjects} is {@code true}) and use its serialized sort shuffle.
 */
public class FurySparkSerializer extends Serializer implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The settings read from the Spark configuration, sent to executors with this serializer. */
  private final FurySparkSettings settings;

  private transient volatile ClassLoader loader;
  private transient Map<ClassLoader, ThreadSafeFury> furies;

  /**
   * Called by Spark with the application's configuration.
   *
   * @param conf the application's Spark configuration
   */
  public FurySparkSerializer(SparkConf conf) {
    this.settings = new FurySparkSettings(conf);
  }

  /** Resolves classes through {@code classLoader} from now on. */
  @Override
  public Serializer setDefaultClassLoader(ClassLoader classLoader) {
    super.setDefaultClassLoader(classLoader);
    this.loader = classLoader;
    return this;
  }

  @Override
  public SerializerInstance newInstance() {
    return new FurySerializerInstance(this);
  }

  /** True: each object is an independent frame; see the class comment. */
  @Override
  public boolean supportsRelocationOfSerializedObjects() {
    return true;
  }

  /** The class loader in force: Spark's default loader, else the thread's context loader. */
  ClassLoader classLoader() {
    ClassLoader l = loader;
    if (l == null) {
      l = Thread.currentThread().getContextClassLoader();
    }
    return l != null ? l : FurySparkSerializer.class.getClassLoader();
  }

  /** The serializer for {@code classLoader}, built once per loader. */
  synchronized ThreadSafeFury fury(ClassLoader classLoader) {
    if (furies == null) {
      furies = new WeakHashMap<>();
    }
    return furies.computeIfAbsent(classLoader, settings::build);
  }
}
