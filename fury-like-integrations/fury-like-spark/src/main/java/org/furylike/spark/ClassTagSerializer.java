package org.furylike.spark;

import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;
import scala.reflect.ClassTag;
import scala.reflect.ClassTag$;

/**
 * Writes a Scala {@link ClassTag} (held by Spark's {@code CompactBuffer} and Scala's array-backed
 * collections) as its runtime class and reads it back through {@code ClassTag.apply}, which returns
 * Scala's shared tags for primitives and {@code Object}. The class goes through fury-like's class
 * checks like any other class on the wire. {@code ClassTag.Any} comes back as {@code
 * ClassTag.Object}: both erase to {@code Object}, which is all a tag is used for at run time.
 */
final class ClassTagSerializer extends Serializer<Object> {
  @SuppressWarnings("unchecked")
  ClassTagSerializer(Class<?> tagClass) {
    super((Class<Object>) tagClass);
  }

  @Override
  public void write(WriteContext ctx, Object value) {
    ctx.writeRef(((ClassTag<?>) value).runtimeClass());
  }

  @Override
  public Object read(ReadContext ctx) {
    Object cls = ctx.readRef();
    if (!(cls instanceof Class)) {
      throw new org.furylike.exception.DeserializationException(
          "a Scala ClassTag holds "
              + (cls == null ? "null" : "a " + cls.getClass().getName())
              + " where a class was expected");
    }
    return ClassTag$.MODULE$.apply((Class<?>) cls);
  }

  @Override
  public boolean isImmutable() {
    return true;
  }
}
