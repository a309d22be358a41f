package org.furylike.serializer.builtin;

import java.util.Collections;
import java.util.Comparator;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * The JDK's own comparators, which sorted collections carry: {@code Comparator.naturalOrder()},
 * {@code Collections.reverseOrder()} (also {@code Comparator.reverseOrder()}), {@code
 * String.CASE_INSENSITIVE_ORDER} and {@code Collections.reverseOrder(cmp)} (also {@code
 * cmp.reversed()} for most comparators), whose inner comparator is recovered with the public {@code
 * reversed()}. Comparators of user classes are ordinary objects. Comparators built from lambdas
 * ({@code Comparator.comparing}) and {@code Comparator.nullsFirst/nullsLast} have no public way to
 * be rebuilt and are rejected when written.
 */
final class ComparatorSerializers {
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Comparator<Object> NATURAL = (Comparator) Comparator.naturalOrder();

  private static final Comparator<Object> REVERSE = Collections.reverseOrder();

  /** The private class of {@code Collections.reverseOrder(cmp)} for an ordinary {@code cmp}. */
  @SuppressWarnings("rawtypes")
  private static final Class<? extends Comparator> REVERSE_OF =
      Collections.reverseOrder(String.CASE_INSENSITIVE_ORDER).getClass();

  private ComparatorSerializers() {}

  static void register(BuiltinRegistry r) {
    r.add(NATURAL.getClass(), FACTORY);
    r.add(REVERSE.getClass(), FACTORY);
    r.add(String.CASE_INSENSITIVE_ORDER.getClass(), FACTORY);
    r.add(REVERSE_OF, FACTORY);
  }

  /** Writes a comparator slot (null for natural ordering by the collection). */
  static void write(WriteContext ctx, Comparator<?> comparator) {
    ctx.writeRef(comparator);
  }

  /** Reads a comparator slot written by {@link #write}; {@code owner} names the collection. */
  @SuppressWarnings("unchecked")
  static Comparator<Object> read(ReadContext ctx, String owner) {
    int at = ctx.buffer().readerIndex();
    Object c = ctx.readRef();
    if (c != null && !(c instanceof Comparator)) {
      throw new DeserializationException(
          "comparator of "
              + owner
              + " at offset "
              + at
              + " is a "
              + c.getClass().getName()
              + ", not a java.util.Comparator");
    }
    return (Comparator<Object>) c;
  }

  /** A deep copy of a comparator (JDK comparators are shared, user ones copied). */
  @SuppressWarnings("unchecked")
  static Comparator<Object> copy(CopyContext ctx, Comparator<?> comparator) {
    return (Comparator<Object>) ctx.copyObject(comparator);
  }

  /** {@code Collections.reverseOrder(inner)}: the inner comparator, as a full slot. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  static final class ReverseOfSerializer extends Serializer<Comparator<Object>> {
    ReverseOfSerializer() {
      super((Class) REVERSE_OF);
    }

    @Override
    public void write(WriteContext ctx, Comparator<Object> value) {
      ctx.writeRef(value.reversed());
    }

    @Override
    public Comparator<Object> read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      Comparator<Object> inner = ComparatorSerializers.read(ctx, "a reversed comparator");
      Comparator<Object> result = inner == null ? null : Collections.reverseOrder(inner);
      if (result == null || result.getClass() != REVERSE_OF) {
        throw new DeserializationException(
            "reversed comparator at offset "
                + at
                + " wraps "
                + (inner == null ? "null" : inner.getClass().getName())
                + ", which Collections.reverseOrder does not wrap");
      }
      return result;
    }

    @Override
    public Comparator<Object> copy(CopyContext ctx, Comparator<Object> value) {
      return Collections.reverseOrder(ComparatorSerializers.copy(ctx, value.reversed()));
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == NATURAL.getClass()) {
        return new ConstantSerializer<>(NATURAL);
      }
      if (c == REVERSE.getClass()) {
        return new ConstantSerializer<>(REVERSE);
      }
      if (c == String.CASE_INSENSITIVE_ORDER.getClass()) {
        return new ConstantSerializer<>(String.CASE_INSENSITIVE_ORDER);
      }
      if (c == REVERSE_OF) {
        return new ReverseOfSerializer();
      }
      return null;
    }
  }
}
