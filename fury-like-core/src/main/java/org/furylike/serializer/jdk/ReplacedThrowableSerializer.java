package org.furylike.serializer.jdk;

import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * Serializer for a user {@code Throwable} class that declares {@code writeReplace} or {@code
 * readResolve}: the JDK's replace and resolve rules ({@link ReplaceResolveSerializer}, one tag
 * byte) around the throwable's data as {@link ThrowableSerializer} writes it.
 */
final class ReplacedThrowableSerializer<T extends Throwable> extends ReplaceResolveSerializer<T> {
  private final ThrowableSerializer<T> data;

  private ReplacedThrowableSerializer(Class<T> type, ThrowableSerializer<T> data) {
    super(type, JdkHooks.of(type));
    this.data = data;
  }

  /**
   * The serializer of {@code type}, a {@code Throwable} class: this one when a class below its
   * nearest JDK class declares {@code writeReplace} or {@code readResolve}, otherwise a plain
   * {@link ThrowableSerializer}.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static Serializer<?> of(ClassResolver resolver, Class<?> type) {
    ThrowableSerializer<?> data = new ThrowableSerializer(resolver, type);
    JdkHooks hooks = JdkHooks.of(type);
    Class<?> jdk = ThrowableSerializer.nearestJdkClass(type);
    if (userDeclared(hooks.writeReplace(), jdk) || userDeclared(hooks.readResolve(), jdk)) {
      return new ReplacedThrowableSerializer(type, data);
    }
    return data;
  }

  private static boolean userDeclared(java.lang.reflect.Method m, Class<?> jdk) {
    return m != null && m.getDeclaringClass() != jdk && jdk.isAssignableFrom(m.getDeclaringClass());
  }

  @Override
  @SuppressWarnings("unchecked")
  void writeData(WriteContext ctx, Object obj) {
    data.write(ctx, (T) obj);
  }

  @Override
  Object readData(ReadContext ctx) {
    return data.read(ctx);
  }
}
