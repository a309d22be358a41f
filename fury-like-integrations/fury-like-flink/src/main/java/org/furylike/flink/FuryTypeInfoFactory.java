package org.furylike.flink;

import java.lang.reflect.Type;
import java.util.Map;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;

/**
 * Makes Flink use {@link FuryTypeSerializer} for a class everywhere it appears. Subclass it with a
 * public no-argument constructor that names the class and the classes to register after it:
 *
 * <pre>{@code
 * public class ReadingInfo extends FuryTypeInfoFactory<Reading> {
 *   public ReadingInfo() { super(Reading.class, Place.class); }
 * }
 * }</pre>
 *
 * then annotate the class with {@code @TypeInfo(ReadingInfo.class)}, or, without touching it, set
 * {@code pipeline.serialization-config: [com.example.Reading: {type: typeinfo, class:
 * com.example.ReadingInfo}]}.
 *
 * @param <T> the described type
 */
public abstract class FuryTypeInfoFactory<T> extends TypeInfoFactory<T> {
  private final Class<T> type;
  private final Class<?>[] classes;

  /**
   * For subclasses: {@code type}, then {@code classes} registered in order.
   *
   * @param type the value class
   * @param classes further classes its values hold, registered in this order
   */
  protected FuryTypeInfoFactory(Class<T> type, Class<?>... classes) {
    this.type = type;
    this.classes = classes.clone();
  }

  @Override
  public TypeInformation<T> createTypeInfo(
      Type t, Map<String, TypeInformation<?>> genericParameters) {
    return new FuryTypeInfo<>(type, classes);
  }
}
