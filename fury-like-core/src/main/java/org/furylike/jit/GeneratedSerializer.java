package org.furylike.jit;

import java.lang.invoke.MethodHandle;
import org.furylike.context.CopyContext;
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
  protected final ClassResolver resolver;
  private Serializer<Object> interpreter;

  @SuppressWarnings({"unchecked", "rawtypes"})
  protected GeneratedSerializer(ClassResolver resolver, Class<?> type) {
    super((Class) type);
    this.resolver = resolver;
  }

  /** The serializer for a field's declared class, looked up on first use. */
  @SuppressWarnings("unchecked")
  protected final Serializer<Object> serializerFor(Class<?> declared) {
    return (Serializer<Object>) resolver.getSerializer(declared);
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

  /** Error for a null flag that is neither NULL nor NOT_NULL. */
  protected static DeserializationException badNullFlag(byte flag, String field, MemoryBuffer b) {
    return new DeserializationException(
        "invalid null flag " + flag + " for field " + field + " at offset " + (b.readerIndex() - 1));
  }

  /** Checks a polymorphic field value against the declared type. */
  protected static Object checkType(Object value, Class<?> declared, String field, MemoryBuffer b) {
    if (value != null && !declared.isInstance(value)) {
      throw new DeserializationException(
          "field " + field + " read a value of " + value.getClass().getName() + " at offset "
              + b.readerIndex() + ", not a " + declared.getName());
    }
    return value;
  }

  /** Checks the marker byte written for classes without fields. */
  protected static void checkEmptyMarker(MemoryBuffer b, Class<?> type) {
    byte m = b.readByte();
    if (m != 0) {
      throw new DeserializationException(
          "expected the empty-object marker 0 for " + type.getName() + " at offset "
              + (b.readerIndex() - 1) + ", found " + m);
    }
  }

  /** Runs a record's canonical constructor, reporting rejected values like the interpreter. */
  protected static Object constructRecord(MethodHandle ctor, Object[] args, Class<?> type) {
    try {
      return (Object) ctor.invokeExact(args);
    } catch (RuntimeException e) {
      throw new DeserializationException(
          "record " + type.getName() + " rejected the values read: " + e, e);
    } catch (Throwable t) {
      if (t instanceof Error) {
        throw (Error) t;
      }
      throw new DeserializationException(
          "record " + type.getName() + " rejected the values read: " + t, t);
    }
  }
}
