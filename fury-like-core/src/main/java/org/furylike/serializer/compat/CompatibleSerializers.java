package org.furylike.serializer.compat;

import java.lang.reflect.Array;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.meta.GenericType;
import org.furylike.meta.TypeDef;
import org.furylike.resolver.ClassResolver;
import org.furylike.resolver.RemoteSchema;
import org.furylike.serializer.ElementCodec;
import org.furylike.serializer.Serializer;

/**
 * Serializers that read data written with another version of a class (compatible mode): adapting
 * readers for changed classes, enum readers that map constants by name, and skippers for classes
 * the reader does not have.
 */
public final class CompatibleSerializers {
  private CompatibleSerializers() {}

  /**
   * The reader for values written with {@code remote}'s schema.
   *
   * @param resolver the reader's resolver
   * @param remote the remote schema and the local class it maps to
   * @return the reader
   */
  public static Serializer<?> create(ClassResolver resolver, RemoteSchema remote) {
    TypeDef def = remote.def();
    Class<?> local = remote.local();
    if (local != null && remote.localCategory() != def.category()) {
      return new Mismatch(def, local);
    }
    switch (def.category()) {
      case TypeDef.ENUM:
        if (local != null && !local.isEnum()) {
          return new Mismatch(def, local);
        }
        return new EnumMappingSerializer(resolver, def, local);
      case TypeDef.CUSTOM:
        if (local == null) {
          return new Mismatch(def, null);
        }
        return resolver.getSerializer(local);
      default:
        if (local != null
            && (local.isEnum()
                || local.isInterface()
                || (def.category() == TypeDef.RECORD) != local.isRecord())) {
          return new Mismatch(def, local);
        }
        CompatibleReader interpreted =
            new CompatibleReader.Interpreted(resolver, new CompatiblePlan(resolver, def, local));
        if (local != null && resolver.getConfig().isCodegen()) {
          return resolver.codeGenerator().compatibleReader(resolver, interpreted);
        }
        return interpreted;
    }
  }

  /**
   * Reads a {@code dims}-dimensional array whose innermost component was written with a changed
   * schema ({@code component} is the reader's class, or null when it has none: the array is
   * dropped).
   *
   * @param component the reader's component class, or null
   * @param dims the number of dimensions
   * @param componentSerializer the reader of the innermost components
   * @return the array reader
   */
  public static Serializer<?> adaptedArray(
      Class<?> component, int dims, Serializer<?> componentSerializer) {
    Serializer<?> element = componentSerializer;
    Class<?> cls = component;
    for (int d = 0; d < dims; d++) {
      cls = cls == null ? null : cls.arrayType();
      element = new AdaptedArraySerializer(cls, element);
    }
    return element;
  }

  /**
   * Wraps the reader of a class this reader does not have (not registered, or not loadable): its
   * values are dropped inside a field the reader's class does not declare, and are an error
   * anywhere else (at the root, in a declared field, in a collection, map or array).
   *
   * @param what the class, for the message
   * @param dropper reads and discards the values
   * @return the wrapping reader
   */
  public static Serializer<?> unknown(String what, Serializer<?> dropper) {
    return new Unknown(what, dropper);
  }

  /** See {@link #unknown}. */
  static final class Unknown extends ReadOnly {
    private final String what;
    private final Serializer<?> dropper;

    Unknown(String what, Serializer<?> dropper) {
      super(Object.class);
      this.what = what;
      this.dropper = dropper;
    }

    @Override
    public Object read(ReadContext ctx) {
      if (!ctx.isSkipping()) {
        throw new org.furylike.exception.ClassNotRegisteredException(
            what
                + " at offset "
                + ctx.buffer().readerIndex()
                + " is unknown to this reader (not registered, or not loadable); only a field"
                + " the reader's class does not declare may hold it");
      }
      dropper.read(ctx);
      return null;
    }
  }

  /** Base for serializers that only read. */
  abstract static class ReadOnly extends Serializer<Object> {
    @SuppressWarnings({"unchecked", "rawtypes"})
    ReadOnly(Class<?> type) {
      super((Class) type);
    }

    @Override
    public final void write(WriteContext ctx, Object value) {
      throw new FuryException(
          "serializer for a remote schema of " + type.getName() + " only reads");
    }
  }

  /** A remote schema whose kind the reader's class cannot take. */
  static final class Mismatch extends ReadOnly {
    private final TypeDef def;

    Mismatch(TypeDef def, Class<?> local) {
      super(local == null ? Object.class : local);
      this.def = def;
    }

    @Override
    public Object read(ReadContext ctx) {
      throw new DeserializationException(
          "class "
              + def.identity()
              + " at offset "
              + ctx.buffer().readerIndex()
              + (type == Object.class
                  ? " has a custom serializer and is unknown to this reader, so it cannot be skipped"
                  : " was written as a different kind of type than the reader's "
                      + type.getName()));
    }
  }

  /** Arrays read element by element with a given serializer; null array class means drop. */
  static final class AdaptedArraySerializer extends ReadOnly {
    private final Class<?> arrayClass;
    private final GenericType component;

    AdaptedArraySerializer(Class<?> arrayClass, Serializer<?> element) {
      super(arrayClass == null ? Object.class : arrayClass);
      this.arrayClass = arrayClass;
      Class<?> componentClass = arrayClass == null ? Object.class : arrayClass.getComponentType();
      this.component =
          element == null
              ? GenericType.ofClass(componentClass)
              : GenericType.bound(componentClass, null, element);
    }

    @Override
    public Object read(ReadContext ctx) {
      int n = ctx.readLength(1, "array");
      Object array =
          arrayClass == null ? null : Array.newInstance(arrayClass.getComponentType(), n);
      if (array != null) {
        ctx.reference(array);
      }
      if (n == 0) {
        return array;
      }
      ElementCodec codec = new ElementCodec();
      codec.readHeader(ctx, component);
      for (int i = 0; i < n; i++) {
        Object e = codec.readValue(ctx);
        if (array != null) {
          if (e != null && !arrayClass.getComponentType().isInstance(e)) {
            throw new DeserializationException(
                "array element "
                    + i
                    + " is a "
                    + e.getClass().getName()
                    + ", not a "
                    + arrayClass.getComponentType().getName());
          }
          Array.set(array, i, e);
        }
      }
      return array;
    }
  }
}
