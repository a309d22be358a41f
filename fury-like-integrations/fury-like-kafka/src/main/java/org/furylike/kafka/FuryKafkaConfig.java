package org.furylike.kafka;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.CompatibleMode;
import org.furylike.config.FuryBuilder;
import org.furylike.exception.FuryException;

/**
 * The Kafka client properties that configure {@link FurySerializer}, {@link FuryDeserializer} and
 * {@link FurySerde} when Kafka creates them from class names:
 *
 * <ul>
 *   <li>{@value #CLASSES}: the classes to register, in order, as a comma-separated list of names or
 *       a {@code List} of names or {@code Class} objects. Producers and consumers must list the
 *       same classes in the same order.
 *   <li>{@value #COMPATIBLE}: {@code true} for compatible mode (readers accept newer or older
 *       versions of the classes; each message then carries the schemas of its classes), default
 *       {@code false}.
 *   <li>{@value #REF_TRACKING}: {@code true} to keep shared and cyclic references, default {@code
 *       false}.
 *   <li>{@value #REQUIRE_REGISTRATION}: default {@code true}; {@code false} lets unregistered
 *       classes travel by name (only for trusted topics).
 *   <li>{@value #KEY_TYPE} / {@value #VALUE_TYPE}: the class the deserializer must produce for keys
 *       / values; a record of another class fails. Default: any registered class.
 * </ul>
 *
 * <p>Classes are loaded through the thread's context class loader (Kafka's own rule for configured
 * classes), falling back to the loader of this module.
 */
public final class FuryKafkaConfig {
  /** Comma-separated class names (or a list) registered in order. */
  public static final String CLASSES = "furylike.classes";

  /** {@code true} for compatible mode. */
  public static final String COMPATIBLE = "furylike.compatible";

  /** {@code true} to track shared references. */
  public static final String REF_TRACKING = "furylike.ref.tracking";

  /** {@code false} to accept unregistered classes. */
  public static final String REQUIRE_REGISTRATION = "furylike.require.registration";

  /** The class a key deserializer must produce. */
  public static final String KEY_TYPE = "furylike.key.type";

  /** The class a value deserializer must produce. */
  public static final String VALUE_TYPE = "furylike.value.type";

  private FuryKafkaConfig() {}

  /**
   * Builds the pooled {@link ThreadSafeFury} described by {@code configs}.
   *
   * @param configs the Kafka client configuration
   * @return the serializer, with the configured classes registered
   */
  public static ThreadSafeFury buildFury(Map<String, ?> configs) {
    ClassLoader loader = loader();
    FuryBuilder builder =
        Fury.builder()
            .withClassLoader(loader)
            .withCompatibleMode(
                flag(configs, COMPATIBLE, false)
                    ? CompatibleMode.COMPATIBLE
                    : CompatibleMode.SCHEMA_CONSISTENT)
            .withRefTracking(flag(configs, REF_TRACKING, false))
            .requireClassRegistration(flag(configs, REQUIRE_REGISTRATION, true));
    int cores = Runtime.getRuntime().availableProcessors();
    ThreadSafeFury fury = builder.buildThreadSafeFuryPool(1, Math.max(4, 2 * cores));
    for (Class<?> cls : classes(configs.get(CLASSES), loader)) {
      fury.register(cls);
    }
    return fury;
  }

  /** The class a deserializer must produce, or {@code Object} when none is configured. */
  static Class<?> expectedType(Map<String, ?> configs, boolean isKey) {
    Object value = configs.get(isKey ? KEY_TYPE : VALUE_TYPE);
    return value == null ? Object.class : toClass(value, loader());
  }

  private static boolean flag(Map<String, ?> configs, String key, boolean otherwise) {
    Object value = configs.get(key);
    if (value == null) {
      return otherwise;
    }
    String text = value.toString().trim();
    if (!text.equalsIgnoreCase("true") && !text.equalsIgnoreCase("false")) {
      throw new FuryException(
          "Kafka property " + key + " must be true or false, not '" + text + "'");
    }
    return Boolean.parseBoolean(text);
  }

  private static List<Class<?>> classes(Object value, ClassLoader loader) {
    List<Class<?>> out = new ArrayList<>();
    if (value == null) {
      return out;
    }
    Collection<?> items =
        value instanceof Collection ? (Collection<?>) value : List.of(value.toString().split(","));
    for (Object item : items) {
      if (!(item instanceof String) || !((String) item).isBlank()) {
        out.add(toClass(item, loader));
      }
    }
    return out;
  }

  private static Class<?> toClass(Object item, ClassLoader loader) {
    if (item instanceof Class) {
      return (Class<?>) item;
    }
    String name = item.toString().trim();
    try {
      return Class.forName(name, false, loader);
    } catch (ClassNotFoundException e) {
      throw new FuryException(
          "class "
              + name
              + " named in the Kafka properties ("
              + CLASSES
              + " or a type property) was not found by "
              + loader,
          e);
    }
  }

  private static ClassLoader loader() {
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    return context != null ? context : FuryKafkaConfig.class.getClassLoader();
  }
}
