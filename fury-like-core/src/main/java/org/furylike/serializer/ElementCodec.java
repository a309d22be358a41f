package org.furylike.serializer;

import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.ReadContext;
import org.furylike.context.RefFlags;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.resolver.ClassInfo;

/**
 * Writes and reads a run of values of one role (collection elements, map keys, map values) behind
 * one header byte, so class info is written per run instead of per value when possible.
 *
 * <p>Header bits: {@link #TRACKING_REF} values carry reference flags; {@link #HAS_NULL} values
 * carry a null flag; {@link #DECLARED_TYPE} the declared type's serializer is used and no class is
 * written; {@link #SAME_TYPE} one class info follows the header and applies to every value. With
 * neither type bit, each value is a full slot (flag, class info, data).
 *
 * <p>Use: {@link #beginWrite}, {@link #observe} every value, {@link #writeHeader}, then {@link
 * #writeValue} every value in the same order.
 */
public final class ElementCodec {
  /** Header bit: the values carry reference flags. */
  @GeneratedCodeApi public static final int TRACKING_REF = 1;

  /** Header bit: the values carry a null flag. */
  @GeneratedCodeApi public static final int HAS_NULL = 2;

  /**
   * Header bit: the declared element type's serializer reads every value; no class info is written.
   */
  @GeneratedCodeApi public static final int DECLARED_TYPE = 4;

  /** Header bit: one class info follows the header, and every value has that class. */
  @GeneratedCodeApi public static final int SAME_TYPE = 8;

  private static final int KNOWN_BITS = 15;

  private GenericType declared;

  /** The declared element class each value read with its own class info must be, or null. */
  private Class<?> required;

  private Serializer<Object> serializer;
  private Class<?> firstClass;
  private boolean hasNull;
  private boolean sameClass;
  private boolean declaredUsable;
  private int flags;

  /** Values are strings without reference flags: written and read without dispatch. */
  private boolean strings;

  /** The kind of boxed primitive values (built-in serializer): written and read in place. */
  private FieldKind boxed;

  /** A codec with no run started; call {@link #beginWrite} or {@link #readHeader} first. */
  public ElementCodec() {}

  /**
   * Starts a run whose declared element type is {@code declared} (null if unknown).
   *
   * @param declared the declared element type, or null
   */
  public void beginWrite(GenericType declared) {
    this.declared = declared;
    this.serializer = null;
    this.required = null;
    this.firstClass = null;
    this.hasNull = false;
    this.sameClass = true;
    this.declaredUsable =
        declared != null && declared.isMonomorphic() && !declared.raw().isPrimitive();
    this.flags = 0;
  }

  /**
   * Notes one value of the run.
   *
   * @param value the value, possibly null
   */
  public void observe(Object value) {
    if (value == null) {
      hasNull = true;
      return;
    }
    Class<?> c = value.getClass();
    if (firstClass == null) {
      firstClass = c;
    } else if (c != firstClass) {
      sameClass = false;
    }
    if (declaredUsable && c != declared.raw() && !isEnumOf(c, declared.raw())) {
      declaredUsable = false;
    }
  }

  /**
   * {@return whether the values observed so far already decide the header}: once they are of two
   * classes and the declared type cannot serve them all, every value carries its own flag and class
   * info whatever the rest are, so the caller may stop observing and write the header.
   */
  public boolean decided() {
    return !sameClass && !declaredUsable;
  }

  private static boolean isEnumOf(Class<?> c, Class<?> enumType) {
    return enumType.isEnum() && c.getSuperclass() == enumType;
  }

  /**
   * Writes the header byte (and the shared class info when all values have one class).
   *
   * @param ctx the current write
   */
  @SuppressWarnings("unchecked")
  public void writeHeader(WriteContext ctx) {
    int f = 0;
    ClassInfo info = null;
    if (declaredUsable) {
      f |= DECLARED_TYPE;
      serializer = declaredSerializer(ctx.resolver(), declared);
    } else if (sameClass && firstClass != null) {
      f |= SAME_TYPE;
      info = ctx.resolver().getClassInfo(firstClass);
      serializer = (Serializer<Object>) ctx.resolver().getSerializer(info);
    }
    if (serializer != null) {
      if (ctx.isRefTracking() && serializer.isRefTrackable()) {
        f |= TRACKING_REF;
      } else if (hasNull) {
        f |= HAS_NULL;
      }
    }
    flags = f;
    inPlace(f);
    ctx.buffer().writeByte(f);
    if (info != null) {
      ctx.resolver().writeClassInfo(ctx, info);
    }
  }

  /**
   * Notes whether the run's values are written and read in place, as strings or boxed primitives:
   * when they take no reference flags and {@link #inPlaceKindOf} knows the serializer.
   */
  private void inPlace(int flags) {
    FieldKind k =
        serializer == null || (flags & TRACKING_REF) != 0 ? null : inPlaceKindOf(serializer);
    strings = k == FieldKind.STRING;
    boxed = strings ? null : k;
  }

  /**
   * Writes one value of the run.
   *
   * @param ctx the current write
   * @param value the next value, in the order observed
   */
  public void writeValue(WriteContext ctx, Object value) {
    if (strings) {
      MemoryBuffer buffer = ctx.buffer();
      if (value == null) {
        buffer.writeByte(RefFlags.NULL);
      } else if ((flags & HAS_NULL) != 0) {
        org.furylike.serializer.builtin.StringSerializer.writeFlaggedString(buffer, (String) value);
      } else {
        org.furylike.serializer.builtin.StringSerializer.writeString(buffer, (String) value);
      }
      return;
    }
    Serializer<Object> s = serializer;
    if (s == null) {
      ctx.writeRef(value);
      return;
    }
    if ((flags & TRACKING_REF) != 0) {
      if (value == null) {
        ctx.buffer().writeByte(RefFlags.NULL);
      } else if (ctx.writeRefFlag(value, s)) {
        writeData(ctx, s, value);
      }
      return;
    }
    if ((flags & HAS_NULL) != 0) {
      if (value == null) {
        ctx.buffer().writeByte(RefFlags.NULL);
        return;
      }
      ctx.buffer().writeByte(RefFlags.NOT_NULL);
    }
    if (boxed != null) {
      FieldSet.writeBoxed(ctx, boxed, value);
      return;
    }
    writeData(ctx, s, value);
  }

  /**
   * {@return whether every value of this run is a string or boxed value read or written in place,
   * with no null flags} Such values count no nesting level: a run of them needs no depth of its
   * own.
   */
  public boolean inPlaceWithoutNulls() {
    // values with reference flags are never read or written in place (see inPlace)
    return (strings || boxed != null) && (flags & HAS_NULL) == 0;
  }

  /**
   * {@return whether each value of the run whose header {@link #writeHeader} wrote or {@link
   * #readHeader} read carries its own flag and class and may be of any class} {@link #writeValue}
   * and {@link #readValue} are then {@link WriteContext#writeRef(Object)} and {@link
   * ReadContext#readRef()} alone, which the caller may call itself: a codec that is passed to no
   * method the JIT compiler does not inline can be kept off the heap.
   */
  public boolean anyClass() {
    return serializer == null && required == null;
  }

  /**
   * {@return whether every value of the run whose header {@link #writeHeader} wrote or {@link
   * #readHeader} read is a string written and read in place, with no null flags} {@link
   * #writeValue} and {@link #readValue} are then the plain string writer and reader, which the
   * caller may call itself (see {@link #anyClass}).
   */
  public boolean stringsWithoutNulls() {
    // strings is set only from a known serializer (see inPlace)
    return strings && (flags & HAS_NULL) == 0;
  }

  /**
   * The serializer that writes every value of the run whose header {@link #writeHeader} just wrote,
   * when each value is its data alone: one class for all, no null or reference flags, not a string
   * or boxed value written in place, and no generic type to pass on. The caller then writes the
   * values with {@link Serializer#write} inside one {@link WriteContext#enterRun} level; null when
   * any of that does not hold, and the values go through {@link #writeValue}.
   *
   * @return the serializer of every value, or null
   */
  public Serializer<Object> plainRunSerializer() {
    Serializer<Object> s = serializer;
    if (s == null
        || strings
        || boxed != null
        || (flags & (HAS_NULL | TRACKING_REF)) != 0
        || s instanceof GenericSerializer) {
      return null;
    }
    return s;
  }

  private void writeData(WriteContext ctx, Serializer<Object> s, Object value) {
    if (declared != null && declared.argCount() > 0 && s instanceof GenericSerializer) {
      ctx.writeDataGeneric(s, value, declared);
    } else {
      ctx.writeData(s, value);
    }
  }

  // ------------------------------------------------------------------ in-place runs

  /**
   * The kind of the values of a run declared {@code declared} when they are written in place behind
   * a bare {@link #DECLARED_TYPE} header as long as none is null: {@link FieldKind#STRING} for
   * strings, the boxed kind for boxed primitives, when the declared type's serializer is the
   * built-in one and takes no reference flags in {@code ctx}; null otherwise. Such a run is written
   * in one pass ({@link #writeInPlace}), with the bytes {@link #observe} and {@link #writeHeader}
   * would give it.
   *
   * @param ctx the current write
   * @param declared the declared element type, or null
   * @return the kind, or null
   */
  public static FieldKind inPlaceKind(WriteContext ctx, GenericType declared) {
    // strings and boxed values always have their built-in serializers, which track no references
    FieldKind k = declared == null ? null : declared.valueKind();
    if (k != null) {
      return k;
    }
    Serializer<Object> s = inPlaceSerializer(ctx.resolver(), declared);
    if (s == null || (ctx.isRefTracking() && s.isRefTrackable())) {
      return null;
    }
    return inPlaceKindOf(s);
  }

  /**
   * The kind of the values of the run whose header is at the reader index, when that header is a
   * bare {@link #DECLARED_TYPE} and values declared {@code declared} are read in place (see {@link
   * #inPlaceKind(WriteContext, GenericType)}); null otherwise. The reader index does not move.
   *
   * @param ctx the current read
   * @param declared the declared element type, or null
   * @param offset the header's distance from the reader index
   * @return the kind, or null
   */
  public static FieldKind inPlaceKind(ReadContext ctx, GenericType declared, int offset) {
    MemoryBuffer buffer = ctx.buffer();
    if (buffer.remaining() <= offset
        || buffer.getByte(buffer.readerIndex() + offset) != DECLARED_TYPE) {
      return null;
    }
    FieldKind k = declared == null ? null : declared.valueKind();
    if (k != null) {
      return k;
    }
    Serializer<Object> s = inPlaceSerializer(ctx.resolver(), declared);
    return s == null ? null : inPlaceKindOf(s);
  }

  /**
   * The declared serializer when {@code declared} is exactly a string or boxed class, or null. Only
   * types with a serializer bound to them get here: the others have their {@link
   * GenericType#valueKind()}.
   */
  private static Serializer<Object> inPlaceSerializer(
      org.furylike.resolver.ClassResolver resolver, GenericType declared) {
    if (declared == null || !declared.isMonomorphic()) {
      return null;
    }
    return FieldKind.valueKindOf(declared.raw()) != null
        ? declaredSerializer(resolver, declared)
        : null;
  }

  /**
   * {@return {@link FieldKind#STRING} for the built-in string serializer, the boxed kind of a
   * built-in boxed-primitive serializer, or null for any other serializer} These serializers track
   * no references, so their values can be written and read in place.
   *
   * @param s a serializer
   */
  public static FieldKind inPlaceKindOf(Serializer<?> s) {
    return (Object) s instanceof org.furylike.serializer.builtin.StringSerializer
        ? FieldKind.STRING
        : org.furylike.serializer.builtin.LangSerializers.boxedKindOf(s);
  }

  /**
   * Writes {@code value} in place if it is of exactly class {@code raw}, whose values are of {@code
   * kind} (from {@link #inPlaceKind(WriteContext, GenericType)}); returns false, having written
   * nothing, if it is null or of another class.
   *
   * @param ctx the current write
   * @param kind the kind of the run
   * @param raw the declared class of the run
   * @param value the value
   * @return whether the value was written
   */
  public static boolean writeInPlace(WriteContext ctx, FieldKind kind, Class<?> raw, Object value) {
    if (value == null || value.getClass() != raw) {
      return false;
    }
    writeInPlace(ctx, kind, value);
    return true;
  }

  /**
   * Writes the data of {@code value}, a string or boxed primitive of {@code kind}, in place: as
   * {@link #readInPlace} reads it.
   *
   * @param ctx the current write
   * @param kind the value's kind ({@link FieldKind#STRING} or a boxed kind)
   * @param value the value, not null
   */
  public static void writeInPlace(WriteContext ctx, FieldKind kind, Object value) {
    if (kind == FieldKind.STRING) {
      org.furylike.serializer.builtin.StringSerializer.writeString(ctx.buffer(), (String) value);
    } else {
      FieldSet.writeBoxed(ctx, kind, value);
    }
  }

  /**
   * Reads a value of {@code kind} (from {@link #inPlaceKind(ReadContext, GenericType, int)})
   * written in place.
   *
   * @param ctx the current read
   * @param kind the kind of the run
   * @return the value
   */
  public static Object readInPlace(ReadContext ctx, FieldKind kind) {
    return kind == FieldKind.STRING
        ? org.furylike.serializer.builtin.StringSerializer.readString(ctx.buffer())
        : FieldSet.readBoxed(ctx, kind);
  }

  // ------------------------------------------------------------------ read

  /**
   * Reads the header of a run whose declared element type is {@code declared}.
   *
   * @param ctx the current read
   * @param declared the declared element type, or null
   */
  @SuppressWarnings("unchecked")
  public void readHeader(ReadContext ctx, GenericType declared) {
    MemoryBuffer buffer = ctx.buffer();
    int at = buffer.readerIndex();
    int f = buffer.readByte() & 0xFF;
    if ((f & ~KNOWN_BITS) != 0
        || (f & (DECLARED_TYPE | SAME_TYPE)) == (DECLARED_TYPE | SAME_TYPE)
        || (f & (TRACKING_REF | HAS_NULL)) == (TRACKING_REF | HAS_NULL)
        || ((f & (TRACKING_REF | HAS_NULL)) != 0 && (f & (DECLARED_TYPE | SAME_TYPE)) == 0)) {
      throw badHeader(f, at);
    }
    this.declared = declared;
    this.flags = f;
    this.required = null;
    if ((f & DECLARED_TYPE) != 0) {
      if (declared == null || !declared.isMonomorphic() || declared.raw().isPrimitive()) {
        throw declaredTypeMismatch(at, declared);
      }
      serializer = declaredSerializer(ctx.resolver(), declared);
    } else if ((f & SAME_TYPE) != 0) {
      ClassInfo info = ctx.resolver().readClassInfo(ctx);
      serializer = (Serializer<Object>) ctx.resolver().getSerializer(info);
      Class<?> type = requiredType(declared);
      if (type != null && !type.isAssignableFrom(info.getCls())) {
        // lambdas, proxies and JDK views share one class info: check the values themselves
        required = type;
      }
    } else {
      serializer = null;
      required = requiredType(declared);
    }
    inPlace(f);
    if ((f & TRACKING_REF) != 0 && !ctx.isRefTracking()) {
      throw refFlagsWithoutTracking(at);
    }
  }

  // The exceptions of readHeader are built apart, which keeps it small enough to inline.
  private static DeserializationException badHeader(int f, int at) {
    return new DeserializationException(
        "invalid element header 0x" + Integer.toHexString(f) + " at offset " + at);
  }

  private static DeserializationException declaredTypeMismatch(int at, GenericType declared) {
    return new DeserializationException(
        "element header at offset "
            + at
            + " says the declared type is used, but the reader declares "
            + (declared == null ? "none" : declared.toString()));
  }

  private static DeserializationException refFlagsWithoutTracking(int at) {
    return new DeserializationException(
        "element header at offset "
            + at
            + " carries reference flags but this reader has reference tracking off");
  }

  /** The class values of a run declared {@code declared} must have, or null when any will do. */
  private static Class<?> requiredType(GenericType declared) {
    if (declared == null) {
      return null;
    }
    Class<?> raw = declared.raw();
    if (raw == Object.class) {
      return null;
    }
    return raw.isPrimitive()
        ? java.lang.invoke.MethodType.methodType(raw).wrap().returnType()
        : raw;
  }

  @SuppressWarnings("unchecked")
  private static Serializer<Object> declaredSerializer(
      org.furylike.resolver.ClassResolver resolver, GenericType declared) {
    Object bound = declared.boundSerializer();
    return bound != null
        ? (Serializer<Object>) bound
        : (Serializer<Object>) resolver.getSerializer(declared.raw());
  }

  /**
   * {@link #plainRunSerializer()} for a run whose header {@link #readHeader} just read, when also
   * no value needs a class check and reference tracking is off (so no value needs shielding from
   * {@link ReadContext#reference}). The caller then reads the values with {@link Serializer#read}
   * inside one {@link ReadContext#enterRun} level; null otherwise, and the values go through {@link
   * #readValue}.
   *
   * @param ctx the current read
   * @return the serializer of every value, or null
   */
  public Serializer<Object> plainRunSerializer(ReadContext ctx) {
    return required != null || ctx.isRefTracking() ? null : plainRunSerializer();
  }

  /**
   * Reads one value of the run. A value that carries its own class must be of the declared element
   * type (one class check, only where the declared type is not exact).
   *
   * @param ctx the current read
   * @return the value, possibly null
   */
  public Object readValue(ReadContext ctx) {
    Object v = readUnchecked(ctx);
    Class<?> type = required;
    if (type != null && v != null && !type.isInstance(v)) {
      throw new DeserializationException(
          "an element before offset "
              + ctx.buffer().readerIndex()
              + " is a "
              + v.getClass().getName()
              + ", not of the declared element type "
              + type.getName());
    }
    return v;
  }

  private Object readUnchecked(ReadContext ctx) {
    Serializer<Object> s = serializer;
    if (s == null) {
      return ctx.readRef();
    }
    if (strings && (flags & HAS_NULL) == 0) {
      return org.furylike.serializer.builtin.StringSerializer.readString(ctx.buffer());
    }
    if ((flags & TRACKING_REF) != 0) {
      return ctx.readRef(s, declared);
    }
    if ((flags & HAS_NULL) != 0) {
      MemoryBuffer buffer = ctx.buffer();
      byte flag = buffer.readByte();
      if (flag == RefFlags.NULL) {
        return null;
      }
      if (flag != RefFlags.NOT_NULL) {
        throw ReadChecks.badNullFlag(flag, "a collection element", buffer);
      }
    }
    if (boxed != null) {
      return FieldSet.readBoxed(ctx, boxed);
    }
    return ctx.readUntracked(s, declared);
  }
}
