package org.furylike.context;

import java.util.ArrayList;
import java.util.Arrays;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.config.Config;
import org.furylike.exception.DeserializationException;
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
 * The state of one deserialize call: the buffer, the objects read so far (for references), the
 * class names seen and the current depth. Reused across calls of one instance.
 */
public final class ReadContext implements org.furylike.resolver.ClassInfoStreams.Reader {
  private static final int NO_REF = -1;

  /** Slot value of an object whose class the reader does not have; references to it read null. */
  private static final Object SKIPPED = new Object();

  private final boolean carriesSchemas;

  /** The depth past which values continue on a large-stack thread ({@link DeepStack}). */
  private int hopAt = DeepStack.CALLER_LEVELS;

  private org.furylike.resolver.SchemaContext schemas = new org.furylike.resolver.SchemaContext();
  private boolean sharedSchemas;
  private final ClassResolver resolver;
  private final boolean refTracking;
  private final boolean numberCompressed;
  private final int maxDepth;
  private final ArrayList<ClassInfo> classNames = new ArrayList<>();
  private Object[] refObjects = new Object[16];
  private int refCount;
  private int[] pending = new int[16];
  private int pendingTop;
  private MemoryBuffer buffer;

  /** The buffer {@link #end} does not forget (see {@link #keepBuffer}). */
  private MemoryBuffer keptBuffer;

  private int depth;

  /** How many fields the reader's class does not declare are being read and dropped. */
  private int skipping;

  /**
   * Declared sizes below this skip the bookkeeping of {@link ReadLimits}: their preallocation is
   * small whatever the input says.
   */
  static final int SMALL_LENGTH = 1 << 8;

  private final ReadLimits limits;
  private final int maxObjects;
  private final int maxSharedKeyRefs;
  private final int maxUnusedCapacity;

  /** Values still allowed in this message ({@code maxObjects} counts down). */
  private int objectsLeft;

  /** Whether a hash-set element or a hash-map key is being read (its whole value). */
  private boolean inHashKeys;

  /** Back-references to collections and maps still allowed inside hash keys in this message. */
  private int sharedKeyRefsLeft;

  /**
   * Creates the read context of one {@code Fury} instance.
   *
   * @param config the instance's settings (limits, reference tracking)
   * @param resolver the instance's class resolver
   */
  public ReadContext(Config config, ClassResolver resolver) {
    this.resolver = resolver;
    this.refTracking = config.isRefTracking();
    this.numberCompressed = config.isNumberCompressed();
    this.maxDepth = config.getMaxDepth();
    this.carriesSchemas = config.carriesSchemas();
    this.limits = new ReadLimits(config.getLimits());
    this.maxObjects = config.getLimits().getMaxObjects();
    this.maxSharedKeyRefs = config.getLimits().getMaxSharedKeyRefs();
    this.maxUnusedCapacity = config.getLimits().getMaxUnusedCapacity();
  }

  /**
   * Starts a call that reads from {@code buffer}.
   *
   * @param buffer the buffer positioned at the root slot
   */
  public void begin(MemoryBuffer buffer) {
    this.hopAt = DeepStack.CALLER_LEVELS;
    if (this.buffer != buffer) {
      // stored only when it changes: a reference stored into this long-lived object may cost the
      // garbage collector's cross-region write barrier, with a memory fence, on every call
      this.buffer = buffer;
    }
    this.depth = 0;
    this.objectsLeft = maxObjects;
    this.inHashKeys = false;
    this.sharedKeyRefsLeft = maxSharedKeyRefs;
    limits.begin(buffer);
  }

  /**
   * Names the buffer that {@link #end} keeps instead of forgetting: the instance's own buffer,
   * which holds no caller's memory between calls. Calls on it then store no buffer reference.
   *
   * @param own the instance's own buffer, or null
   */
  public void keepBuffer(MemoryBuffer own) {
    this.keptBuffer = own;
  }

  /** Ends a call, forgetting references and class names. */
  public void end() {
    if (refCount > 0) {
      // a fresh table rather than clearing the old one: stores into a long-lived array pay the
      // garbage collector's cross-generation write barrier on every reference read
      refObjects = new Object[Math.min(refObjects.length, 16)];
      refCount = 0;
    }
    pendingTop = 0;
    skipping = 0;
    if (!classNames.isEmpty()) {
      classNames.clear();
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
   * null. A context last read by another instance is first bound to this one's resolver.
   *
   * @param context the schema context, or null
   */
  public void setSchemaContext(org.furylike.resolver.SchemaContext context) {
    if (context != null) {
      resolver.bindSchemaContext(context);
    }
    this.sharedSchemas = context != null;
    this.schemas = context != null ? context : new org.furylike.resolver.SchemaContext();
  }

  /**
   * {@return the context set by {@link #setSchemaContext}, or null when each call has a fresh one}
   */
  public org.furylike.resolver.SchemaContext sharedSchemaContext() {
    return sharedSchemas ? schemas : null;
  }

  /** {@return whether reference tracking is on} */
  @GeneratedCodeApi
  public boolean isRefTracking() {
    return refTracking;
  }

  /**
   * Compatible mode: starts reading a field the reader's class does not declare; values of classes
   * the reader does not have are dropped only inside such a field.
   */
  public void beginSkip() {
    skipping++;
  }

  /** Ends {@link #beginSkip()}. */
  public void endSkip() {
    skipping--;
  }

  /** {@return whether a field the reader's class does not declare is being read and dropped} */
  public boolean isSkipping() {
    return skipping > 0;
  }

  // ------------------------------------------------------------------ slots

  /**
   * Reads a slot of any type written by {@link WriteContext#writeRef(Object)}.
   *
   * @return the value, possibly null or an object read earlier
   */
  @GeneratedCodeApi
  public Object readRef() {
    return readRef((GenericType) null);
  }

  /**
   * Reads a slot of any type whose declared type is {@code declared}, written by {@link
   * WriteContext#writeRef(Object, GenericType)}.
   *
   * @param declared the declared type of the slot, or null
   * @return the value, possibly null
   */
  @GeneratedCodeApi
  public Object readRef(GenericType declared) {
    return readRef(buffer.readByte(), declared);
  }

  /**
   * Reads the rest of a slot of any type whose flag the caller has read already (generated code
   * reads the flag itself for the common cases).
   *
   * @param flag the flag already read
   * @param declared the declared type of the slot, or null
   * @return the value, possibly null
   */
  @GeneratedCodeApi
  public Object readRef(byte flag, GenericType declared) {
    switch (flag) {
      case RefFlags.NULL:
        return null;
      case RefFlags.REF:
        return readBackReference();
      case RefFlags.NOT_NULL:
        {
          ClassInfo info = resolver.readClassInfo(this);
          FieldKind inPlace = info.inPlaceKind();
          if (inPlace != null) {
            // a string or boxed value, written in place by WriteContext.writeRef: no children
            // and no reference id, so no nesting level; it still counts as an object read
            if (--objectsLeft < 0) {
              throw depthExceeded();
            }
            return ElementCodec.readInPlace(this, inPlace);
          }
          return readValue(flag, serializerOf(info), declared);
        }
      case RefFlags.REF_VALUE:
        return readValue(flag, serializerOf(resolver.readClassInfo(this)), declared);
      case RefFlags.NOT_NULL_DECLARED:
      case RefFlags.REF_VALUE_DECLARED:
        throw noDeclaredClass(flag, declared);
      default:
        throw badFlag(flag);
    }
  }

  /**
   * Reads a slot written by {@link WriteContext#writeDeclaredClassRef} or {@link
   * WriteContext#writeRef(Object, GenericType)}: a declared-class flag is followed by the data of
   * {@code serializer}'s class, any other flag as in {@link #readRef(byte, GenericType)}.
   *
   * @param serializer the serializer of the slot's declared class
   * @param declared the declared type of the slot
   * @return the value, possibly null
   */
  public Object readDeclaredClassRef(Serializer<?> serializer, GenericType declared) {
    byte flag = buffer.readByte();
    if (flag == RefFlags.NOT_NULL_DECLARED || flag == RefFlags.REF_VALUE_DECLARED) {
      return readValue((byte) (flag & ~RefFlags.DECLARED_CLASS), serializer, declared);
    }
    return readRef(flag, declared);
  }

  /**
   * Reads a slot written by {@link WriteContext#writeRef(Object, Serializer)}.
   *
   * @param <T> the type read
   * @param serializer the serializer of the slot's known class
   * @return the value, possibly null
   */
  @GeneratedCodeApi
  public <T> T readRef(Serializer<T> serializer) {
    return readRef(serializer, null);
  }

  /**
   * Reads a slot of a known class whose declared type is {@code declared}.
   *
   * @param <T> the type read
   * @param serializer the serializer of the slot's known class
   * @param declared the declared type of the slot, or null
   * @return the value, possibly null
   */
  @GeneratedCodeApi
  public <T> T readRef(Serializer<T> serializer, GenericType declared) {
    return readRef(buffer.readByte(), serializer, declared);
  }

  /**
   * Reads the rest of a slot of a known class whose flag the caller has read already.
   *
   * @param <T> the type read
   * @param flag the flag already read
   * @param serializer the serializer of the slot's known class
   * @param declared the declared type of the slot, or null
   * @return the value, possibly null
   */
  @GeneratedCodeApi
  public <T> T readRef(byte flag, Serializer<T> serializer, GenericType declared) {
    switch (flag) {
      case RefFlags.NULL:
        return null;
      case RefFlags.REF:
        return castRef(serializer, readBackReference());
      case RefFlags.NOT_NULL:
      case RefFlags.REF_VALUE:
        return readValue(flag, serializer, declared);
      default:
        throw badFlag(flag);
    }
  }

  /**
   * The data of a value after its {@code NOT_NULL} or {@code REF_VALUE} flag, read in this frame
   * (no helper frames between a value and its children keeps deep graphs within the thread stack).
   */
  @SuppressWarnings("unchecked")
  private <T> T readValue(byte flag, Serializer<T> serializer, GenericType declared) {
    int token = beginValue(flag);
    if (++depth > maxDepth | --objectsLeft < 0) {
      throw depthExceeded();
    }
    T value =
        depth >= hopAt ? readOnDeepStack(serializer, declared) : dispatch(serializer, declared);
    depth--;
    endValue(token, value);
    return value;
  }

  private <T> T castRef(Serializer<T> serializer, Object value) {
    Class<T> type = serializer.getType();
    if (value != null && !type.isInstance(value)) {
      throw new DeserializationException(
          "reference at offset "
              + buffer.readerIndex()
              + " points to a "
              + value.getClass().getName()
              + " where a "
              + type.getName()
              + " is expected");
    }
    return type.cast(value);
  }

  /**
   * Reads the data of a value that has no reference id (its flag was read by the caller).
   *
   * @param <T> the type read
   * @param serializer the serializer of the value's class
   * @param declared the declared type of the slot, or null
   * @return the value
   */
  @GeneratedCodeApi
  public <T> T readUntracked(Serializer<T> serializer, GenericType declared) {
    if (!refTracking) {
      return readData(serializer, declared);
    }
    pushPending(NO_REF);
    T value = readData(serializer, declared);
    pendingTop--;
    return value;
  }

  /** {@link #beginValue} token: no reference id and tracking off, nothing to undo. */
  private static final int PLAIN = -2;

  /** {@link #beginValue} token: no reference id while tracking is on. */
  private static final int UNTRACKED = -1;

  /**
   * After a {@code NOT_NULL} or {@code REF_VALUE} flag (or its declared-class form) read by
   * generated code, which then reads the value's data itself at a call site of its own: reserves
   * the reference id of a {@code REF_VALUE} (failing when tracking is off), or shields the
   * enclosing value from {@link #reference} for a {@code NOT_NULL} while tracking is on. Pass the
   * token returned to {@link #endValue}.
   *
   * @param flag the flag just read
   * @return the token for {@link #endValue}
   */
  @GeneratedCodeApi
  public int beginValue(byte flag) {
    if (flag == RefFlags.REF_VALUE || flag == RefFlags.REF_VALUE_DECLARED) {
      return beginTracked();
    }
    if (refTracking) {
      pushPending(NO_REF);
      return UNTRACKED;
    }
    return PLAIN;
  }

  /**
   * Ends {@link #beginValue}, recording {@code value} under its reference id if it has one.
   *
   * @param token the token from {@link #beginValue}
   * @param value the value read
   */
  @GeneratedCodeApi
  public void endValue(int token, Object value) {
    if (token >= 0) {
      endTracked(token, value);
    } else if (token == UNTRACKED) {
      pendingTop--;
    }
  }

  /**
   * After a {@code REF_VALUE} flag: reserves the value's reference id and makes it the target of
   * {@link #reference(Object)} until {@link #endTracked}. Generated code reads the value itself
   * between the two, at a call site of its own.
   */
  private int beginTracked() {
    if (!refTracking) {
      throw new DeserializationException(
          "reference flag at offset "
              + (buffer.readerIndex() - 1)
              + " but this reader has reference tracking off; writer and reader configs differ"
              + " or the input is corrupt");
    }
    int id = refCount;
    if (id == refObjects.length) {
      refObjects = Arrays.copyOf(refObjects, id * 2);
    }
    refCount = id + 1;
    pushPending(id);
    return id;
  }

  /** Records the value read for the reference id {@link #beginTracked()} reserved. */
  private void endTracked(int id, Object value) {
    pendingTop--;
    Object stored = value != null ? value : SKIPPED;
    Object[] refs = refObjects;
    // most values registered themselves through reference(); skip the second store and its GC
    // write barrier
    if (refs[id] != stored) {
      refs[id] = stored;
    }
  }

  private Object readBackReference() {
    int at = buffer.readerIndex() - 1;
    if (!refTracking) {
      throw new DeserializationException(
          "back-reference flag at offset " + at + " but this reader has reference tracking off");
    }
    int id = buffer.readVarUint32();
    if (id < 0 || id >= refCount) {
      throw new DeserializationException(
          "reference id "
              + id
              + " at offset "
              + at
              + " is out of range ("
              + refCount
              + " objects read so far)");
    }
    Object value = refObjects[id];
    if (inHashKeys) {
      checkSharedKeyRef(value, at);
    }
    if (value == SKIPPED) {
      return null;
    }
    if (value == null) {
      throw new DeserializationException(
          "reference id "
              + id
              + " at offset "
              + at
              + " points to an object still being constructed: a cycle runs through an"
              + " immutable value (record, immutable collection) which cannot be restored");
    }
    return value;
  }

  private void pushPending(int id) {
    if (pendingTop == pending.length) {
      pending = Arrays.copyOf(pending, pendingTop * 2);
    }
    pending[pendingTop++] = id;
  }

  /**
   * Records the object under construction so that references to it found while reading its children
   * resolve. Serializers of mutable types call this right after creating the object.
   *
   * @param value the new object, before its children are read
   */
  @GeneratedCodeApi
  public void reference(Object value) {
    if (pendingTop > 0) {
      int id = pending[pendingTop - 1];
      if (id != NO_REF) {
        refObjects[id] = value;
      }
    }
  }

  /**
   * Counts one level of nesting before a generated serializer reads a value's data itself; pair
   * with {@link #exitData()}. Only for values without reference flags while tracking is off.
   *
   * @return false when the value is nested past this thread's share of the stack: read it with
   *     {@link #readDeep} instead
   */
  @GeneratedCodeApi
  public boolean enterData() {
    if (++depth > maxDepth | --objectsLeft < 0) {
      throw depthExceeded();
    }
    return depth < hopAt;
  }

  /**
   * Counts one level of nesting for a run of {@code values} values whose data the caller reads
   * itself, one after the other, and charges all of them to the object budget at once, as reading
   * each through {@link #readData} would; pair a true result with {@link #exitData()}.
   *
   * @param values the number of values in the run
   * @return false, with nothing counted, when the run is nested past this thread's share of the
   *     stack: read its values one by one through the general path instead
   */
  public boolean enterRun(int values) {
    if (depth + 1 >= hopAt) {
      return false;
    }
    if (++depth > maxDepth | (objectsLeft -= values) < 0) {
      throw depthExceeded();
    }
    return true;
  }

  /**
   * Charges {@code values} values that a generated element loop read itself to the object budget,
   * as reading each through {@link #readData} would have; called once after the loop.
   *
   * @param values the number of values read with their own data (not nulls, not back-references,
   *     not strings or boxed values read in place)
   */
  @GeneratedCodeApi
  public void chargeObjects(int values) {
    if ((objectsLeft -= values) < 0) {
      throw depthExceeded();
    }
  }

  /** Leaves a level entered with {@link #enterData()}. */
  @GeneratedCodeApi
  public void exitData() {
    depth--;
  }

  /**
   * Reads the data of a value, counting depth.
   *
   * @param <T> the type read
   * @param serializer the serializer of the value's class
   * @return the value
   */
  public <T> T readData(Serializer<T> serializer) {
    return readData(serializer, null);
  }

  /**
   * Reads the data of a value, passing its declared type to container serializers.
   *
   * @param <T> the type read
   * @param serializer the serializer of the value's class
   * @param declared the declared type of the slot, or null
   * @return the value
   */
  @SuppressWarnings("unchecked")
  public <T> T readData(Serializer<T> serializer, GenericType declared) {
    if (++depth > maxDepth | --objectsLeft < 0) {
      throw depthExceeded();
    }
    T value =
        depth >= hopAt ? readOnDeepStack(serializer, declared) : dispatch(serializer, declared);
    depth--;
    return value;
  }

  @SuppressWarnings("unchecked")
  private <T> T dispatch(Serializer<T> serializer, GenericType declared) {
    return declared != null && serializer instanceof GenericSerializer
        ? ((GenericSerializer<T>) serializer).read(this, declared)
        : serializer.read(this);
  }

  /**
   * Reads the data of a value for which {@link #enterData()} returned false, on a large-stack
   * thread ({@code declared} as for {@link #readData(Serializer, GenericType)}).
   *
   * @param <T> the type read
   * @param serializer the serializer of the value's class
   * @param declared the declared type of the slot, or null
   * @return the value
   */
  @GeneratedCodeApi
  public <T> T readDeep(Serializer<T> serializer, GenericType declared) {
    return readOnDeepStack(serializer, declared);
  }

  /** Reads a value nested past the caller's share of the stack on a large-stack thread. */
  private <T> T readOnDeepStack(Serializer<T> serializer, GenericType declared) {
    int saved = hopAt;
    hopAt = depth + DeepStack.HOP_LEVELS;
    try {
      return DeepStack.call(() -> dispatch(serializer, declared));
    } finally {
      hopAt = saved;
    }
  }

  /** The depth or the object budget ran out (one branch on the hot path covers both). */
  private org.furylike.exception.LimitExceededException depthExceeded() {
    if (objectsLeft < 0) {
      return new org.furylike.exception.LimitExceededException(
          "maxObjects",
          "input holds more than maxObjects "
              + maxObjects
              + " values (at offset "
              + buffer.readerIndex()
              + "); raise it with FuryBuilder.withMaxObjects if the data is trusted");
    }
    return new MaxDepthExceededException(
        "input nests deeper than maxDepth "
            + maxDepth
            + " at offset "
            + buffer.readerIndex()
            + "; raise it with FuryBuilder.withMaxDepth if the data is trusted");
  }

  /**
   * A declared-class flag in a slot that does not take one: its declared type is not a concrete
   * registered class here, the mode is compatible, or the slot is not a field of a plain class.
   */
  private DeserializationException noDeclaredClass(byte flag, GenericType declared) {
    return new DeserializationException(
        "declared-class flag "
            + flag
            + " at offset "
            + (buffer.readerIndex() - 1)
            + " in a slot "
            + (declared == null ? "without a declared type" : "declared as " + declared)
            + " that takes class info here; writer and reader classes or settings differ, or the"
            + " input is corrupt");
  }

  private DeserializationException badFlag(byte flag) {
    return new DeserializationException(
        "invalid reference flag " + flag + " at offset " + (buffer.readerIndex() - 1));
  }

  @SuppressWarnings("unchecked")
  private Serializer<Object> serializerOf(ClassInfo info) {
    Serializer<?> s = info.getSerializerOrNull();
    return (Serializer<Object>) (s != null ? s : resolver.getSerializer(info));
  }

  // ------------------------------------------------------------------ values

  /** {@return an int written by {@link WriteContext#writeInt32}} */
  public int readInt32() {
    return numberCompressed ? buffer.readVarInt32() : buffer.readInt();
  }

  /** {@return a long written by {@link WriteContext#writeInt64}} */
  public long readInt64() {
    return numberCompressed ? buffer.readSliInt64() : buffer.readLong();
  }

  /**
   * Reads a non-null string's data (no flag).
   *
   * @return the string
   */
  public String readString() {
    return StringSerializer.readString(buffer);
  }

  /**
   * Reads a declared element count (collection, map, array, string of elements) and returns it once
   * the input can back it: at least {@code minBytesPerElement} bytes per element must remain after
   * the bytes that enclosing values still need, and the preallocation it allows counts against the
   * message's allocation budget. Every reader turns a declared size into an allocation through this
   * method, so a corrupt or hostile size cannot make nested claims multiply. A size below {@link
   * #SMALL_LENGTH} that the remaining bytes cover costs two compares, as the plain bytes-remaining
   * check did; larger ones take the bookkeeping in {@link ReadLimits}.
   *
   * @param minBytesPerElement the fewest bytes one element can occupy on the wire
   * @param what the value being read, for the message
   * @return the count, 0 or more
   * @throws org.furylike.exception.FuryException if the count is negative, cannot be backed by the
   *     bytes remaining, or exceeds the allocation budget
   */
  @GeneratedCodeApi
  public int readLength(int minBytesPerElement, String what) {
    int at = buffer.readerIndex();
    int n = buffer.readVarUint32();
    if ((n & -SMALL_LENGTH) != 0 || n * minBytesPerElement > buffer.remaining()) {
      limits.check(buffer, n, minBytesPerElement, what, at);
    }
    return n;
  }

  /**
   * Accounts for {@code slots} capacity slots of {@code bytesPerSlot} bytes that {@code what} (read
   * at {@code at}) allocates beyond its elements, which no input bytes back; fails past {@code
   * maxUnusedCapacity} or the allocation budget.
   *
   * @param slots the unbacked capacity slots
   * @param bytesPerSlot the bytes each slot costs
   * @param what the value being read, for the message
   * @param at its byte offset, for the message
   */
  public void chargeCapacity(long slots, int bytesPerSlot, String what, int at) {
    int max = maxUnusedCapacity;
    if (slots > max) {
      throw new org.furylike.exception.LimitExceededException(
          "maxUnusedCapacity",
          what
              + " at offset "
              + at
              + " declares "
              + slots
              + " capacity slots beyond its elements, over maxUnusedCapacity "
              + max
              + "; raise it with FuryBuilder.withMaxUnusedCapacity if the data is trusted");
    }
    limits.charge(slots * bytesPerSlot, what, at);
  }

  /**
   * Marks the start of reading a value that will be hashed: an element of a set or a key of a map.
   * Until {@link #exitHashKeys}, a back-reference to a collection or map counts against {@code
   * maxSharedKeyRefs}: hashing collections that share references costs the number of paths through
   * them, exponential in their nesting (the "SerialDOS" input shape), while hashing a tree costs
   * its size times its depth. Returns a token for {@link #exitHashKeys}.
   *
   * @return the token for {@link #exitHashKeys}
   */
  @GeneratedCodeApi
  public int enterHashKeys() {
    if (inHashKeys) {
      return 1;
    }
    inHashKeys = true;
    return 0;
  }

  /**
   * Ends {@link #enterHashKeys} with the token it returned.
   *
   * @param token the token from {@link #enterHashKeys}
   */
  @GeneratedCodeApi
  public void exitHashKeys(int token) {
    if (token == 0) {
      inHashKeys = false;
    }
  }

  private void checkSharedKeyRef(Object value, int at) {
    if ((value instanceof java.util.Collection || value instanceof java.util.Map)
        && --sharedKeyRefsLeft < 0) {
      throw new org.furylike.exception.LimitExceededException(
          "maxSharedKeyRefs",
          "back-reference at offset "
              + at
              + " to a "
              + value.getClass().getName()
              + " inside a set element or map key: more than maxSharedKeyRefs "
              + maxSharedKeyRefs
              + " shared collections would be hashed; raise it with"
              + " FuryBuilder.withMaxSharedKeyRefs if the data is trusted");
    }
  }

  /**
   * Fails when a {@code CopyOnWriteArraySet} ({@code what}) declares more than {@code
   * maxCopyOnWriteSetSize} elements: filling one costs the square of its size.
   *
   * @param size the declared size
   * @param what the value being read, for the message
   */
  public void checkCopyOnWriteSetSize(int size, String what) {
    limits.checkCopyOnWriteSetSize(size, what, buffer.readerIndex());
  }

  /**
   * Fails when the message has used more than {@code maxMessageBytes}, ending at {@code end}.
   *
   * @param end the buffer offset the message has reached
   */
  public void checkMessageEnd(int end) {
    if (end > limits.messageEnd()) {
      throw limits.overMessage("the message", end);
    }
  }

  // ------------------------------------------------------------------ class names

  public void addClassName(ClassInfo info) {
    classNames.add(info);
  }

  public ClassInfo classNameAt(int index, int offset) {
    if (index < 0 || index >= classNames.size()) {
      throw new DeserializationException(
          "class name index "
              + index
              + " at offset "
              + offset
              + " is out of range ("
              + classNames.size()
              + " names so far)");
    }
    return classNames.get(index);
  }
}
