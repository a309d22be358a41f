package org.furylike.serializer.jdk;

import java.io.Externalizable;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.ClassResolver;

/**
 * Serializer for an {@link Externalizable} class: a 4-byte little-endian length, then what {@code
 * writeExternal} wrote. Reading creates the instance with the public no-arg constructor (as the JDK
 * requires) and calls {@code readExternal}, which cannot read past the block.
 *
 * @param <T> the class serialized
 */
public final class ExternalizableSerializer<T> extends ReplaceResolveSerializer<T> {
  private final Constructor<T> ctor;

  /**
   * The serializer of {@code type}, which must have a public no-arg constructor.
   *
   * @param resolver the resolver of the instance
   * @param type an {@code Externalizable} class
   */
  public ExternalizableSerializer(ClassResolver resolver, Class<T> type) {
    super(type, JdkHooks.of(type));
    try {
      this.ctor = type.getConstructor();
      ctor.setAccessible(true);
    } catch (NoSuchMethodException | RuntimeException e) {
      throw new FuryException(
          "Externalizable class " + type.getName() + " has no public no-arg constructor", e);
    }
  }

  @Override
  void writeData(WriteContext ctx, Object obj) {
    MemoryBuffer buffer = ctx.buffer();
    int at = buffer.writerIndex();
    buffer.writeInt(0);
    try {
      ((Externalizable) obj).writeExternal(new HookOutput(ctx, false));
    } catch (IOException | RuntimeException e) {
      throw HookFailures.of(type, "writeExternal", e);
    }
    buffer.putInt(at, buffer.writerIndex() - at - 4);
  }

  @Override
  Object readData(ReadContext ctx) {
    MemoryBuffer buffer = ctx.buffer();
    int at = buffer.readerIndex();
    int len = buffer.readInt();
    if (len < 0 || len > buffer.remaining()) {
      throw new DeserializationException(
          type.getName()
              + " at offset "
              + at
              + " declares "
              + len
              + " bytes but "
              + buffer.remaining()
              + " remain");
    }
    int end = buffer.readerIndex() + len;
    Externalizable obj = newInstance();
    ctx.reference(obj);
    try {
      HookInput in = new HookInput(ctx, false);
      in.enter(obj, null, end);
      obj.readExternal(in);
      in.runValidations();
    } catch (IOException | ClassNotFoundException | RuntimeException e) {
      throw HookFailures.of(type, "readExternal", e);
    }
    if (buffer.readerIndex() > end) {
      throw new DeserializationException(
          "readExternal of " + type.getName() + " read past its data, which ends at " + end);
    }
    buffer.readerIndex(end);
    return obj;
  }

  private Externalizable newInstance() {
    try {
      return (Externalizable) ctor.newInstance();
    } catch (InvocationTargetException e) {
      throw HookFailures.of(type, "<init>", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot instantiate " + type.getName(), e);
    }
  }
}
