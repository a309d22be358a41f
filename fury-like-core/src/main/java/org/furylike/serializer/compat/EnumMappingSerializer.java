package org.furylike.serializer.compat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.furylike.context.ReadContext;
import org.furylike.exception.DeserializationException;
import org.furylike.meta.TypeDef;
import org.furylike.resolver.ClassResolver;

/**
 * Reads enum ordinals written against another version of the enum: each remote ordinal maps, by
 * constant name, to the reader's constant. A constant the reader does not have becomes null or an
 * error (by configuration), never a different constant. With no local enum the value is dropped.
 */
final class EnumMappingSerializer extends CompatibleSerializers.ReadOnly {
  private final TypeDef def;
  private final Object[] byRemoteOrdinal;
  private final boolean unknownAsNull;

  EnumMappingSerializer(ClassResolver resolver, TypeDef def, Class<?> local) {
    super(local == null ? Object.class : local);
    this.def = def;
    this.unknownAsNull = resolver.getConfig().isUnknownEnumAsNull();
    List<String> names = def.constants();
    byRemoteOrdinal = new Object[names.size()];
    if (local != null) {
      Map<String, Object> byName = new HashMap<>();
      for (Object c : local.getEnumConstants()) {
        byName.put(((Enum<?>) c).name(), c);
      }
      for (int i = 0; i < names.size(); i++) {
        byRemoteOrdinal[i] = byName.get(names.get(i));
      }
    }
  }

  @Override
  public boolean isRefTrackable() {
    return false;
  }

  @Override
  public Object read(ReadContext ctx) {
    int at = ctx.buffer().readerIndex();
    int ordinal = ctx.buffer().readVarUint32();
    if (ordinal < 0 || ordinal >= byRemoteOrdinal.length) {
      throw new DeserializationException(
          "enum ordinal "
              + ordinal
              + " at offset "
              + at
              + " is out of range for the writer's "
              + def.identity()
              + " ("
              + byRemoteOrdinal.length
              + " constants)");
    }
    Object value = byRemoteOrdinal[ordinal];
    if (value == null && type != Object.class && !unknownAsNull) {
      throw new DeserializationException(
          "enum constant "
              + def.constants().get(ordinal)
              + " of "
              + def.identity()
              + " at offset "
              + at
              + " does not exist in the reader's "
              + type.getName());
    }
    return value;
  }
}
