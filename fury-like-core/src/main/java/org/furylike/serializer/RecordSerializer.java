package org.furylike.serializer;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.List;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldOrder;
import org.furylike.resolver.ClassResolver;

/**
 * Serializer for records: components are written in {@link FieldOrder} like fields, and read back
 * through the canonical constructor, so validation in a compact constructor runs on every read.
 *
 * @param <T> the record class
 */
public final class RecordSerializer<T> extends Serializer<T> {
  private final FieldSet fields;
  private final Constructor<T> canonical;

  /** For each constructor parameter, the index of its value in wire order. */
  private final int[] wireIndexOfParam;

  private final boolean empty;

  /**
   * Creates the interpreted serializer of record {@code type}, finding its canonical constructor
   * now.
   *
   * @param resolver the resolver that supplies the components' serializers
   * @param type the record class handled
   */
  public RecordSerializer(ClassResolver resolver, Class<T> type) {
    this(resolver, type, true);
  }

  /**
   * Creates the interpreted serializer of record {@code type}; {@code declaredClassSlots} is false
   * where the record's schema does not list its components (a record with JDK hooks), see {@link
   * FieldSet#FieldSet(ClassResolver, List, boolean, boolean)}.
   *
   * @param resolver the resolver that supplies the components' serializers
   * @param type the record class handled
   * @param declaredClassSlots whether polymorphic components may use declared-class slots
   */
  public RecordSerializer(ClassResolver resolver, Class<T> type, boolean declaredClassSlots) {
    super(type);
    List<FieldDescriptor> ordered = FieldOrder.of(type);
    this.fields = new FieldSet(resolver, ordered, true, declaredClassSlots);
    RecordComponent[] components = type.getRecordComponents();
    Class<?>[] paramTypes = new Class<?>[components.length];
    wireIndexOfParam = new int[components.length];
    for (int i = 0; i < components.length; i++) {
      paramTypes[i] = components[i].getType();
      wireIndexOfParam[i] = indexOf(ordered, components[i].getName());
    }
    try {
      canonical = type.getDeclaredConstructor(paramTypes);
      canonical.setAccessible(true);
    } catch (NoSuchMethodException | RuntimeException e) {
      throw new FuryException(
          "record " + type.getName() + " has no accessible canonical constructor", e);
    }
    this.empty = components.length == 0;
  }

  private static int indexOf(List<FieldDescriptor> fields, String name) {
    for (int i = 0; i < fields.size(); i++) {
      if (fields.get(i).name().equals(name)) {
        return i;
      }
    }
    throw new FuryException("record component " + name + " has no field");
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
    if (empty) {
      byte b = ctx.buffer().readByte();
      if (b != 0) {
        throw new DeserializationException(
            "expected the empty-record marker 0 for "
                + type.getName()
                + " at offset "
                + (ctx.buffer().readerIndex() - 1));
      }
      return construct(new Object[0]);
    }
    return construct(fields.readValues(ctx));
  }

  private T construct(Object[] wireValues) {
    Object[] args = new Object[wireIndexOfParam.length];
    for (int i = 0; i < args.length; i++) {
      args[i] = wireValues[wireIndexOfParam[i]];
    }
    try {
      return canonical.newInstance(args);
    } catch (InvocationTargetException e) {
      throw new org.furylike.exception.UserCodeException(
          "the constructor of record "
              + type.getName()
              + " rejected the values read: it threw "
              + e.getCause().getClass().getName(),
          e.getCause());
    } catch (IllegalArgumentException e) {
      throw new DeserializationException(
          "values read do not fit the components of record " + type.getName() + ": " + e, e);
    } catch (ReflectiveOperationException e) {
      throw new FuryException("cannot construct record " + type.getName(), e);
    }
  }

  @Override
  public T copy(CopyContext ctx, T value) {
    Object[] values = fields.copyValues(ctx, fields.getValues(value));
    try {
      return construct(values);
    } catch (DeserializationException e) {
      throw new FuryException("copy of record " + type.getName() + " failed: " + e.getMessage(), e);
    }
  }
}
