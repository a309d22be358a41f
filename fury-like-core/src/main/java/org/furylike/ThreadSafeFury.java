package org.furylike;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.function.Function;
import org.furylike.config.Config;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.SchemaContext;
import org.furylike.serializer.Serializer;

/**
 * A serializer that any number of threads may call at the same time, for RPC frameworks and other
 * servers that share one serializer across request threads.
 *
 * <p>Behind it sit ordinary single-threaded {@link Fury} instances ("members") built from one
 * immutable {@link Config}; each call borrows a member for its duration. Two kinds exist, both
 * obtained from the builder:
 *
 * <ul>
 *   <li>{@link org.furylike.config.FuryBuilder#buildThreadSafeFury()}: one member per thread, kept
 *       in a {@code ThreadLocal}. The cheapest per call on a fixed set of platform threads. Every
 *       virtual thread would get its own member, so prefer the pool there.
 *   <li>{@link org.furylike.config.FuryBuilder#buildThreadSafeFuryPool(int, int)}: a bounded pool
 *       whose callers wait, without pinning virtual threads, when all members are busy.
 * </ul>
 *
 * <h2>Registration</h2>
 *
 * <p>Registrations are recorded here and replayed, in the order they were made, on every member,
 * including members created later, so all members assign the same ids. Register everything before
 * the first {@code serialize}, {@code deserialize} or {@code copy} call: afterwards the instance is
 * sealed and further registration fails with a {@link org.furylike.exception.FuryException} instead
 * of letting members diverge. Because each member needs its own serializer objects unless a
 * serializer keeps no state, custom serializers are best supplied as factories or classes.
 *
 * <pre>{@code
 * ThreadSafeFury fury = Fury.builder().buildThreadSafeFuryPool(2, 16);
 * fury.register(Order.class);
 * fury.registerSerializer(Money.class, config -> new MoneySerializer());
 * byte[] bytes = fury.serialize(order);          // from any thread
 * Order back = fury.deserialize(bytes, Order.class);
 * }</pre>
 *
 * <p>A call must not re-enter the same {@code ThreadSafeFury} from inside a custom serializer: the
 * per-thread kind rejects it (the thread's member is busy) and the pool kind may wait forever once
 * every member is held by such nested calls.
 */
public interface ThreadSafeFury {
  /** {@return the settings shared by every member} */
  Config getConfig();

  /**
   * Registers {@code cls} under the next free id on every member and returns the id.
   *
   * @param cls the class to register
   * @return the id now assigned to {@code cls}
   * @throws org.furylike.exception.FuryException if this instance was already used, or the class
   *     cannot be registered
   */
  int register(Class<?> cls);

  /**
   * Registers {@code cls} under {@code id} on every member and returns the id.
   *
   * @param cls the class to register
   * @param id the id to use for it, 0 to 16,777,215
   * @return {@code id}
   * @throws org.furylike.exception.FuryException if this instance was already used, or the id is
   *     invalid or taken
   */
  int register(Class<?> cls, int id);

  /**
   * Uses serializers made by {@code factory} for {@code cls}, registering the class under the next
   * free id if it is neither registered nor built-in. The factory is called once per member, now
   * for the members that already exist and later for each new one, and must return a new serializer
   * each time unless the serializer keeps no state at all.
   *
   * @param <T> the type the serializers handle
   * @param cls the class whose values the serializers write and read
   * @param factory makes one serializer per member from the shared {@link Config}
   * @throws org.furylike.exception.FuryException if this instance was already used, or the factory
   *     returns null
   */
  <T> void registerSerializer(
      Class<T> cls, Function<? super Config, ? extends Serializer<? extends T>> factory);

  /**
   * Uses one shared {@code serializer} for {@code cls} on every member. Members run on different
   * threads at the same time, so the serializer must be thread-safe: keep no state between or
   * during calls. Otherwise register a factory or a serializer class.
   *
   * @param <T> the type the serializer handles
   * @param cls the class whose values the serializer writes and reads
   * @param serializer a stateless, thread-safe serializer
   * @throws org.furylike.exception.FuryException if this instance was already used, or the
   *     serializer is null
   */
  default <T> void registerSerializer(Class<T> cls, Serializer<? extends T> serializer) {
    if (serializer == null) {
      throw new org.furylike.exception.FuryException(
          "registerSerializer needs a serializer for " + cls + ", got null");
    }
    registerSerializer(cls, config -> serializer);
  }

  /**
   * Uses a new instance of {@code serializerClass} on each member for {@code cls}, created through
   * its first public constructor among {@code (Config, Class)}, {@code (Class)}, {@code (Config)}
   * and {@code ()}.
   *
   * @param <T> the type the serializer handles
   * @param cls the class whose values the serializers write and read
   * @param serializerClass the serializer class, instantiated once per member
   * @throws org.furylike.exception.FuryException if this instance was already used, or the class
   *     has no such constructor or it fails
   */
  default <T> void registerSerializer(
      Class<T> cls, Class<? extends Serializer<?>> serializerClass) {
    registerSerializer(cls, SerializerClasses.factory(cls, serializerClass));
  }

  /**
   * Lets {@code cls} travel by its class name on every member, also when registration is required;
   * see {@link Fury#registerByName(Class)}.
   *
   * @param cls the class that may travel by name
   * @throws org.furylike.exception.FuryException if this instance was already used, or the class
   *     cannot be registered by name
   */
  void registerByName(Class<?> cls);

  /**
   * A new instance with the same settings and registrations whose members load classes named in
   * streams through {@code loader}, for frameworks that learn the user-code class loader late
   * (Spark executors, Flink jobs). This instance is sealed by the call; the returned one is
   * independent (its own members and, for a pool, the same sizes) and is best kept and reused per
   * loader, since each one builds its own members.
   *
   * @param loader the class loader for classes named in streams
   * @return a new, independent instance; this one stays usable
   */
  ThreadSafeFury withClassLoader(ClassLoader loader);

  /**
   * Serializes {@code obj} (which may be null) into a new byte array.
   *
   * @param obj the root of the object graph to write, or null
   * @return a new array holding exactly one message
   */
  byte[] serialize(Object obj);

  /**
   * Serializes {@code obj} at the writer index of {@code target}, advancing it.
   *
   * @param target the buffer to append to; it grows as needed
   * @param obj the root of the object graph to write, or null
   */
  void serialize(MemoryBuffer target, Object obj);

  /**
   * Writes {@code obj} to {@code out} as one length-prefixed frame; see {@link Fury}.
   *
   * @param out the stream to write the frame to; it is neither flushed nor closed
   * @param obj the root of the object graph to write, or null
   */
  void serialize(OutputStream out, Object obj);

  /**
   * Deserializes a whole byte array written by {@link #serialize(Object)}.
   *
   * @param bytes exactly one serialized value
   * @return the value, possibly null
   */
  Object deserialize(byte[] bytes);

  /**
   * Deserializes a byte array and checks that the result is a {@code type}.
   *
   * @param <T> the expected type
   * @param bytes exactly one serialized value
   * @param type the class the value must be an instance of
   * @return the value, possibly null
   */
  <T> T deserialize(byte[] bytes, Class<T> type);

  /**
   * Serializes {@code obj} with {@code context} holding the class schemas this connection has sent
   * (compatible mode), so each schema travels once per connection; see {@link
   * Fury#serialize(SchemaContext, Object)}. Keep one context per connection and direction, and do
   * not let calls on the same context overlap.
   *
   * @param context the schemas sent so far on this connection; updated by the call
   * @param obj the root of the object graph to write, or null
   * @return the serialized bytes
   */
  byte[] serialize(SchemaContext context, Object obj);

  /**
   * Deserializes a message written with a writer's schema context, with {@code context} holding the
   * schemas this connection has received; see {@link Fury#deserialize(SchemaContext, byte[])}.
   * Successive calls may run on different members: each looks the context's schemas up again for
   * itself when it meets a context another member filled.
   *
   * @param context the schemas received so far on this connection; updated by the call
   * @param bytes exactly one serialized value
   * @return the value, possibly null
   */
  Object deserialize(SchemaContext context, byte[] bytes);

  /**
   * As {@link #deserialize(SchemaContext, byte[])}, and checks that the result is a {@code type}.
   *
   * @param <T> the expected type
   * @param context the schemas received so far on this connection; updated by the call
   * @param bytes exactly one serialized value
   * @param type the class the value must be an instance of
   * @return the value, possibly null
   */
  <T> T deserialize(SchemaContext context, byte[] bytes, Class<T> type);

  /**
   * Deserializes one value at the reader index of {@code source}, advancing it.
   *
   * @param source the buffer to read from; its reader index moves past the value
   * @return the value, possibly null
   */
  Object deserialize(MemoryBuffer source);

  /**
   * Deserializes one value from {@code source} and checks that the result is a {@code type}.
   *
   * @param <T> the expected type
   * @param source the buffer to read from; its reader index moves past the value
   * @param type the class the value must be an instance of
   * @return the value, possibly null
   */
  <T> T deserialize(MemoryBuffer source, Class<T> type);

  /**
   * Serializes {@code obj} into {@code target}; see {@link Fury#serialize(ByteBuffer, Object)}.
   *
   * @param target the buffer to write into at its position, heap or direct
   * @param obj the root of the object graph to write, or null
   */
  void serialize(ByteBuffer target, Object obj);

  /**
   * Deserializes one value from {@code source}; see {@link Fury#deserialize(ByteBuffer)}.
   *
   * @param source the buffer to read from at its position, heap or direct
   * @return the value, possibly null
   */
  Object deserialize(ByteBuffer source);

  /**
   * Deserializes one value from {@code source} and checks that the result is a {@code type}.
   *
   * @param <T> the expected type
   * @param source the buffer to read from at its position, heap or direct
   * @param type the class the value must be an instance of
   * @return the value, possibly null
   */
  <T> T deserialize(ByteBuffer source, Class<T> type);

  /**
   * Reads one frame written by {@link #serialize(OutputStream, Object)}.
   *
   * @param in the stream to read one frame from; it is not closed
   * @return the value of the frame, possibly null
   */
  Object deserialize(InputStream in);

  /**
   * Returns a deep copy of {@code obj}; shared objects and cycles keep their shape.
   *
   * @param <T> the type of the value
   * @param obj the root of the graph to copy, or null
   * @return the copy (immutable values such as strings may be shared rather than copied)
   */
  <T> T copy(T obj);
}
