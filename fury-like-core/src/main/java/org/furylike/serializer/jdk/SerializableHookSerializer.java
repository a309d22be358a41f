package org.furylike.serializer.jdk;

import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.resolver.ClassResolver;

/**
 * Serializer for a {@code Serializable} class with JDK hooks: its serializable class layers,
 * topmost first, as {@link HookLayers} writes them. The instance is created as {@code
 * ObjectInputStream} creates it ({@link SerialInstantiator}).
 *
 * @param <T> the class serialized
 */
public final class SerializableHookSerializer<T> extends ReplaceResolveSerializer<T> {
  private final HookLayers layers;
  private final SerialInstantiator instantiator;

  /**
   * The serializer of {@code type}, a serializable class with JDK hooks.
   *
   * @param resolver the resolver of the instance
   * @param type the class
   */
  public SerializableHookSerializer(ClassResolver resolver, Class<T> type) {
    super(type, JdkHooks.of(type));
    this.layers = new HookLayers(resolver, type, JdkHooks.of(type).layers());
    this.instantiator = new SerialInstantiator(type);
  }

  @Override
  void writeData(WriteContext ctx, Object obj) {
    layers.write(ctx, obj);
  }

  @Override
  Object readData(ReadContext ctx) {
    Object obj = instantiator.newInstance();
    ctx.reference(obj);
    layers.read(ctx, obj);
    return obj;
  }
}
