package org.furylike.serializer;

import java.util.Collection;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.serializer.builtin.StringSerializer;

/**
 * Base of collection serializers. Wire layout: element count (varint), the subclass's extra data
 * (for example a comparator), then, if the count is not zero, the elements as one {@link
 * ElementCodec} run.
 *
 * <p>Subclasses create the collection to fill in {@link #newCollection}; the base registers it for
 * references before reading elements, then calls {@link #finish}, which immutable types override to
 * build their real result from the filled temporary collection.
 *
 * @param <T> the collection type
 */
public abstract class AbstractCollectionSerializer<T extends Collection<?>> extends Serializer<T>
    implements GenericSerializer<T> {

  private final String what;

  /** Whether elements are hashed when added (sets), so they are read as hash keys. */
  private final boolean hashesElements;

  /**
   * Creates a serializer for collections of class {@code type}.
   *
   * @param type the collection class handled
   */
  protected AbstractCollectionSerializer(Class<T> type) {
    super(type);
    this.what = type.getName();
    this.hashesElements = java.util.Set.class.isAssignableFrom(type);
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
      writeElements(ctx, value, declared == null ? null : declared.arg(0));
    }
  }

  /**
   * Writes the elements of {@code c} as one run.
   *
   * @param ctx the current write
   * @param c the collection whose elements are written, in iteration order
   * @param elementType the declared element type, or null if unknown
   */
  @GeneratedCodeApi
  public static void writeElements(WriteContext ctx, Collection<?> c, GenericType elementType) {
    FieldKind kind = ElementCodec.inPlaceKind(ctx, elementType);
    if (kind != null
        ? writeInPlace(ctx, c, elementType.raw(), kind)
        : elementType != null
            && elementType.valueContainer() != 0
            && NestedRuns.writeElements(ctx, c, elementType)) {
      return;
    }
    ElementCodec codec = new ElementCodec();
    codec.beginWrite(elementType);
    for (Object e : c) {
      codec.observe(e);
      if (codec.decided()) {
        break;
      }
    }
    codec.writeHeader(ctx);
    int written = 0;
    Serializer<Object> run = codec.plainRunSerializer();
    if (run != null && ctx.enterRun()) {
      for (Object e : c) {
        run.write(ctx, e);
        written++;
      }
      ctx.exitData();
    } else if (codec.anyClass()) {
      // what writeValue would do, without passing it the codec (see ElementCodec.anyClass)
      for (Object e : c) {
        ctx.writeRef(e);
        written++;
      }
    } else {
      for (Object e : c) {
        codec.writeValue(ctx, e);
        written++;
      }
    }
    if (written != c.size()) {
      throw sizeChanged(c);
    }
  }

  /**
   * Writes the elements of {@code c}, strings or boxed primitives of the declared class {@code
   * raw}, in one pass behind a bare declared-type header; returns false, with the buffer as it was,
   * at the first null or value of another class, for the caller to write them the general way.
   */
  static boolean writeInPlace(WriteContext ctx, Collection<?> c, Class<?> raw, FieldKind kind) {
    MemoryBuffer buffer = ctx.buffer();
    int mark = buffer.writerIndex();
    buffer.writeByte(ElementCodec.DECLARED_TYPE);
    int written = 0;
    for (Object e : c) {
      if (!ElementCodec.writeInPlace(ctx, kind, raw, e)) {
        buffer.writerIndex(mark);
        return false;
      }
      written++;
    }
    if (written != c.size()) {
      throw sizeChanged(c);
    }
    return true;
  }

  static org.furylike.exception.SerializationException sizeChanged(Collection<?> c) {
    return new org.furylike.exception.SerializationException(
        "collection " + c.getClass().getName() + " changed size while being written");
  }

  @Override
  public final T read(ReadContext ctx) {
    return read(ctx, null);
  }

  @Override
  @SuppressWarnings("unchecked")
  public final T read(ReadContext ctx, GenericType declared) {
    int size = ctx.readLength(1, what);
    Collection<Object> c = (Collection<Object>) newCollection(ctx, size);
    if (isFilledInPlace()) {
      ctx.reference(c);
    }
    if (size > 0) {
      int keys = hashesElements ? ctx.enterHashKeys() : 1;
      readElements(ctx, c, size, declared == null ? null : declared.arg(0));
      ctx.exitHashKeys(keys);
    }
    return finish(c);
  }

  /**
   * Reads {@code size} elements written by {@link #writeElements} into {@code c}.
   *
   * @param ctx the current read
   * @param c the collection to add the elements to
   * @param size the number of elements, already checked against the bytes remaining
   * @param elementType the declared element type, or null if unknown
   */
  @GeneratedCodeApi
  public static void readElements(
      ReadContext ctx, Collection<Object> c, int size, GenericType elementType) {
    FieldKind kind = ElementCodec.inPlaceKind(ctx, elementType, 0);
    if (kind != null) {
      // strings and boxed values hold no references: no shared-key accounting
      MemoryBuffer buffer = ctx.buffer();
      buffer.skip(1);
      if (kind == FieldKind.STRING) {
        for (int i = 0; i < size; i++) {
          c.add(StringSerializer.readString(buffer));
        }
      } else {
        for (int i = 0; i < size; i++) {
          c.add(ElementCodec.readInPlace(ctx, kind));
        }
      }
      return;
    }
    ElementCodec codec = new ElementCodec();
    codec.readHeader(ctx, elementType);
    int keys = c instanceof java.util.Set ? ctx.enterHashKeys() : 1;
    Serializer<Object> run = codec.plainRunSerializer(ctx);
    if (run != null && ctx.enterRun(size)) {
      for (int i = 0; i < size; i++) {
        c.add(run.read(ctx));
      }
      ctx.exitData();
    } else if (codec.anyClass()) {
      // what readValue would do, without passing it the codec (see ElementCodec.anyClass)
      for (int i = 0; i < size; i++) {
        c.add(ctx.readRef());
      }
    } else {
      for (int i = 0; i < size; i++) {
        c.add(codec.readValue(ctx));
      }
    }
    ctx.exitHashKeys(keys);
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
   * Writes data the reader needs before it can create the collection. Default: none.
   *
   * @param ctx the current write
   * @param value the collection being written
   */
  protected void writeExtra(WriteContext ctx, T value) {}

  /**
   * Reads what {@link #writeExtra} wrote and returns the collection to fill with {@code size}
   * elements.
   *
   * @param ctx the current read
   * @param size the number of elements that will be added
   * @return an empty collection
   */
  protected abstract Collection<?> newCollection(ReadContext ctx, int size);

  /**
   * Turns the filled collection into the result. Default: the collection itself.
   *
   * @param filled the collection returned by {@link #newCollection}, now holding every element
   * @return the value to return from {@code read}
   */
  @SuppressWarnings("unchecked")
  protected T finish(Collection<?> filled) {
    return (T) filled;
  }

  /** A copy made by filling {@link #newCopy} with deep copies of the elements. */
  @Override
  @SuppressWarnings("unchecked")
  public T copy(CopyContext ctx, T value) {
    Collection<Object> c = (Collection<Object>) newCopy(ctx, value);
    if (isFilledInPlace()) {
      ctx.reference(value, c);
    }
    for (Object e : value) {
      c.add(ctx.copyObject(e));
    }
    return finish(c);
  }

  /**
   * An empty collection to fill with the copied elements of {@code original}.
   *
   * @param ctx the current copy
   * @param original the collection being copied
   * @return an empty collection of the right kind
   */
  protected abstract Collection<?> newCopy(CopyContext ctx, T original);
}
