package org.furylike.serializer.jdk;

import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.RecordSerializer;

/**
 * A serializable record with {@code writeReplace} or {@code readResolve}: the JDK ignores a
 * record's {@code writeObject}/{@code readObject} but honours these two. The record's components
 * are written by the record interpreter in every codegen mode, after the tag byte of {@link
 * ReplaceResolveSerializer}.
 *
 * @param <T> the record class
 */
public final class RecordHookSerializer<T> extends ReplaceResolveSerializer<T> {
  private final RecordSerializer<T> record;

  /**
   * The serializer of {@code type}, a record for which {@link #applies} is true.
   *
   * @param resolver the resolver of the instance
   * @param type the record class
   */
  public RecordHookSerializer(ClassResolver resolver, Class<T> type) {
    super(type, JdkHooks.of(type));
    this.record = new RecordSerializer<>(resolver, type, false);
  }

  /**
   * Whether {@code cls} is a record whose serialization the JDK hooks change.
   *
   * @param cls any class
   * @return whether this serializer applies
   */
  public static boolean applies(Class<?> cls) {
    JdkHooks hooks = JdkHooks.of(cls);
    return cls.isRecord() && (hooks.writeReplace() != null || hooks.readResolve() != null);
  }

  @Override
  @SuppressWarnings("unchecked")
  void writeData(WriteContext ctx, Object obj) {
    record.write(ctx, (T) obj);
  }

  @Override
  Object readData(ReadContext ctx) {
    return record.read(ctx);
  }
}
