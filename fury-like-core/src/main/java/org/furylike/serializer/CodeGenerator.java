package org.furylike.serializer;

import java.util.function.Supplier;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.compat.CompatibleReader;

/**
 * Makes generated serializers. The serializer layer asks for them through this interface and never
 * names the code generator, which lives above it ({@code org.furylike.jit}) and is wired in by the
 * {@code Fury} facade; {@link #NONE} serves every class with the interpreter.
 */
public interface CodeGenerator {
  /** Serves every request with the interpreted serializer. */
  CodeGenerator NONE =
      new CodeGenerator() {
        @Override
        public Serializer<?> create(
            ClassResolver resolver, Class<?> cls, Supplier<Serializer<?>> interpreter) {
          return interpreter.get();
        }

        @Override
        public Serializer<?> compatibleReader(
            ClassResolver resolver, CompatibleReader interpreted) {
          return interpreted;
        }
      };

  /**
   * The serializer of plain class or record {@code cls}: a generated one, or {@code interpreter}'s
   * while a compilation runs or after one failed.
   *
   * @param resolver the resolver of the instance that needs the serializer
   * @param cls the class to serve
   * @param interpreter makes the interpreted serializer
   * @return the serializer to use for {@code cls}
   */
  Serializer<?> create(ClassResolver resolver, Class<?> cls, Supplier<Serializer<?>> interpreter);

  /**
   * A generated reader for the remote schema {@code interpreted} reads, or {@code interpreted}.
   *
   * @param resolver the resolver of the instance that reads
   * @param interpreted the interpreted reader of one remote schema
   * @return a generated reader, or {@code interpreted}
   */
  Serializer<?> compatibleReader(ClassResolver resolver, CompatibleReader interpreted);
}
