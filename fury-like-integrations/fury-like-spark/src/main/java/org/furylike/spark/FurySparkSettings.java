package org.furylike.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.apache.spark.SparkConf;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.FuryException;
import org.furylike.serializer.Serializer;

/**
 * The {@code spark.furylike.*} settings of a {@link FurySparkSerializer}, read once from the {@link
 * SparkConf} and shipped with the serializer to executors.
 */
final class FurySparkSettings implements Serializable {
  private static final long serialVersionUID = 1L;

  static final String CLASSES = "spark.furylike.classesToRegister";
  static final String REGISTRATORS = "spark.furylike.registrator";
  static final String REGISTRATION_REQUIRED = "spark.furylike.registrationRequired";
  static final String REFERENCE_TRACKING = "spark.furylike.referenceTracking";
  static final String COMPATIBLE = "spark.furylike.compatible";

  /**
   * Classes Spark itself passes through {@code spark.serializer} (pair RDD records, grouped values,
   * task results), registered first on every side. Scala singletons come separately.
   */
  private static final List<String> SPARK_CLASSES =
      List.of(
          "scala.Tuple2",
          "scala.Tuple3",
          "scala.Some",
          "scala.collection.immutable.$colon$colon",
          "org.apache.spark.util.collection.CompactBuffer",
          // sc.parallelize ships its slices through spark.serializer as array-backed Scala
          // sequences
          "scala.collection.immutable.ArraySeq$ofRef",
          "scala.collection.immutable.ArraySeq$ofInt",
          "scala.collection.immutable.ArraySeq$ofLong",
          "scala.collection.immutable.ArraySeq$ofDouble",
          "scala.collection.immutable.ArraySeq$ofFloat",
          "scala.collection.immutable.ArraySeq$ofShort",
          "scala.collection.immutable.ArraySeq$ofByte",
          "scala.collection.immutable.ArraySeq$ofChar",
          "scala.collection.immutable.ArraySeq$ofBoolean");

  /** The classes of Scala's class tags, each written as the class it stands for. */
  private static final List<String> CLASS_TAGS =
      List.of(
          "scala.reflect.ClassTag$GenericClassTag",
          "scala.reflect.ManifestFactory$ClassTypeManifest",
          "scala.reflect.ManifestFactory$AnyManifest",
          "scala.reflect.ManifestFactory$ObjectManifest",
          "scala.reflect.ManifestFactory$NothingManifest",
          "scala.reflect.ManifestFactory$NullManifest",
          "scala.reflect.ManifestFactory$BooleanManifest",
          "scala.reflect.ManifestFactory$ByteManifest",
          "scala.reflect.ManifestFactory$CharManifest",
          "scala.reflect.ManifestFactory$ShortManifest",
          "scala.reflect.ManifestFactory$IntManifest",
          "scala.reflect.ManifestFactory$LongManifest",
          "scala.reflect.ManifestFactory$FloatManifest",
          "scala.reflect.ManifestFactory$DoubleManifest",
          "scala.reflect.ManifestFactory$UnitManifest");

  private static final List<String> SCALA_SINGLETONS =
      List.of("scala.None$", "scala.collection.immutable.Nil$");

  private final List<String> classes;
  private final List<String> registrators;
  private final boolean registrationRequired;
  private final boolean referenceTracking;
  private final boolean compatible;

  FurySparkSettings(SparkConf conf) {
    classes = names(conf.get(CLASSES, ""));
    registrators = names(conf.get(REGISTRATORS, ""));
    registrationRequired = conf.getBoolean(REGISTRATION_REQUIRED, false);
    referenceTracking = conf.getBoolean(REFERENCE_TRACKING, false);
    compatible = conf.getBoolean(COMPATIBLE, false);
  }

  private static List<String> names(String list) {
    List<String> out = new ArrayList<>();
    for (String name : list.split(",")) {
      if (!name.isBlank()) {
        out.add(name.trim());
      }
    }
    return out;
  }

  /** A {@link ThreadSafeFury} that loads and resolves classes through {@code loader}. */
  ThreadSafeFury build(ClassLoader loader) {
    ThreadSafeFury fury =
        Fury.builder()
            .withClassLoader(loader)
            .requireClassRegistration(registrationRequired)
            .withRefTracking(referenceTracking)
            .withCompatibleMode(
                compatible ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT)
            .buildThreadSafeFury();
    for (String name : SCALA_SINGLETONS) {
      registerSingleton(fury, load(name, loader, "a built-in registration"));
    }
    for (String name : CLASS_TAGS) {
      Class<?> cls = load(name, loader, "a built-in registration");
      use(fury, cls, () -> new ClassTagSerializer(cls));
    }
    for (String name : SPARK_CLASSES) {
      fury.register(load(name, loader, "a built-in registration"));
    }
    for (String name : classes) {
      fury.register(load(name, loader, CLASSES));
    }
    for (String name : registrators) {
      newRegistrator(load(name, loader, REGISTRATORS)).registerClasses(fury);
    }
    return fury;
  }

  private static Class<?> load(String name, ClassLoader loader, String origin) {
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException e) {
      throw new FuryException(
          "class " + name + " (from " + origin + ") was not found by " + loader, e);
    }
  }

  private static void registerSingleton(ThreadSafeFury fury, Class<?> cls) {
    Object instance;
    try {
      instance = cls.getField("MODULE$").get(null);
    } catch (ReflectiveOperationException e) {
      throw new FuryException("Scala object " + cls.getName() + " has no readable MODULE$", e);
    }
    use(fury, cls, () -> new ScalaSingletonSerializer(cls, instance));
  }

  /** Registers {@code cls} with a new serializer from {@code make} on each member. */
  @SuppressWarnings("unchecked")
  private static void use(ThreadSafeFury fury, Class<?> cls, Supplier<Serializer<Object>> make) {
    fury.registerSerializer((Class<Object>) cls, config -> make.get());
  }

  private static FuryRegistrator newRegistrator(Class<?> cls) {
    if (!FuryRegistrator.class.isAssignableFrom(cls)) {
      throw new FuryException(
          REGISTRATORS
              + " names "
              + cls.getName()
              + ", which does not implement "
              + FuryRegistrator.class.getName());
    }
    try {
      return (FuryRegistrator) cls.getConstructor().newInstance();
    } catch (ReflectiveOperationException e) {
      throw new FuryException(
          "registrator "
              + cls.getName()
              + " could not be created through its public no-argument constructor",
          e);
    }
  }
}
