package org.furylike.serializer;

import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.resolver.ClassInfo;
import org.furylike.serializer.builtin.CollectionSerializers;
import org.furylike.serializer.builtin.MapSerializers;

/**
 * One-pass runs of containers of values: collection elements, map keys or map values declared as a
 * collection of strings or boxed primitives, or as a map between them ({@link
 * GenericType#valueContainer()}), for example the rows of a {@code List<Map<String, String>>} or
 * the values of a {@code Map<String, List<Integer>>}.
 *
 * <p>{@link ElementCodec}'s general sequence goes over such a run twice, once to observe the
 * containers and once to write them, and writes each through its serializer. Here the run is
 * written in one pass, with the same bytes, while every container is non-null, of the first one's
 * class, served by a built-in sized serializer that takes no reference flags, and holds only
 * non-null values of exactly their declared classes. At the first container that is not, the buffer
 * goes back to where the run began and the caller writes the run the general way. Up to that point
 * nothing but bytes has been written (the class info of a built-in class, sizes and values written
 * in place: no reference, class-name or schema table has changed), so going back leaves the write
 * as it was.
 */
final class NestedRuns {
  private NestedRuns() {}

  /**
   * Writes the elements of {@code c}, declared {@code elementType} (a {@link
   * GenericType#valueContainer()}), as one run; returns false, with the buffer as it was, for the
   * caller to write them the general way.
   */
  static boolean writeElements(WriteContext ctx, Collection<?> c, GenericType elementType) {
    if (c.isEmpty()) {
      return false;
    }
    Object first =
        c instanceof List && c instanceof RandomAccess ? ((List<?>) c).get(0) : c.iterator().next();
    if (!usable(ctx, elementType, first)) {
      return false;
    }
    // the containers: one level deeper, counted once for the run (else the general path)
    if (!ctx.enterRun()) {
      return false;
    }
    MemoryBuffer buffer = ctx.buffer();
    int mark = buffer.writerIndex();
    writeHeader(ctx, elementType, first);
    Class<?> cls = first.getClass();
    int written = 0;
    for (Object e : c) {
      if (!writeContainer(ctx, e, cls, elementType)) {
        return abandon(ctx, buffer, mark);
      }
      written++;
    }
    ctx.exitData();
    if (written != c.size()) {
      throw AbstractCollectionSerializer.sizeChanged(c);
    }
    return true;
  }

  /**
   * Writes the entries of {@code map} as key and value runs when each side is declared a value type
   * written in place or a {@link GenericType#valueContainer()}, and one side is a container;
   * returns false, with the buffer as it was, for the caller to write them the general way.
   */
  static boolean writeEntries(
      WriteContext ctx, Map<?, ?> map, GenericType keyType, GenericType valueType) {
    FieldKind keyKind = keyType.valueKind();
    FieldKind valueKind = valueType.valueKind();
    if ((keyKind == null && keyType.valueContainer() == 0)
        || (valueKind == null && valueType.valueContainer() == 0)
        || (keyKind != null && valueKind != null)) {
      return false;
    }
    Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator();
    if (!it.hasNext()) {
      return false;
    }
    Map.Entry<?, ?> e0 = it.next();
    Object firstKey = e0.getKey();
    Object firstValue = e0.getValue();
    if ((keyKind == null && !usable(ctx, keyType, firstKey))
        || (valueKind == null && !usable(ctx, valueType, firstValue))) {
      return false;
    }
    // the containers: one level deeper, counted once for the run (else the general path)
    if (!ctx.enterRun()) {
      return false;
    }
    MemoryBuffer buffer = ctx.buffer();
    int mark = buffer.writerIndex();
    Class<?> keyClass;
    if (keyKind != null) {
      buffer.writeByte(ElementCodec.DECLARED_TYPE);
      keyClass = keyType.raw();
    } else {
      writeHeader(ctx, keyType, firstKey);
      keyClass = firstKey.getClass();
    }
    Class<?> valueClass;
    if (valueKind != null) {
      buffer.writeByte(ElementCodec.DECLARED_TYPE);
      valueClass = valueType.raw();
    } else {
      writeHeader(ctx, valueType, firstValue);
      valueClass = firstValue.getClass();
    }
    int written = 0;
    for (Map.Entry<?, ?> e : map.entrySet()) {
      if (!writeSide(ctx, e.getKey(), keyKind, keyClass, keyType)
          || !writeSide(ctx, e.getValue(), valueKind, valueClass, valueType)) {
        return abandon(ctx, buffer, mark);
      }
      written++;
    }
    ctx.exitData();
    if (written != map.size()) {
      throw AbstractMapSerializer.sizeChanged(map);
    }
    return true;
  }

  /** Ends a run that cannot be written here: the buffer back to {@code mark}, the level left. */
  private static boolean abandon(WriteContext ctx, MemoryBuffer buffer, int mark) {
    buffer.writerIndex(mark);
    ctx.exitData();
    return false;
  }

  /** Writes one key or value: in place when the side has a {@code kind}, else as a container. */
  private static boolean writeSide(
      WriteContext ctx, Object v, FieldKind kind, Class<?> cls, GenericType declared) {
    return kind != null
        ? ElementCodec.writeInPlace(ctx, kind, cls, v)
        : writeContainer(ctx, v, cls, declared);
  }

  /**
   * Whether a run of containers declared {@code declared} whose first is {@code first} can be
   * written here: {@code first} is not null, its class is the declared one when that is exact, or
   * else a built-in class, and its serializer is a built-in sized one taking no reference flags.
   */
  private static boolean usable(WriteContext ctx, GenericType declared, Object first) {
    if (first == null) {
      return false;
    }
    Serializer<?> s = serializer(ctx, declared, first.getClass());
    if (s == null || (ctx.isRefTracking() && s.isRefTrackable())) {
      return false;
    }
    return declared.valueContainer() == GenericType.VALUE_COLLECTION
        ? s instanceof CollectionSerializers.SizedCollectionSerializer
        : s instanceof MapSerializers.SizedMapSerializer;
  }

  /** The serializer {@link ElementCodec#writeHeader} would choose for a run of {@code cls}. */
  private static Serializer<?> serializer(WriteContext ctx, GenericType declared, Class<?> cls) {
    if (declared.isMonomorphic()) {
      if (cls != declared.raw()) {
        return null;
      }
      Object bound = declared.boundSerializer();
      return bound != null ? (Serializer<?>) bound : ctx.resolver().getSerializer(cls);
    }
    ClassInfo info = ctx.resolver().getClassInfo(cls);
    return info.getKind() == ClassInfo.BUILTIN ? ctx.resolver().getSerializer(info) : null;
  }

  /**
   * The header {@link ElementCodec#writeHeader} writes for a run of containers all of the class of
   * {@code first}, none null, without reference flags: declared type, or same type and the class.
   */
  private static void writeHeader(WriteContext ctx, GenericType declared, Object first) {
    if (declared.isMonomorphic()) {
      ctx.buffer().writeByte(ElementCodec.DECLARED_TYPE);
    } else {
      ctx.buffer().writeByte(ElementCodec.SAME_TYPE);
      ctx.resolver().writeClassInfo(ctx, ctx.resolver().getClassInfo(first.getClass()));
    }
  }

  /**
   * Writes container {@code v} as its sized serializer would, its values in place; returns false
   * when {@code v} is null, not of {@code cls}, or holds a value that is not written in place.
   */
  private static boolean writeContainer(
      WriteContext ctx, Object v, Class<?> cls, GenericType declared) {
    if (v == null || v.getClass() != cls) {
      return false;
    }
    MemoryBuffer buffer = ctx.buffer();
    if (declared.valueContainer() == GenericType.VALUE_COLLECTION) {
      Collection<?> c = (Collection<?>) v;
      int n = c.size();
      buffer.writeVarUint32(n);
      GenericType e = declared.arg(0);
      return n == 0 || AbstractCollectionSerializer.writeInPlace(ctx, c, e.raw(), e.valueKind());
    }
    Map<?, ?> m = (Map<?, ?>) v;
    int n = m.size();
    buffer.writeVarUint32(n);
    return n == 0 || AbstractMapSerializer.writeInPlace(ctx, m, declared.arg(0), declared.arg(1));
  }
}
