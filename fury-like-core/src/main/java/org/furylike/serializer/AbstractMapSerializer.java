package org.furylike.serializer;

import java.util.Map;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.serializer.builtin.StringSerializer;

/**
 * Base of map serializers. Wire layout: entry count (varint), the subclass's extra data, then, if
 * the count is not zero, the key run header, the value run header (see {@link ElementCodec}) and
 * each entry as key then value.
 *
 * @param <T> the map type
 */
public abstract class AbstractMapSerializer<T extends Map<?, ?>> extends Serializer<T>
    implements GenericSerializer<T> {

  private final String what;

  /**
   * Creates a serializer for maps of class {@code type}.
   *
   * @param type the map class handled
   */
  protected AbstractMapSerializer(Class<T> type) {
    super(type);
    this.what = type.getName();
  }

  @Override
  public final void write(WriteContext ctx, T value) {
    write(ctx, value, null);
  }

  @Override
  public final void write(WriteContext ctx, T value, GenericType declared) {
    int size = value.size();
    ctx.buffer().writeVarUint32(size);
    writeExtra(ctx, value);
    if (size > 0) {
      writeEntries(ctx, value, declared);
    }
  }

  /**
   * Writes the entries of {@code map}; {@code declared} gives the key and value types if known.
   *
   * @param ctx the current write
   * @param map the map whose entries are written, in iteration order
   * @param declared the declared map type, or null if unknown
   */
  @GeneratedCodeApi
  public static void writeEntries(WriteContext ctx, Map<?, ?> map, GenericType declared) {
    if (declared != null
        && (writeInPlace(ctx, map, declared.arg(0), declared.arg(1))
            || NestedRuns.writeEntries(ctx, map, declared.arg(0), declared.arg(1)))) {
      return;
    }
    GenericType keyType = declared == null ? null : declared.arg(0);
    GenericType valueType = declared == null ? null : declared.arg(1);
    if (ctx.canRewind()
        && (valueType == null || valueType.raw() != Object.class)
        && writeUniform(ctx, map, keyType, valueType)) {
      return;
    }
    ElementCodec keys = new ElementCodec();
    ElementCodec values = new ElementCodec();
    keys.beginWrite(keyType);
    values.beginWrite(valueType);
    for (Map.Entry<?, ?> e : map.entrySet()) {
      keys.observe(e.getKey());
      values.observe(e.getValue());
      if (keys.decided() && values.decided()) {
        break;
      }
    }
    keys.writeHeader(ctx);
    values.writeHeader(ctx);
    int written = 0;
    // keys in place count no depth, so one level for the run serves the values
    Serializer<Object> run = keys.inPlaceWithoutNulls() ? values.plainRunSerializer() : null;
    if (run != null && ctx.enterRun()) {
      for (Map.Entry<?, ?> e : map.entrySet()) {
        keys.writeValue(ctx, e.getKey());
        run.write(ctx, e.getValue());
        written++;
      }
      ctx.exitData();
    } else {
      // what writeValue would do where it is one call, without passing it the codecs (see
      // ElementCodec.anyClass)
      boolean keyStrings = keys.stringsWithoutNulls();
      boolean anyValues = values.anyClass();
      for (Map.Entry<?, ?> e : map.entrySet()) {
        if (keyStrings) {
          StringSerializer.writeString(ctx.buffer(), (String) e.getKey());
        } else {
          keys.writeValue(ctx, e.getKey());
        }
        if (anyValues) {
          ctx.writeRef(e.getValue());
        } else {
          values.writeValue(ctx, e.getValue());
        }
        written++;
      }
    }
    if (written != map.size()) {
      throw sizeChanged(map);
    }
  }

  /**
   * Writes the entries of {@code map} in one pass on the guess that every key is non-null and of
   * the first key's class, and every value non-null and of the first value's class: the headers the
   * general path would choose for such a map follow from the first entry alone. At the first entry
   * that breaks the guess the buffer goes back to where the headers began, the resolver forgets the
   * class versions and names written since ({@link
   * org.furylike.resolver.ClassResolver#rewindWrite}), and this returns false for the general path
   * to write the map: the entries written so far are then written twice, so their serializers run
   * twice. Only where {@link WriteContext#canRewind} holds (no reference table, no schema context).
   * Not tried for values declared {@code Object}, which are seldom of one class.
   */
  private static boolean writeUniform(
      WriteContext ctx, Map<?, ?> map, GenericType keyType, GenericType valueType) {
    java.util.Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator();
    if (!it.hasNext()) {
      return false;
    }
    Map.Entry<?, ?> first = it.next();
    Object k = first.getKey();
    Object v = first.getValue();
    if (k == null || v == null) {
      return false;
    }
    Class<?> keyClass = k.getClass();
    Class<?> valueClass = v.getClass();
    MemoryBuffer buffer = ctx.buffer();
    int start = buffer.writerIndex();
    long point = ctx.resolver().writePoint();
    // the run objects stay local to this path, so the JIT can keep them off the heap
    ElementCodec keys = new ElementCodec();
    ElementCodec values = new ElementCodec();
    keys.beginWrite(keyType);
    values.beginWrite(valueType);
    keys.observe(k);
    values.observe(v);
    keys.writeHeader(ctx);
    values.writeHeader(ctx);
    // keys in place count no depth, so one level for the run serves the values
    Serializer<Object> run = keys.inPlaceWithoutNulls() ? values.plainRunSerializer() : null;
    boolean entered = run != null && ctx.enterRun();
    int written = 0;
    while (true) {
      keys.writeValue(ctx, k);
      if (entered) {
        run.write(ctx, v);
      } else {
        values.writeValue(ctx, v);
      }
      written++;
      if (!it.hasNext()) {
        break;
      }
      Map.Entry<?, ?> e = it.next();
      k = e.getKey();
      v = e.getValue();
      if (k == null || k.getClass() != keyClass || v == null || v.getClass() != valueClass) {
        if (entered) {
          ctx.exitData();
        }
        buffer.writerIndex(start);
        ctx.resolver().rewindWrite(point);
        ctx.resolver().closeWritePoint();
        return false;
      }
    }
    ctx.resolver().closeWritePoint();
    if (entered) {
      ctx.exitData();
    }
    if (written != map.size()) {
      throw sizeChanged(map);
    }
    return true;
  }

  /**
   * Writes the entries of {@code map} in one pass when keys and values are strings or boxed
   * primitives of their declared classes, behind two bare declared-type headers; returns false,
   * with the buffer as it was, when the declared types are others or at the first null or value of
   * another class, for the caller to write them the general way.
   */
  static boolean writeInPlace(
      WriteContext ctx, Map<?, ?> map, GenericType keyType, GenericType valueType) {
    FieldKind keyKind = ElementCodec.inPlaceKind(ctx, keyType);
    FieldKind valueKind = keyKind == null ? null : ElementCodec.inPlaceKind(ctx, valueType);
    if (valueKind == null) {
      return false;
    }
    MemoryBuffer buffer = ctx.buffer();
    int mark = buffer.writerIndex();
    buffer.writeByte(ElementCodec.DECLARED_TYPE);
    buffer.writeByte(ElementCodec.DECLARED_TYPE);
    boolean written =
        keyKind == FieldKind.STRING && valueKind == FieldKind.STRING
            ? writeStrings(buffer, map)
            : writeValues(ctx, map, keyKind, keyType.raw(), valueKind, valueType.raw());
    if (!written) {
      buffer.writerIndex(mark);
    }
    return written;
  }

  /** The entries of a map from strings to strings, calling the string writer directly. */
  private static boolean writeStrings(MemoryBuffer buffer, Map<?, ?> map) {
    int written = 0;
    for (Map.Entry<?, ?> e : map.entrySet()) {
      Object k = e.getKey();
      Object v = e.getValue();
      if (k == null || k.getClass() != String.class || v == null || v.getClass() != String.class) {
        return false;
      }
      StringSerializer.writeString(buffer, (String) k);
      StringSerializer.writeString(buffer, (String) v);
      written++;
    }
    if (written != map.size()) {
      throw sizeChanged(map);
    }
    return true;
  }

  /** The entries of a map whose keys and values are of the given in-place kinds and classes. */
  private static boolean writeValues(
      WriteContext ctx,
      Map<?, ?> map,
      FieldKind keyKind,
      Class<?> keyClass,
      FieldKind valueKind,
      Class<?> valueClass) {
    int written = 0;
    for (Map.Entry<?, ?> e : map.entrySet()) {
      if (!ElementCodec.writeInPlace(ctx, keyKind, keyClass, e.getKey())
          || !ElementCodec.writeInPlace(ctx, valueKind, valueClass, e.getValue())) {
        return false;
      }
      written++;
    }
    if (written != map.size()) {
      throw sizeChanged(map);
    }
    return true;
  }

  static org.furylike.exception.SerializationException sizeChanged(Map<?, ?> map) {
    return new org.furylike.exception.SerializationException(
        "map " + map.getClass().getName() + " changed size while being written");
  }

  @Override
  public final T read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  @SuppressWarnings("unchecked")
  public final T read(ReadContext ctx, GenericType declared) {
    int size = ctx.readLength(2, what);
    Map<Object, Object> map = (Map<Object, Object>) newMap(ctx, size);
    if (isFilledInPlace()) {
      ctx.reference(map);
    }
    if (size > 0) {
      readEntries(ctx, map, size, declared);
    }
    return finish(map);
  }

  /**
   * Reads {@code size} entries written by {@link #writeEntries} into {@code map}.
   *
   * @param ctx the current read
   * @param map the map to put the entries into
   * @param size the number of entries, already checked against the bytes remaining
   * @param declared the declared map type, or null if unknown
   */
  @GeneratedCodeApi
  public static void readEntries(
      ReadContext ctx, Map<Object, Object> map, int size, GenericType declared) {
    if (declared != null) {
      FieldKind keyKind = ElementCodec.inPlaceKind(ctx, declared.arg(0), 0);
      FieldKind valueKind =
          keyKind == null ? null : ElementCodec.inPlaceKind(ctx, declared.arg(1), 1);
      if (valueKind != null) {
        // strings and boxed values hold no references: no shared-key accounting
        MemoryBuffer buffer = ctx.buffer();
        buffer.skip(2);
        if (keyKind == FieldKind.STRING && valueKind == FieldKind.STRING) {
          for (int i = 0; i < size; i++) {
            String k = StringSerializer.readString(buffer);
            map.put(k, StringSerializer.readString(buffer));
          }
        } else {
          for (int i = 0; i < size; i++) {
            Object k = ElementCodec.readInPlace(ctx, keyKind);
            map.put(k, ElementCodec.readInPlace(ctx, valueKind));
          }
        }
        return;
      }
    }
    ElementCodec keys = new ElementCodec();
    ElementCodec values = new ElementCodec();
    keys.readHeader(ctx, declared == null ? null : declared.arg(0));
    values.readHeader(ctx, declared == null ? null : declared.arg(1));
    // keys in place count no depth and hold no references, so one level for the run serves the
    // values
    Serializer<Object> run = keys.inPlaceWithoutNulls() ? values.plainRunSerializer(ctx) : null;
    if (run != null && ctx.enterRun(size)) {
      for (int i = 0; i < size; i++) {
        Object k = keys.readValue(ctx);
        map.put(k, run.read(ctx));
      }
      ctx.exitData();
      return;
    }
    // keys are hashed (or compared) when put: read them as hash keys; identity maps hash nothing
    boolean hashed = !(map instanceof java.util.IdentityHashMap);
    // what readValue would do where it is one call, without passing it the codecs (see
    // ElementCodec.anyClass)
    boolean keyStrings = keys.stringsWithoutNulls();
    boolean anyValues = values.anyClass();
    for (int i = 0; i < size; i++) {
      int mark = hashed ? ctx.enterHashKeys() : 1;
      Object k = keyStrings ? StringSerializer.readString(ctx.buffer()) : keys.readValue(ctx);
      ctx.exitHashKeys(mark);
      map.put(k, anyValues ? ctx.readRef() : values.readValue(ctx));
    }
  }

  /**
   * {@return whether {@link #finish} returns the filled object itself} Serializers of immutable
   * types, whose result is built after all children are read, return false, so a cycle back to the
   * value fails clearly instead of resolving to the temporary.
   */
  protected boolean isFilledInPlace() {
    return true;
  }

  /**
   * Writes data the reader needs before it can create the map. Default: none.
   *
   * @param ctx the current write
   * @param value the map being written
   */
  protected void writeExtra(WriteContext ctx, T value) {}

  /**
   * Reads what {@link #writeExtra} wrote and returns the map to fill with {@code size} entries.
   *
   * @param ctx the current read
   * @param size the number of entries that will be put
   * @return an empty map
   */
  protected abstract Map<?, ?> newMap(ReadContext ctx, int size);

  /**
   * Turns the filled map into the result. Default: the map itself.
   *
   * @param filled the map returned by {@link #newMap}, now holding every entry
   * @return the value to return from {@code read}
   */
  @SuppressWarnings("unchecked")
  protected T finish(Map<?, ?> filled) {
    return (T) filled;
  }

  @Override
  @SuppressWarnings("unchecked")
  public T copy(CopyContext ctx, T value) {
    Map<Object, Object> map = (Map<Object, Object>) newCopy(ctx, value);
    if (isFilledInPlace()) {
      ctx.reference(value, map);
    }
    for (Map.Entry<?, ?> e : value.entrySet()) {
      map.put(ctx.copyObject(e.getKey()), ctx.copyObject(e.getValue()));
    }
    return finish(map);
  }

  /**
   * An empty map to fill with the copied entries of {@code original}.
   *
   * @param ctx the current copy
   * @param original the map being copied
   * @return an empty map of the right kind
   */
  protected abstract Map<?, ?> newCopy(CopyContext ctx, T original);
}
