package org.furylike.serializer.jdk;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.ClassChecker;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * Base of the serializers for classes with JDK hooks: applies {@code writeReplace} before writing
 * and {@code readResolve} after reading, with the JDK's rules, around the class's own data.
 *
 * <p>Wire: one tag byte, {@code 0} when the object's own data follows, {@code 1} when its {@code
 * writeReplace} returned an object of another class, which follows as an ordinary slot (flag, class
 * info, data). With reference tracking on, the object's reference id stands for what the reader
 * gets back, so back-references see the replacement or the resolved object.
 */
abstract class ReplaceResolveSerializer<T> extends Serializer<T> {
  static final byte DATA = 0;
  static final byte REPLACED = 1;

  private final Method writeReplace;
  private final Method readResolve;

  ReplaceResolveSerializer(Class<T> type, JdkHooks hooks) {
    super(type);
    this.writeReplace = accessible(hooks.writeReplace());
    this.readResolve = accessible(hooks.readResolve());
  }

  private static Method accessible(Method m) {
    if (m != null) {
      try {
        m.setAccessible(true);
      } catch (RuntimeException e) {
        throw new FuryException(
            "the serialization hook "
                + m.getDeclaringClass().getName()
                + "."
                + m.getName()
                + " cannot be called: its module does not open it",
            e);
      }
    }
    return m;
  }

  /** Writes the data of {@code obj}, an instance of the serializer's class. */
  abstract void writeData(WriteContext ctx, Object obj);

  /** Creates an instance, records it as the object being read, and reads its data. */
  abstract Object readData(ReadContext ctx);

  @Override
  public final void write(WriteContext ctx, T value) {
    Object obj = value;
    if (writeReplace != null) {
      obj = call(writeReplace, value);
      if (obj != value && (obj == null || obj.getClass() != type)) {
        ctx.buffer().writeByte(REPLACED);
        ctx.writeRef(obj);
        return;
      }
    }
    ctx.buffer().writeByte(DATA);
    writeData(ctx, obj);
  }

  @Override
  @SuppressWarnings("unchecked")
  public final T read(ReadContext ctx) {
    MemoryBuffer buffer = ctx.buffer();
    byte tag = buffer.readByte();
    if (tag == REPLACED && writeReplace != null) {
      return (T) ctx.readRef();
    }
    if (tag != DATA) {
      throw new DeserializationException(
          "invalid tag "
              + tag
              + " for "
              + type.getName()
              + " at offset "
              + (buffer.readerIndex() - 1)
              + (writeReplace == null ? " (the class has no writeReplace)" : ""));
    }
    Object obj = readData(ctx);
    return readResolve == null ? (T) obj : (T) resolve(ctx.resolver(), obj);
  }

  private Object resolve(ClassResolver resolver, Object obj) {
    Object r = call(readResolve, obj);
    if (r != null && r != obj && r.getClass() != type) {
      ClassChecker.checkClass(r.getClass());
      resolver.getClassInfo(r.getClass());
    }
    return r;
  }

  private Object call(Method m, Object target) {
    try {
      return m.invoke(target);
    } catch (InvocationTargetException e) {
      throw HookFailures.of(type, m.getName(), e.getCause());
    } catch (IllegalAccessException e) {
      throw HookFailures.of(type, m.getName(), e);
    }
  }

  /** Copies through this serializer's own write and read: the hooks define the object's state. */
  @Override
  public T copy(CopyContext ctx, T value) {
    return ScratchCopy.copy(ctx, value);
  }
}
