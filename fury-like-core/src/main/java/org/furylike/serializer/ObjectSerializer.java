package org.furylike.serializer;

import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.Instantiator;
import org.furylike.meta.FieldOrder;
import org.furylike.resolver.ClassResolver;

/**
 * The interpreted serializer for ordinary classes: every non-static, non-transient field of the
 * class and its superclasses, in {@link FieldOrder}. A class without fields writes one zero byte,
 * so every value takes at least one byte on the wire.
 *
 * @param <T> the class serialized
 */
public final class ObjectSerializer<T> extends Serializer<T> {
  private final FieldSet fields;
  private final Instantiator<T> instantiator;
  private final boolean empty;

  /**
   * Creates the interpreted serializer of {@code type}, planning its fields now.
   *
   * @param resolver the resolver that supplies the fields' serializers
   * @param type the plain class handled
   */
  public ObjectSerializer(ClassResolver resolver, Class<T> type) {
    super(type);
    this.fields = new FieldSet(resolver, FieldOrder.of(type), true, true);
    this.instantiator = Instantiator.of(type);
    this.empty = fields.size() == 0;
  }

  @Override
  public void write(WriteContext ctx, T value) {
    if (empty) {
      ctx.buffer().writeByte(0);
      return;
    }
    fields.writeFields(ctx, value);
  }

  @Override
  public T read(ReadContext ctx) {
    T obj = instantiator.newInstance();
    ctx.reference(obj);
    if (empty) {
      byte b = ctx.buffer().readByte();
      if (b != 0) {
        throw new DeserializationException(
            "expected the empty-object marker 0 for "
                + type.getName()
                + " at offset "
                + (ctx.buffer().readerIndex() - 1)
                + ", found "
                + b);
      }
      return obj;
    }
    fields.readFields(ctx, obj);
    return obj;
  }

  @Override
  public T copy(CopyContext ctx, T value) {
    T obj = instantiator.newInstance();
    ctx.reference(value, obj);
    fields.copyFields(ctx, value, obj);
    return obj;
  }
}
