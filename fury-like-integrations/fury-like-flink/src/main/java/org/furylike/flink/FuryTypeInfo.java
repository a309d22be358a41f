package org.furylike.flink;

import java.util.Arrays;
import java.util.List;
import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;

/**
 * Flink type information that serializes {@code T} with a {@link FuryTypeSerializer}. Give it to
 * Flink where a type is declared:
 *
 * <pre>{@code
 * TypeInformation<Reading> info = new FuryTypeInfo<>(Reading.class, Place.class);
 * stream.map(...).returns(info);                                   // records between tasks
 * new ValueStateDescriptor<>("last", info);                         // keyed state
 * }</pre>
 *
 * or once for the class, with a {@link FuryTypeInfoFactory} subclass named in {@code @TypeInfo} on
 * the class or in Flink's {@code pipeline.serialization-config}.
 *
 * @param <T> the described type
 */
public final class FuryTypeInfo<T> extends TypeInformation<T> {
  private static final long serialVersionUID = 1L;

  /** The class described. */
  private final Class<T> type;

  /** The classes registered after it, in order. */
  private final List<Class<?>> classes;

  /**
   * Type information for {@code type}; {@code classes} are registered after it, in order.
   *
   * @param type the value class
   * @param classes further classes its values hold, registered in this order
   */
  public FuryTypeInfo(Class<T> type, Class<?>... classes) {
    this.type = type;
    this.classes = List.copyOf(Arrays.asList(classes));
  }

  @Override
  public boolean isBasicType() {
    return false;
  }

  @Override
  public boolean isTupleType() {
    return false;
  }

  @Override
  public int getArity() {
    return 1;
  }

  @Override
  public int getTotalFields() {
    return 1;
  }

  @Override
  public Class<T> getTypeClass() {
    return type;
  }

  /** False: key streams by a field (a {@code KeySelector}), not by the whole object. */
  @Override
  public boolean isKeyType() {
    return false;
  }

  @Override
  public TypeSerializer<T> createSerializer(SerializerConfig config) {
    return new FuryTypeSerializer<>(type, classes);
  }

  @Override
  public String toString() {
    return "FuryTypeInfo(" + type.getName() + ")";
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FuryTypeInfo
        && ((FuryTypeInfo<?>) o).type == type
        && ((FuryTypeInfo<?>) o).classes.equals(classes);
  }

  @Override
  public int hashCode() {
    return type.hashCode() * 31 + classes.hashCode();
  }

  @Override
  public boolean canEqual(Object o) {
    return o instanceof FuryTypeInfo;
  }
}
