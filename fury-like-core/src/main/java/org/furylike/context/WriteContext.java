package org.furylike.context;

import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.config.Config;
import org.furylike.exception.MaxDepthExceededException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.resolver.ClassInfo;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.ElementCodec;
import org.furylike.serializer.GenericSerializer;
import org.furylike.serializer.Serializer;
import org.furylike.serializer.builtin.StringSerializer;

/**
 * The state of one serialize call: the buffer, the reference table and the current depth.
 * Serializers write through it. Reused across calls of one instance.
 */
public final class WriteContext implements org.furylike.resolver.ClassInfoStreams.Writer {
  private final boolean carriesSchemas;

  /** The depth past which values continue on a large-stack thread ({@link DeepStack}). */
  private int hopAt = DeepStack.CALLER_LEVELS;

  private org.furylike.resolver.SchemaContext schemas = new org.furylike.resolver.SchemaContext();
  private boolean sharedSchemas;
  private final ClassResolver resolver;
  private final boolean refTracking;
  private final boolean numberCompressed;
  private final int maxDepth;
  private final IdentityIntMap refs = new IdentityIntMap();
  private MemoryBuffer buffer;

  /** The buffer {@link #end} does not forget (see {@link #keepBuffer}). */
  private MemoryBuffer keptBuffer;

  private int depth;

  /**
   * Creates the write context of one {@code Fury} instance.
   *
   * @param config the instance's settings
   * @param resolver the instance's class resolver
   */
  public WriteContext(Config config, ClassResolver resolver) {
    this.resolver = resolver;
    this.refTracking = config.isRefTracking();
    this.numberCompressed = config.isNumberCompressed();
    this.maxDepth = config.getMaxDepth();
    this.carriesSchemas = config.carriesSchemas();
  }

  /**
   * Starts a call that writes into {@code buffer}.
   *
   * @param buffer the buffer to append to
   */
  public void begin(MemoryBuffer buffer) {
    this.hopAt = DeepStack.CALLER_LEVELS;
    if (this.buffer != buffer) {
      // stored only when it changes: a reference stored into this long-lived object may cost the
      // garbage collector's cross-region write barrier, with a memory fence, on every call
      this.buffer = buffer;
    }
    this.depth = 0;
    resolver.beginWrite();
  }

  /**
   * Names the buffer that {@link #end} keeps instead of forgetting: the instance's own buffer.
   * Calls on it then store no buffer reference.
   *
   * @param own the instance's own buffer, or null
   */
  public void keepBuffer(MemoryBuffer own) {
    this.keptBuffer = own;
  }

  /** Ends a call, forgetting references. */
  public void end() {
    if (refTracking && refs.size() > 0) {
      refs.clear();
    }
    if (buffer != keptBuffer) {
      buffer = null;
    }
    depth = 0;
    if (carriesSchemas && !sharedSchemas) {
      schemas.reset();
    }
  }

  @GeneratedCodeApi
  public MemoryBuffer buffer() {
    return buffer;
  }

  /** {@return the class resolver of the instance} */
  public ClassResolver resolver() {
    return resolver;
  }

  /** The class schemas of this call (compatible mode). */
  public org.furylike.resolver.SchemaContext schemas() {
    return schemas;
  }

  /**
   * Uses {@code context} across calls (a connection's schemas), or a fresh context per call when
   * null.
   *
   * @param context the schema context, or null
   */
  public void setSchemaContext(org.furylike.resolver.SchemaContext context) {
    this.sharedSchemas = context != null;
    this.schemas = context != null ? context : new org.furylike.resolver.SchemaContext();
  }

  /**
   * {@return the context set by {@link #setSchemaContext}, or null when each call has a fresh one}
   */
  public org.furylike.resolver.SchemaContext sharedSchemaContext() {
    return sharedSchemas ? schemas : null;
  }

  /**
   * {@return whether a serializer may drop bytes it wrote (moving the writer index back) and write
   * them again another way} True when no reference table or schema context records what was
   * written; the serializer also calls {@link ClassResolver#rewindWrite} for the class versions and
   * names written since.
   */
  public boolean canRewind() {
    return !refTracking && !carriesSchemas;
  }

  /** {@return whether reference tracking is on} */
  @GeneratedCodeApi
  public boolean isRefTracking() {
    return refTracking;
  }

  // ------------------------------------------------------------------ slots

  /**
   * Writes a slot of any type: flag, class info, data.
   *
   * @param value the value, possibly null
   */
  public void writeRef(Object value) {
    writeRef(value, (GenericType) null);
  }

  /**
   * Writes a slot of any type whose declared type is {@code declared}; container serializers use
   * its type arguments to skip per-element class info.
   *
   * @param value the value, possibly null
   * @param declared the declared type of the slot, or null
   */
  public void writeRef(Object value, GenericType declared) {
    if (value == null) {
      buffer.writeByte(RefFlags.NULL);
      return;
    }
    ClassInfo info = resolver.getClassInfo(value.getClass());
    FieldKind inPlace = info.inPlaceKind();
    if (inPlace != null) {
      writeInPlace(info, inPlace, value);
      return;
    }
    Serializer<Object> s = serializerOf(info);
    if (writeRefFlag(value, s)) {
      resolver.writeClassInfo(this, info);
      writeDataGeneric(s, value, declared);
    }
  }

  /**
   * Writes a string or boxed primitive whose class info says it is written in place ({@link
   * ClassInfo#inPlaceKind}): the flag, the class's header varint and the value, with the bytes its
   * serializer would write but no dispatch, nesting count or reference flag work (such values track
   * no references and have no children).
   */
  private void writeInPlace(ClassInfo info, FieldKind kind, Object value) {
    buffer.writeByte(RefFlags.NOT_NULL);
    resolver.writeFieldClassInfo(this, info);
    ElementCodec.writeInPlace(this, kind, value);
  }

  /**
   * Writes a slot of a known class whose declared type is {@code declared}.
   *
   * @param <T> the type written
   * @param value the value, possibly null
   * @param serializer the serializer of the slot's known class
   * @param declared the declared type of the slot, or null
   */
  public <T> void writeRef(T value, Serializer<T> serializer, GenericType declared) {
    if (value == null) {
      buffer.writeByte(RefFlags.NULL);
      return;
    }
    if (writeRefFlag(value, serializer)) {
      writeDataGeneric(serializer, value, declared);
    }
  }

  /**
   * Writes a slot whose class is known to the reader: flag then data, no class info.
   *
   * @param <T> the type written
   * @param value the value, possibly null
   * @param serializer the serializer of the slot's known class
   */
  public <T> void writeRef(T value, Serializer<T> serializer) {
    if (value == null) {
      buffer.writeByte(RefFlags.NULL);
      return;
    }
    if (writeRefFlag(value, serializer)) {
      writeData(serializer, value);
    }
  }

  /**
   * Writes the flag of a non-null value and returns whether its data must follow (false when it was
   * written before and only its reference id was written).
   *
   * @param value the non-null value
   * @param serializer its serializer, which says whether the type is reference-tracked
   * @return whether the value's data must follow
   */
  @GeneratedCodeApi
  public boolean writeRefFlag(Object value, Serializer<?> serializer) {
    if (refTracking && serializer.isRefTrackable()) {
      int id = refs.putIfAbsent(value);
      if (id >= 0) {
        buffer.writeByte(RefFlags.REF);
        buffer.writeVarUint32(id);
        return false;
      }
      buffer.writeByte(RefFlags.REF_VALUE);
      return true;
    }
    buffer.writeByte(RefFlags.NOT_NULL);
    return true;
  }

  /**
   * As {@link #writeRefFlag}, for a value of exactly the declared class of a slot that {@link
   * org.furylike.resolver.ClassResolver#isDeclaredClassSlot} allows: writes {@code REF} and the id
   * (returning false), {@code REF_VALUE_DECLARED} or {@code NOT_NULL_DECLARED}. No class info
   * follows; the caller writes the data when this returns true. The body repeats {@link
   * #writeRefFlag}'s on purpose: both sharing one helper with the flag bit as an argument measured
   * ORDER_1 serialize about 10% slower (one more call level to inline into generated code).
   *
   * @param value the non-null value, of exactly the slot's declared class
   * @param serializer the declared class's serializer
   * @return whether the caller must write the value's data
   */
  @GeneratedCodeApi
  public boolean writeDeclaredRefFlag(Object value, Serializer<?> serializer) {
    if (refTracking && serializer.isRefTrackable()) {
      int id = refs.putIfAbsent(value);
      if (id >= 0) {
        buffer.writeByte(RefFlags.REF);
        buffer.writeVarUint32(id);
        return false;
      }
      buffer.writeByte(RefFlags.REF_VALUE_DECLARED);
      return true;
    }
    buffer.writeByte(RefFlags.NOT_NULL_DECLARED);
    return true;
  }

  /**
   * Writes a value of exactly the declared class of a slot that {@link
   * org.furylike.resolver.ClassResolver#isDeclaredClassSlot} allows: the declared-class flag (or a
   * back-reference), then the data, no class info. Read with {@link
   * ReadContext#readDeclaredClassRef}.
   *
   * @param <T> the type written
   * @param value the non-null value, of exactly the slot's declared class
   * @param serializer the declared class's serializer
   * @param declared the declared type of the slot
   */
  public <T> void writeDeclaredClassRef(T value, Serializer<T> serializer, GenericType declared) {
    if (writeDeclaredRefFlag(value, serializer)) {
      writeDataGeneric(serializer, value, declared);
    }
  }

  /**
   * Counts one level of nesting before a generated serializer writes a value's data itself; pair
   * with {@link #exitData()}. False when the value is nested past this thread's share of the stack:
   * the caller then writes it with {@link #writeDeep} instead.
   *
   * @return false when the value must be written with {@link #writeDeep}
   */
  @GeneratedCodeApi
  public boolean enterData() {
    if (++depth > maxDepth) {
      throw depthExceeded();
    }
    return depth < hopAt;
  }

  /**
   * Counts one level of nesting for a run of values whose data the caller writes itself, one after
   * the other; pair a true result with {@link #exitData()}.
   *
   * @return false, with nothing counted, when the run is nested past this thread's share of the
   *     stack: write its values one by one through the general path instead
   */
  public boolean enterRun() {
    if (depth + 1 >= hopAt) {
      return false;
    }
    if (++depth > maxDepth) {
      throw depthExceeded();
    }
    return true;
  }

  /** Leaves a level entered with {@link #enterData()}. */
  @GeneratedCodeApi
  public void exitData() {
    depth--;
  }

  /**
   * Writes the data of a non-null value, counting depth.
   *
   * @param <T> the type written
   * @param serializer the serializer of the value's class
   * @param value the value, not null
   */
  public <T> void writeData(Serializer<T> serializer, T value) {
    writeDataGeneric(serializer, value, null);
  }

  /**
   * Writes the data of a non-null value, passing its declared type to container serializers.
   *
   * @param <T> the type written
   * @param serializer the serializer of the value's class
   * @param value the value, not null
   * @param declared the declared type of the slot, or null
   */
  @SuppressWarnings("unchecked")
  public <T> void writeDataGeneric(Serializer<T> serializer, T value, GenericType declared) {
    // one frame between a value and its children keeps deep graphs within the thread stack
    if (++depth > maxDepth) {
      throw depthExceeded();
    }
    if (depth >= hopAt) {
      writeOnDeepStack(serializer, value, declared);
    } else {
      dispatch(serializer, value, declared);
    }
    depth--;
  }

  @SuppressWarnings("unchecked")
  private <T> void dispatch(Serializer<T> serializer, T value, GenericType declared) {
    if (declared != null && serializer instanceof GenericSerializer) {
      ((GenericSerializer<T>) serializer).write(this, value, declared);
    } else {
      serializer.write(this, value);
    }
  }

  /**
   * Writes the data of a value for which {@link #enterData()} returned false, on a large-stack
   * thread ({@code declared} as for {@link #writeDataGeneric}).
   *
   * @param <T> the type written
   * @param serializer the serializer of the value's class
   * @param value the value, not null
   * @param declared the declared type of the slot, or null
   */
  @GeneratedCodeApi
  public <T> void writeDeep(Serializer<T> serializer, T value, GenericType declared) {
    writeOnDeepStack(serializer, value, declared);
  }

  /** Writes a value nested past the caller's share of the stack on a large-stack thread. */
  private <T> void writeOnDeepStack(Serializer<T> serializer, T value, GenericType declared) {
    int saved = hopAt;
    hopAt = depth + DeepStack.HOP_LEVELS;
    try {
      DeepStack.call(
          () -> {
            dispatch(serializer, value, declared);
            return null;
          });
    } finally {
      hopAt = saved;
    }
  }

  private MaxDepthExceededException depthExceeded() {
    return new MaxDepthExceededException(
        "object graph nests deeper than maxDepth "
            + maxDepth
            + " while writing at offset "
            + buffer.writerIndex()
            + (refTracking ? "" : "; a cycle needs withRefTracking(true)")
            + "; raise it with FuryBuilder.withMaxDepth");
  }

  @SuppressWarnings("unchecked")
  private Serializer<Object> serializerOf(ClassInfo info) {
    Serializer<?> s = info.getSerializerOrNull();
    return (Serializer<Object>) (s != null ? s : resolver.getSerializer(info));
  }

  // ------------------------------------------------------------------ values

  /**
   * Writes an int as a zigzag varint or as four bytes, by config.
   *
   * @param v the value
   */
  public void writeInt32(int v) {
    if (numberCompressed) {
      buffer.writeVarInt32(v);
    } else {
      buffer.writeInt(v);
    }
  }

  /**
   * Writes a long small-value-tagged or as eight bytes, by config.
   *
   * @param v the value
   */
  public void writeInt64(long v) {
    if (numberCompressed) {
      buffer.writeSliInt64(v);
    } else {
      buffer.writeLong(v);
    }
  }

  /**
   * Stores an int at {@code index} as {@link #writeInt32} writes it, without moving the writer
   * index: for serializers that write several values after one {@link MemoryBuffer#ensure}.
   *
   * @param index the absolute index; 5 writable bytes must be ensured there
   * @param v the value
   * @return the number of bytes stored
   */
  public int putInt32(int index, int v) {
    if (numberCompressed) {
      return buffer.putVarInt32(index, v);
    }
    buffer.putInt(index, v);
    return 4;
  }

  /**
   * Stores a long at {@code index} as {@link #writeInt64} writes it, without moving the writer
   * index.
   *
   * @param index the absolute index; 9 writable bytes must be ensured there
   * @param v the value
   * @return the number of bytes stored
   */
  public int putInt64(int index, long v) {
    if (numberCompressed) {
      return buffer.putSliInt64(index, v);
    }
    buffer.putLong(index, v);
    return 8;
  }

  /**
   * Writes a non-null string's data (no flag).
   *
   * @param s the string, not null
   */
  public void writeString(String s) {
    StringSerializer.writeString(buffer, s);
  }
}
