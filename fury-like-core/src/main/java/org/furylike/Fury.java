package org.furylike;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.function.Function;
import org.furylike.config.Config;
import org.furylike.config.FuryBuilder;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.exception.SerializationException;
import org.furylike.jit.JitCompiler;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * The serializer facade: turns object graphs into bytes and back, and deep-copies them.
 *
 * <pre>{@code
 * Fury fury = Fury.builder().withRefTracking(true).build();
 * fury.register(Order.class);
 * byte[] bytes = fury.serialize(order);
 * Order back = fury.deserialize(bytes, Order.class);
 * }</pre>
 *
 * <p>An instance is not thread-safe: use one per thread, or a {@code ThreadSafeFury}. Writer and
 * reader must be built with equal settings and register the same classes with the same ids; the
 * one-byte stream header records the format version and the settings that change the bytes, and a
 * reader with different settings rejects the stream instead of misreading it.
 */
public final class Fury {
  /** The wire format version written in bits 6..4 of the header byte. */
  public static final int FORMAT_VERSION = 5;

  private static final int STREAM_CHUNK = 1 << 16;

  private final Config config;

  /** {@code config}'s message limit, read once per message without going through the config. */
  private final int maxMessageBytes;

  private final ClassResolver resolver;
  private final WriteContext writeContext;
  private final ReadContext readContext;
  private final CopyContext copyContext;
  private final int header;
  private final boolean checksum;
  private MemoryBuffer buffer;
  private final MemoryBuffer readView = MemoryBuffer.wrap(new byte[0]);
  private final MemoryBuffer writeView = MemoryBuffer.wrap(new byte[0]);
  private boolean busy;

  /**
   * Use {@link #builder()}.
   *
   * @param config the settings, frozen by {@link FuryBuilder#buildConfig()}
   */
  public Fury(Config config) {
    this.config = config;
    this.maxMessageBytes = config.getLimits().getMaxMessageBytes();
    this.resolver = new ClassResolver(config, JitCompiler.codeGenerator());
    this.writeContext = new WriteContext(config, resolver);
    this.readContext = new ReadContext(config, resolver);
    this.copyContext = new CopyContext(resolver, config.getMaxDepth());
    this.header = (FORMAT_VERSION << 4) | config.headerFlags();
    this.checksum = config.isChecksum();
    this.buffer = MemoryBuffer.allocate(256);
    writeContext.keepBuffer(buffer);
    readContext.keepBuffer(readView);
    if (config.isCodegen()) {
      JitCompiler.warmUpInBackground(config);
    }
  }

  /** {@return a builder with the secure defaults: registration required, no reference tracking} */
  public static FuryBuilder builder() {
    return new FuryBuilder();
  }

  /** {@return the settings this instance was built with} */
  public Config getConfig() {
    return config;
  }

  /** {@return the class resolver of this instance (registrations and serializers)} */
  public ClassResolver getClassResolver() {
    return resolver;
  }

  // ------------------------------------------------------------------ registration

  /**
   * Registers {@code cls} under the next free id and returns the id.
   *
   * @param cls the class to register: a user class, record, enum or array type
   * @return the id now assigned to {@code cls}
   * @throws FuryException if the class is denied or cannot be registered
   */
  public int register(Class<?> cls) {
    return resolver.register(cls);
  }

  /**
   * Registers {@code cls} under {@code id} (0 to 16,777,215). Writer and reader must use the same
   * ids for the same classes.
   *
   * @param cls the class to register
   * @param id the id to use for it, 0 to 16,777,215
   * @return {@code id}
   * @throws FuryException if the id is out of range or already taken by another class
   */
  public int register(Class<?> cls, int id) {
    return resolver.register(cls, id);
  }

  /**
   * Lets {@code cls} travel by its class name instead of an id, also when registration is required.
   * The name is written once per stream and referenced by index after that; ids stay the faster and
   * smaller choice. Writer and reader must both register the class by name (or the reader must not
   * require registration).
   *
   * @param cls the class that may travel by name
   * @throws org.furylike.exception.FuryException if the class is null, an array or primitive,
   *     denied, or already registered with an id
   */
  public void registerByName(Class<?> cls) {
    resolver.registerByName(cls);
  }

  /**
   * Uses {@code serializer} for {@code cls}, registering the class under the next free id if it is
   * neither registered nor built-in.
   *
   * @param <T> the type the serializer handles
   * @param cls the class whose values {@code serializer} writes and reads
   * @param serializer the serializer; it is used by this instance only, so it may keep state
   *     between calls
   * @throws FuryException if {@code cls} is a primitive class, {@code String} or a boxed primitive
   *     class: their encoding is part of the wire format and is not replaced
   */
  public <T> void registerSerializer(Class<T> cls, Serializer<? extends T> serializer) {
    resolver.registerSerializer(cls, serializer);
  }

  /**
   * Uses a new instance of {@code serializerClass} for {@code cls}, created through its first
   * public constructor among {@code (Config, Class)}, {@code (Class)}, {@code (Config)} and {@code
   * ()}.
   *
   * @param <T> the type the serializer handles
   * @param cls the class whose values the serializer writes and reads
   * @param serializerClass the serializer class to instantiate once, now
   * @throws org.furylike.exception.FuryException if the class has no such constructor or it fails
   */
  public <T> void registerSerializer(Class<T> cls, Class<? extends Serializer<?>> serializerClass) {
    registerSerializer(cls, SerializerClasses.factory(cls, serializerClass));
  }

  /**
   * Uses the serializer that {@code factory} makes from this instance's settings for {@code cls}.
   * The same factory can be given to {@link ThreadSafeFury#registerSerializer(Class, Function)}.
   *
   * @param <T> the type the serializer handles
   * @param cls the class whose values the serializer writes and reads
   * @param factory makes the serializer from this instance's {@link Config}; called once, now
   * @throws org.furylike.exception.FuryException if the factory fails or returns null
   */
  public <T> void registerSerializer(
      Class<T> cls, Function<? super Config, ? extends Serializer<? extends T>> factory) {
    if (cls == null || factory == null) {
      throw new FuryException(
          "registerSerializer needs a class and a factory, got " + cls + " and " + factory);
    }
    Serializer<? extends T> serializer;
    try {
      serializer = factory.apply(config);
    } catch (FuryException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new FuryException("the serializer factory for " + cls.getName() + " failed: " + e, e);
    }
    if (serializer == null) {
      throw new FuryException("the serializer factory for " + cls.getName() + " returned null");
    }
    resolver.registerSerializer(cls, serializer);
  }

  /**
   * Uses {@code context} for the class schemas of compatible mode across calls, so that a
   * connection sends each schema once (give writer and reader one context each, and keep their
   * messages in order); null returns to a fresh context per call.
   *
   * @param context the schema context for this connection, or null for a fresh one per call
   * @throws FuryException if called during a call of this instance (from a custom serializer)
   */
  public void setSchemaContext(org.furylike.resolver.SchemaContext context) {
    rejectReentry();
    writeContext.setSchemaContext(context);
    readContext.setSchemaContext(context);
  }

  // ------------------------------------------------------------------ serialize

  /**
   * Serializes {@code obj} (which may be null) into a new byte array.
   *
   * @param obj the root of the object graph to write, or null
   * @return a new array holding exactly one message
   * @throws FuryException (a subclass naming the class and the reason) if a class may not be
   *     written (not registered, denied), the graph is too deep, or a custom serializer fails
   */
  public byte[] serialize(Object obj) {
    rejectReentry();
    MemoryBuffer b = buffer;
    b.clear();
    try {
      serialize(b, obj);
      return b.copyOfRange(0, b.writerIndex());
    } finally {
      releaseLargeBuffer();
    }
  }

  /**
   * Serializes {@code obj} into a new byte array with {@code context} holding this call's class
   * schemas (compatible mode; other modes write no schemas): schemas the context has already sent
   * are referred to instead of written again, and the ones written now are recorded in it. The
   * context set by {@link #setSchemaContext}, if any, applies again after the call. If the call
   * fails, the peer cannot know what was recorded: reset both sides' contexts.
   *
   * @param context the schemas sent so far on this connection; updated by the call
   * @param obj the root of the object graph to write, or null
   * @return the serialized bytes
   * @throws NullPointerException if {@code context} is null
   * @throws FuryException as {@link #serialize(Object)}
   */
  public byte[] serialize(org.furylike.resolver.SchemaContext context, Object obj) {
    rejectReentry();
    org.furylike.resolver.SchemaContext previous = writeContext.sharedSchemaContext();
    writeContext.setSchemaContext(java.util.Objects.requireNonNull(context, "context"));
    try {
      return serialize(obj);
    } finally {
      writeContext.setSchemaContext(previous);
    }
  }

  /**
   * Serializes {@code obj} at the writer index of {@code target}, advancing it.
   *
   * @param target the buffer to append to; it grows as needed
   * @param obj the root of the object graph to write, or null
   * @throws FuryException as {@link #serialize(Object)}
   */
  public void serialize(MemoryBuffer target, Object obj) {
    enter();
    int start = target.writerIndex();
    try {
      target.writeByte(header);
      if (checksum) {
        MessageChecksum.reserveLength(target);
      }
      writeContext.begin(target);
      writeContext.writeRef(obj);
      if (checksum) {
        MessageChecksum.finish(target, start);
      }
    } catch (FuryException e) {
      throw e;
    } catch (StackOverflowError e) {
      throw new SerializationException(
          "object graph too deep for the thread stack; lower maxDepth or enable ref tracking", e);
    } catch (RuntimeException | Error e) {
      throw Failures.onWrite(e, obj == null ? "null" : obj.getClass().getName());
    } finally {
      writeContext.end();
      busy = false;
    }
  }

  /**
   * Writes {@code obj} to {@code out} as one frame: a four-byte little-endian length, then the
   * serialized bytes. Several objects may follow each other in one stream.
   *
   * @param out the stream to write the frame to; it is neither flushed nor closed
   * @param obj the root of the object graph to write, or null
   * @throws FuryException as {@link #serialize(Object)}; a {@link SerializationException} if {@code
   *     out} throws an {@code IOException}
   */
  public void serialize(OutputStream out, Object obj) {
    rejectReentry();
    MemoryBuffer b = buffer;
    b.clear();
    try {
      b.writeInt(0);
      serialize(b, obj);
      int length = b.writerIndex() - 4;
      b.putInt(0, length);
      out.write(b.getHeapMemory(), 0, b.writerIndex());
    } catch (IOException e) {
      throw new SerializationException("writing to the output stream failed: " + e, e);
    } finally {
      releaseLargeBuffer();
    }
  }

  /**
   * Serializes {@code obj} into {@code target} at its position, advancing the position past the
   * value; the limit is honoured and bytes before the position are not touched. The bytes are those
   * of {@link #serialize(Object)}, written straight into the target's memory: the array of a heap
   * buffer (from {@code arrayOffset() + position()}) or the memory of a direct buffer, with no
   * copy.
   *
   * <p>Writing reserves room for the largest encoding of each value before it is known, so a value
   * that needs a few bytes less than the target has left may not fit in place; such a value, and
   * any value when a schema context is set by {@link #setSchemaContext} (so that a failed attempt
   * never records schemas the peer will not receive), is written through this instance's reusable
   * buffer instead and copied into {@code target} once. A value that fit in place is not written
   * twice; one that did not is serialized a second time, so custom serializers and JDK hooks may
   * run twice for it.
   *
   * @param target the buffer to write into, heap or direct
   * @param obj the root of the object graph to write, or null
   * @throws SerializationException if the value needs more than {@code target.remaining()} bytes;
   *     the position is then unchanged, and bytes between the position and the limit may have been
   *     overwritten
   * @throws java.nio.ReadOnlyBufferException if {@code target} is read-only
   */
  public void serialize(ByteBuffer target, Object obj) {
    rejectReentry();
    if (target.isReadOnly()) {
      throw new java.nio.ReadOnlyBufferException();
    }
    if (writeContext.sharedSchemaContext() == null && serializeInPlace(target, obj)) {
      return;
    }
    serializeThroughBuffer(target, obj);
  }

  /** Writes into {@code target}'s memory; false (position unchanged) if the value did not fit. */
  private boolean serializeInPlace(ByteBuffer target, Object obj) {
    MemoryBuffer view = writeView;
    view.pointToForWrite(target);
    int start = view.writerIndex();
    try {
      serialize(view, obj);
      target.position(target.position() + view.writerIndex() - start);
      return true;
    } catch (FuryException e) {
      if (overflowed(e)) {
        return false;
      }
      throw e;
    } finally {
      view.detach();
    }
  }

  /** Whether {@code e}, or a cause it wraps, says that the caller's buffer was full. */
  private static boolean overflowed(Throwable e) {
    for (int i = 0; e != null && i < 16; i++, e = e.getCause()) {
      if (e instanceof org.furylike.exception.BufferOverflowException) {
        return true;
      }
    }
    return false;
  }

  private void serializeThroughBuffer(ByteBuffer target, Object obj) {
    MemoryBuffer b = buffer;
    b.clear();
    try {
      serialize(b, obj);
      int length = b.writerIndex();
      if (length > target.remaining()) {
        throw new SerializationException(
            "the serialized "
                + (obj == null ? "null" : obj.getClass().getName())
                + " needs "
                + length
                + " bytes but the target ByteBuffer has "
                + target.remaining()
                + " remaining (position "
                + target.position()
                + ", limit "
                + target.limit()
                + ")");
      }
      target.put(b.getHeapMemory(), 0, length);
    } finally {
      releaseLargeBuffer();
    }
  }

  // ------------------------------------------------------------------ deserialize

  /**
   * Deserializes a whole byte array written by {@link #serialize(Object)}.
   *
   * @param bytes exactly one serialized value
   * @return the value, possibly null
   * @throws FuryException a {@link DeserializationException} if the bytes are malformed, truncated,
   *     followed by extra bytes or written with other settings; an {@code InsecureException} if
   *     they name a class that may not be read; a {@code LimitExceededException} past a read limit
   */
  public Object deserialize(byte[] bytes) {
    checkMessageLength(bytes.length, "byte array");
    rejectReentry();
    MemoryBuffer view = readView;
    view.pointTo(bytes, 0, bytes.length);
    try {
      Object value = deserialize(view);
      if (view.remaining() != 0) {
        throw new DeserializationException(
            view.remaining()
                + " unexpected bytes after the value at offset "
                + view.readerIndex()
                + " of "
                + bytes.length);
      }
      return value;
    } finally {
      view.detach();
    }
  }

  /**
   * Deserializes a byte array and checks that the result is a {@code type}.
   *
   * @param <T> the expected type
   * @param bytes exactly one serialized value
   * @param type the class the value must be an instance of
   * @return the value, possibly null
   * @throws FuryException as {@link #deserialize(byte[])}; a {@link DeserializationException} also
   *     if the value is not a {@code type}
   */
  public <T> T deserialize(byte[] bytes, Class<T> type) {
    return cast(deserialize(bytes), type);
  }

  /**
   * Deserializes a whole byte array written by {@link
   * #serialize(org.furylike.resolver.SchemaContext, Object)}, with {@code context} holding the
   * schemas received so far on this connection; messages must be read in the order they were
   * written. A context filled by another instance with the same settings and registrations is
   * accepted (its schemas are looked up again here). The context set by {@link #setSchemaContext},
   * if any, applies again after the call.
   *
   * @param context the schemas received so far on this connection; updated by the call
   * @param bytes exactly one serialized value
   * @return the value, possibly null
   * @throws NullPointerException if {@code context} is null
   * @throws FuryException as {@link #deserialize(byte[])}
   */
  public Object deserialize(org.furylike.resolver.SchemaContext context, byte[] bytes) {
    rejectReentry();
    org.furylike.resolver.SchemaContext previous = readContext.sharedSchemaContext();
    readContext.setSchemaContext(java.util.Objects.requireNonNull(context, "context"));
    try {
      return deserialize(bytes);
    } finally {
      readContext.setSchemaContext(previous);
    }
  }

  /**
   * As {@link #deserialize(org.furylike.resolver.SchemaContext, byte[])}, and checks that the
   * result is a {@code type}.
   *
   * @param <T> the expected type
   * @param context the schemas received so far on this connection; updated by the call
   * @param bytes exactly one serialized value
   * @param type the class the value must be an instance of
   * @return the value, possibly null
   * @throws NullPointerException if {@code context} is null
   * @throws FuryException as {@link #deserialize(byte[], Class)}
   */
  public <T> T deserialize(
      org.furylike.resolver.SchemaContext context, byte[] bytes, Class<T> type) {
    return cast(deserialize(context, bytes), type);
  }

  /**
   * Deserializes one value at the reader index of {@code source}, advancing it.
   *
   * @param source the buffer to read from; its reader index moves past the value
   * @return the value, possibly null
   * @throws FuryException a {@link DeserializationException} if the bytes are malformed, truncated
   *     or written with other settings; an {@code InsecureException} if they name a class that may
   *     not be read; a {@code LimitExceededException} past a read limit
   */
  public Object deserialize(MemoryBuffer source) {
    enter();
    int start = source.readerIndex();
    try {
      if (checksum) {
        return readChecked(source);
      }
      checkHeader(source);
      readContext.begin(source);
      Object value = readContext.readRef();
      readContext.checkMessageEnd(source.readerIndex());
      return value;
    } catch (FuryException e) {
      throw e;
    } catch (StackOverflowError e) {
      throw new DeserializationException(
          "input nests too deeply for the thread stack near offset "
              + source.readerIndex()
              + "; lower maxDepth",
          e);
    } catch (RuntimeException | Error e) {
      throw Failures.onRead(e, source.readerIndex(), start);
    } finally {
      readContext.end();
      busy = false;
    }
  }

  /** Reads a message of {@code withChecksum(true)}: verified first, then decoded. */
  private Object readChecked(MemoryBuffer source) {
    int end = MessageChecksum.verify(source);
    checkHeader(source);
    source.skip(4);
    readContext.begin(source);
    Object value = readContext.readRef();
    readContext.checkMessageEnd(source.readerIndex());
    if (source.readerIndex() != end) {
      throw new DeserializationException(
          "the value ended at offset "
              + source.readerIndex()
              + " but its message body ends at "
              + end);
    }
    source.skip(4);
    return value;
  }

  /**
   * Deserializes one value from {@code source} and checks its type.
   *
   * @param <T> the expected type
   * @param source the buffer to read from; its reader index moves past the value
   * @param type the class the value must be an instance of
   * @return the value, possibly null
   * @throws FuryException as {@link #deserialize(MemoryBuffer)}; a {@link DeserializationException}
   *     also if the value is not a {@code type}
   */
  public <T> T deserialize(MemoryBuffer source, Class<T> type) {
    return cast(deserialize(source), type);
  }

  /**
   * Deserializes one value between the position and the limit of {@code source} and advances the
   * position past it; bytes after the value stay unread. The buffer is read in place, without a
   * copy, whether it is a heap buffer (through its array), a direct buffer or a read-only one
   * (through absolute little-endian reads that leave its position, limit and order alone until the
   * position is advanced at the end). On failure the position is unchanged.
   *
   * @param source the buffer to read from, heap or direct
   * @return the value, possibly null
   * @throws FuryException a {@link DeserializationException} if the bytes are malformed, truncated
   *     or written with other settings; an {@code InsecureException} if they name a class that may
   *     not be read; a {@code LimitExceededException} past a read limit
   */
  public Object deserialize(ByteBuffer source) {
    rejectReentry();
    MemoryBuffer view = readView;
    view.pointTo(source);
    int start = view.readerIndex();
    try {
      Object value = deserialize(view);
      source.position(source.position() + view.readerIndex() - start);
      return value;
    } finally {
      view.detach();
    }
  }

  /**
   * Deserializes one value from {@code source}, as {@link #deserialize(ByteBuffer)}, checking its
   * type.
   *
   * @param <T> the expected type
   * @param source the buffer to read from, heap or direct
   * @param type the class the value must be an instance of
   * @return the value, possibly null
   * @throws FuryException as {@link #deserialize(ByteBuffer)}; a {@link DeserializationException}
   *     also if the value is not a {@code type}
   */
  public <T> T deserialize(ByteBuffer source, Class<T> type) {
    return cast(deserialize(source), type);
  }

  /**
   * Reads one frame written by {@link #serialize(OutputStream, Object)}. Short reads are retried; a
   * stream that ends inside a frame raises {@link BufferUnderflowException}. Memory grows with the
   * bytes actually received, not with the declared length.
   *
   * @param in the stream to read one frame from; it is not closed
   * @return the value of the frame, possibly null
   * @throws FuryException as {@link #deserialize(byte[])}; a {@link DeserializationException} also
   *     if {@code in} throws an {@code IOException}
   */
  public Object deserialize(InputStream in) {
    byte[] lengthBytes = new byte[4];
    int got = readFully(in, lengthBytes, 0, 4);
    if (got < 4) {
      throw new BufferUnderflowException(
          got == 0
              ? "end of stream: no frame to read"
              : "stream ended inside a frame length (" + got + " of 4 bytes)");
    }
    int length = MemoryBuffer.wrap(lengthBytes).readInt();
    if (length < 1) {
      throw new DeserializationException("invalid frame length " + length + " in stream");
    }
    checkMessageLength(length, "stream frame");
    byte[] frame = new byte[Math.min(length, STREAM_CHUNK)];
    int filled = 0;
    while (filled < length) {
      if (filled == frame.length) {
        frame = java.util.Arrays.copyOf(frame, (int) Math.min(length, frame.length * 2L));
      }
      int n = readFully(in, frame, filled, frame.length - filled);
      filled += n;
      if (n == 0) {
        throw new BufferUnderflowException(
            "stream ended inside a frame: " + filled + " of " + length + " bytes received");
      }
    }
    return deserialize(frame);
  }

  /** Refuses a message longer than {@code maxMessageBytes} before decoding it. */
  private void checkMessageLength(int length, String what) {
    int max = maxMessageBytes;
    if (length > max) {
      throw new org.furylike.exception.LimitExceededException(
          "maxMessageBytes",
          what
              + " of "
              + length
              + " bytes is longer than maxMessageBytes "
              + max
              + "; raise it with FuryBuilder.withMaxMessageBytes if the data is trusted");
    }
  }

  private static int readFully(InputStream in, byte[] dst, int off, int len) {
    int total = 0;
    try {
      while (total < len) {
        int n = in.read(dst, off + total, len - total);
        if (n < 0) {
          break;
        }
        total += n;
      }
    } catch (IOException e) {
      throw new DeserializationException("reading from the input stream failed: " + e, e);
    }
    return total;
  }

  // ------------------------------------------------------------------ copy

  /**
   * Returns a deep copy of {@code obj}; shared objects and cycles keep their shape.
   *
   * @param <T> the type of the value
   * @param obj the root of the graph to copy, or null
   * @return the copy (immutable values such as strings may be shared rather than copied)
   * @throws FuryException if a value cannot be copied, for example by a custom serializer without
   *     {@code copy}
   */
  public <T> T copy(T obj) {
    enter();
    try {
      return copyContext.copyObject(obj);
    } catch (FuryException e) {
      throw e;
    } catch (StackOverflowError e) {
      throw new FuryException("object graph too deep to copy on this thread stack", e);
    } catch (RuntimeException | Error e) {
      throw Failures.onCopy(e, obj == null ? "null" : obj.getClass().getName());
    } finally {
      copyContext.end();
      busy = false;
    }
  }

  // ------------------------------------------------------------------ internals

  private void enter() {
    rejectReentry();
    busy = true;
  }

  /**
   * Fails while another call of this instance is running (a custom serializer calling its own
   * instance). Every entry point calls it before it touches the instance's buffers, read view or
   * schema contexts, so that a refused nested call leaves the call in progress as it was.
   */
  private void rejectReentry() {
    if (busy) {
      throw new FuryException(
          "this Fury instance is already in a call: instances are not thread-safe and not"
              + " reentrant; use one per thread or a ThreadSafeFury");
    }
  }

  private void checkHeader(MemoryBuffer source) {
    int at = source.readerIndex();
    int h = source.readByte() & 0xFF;
    if (h != header) {
      int version = (h >>> 4) & 7;
      if (version != FORMAT_VERSION) {
        throw new DeserializationException(
            "stream header at offset "
                + at
                + " has format version "
                + version
                + ", expected "
                + FORMAT_VERSION);
      }
      throw new DeserializationException(
          "stream at offset "
              + at
              + " was written with settings "
              + describeFlags(h & 0x8F)
              + " but this reader uses "
              + describeFlags(config.headerFlags()));
    }
  }

  private static String describeFlags(int flags) {
    return "{refTracking="
        + ((flags & 1) != 0)
        + ", numberCompressed="
        + ((flags & 2) != 0)
        + ", compatible="
        + ((flags & 4) != 0)
        + ", classVersionCheck="
        + ((flags & 8) != 0)
        + ", checksum="
        + ((flags & 0x80) != 0)
        + "}";
  }

  private static <T> T cast(Object value, Class<T> type) {
    if (value != null && !wrap(type).isInstance(value)) {
      throw new DeserializationException(
          "deserialized a " + value.getClass().getName() + ", not the requested " + type.getName());
    }
    @SuppressWarnings("unchecked")
    T t = (T) value;
    return t;
  }

  private static Class<?> wrap(Class<?> type) {
    if (!type.isPrimitive()) {
      return type;
    }
    return java.lang.invoke.MethodType.methodType(type).wrap().returnType();
  }

  /**
   * {@return the capacity in bytes of the reusable output buffer this instance keeps between calls}
   * Once a call that used it returns, it is at most {@link Config#getBufferRetainLimit()}: a larger
   * message does not keep its buffer alive. For monitoring and tests.
   */
  public int retainedBufferCapacity() {
    return buffer.capacity();
  }

  private void releaseLargeBuffer() {
    buffer.shrinkTo(config.getBufferRetainLimit());
  }
}
