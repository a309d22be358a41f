package org.furylike.serializer.builtin;

import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;

/**
 * Enum constants by ordinal (varint), constants with bodies included.
 *
 * @param <E> the enum class
 */
public final class EnumSerializer<E extends Enum<E>> extends ImmutableSerializer<E> {
  private final E[] constants;

  /**
   * Creates the serializer of enum {@code type}.
   *
   * @param type the enum class
   */
  public EnumSerializer(Class<E> type) {
    super(type);
    this.constants = type.getEnumConstants();
  }

  @Override
  public void write(WriteContext ctx, E value) {
    ctx.buffer().writeVarUint32(value.ordinal());
  }

  @Override
  @GeneratedCodeApi
  public E read(ReadContext ctx) {
    int at = ctx.buffer().readerIndex();
    int ordinal = ctx.buffer().readVarUint32();
    if (ordinal < 0 || ordinal >= constants.length) {
      throw new DeserializationException(
          "enum ordinal "
              + ordinal
              + " at offset "
              + at
              + " is out of range for "
              + type.getName()
              + " ("
              + constants.length
              + " constants)");
    }
    return constants[ordinal];
  }
}
