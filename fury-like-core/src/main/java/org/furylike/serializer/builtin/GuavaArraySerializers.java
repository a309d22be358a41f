package org.furylike.serializer.builtin;

import com.google.common.primitives.ImmutableDoubleArray;
import com.google.common.primitives.ImmutableIntArray;
import com.google.common.primitives.ImmutableLongArray;
import java.util.function.Function;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;

/**
 * Guava's {@code ImmutableIntArray}, {@code ImmutableLongArray} and {@code ImmutableDoubleArray},
 * written as the matching primitive array (length, then the values).
 */
final class GuavaArraySerializers {
  private GuavaArraySerializers() {}

  /** An immutable value written through the serializer of its array form. */
  static final class AsArray<T, A> extends ImmutableSerializer<T> {
    private final Class<A> arrayType;
    private final Function<T, A> toArray;
    private final Function<A, T> fromArray;

    AsArray(Class<T> type, Class<A> arrayType, Function<T, A> toArray, Function<A, T> fromArray) {
      super(type);
      this.arrayType = arrayType;
      this.toArray = toArray;
      this.fromArray = fromArray;
    }

    @Override
    public void write(WriteContext ctx, T value) {
      ctx.writeData(ctx.resolver().getSerializer(arrayType), toArray.apply(value));
    }

    @Override
    public T read(ReadContext ctx) {
      Serializer<A> s = ctx.resolver().getSerializer(arrayType);
      return fromArray.apply(ctx.readData(s));
    }
  }

  static Serializer<ImmutableIntArray> ints() {
    return new AsArray<>(
        ImmutableIntArray.class,
        int[].class,
        ImmutableIntArray::toArray,
        ImmutableIntArray::copyOf);
  }

  static Serializer<ImmutableLongArray> longs() {
    return new AsArray<>(
        ImmutableLongArray.class,
        long[].class,
        ImmutableLongArray::toArray,
        ImmutableLongArray::copyOf);
  }

  static Serializer<ImmutableDoubleArray> doubles() {
    return new AsArray<>(
        ImmutableDoubleArray.class,
        double[].class,
        ImmutableDoubleArray::toArray,
        ImmutableDoubleArray::copyOf);
  }
}
