package org.furylike.jit;

import java.lang.invoke.MethodHandle;
import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.CopyContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;
import org.furylike.serializer.Serializers;

/**
 * Base class of generated serializers: the resolver for nested serializers and the error helpers
 * the generated code calls. Generated classes write and read; copies go through the interpreter,
 * which produces the same object.
 */
public abstract class GeneratedSerializer extends Serializer<Object> {
  /** The resolver of the instance this serializer serves. */
  @GeneratedCodeApi protected final ClassResolver resolver;

  private Serializer<Object> interpreter;

  /**
   * Called by the generated subclass's constructor.
   *
   * @param resolver the resolver of the instance
   * @param type the class served
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  @GeneratedCodeApi
  protected GeneratedSerializer(ClassResolver resolver, Class<?> type) {
    super((Class) type);
    this.resolver = resolver;
  }

  /**
   * The serializer for a field's declared class, looked up on first use.
   *
   * @param declared the declared class of the field
   * @return its serializer
   */
  @GeneratedCodeApi
  @SuppressWarnings("unchecked")
  protected final Serializer<Object> serializerFor(Class<?> declared) {
    return (Serializer<Object>) resolver.getSerializer(declared);
  }

  /**
   * Whether the generated code may keep {@code s} for good: not while it is the stand-in of a
   * background compilation, which the serializer that serves for good replaces in the resolver.
   *
   * @param s a serializer returned by {@link #serializerFor}
   * @return whether to keep it
   */
  @GeneratedCodeApi
  protected static boolean keepable(Serializer<?> s) {
    return !(s instanceof SwappingSerializer);
  }

  /**
   * The first part of {@link #write}: {@code writeHead} then {@link #writeTail} write exactly what
   * {@code write} does. Generated loops over the elements of a collection call the two parts, so
   * that each stays small enough for HotSpot to inline into the loop (a whole {@code write} of even
   * a small class can be compiled too big for that). A generated class with its first primitive
   * block and more to write overrides both; by default the head writes nothing.
   *
   * @param b the context's buffer
   * @param value the value being written
   */
  @GeneratedCodeApi
  public void writeHead(MemoryBuffer b, Object value) {}

  /**
   * The rest of {@link #write} after {@link #writeHead}; by default all of it.
   *
   * @param ctx the write context
   * @param b the context's buffer
   * @param value the value being written
   */
  @GeneratedCodeApi
  public void writeTail(WriteContext ctx, MemoryBuffer b, Object value) {
    write(ctx, value);
  }

  @Override
  @SuppressWarnings({"unchecked", "rawtypes"})
  public Object copy(CopyContext ctx, Object value) {
    Serializer<Object> s = interpreter;
    if (s == null) {
      s = (Serializer<Object>) Serializers.interpreter(resolver, type);
      interpreter = s;
    }
    return s.copy(ctx, value);
  }

  /**
   * Checks the marker byte written for classes without fields.
   *
   * @param b the buffer positioned at the marker
   * @param type the class read, for the message
   */
  @GeneratedCodeApi
  protected static void checkEmptyMarker(MemoryBuffer b, Class<?> type) {
    byte m = b.readByte();
    if (m != 0) {
      throw badEmptyMarker(b, type, m);
    }
  }

  // built apart to keep checkEmptyMarker small enough to inline
  private static DeserializationException badEmptyMarker(MemoryBuffer b, Class<?> type, byte m) {
    return new DeserializationException(
        "expected the empty-object marker 0 for "
            + type.getName()
            + " at offset "
            + (b.readerIndex() - 1)
            + ", found "
            + m);
  }

  /**
   * The error for a record whose canonical constructor rejected the values read.
   *
   * @param type the record class
   * @param e what the constructor threw
   * @return the exception to throw
   */
  @GeneratedCodeApi
  protected static DeserializationException recordRejected(Class<?> type, RuntimeException e) {
    return new DeserializationException(
        "record " + type.getName() + " rejected the values read: " + e, e);
  }

  /**
   * Runs a record's canonical constructor, reporting rejected values like the interpreter.
   *
   * @param ctor the canonical constructor, as a spreader handle
   * @param args the component values in declaration order
   * @param type the record class, for the message
   * @return the new record
   */
  @GeneratedCodeApi
  protected static Object constructRecord(MethodHandle ctor, Object[] args, Class<?> type) {
    try {
      return (Object) ctor.invokeExact(args);
    } catch (RuntimeException e) {
      throw recordRejected(type, e);
    } catch (Throwable t) {
      if (t instanceof Error) {
        throw (Error) t;
      }
      throw new DeserializationException(
          "record " + type.getName() + " rejected the values read: " + t, t);
    }
  }
}
