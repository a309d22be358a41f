package org.furylike.serializer.builtin;

import java.io.IOException;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.Map;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.SerializationException;
import org.furylike.meta.GenericType;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassInfo;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.AbstractMapSerializer;
import org.furylike.serializer.GenericSerializer;
import org.furylike.serializer.Serializer;

/**
 * {@code EnumSet}, {@code EnumMap} and {@code BitSet}.
 *
 * <p>An enum set or map names its enum class with the resolver's class info (so the class is
 * checked and must be registered when registration is required). The class is found with public API
 * only: from the first element or key ({@code getDeclaringClass()}); for an empty {@code EnumSet},
 * from the first element of {@code EnumSet.complementOf}; when that is empty too (an enum without
 * constants) or for an empty {@code EnumMap}, from the class descriptors that {@code
 * ObjectOutputStream} reports to {@link ObjectOutputStream#annotateClass} while it writes the value
 * to a discarding stream (both classes record their enum class in their serialized form).
 */
final class EnumCollectionSerializers {
  /** The JDK's private {@code EnumSet} class for enums of up to 64 constants. */
  private static final Class<?> REGULAR_ENUM_SET =
      EnumSet.noneOf(java.time.DayOfWeek.class).getClass();

  private EnumCollectionSerializers() {}

  static void registerSets(BuiltinRegistry r) {
    r.add(EnumSet.class, FACTORY);
    r.alias(REGULAR_ENUM_SET, EnumSet.class);
    try {
      r.alias(Class.forName("java.util.JumboEnumSet", false, null), EnumSet.class);
    } catch (ClassNotFoundException e) {
      // a JDK without this implementation class never produces its instances
    }
    r.add(BitSet.class, FACTORY);
  }

  static void registerMaps(BuiltinRegistry r) {
    r.add(EnumMap.class, FACTORY);
  }

  /** Writes the class info of an enum class used as an element or key type. */
  private static void writeEnumClass(WriteContext ctx, Class<?> enumClass) {
    ClassInfo info = ctx.resolver().getClassInfo(enumClass);
    ctx.resolver().writeClassInfo(ctx, info);
  }

  /**
   * Reads the class info written by {@link #writeEnumClass} and checks that it is an enum, or (in
   * compatible mode) an enum this reader does not have.
   */
  private static ClassInfo readEnumInfo(ReadContext ctx, String owner) {
    int at = ctx.buffer().readerIndex();
    ClassInfo info = ctx.resolver().readClassInfo(ctx);
    if (info.getKind() != ClassInfo.SKIPPED && !info.getCls().isEnum()) {
      throw new DeserializationException(
          owner
              + " at offset "
              + at
              + " names element type "
              + info.getCls().getName()
              + ", which is not an enum");
    }
    return info;
  }

  /**
   * Whether {@code info} describes an enum as another version of it was written (compatible mode):
   * its ordinals must then be mapped by name through the info's serializer, not indexed into the
   * local constants.
   */
  private static boolean isRemote(ReadContext ctx, ClassInfo info) {
    return info.getKind() == ClassInfo.SKIPPED
        || info != ctx.resolver().getClassInfo(info.getCls());
  }

  /**
   * The enum class recorded in the Java-serialized form of {@code value}, or null. Only the class
   * descriptors are observed; the bytes are discarded.
   */
  static Class<?> enumClassFromSerialForm(Object value) {
    Class<?>[] found = new Class<?>[1];
    OutputStream discard = OutputStream.nullOutputStream();
    try (ObjectOutputStream out =
        new ObjectOutputStream(discard) {
          @Override
          protected void annotateClass(Class<?> cl) {
            if (found[0] == null && cl.isEnum()) {
              found[0] = cl;
            }
          }
        }) {
      out.writeObject(value);
    } catch (IOException | RuntimeException e) {
      return null;
    }
    return found[0];
  }

  /** Enum sets: enum class, count, then each element's ordinal (varint). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static final class EnumSetSerializer extends Serializer<EnumSet> {
    EnumSetSerializer() {
      super(EnumSet.class);
    }

    static Class<?> elementType(EnumSet<?> set) {
      if (!set.isEmpty()) {
        return set.iterator().next().getDeclaringClass();
      }
      EnumSet<?> all = EnumSet.complementOf((EnumSet) set);
      if (!all.isEmpty()) {
        return all.iterator().next().getDeclaringClass();
      }
      Class<?> c = enumClassFromSerialForm(set);
      if (c == null) {
        throw new SerializationException(
            "cannot find the element type of an empty EnumSet of an enum without constants");
      }
      return c;
    }

    @Override
    public void write(WriteContext ctx, EnumSet value) {
      writeEnumClass(ctx, elementType(value));
      ctx.buffer().writeVarUint32(value.size());
      for (Object e : value) {
        ctx.buffer().writeVarUint32(((Enum<?>) e).ordinal());
      }
    }

    @Override
    public EnumSet read(ReadContext ctx) {
      ClassInfo info = readEnumInfo(ctx, "EnumSet");
      if (isRemote(ctx, info)) {
        return readRemote(ctx, info);
      }
      Class<Enum> cls = (Class<Enum>) info.getCls();
      EnumSet set = EnumSet.noneOf(cls);
      ctx.reference(set);
      int n = ctx.readLength(1, "EnumSet");
      Enum[] constants = cls.getEnumConstants();
      for (int i = 0; i < n; i++) {
        int at = ctx.buffer().readerIndex();
        int ordinal = ctx.buffer().readVarUint32();
        if (ordinal < 0 || ordinal >= constants.length) {
          throw new DeserializationException(
              "EnumSet ordinal "
                  + (ordinal & 0xFFFFFFFFL)
                  + " at offset "
                  + at
                  + " is out of range for "
                  + cls.getName()
                  + " ("
                  + constants.length
                  + " constants)");
        }
        set.add(constants[ordinal]);
      }
      return set;
    }

    /**
     * Elements written against another version of the enum, mapped by name; constants this reader
     * lacks are left out (or rejected, by configuration), and a set of an enum it lacks is null.
     */
    private EnumSet readRemote(ReadContext ctx, ClassInfo info) {
      Serializer<?> elements = ctx.resolver().getSerializer(info);
      EnumSet set =
          info.getKind() == ClassInfo.SKIPPED ? null : EnumSet.noneOf((Class<Enum>) info.getCls());
      if (set != null) {
        ctx.reference(set);
      }
      int n = ctx.readLength(1, "EnumSet");
      for (int i = 0; i < n; i++) {
        Object e = elements.read(ctx);
        if (e != null && set != null) {
          set.add(e);
        }
      }
      return set;
    }

    @Override
    public EnumSet copy(CopyContext ctx, EnumSet value) {
      return value.clone();
    }
  }

  /** Enum maps: count, key enum class, then the entries as in {@link AbstractMapSerializer}. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static final class EnumMapSerializer extends Serializer<EnumMap>
      implements GenericSerializer<EnumMap> {
    EnumMapSerializer() {
      super(EnumMap.class);
    }

    static Class<?> keyType(EnumMap<?, ?> map) {
      if (!map.isEmpty()) {
        return map.keySet().iterator().next().getDeclaringClass();
      }
      Class<?> c = enumClassFromSerialForm(map);
      if (c == null) {
        throw new SerializationException("cannot find the key type of an empty EnumMap");
      }
      return c;
    }

    @Override
    public void write(WriteContext ctx, EnumMap value) {
      write(ctx, value, null);
    }

    @Override
    public void write(WriteContext ctx, EnumMap value, GenericType declared) {
      int size = value.size();
      ctx.buffer().writeVarUint32(size);
      writeEnumClass(ctx, keyType(value));
      if (size > 0) {
        AbstractMapSerializer.writeEntries(ctx, value, declared);
      }
    }

    @Override
    public EnumMap read(ReadContext ctx) {
      return read(ctx, null);
    }

    @Override
    public EnumMap read(ReadContext ctx, GenericType declared) {
      int size = ctx.readLength(2, "EnumMap");
      ClassInfo info = readEnumInfo(ctx, "EnumMap");
      // compatible mode: keys the reader's enum lacks arrive as null and are left out; a map of
      // an enum the reader lacks is read and dropped
      boolean remote = isRemote(ctx, info);
      boolean skipped = info.getKind() == ClassInfo.SKIPPED;
      Class<Enum> cls = skipped ? null : (Class<Enum>) info.getCls();
      EnumMap map = skipped ? null : new EnumMap(cls);
      if (map != null) {
        ctx.reference(map);
      }
      if (size > 0) {
        int at = ctx.buffer().readerIndex();
        Map<Object, Object> entries = new LinkedHashMap<>(CollectionSerializers.capacityFor(size));
        AbstractMapSerializer.readEntries(ctx, entries, size, declared);
        for (Map.Entry<Object, Object> e : entries.entrySet()) {
          if (skipped || (remote && e.getKey() == null)) {
            continue;
          }
          if (!cls.isInstance(e.getKey())) {
            throw new DeserializationException(
                "EnumMap of "
                    + cls.getName()
                    + " with entries at offset "
                    + at
                    + " has key "
                    + (e.getKey() == null ? "null" : "of " + e.getKey().getClass().getName()));
          }
          map.put(e.getKey(), e.getValue());
        }
      }
      return map;
    }

    @Override
    public EnumMap copy(CopyContext ctx, EnumMap value) {
      EnumMap copy = new EnumMap(value);
      copy.clear();
      ctx.reference(value, copy);
      for (Object o : value.entrySet()) {
        Map.Entry e = (Map.Entry) o;
        copy.put(e.getKey(), ctx.copyObject(e.getValue()));
      }
      return copy;
    }
  }

  /** Bit sets: the count of 64-bit words, then the words of {@code toLongArray()}. */
  static final class BitSetSerializer extends Serializer<BitSet> {
    BitSetSerializer() {
      super(BitSet.class);
    }

    @Override
    public void write(WriteContext ctx, BitSet value) {
      long[] words = value.toLongArray();
      ctx.buffer().writeVarUint32(words.length);
      ctx.buffer().writeLongArray(words);
    }

    @Override
    public BitSet read(ReadContext ctx) {
      int n = ctx.readLength(8, "BitSet");
      BitSet set = BitSet.valueOf(ctx.buffer().readLongArray(n));
      ctx.reference(set);
      return set;
    }

    @Override
    public BitSet copy(CopyContext ctx, BitSet value) {
      return (BitSet) value.clone();
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == EnumSet.class) {
        return new EnumSetSerializer();
      }
      if (c == BitSet.class) {
        return new BitSetSerializer();
      }
      if (c == EnumMap.class) {
        return new EnumMapSerializer();
      }
      return null;
    }
  }
}
