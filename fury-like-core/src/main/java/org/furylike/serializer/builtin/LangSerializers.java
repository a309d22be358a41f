package org.furylike.serializer.builtin;

import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassChecker;
import org.furylike.resolver.ClassInfo;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/** Boxed primitives, string builders, {@code Object} and {@code Class} values. */
public final class LangSerializers {
  private LangSerializers() {}

  /**
   * The field kind whose encoding built-in serializer {@code s} writes when it is the serializer of
   * a boxed primitive ({@code BOXED_INT} for {@code Integer}, ...), else null. Container code
   * writes and reads such values in place instead of dispatching to the serializer.
   *
   * @param s a serializer
   * @return its boxed field kind, or null
   */
  public static org.furylike.meta.FieldKind boxedKindOf(Serializer<?> s) {
    Class<?> c = s.getClass();
    if (c == IntSerializer.class) {
      return org.furylike.meta.FieldKind.BOXED_INT;
    } else if (c == LongSerializer.class) {
      return org.furylike.meta.FieldKind.BOXED_LONG;
    } else if (c == DoubleSerializer.class) {
      return org.furylike.meta.FieldKind.BOXED_DOUBLE;
    } else if (c == BooleanSerializer.class) {
      return org.furylike.meta.FieldKind.BOXED_BOOLEAN;
    } else if (c == FloatSerializer.class) {
      return org.furylike.meta.FieldKind.BOXED_FLOAT;
    } else if (c == ShortSerializer.class) {
      return org.furylike.meta.FieldKind.BOXED_SHORT;
    } else if (c == ByteSerializer.class) {
      return org.furylike.meta.FieldKind.BOXED_BYTE;
    } else if (c == CharSerializer.class) {
      return org.furylike.meta.FieldKind.BOXED_CHAR;
    }
    return null;
  }

  /** Strings and boxed primitives: the values most often written with their class. */
  static void registerValues(BuiltinRegistry r) {
    r.add(String.class, FACTORY);
    r.add(Boolean.class, FACTORY);
    r.add(Byte.class, FACTORY);
    r.add(Character.class, FACTORY);
    r.add(Short.class, FACTORY);
    r.add(Integer.class, FACTORY);
    r.add(Long.class, FACTORY);
    r.add(Float.class, FACTORY);
    r.add(Double.class, FACTORY);
  }

  /**
   * The primitive classes (no instances: they appear only as array components), {@code Object}, the
   * string builders and {@code Class}.
   */
  static void registerOthers(BuiltinRegistry r) {
    for (Class<?> p :
        new Class<?>[] {
          void.class,
          boolean.class,
          byte.class,
          char.class,
          short.class,
          int.class,
          long.class,
          float.class,
          double.class
        }) {
      r.add(p, null);
    }
    r.add(Object.class, FACTORY);
    r.add(StringBuilder.class, FACTORY);
    r.add(StringBuffer.class, FACTORY);
    r.add(Class.class, FACTORY);
  }

  static final class BooleanSerializer extends ImmutableSerializer<Boolean> {
    BooleanSerializer() {
      super(Boolean.class);
    }

    @Override
    public void write(WriteContext ctx, Boolean v) {
      ctx.buffer().writeBoolean(v);
    }

    @Override
    public Boolean read(ReadContext ctx) {
      return ctx.buffer().readBoolean();
    }
  }

  static final class ByteSerializer extends ImmutableSerializer<Byte> {
    ByteSerializer() {
      super(Byte.class);
    }

    @Override
    public void write(WriteContext ctx, Byte v) {
      ctx.buffer().writeByte(v);
    }

    @Override
    public Byte read(ReadContext ctx) {
      return ctx.buffer().readByte();
    }
  }

  static final class CharSerializer extends ImmutableSerializer<Character> {
    CharSerializer() {
      super(Character.class);
    }

    @Override
    public void write(WriteContext ctx, Character v) {
      ctx.buffer().writeChar(v);
    }

    @Override
    public Character read(ReadContext ctx) {
      return ctx.buffer().readChar();
    }
  }

  static final class ShortSerializer extends ImmutableSerializer<Short> {
    ShortSerializer() {
      super(Short.class);
    }

    @Override
    public void write(WriteContext ctx, Short v) {
      ctx.buffer().writeShort(v);
    }

    @Override
    public Short read(ReadContext ctx) {
      return ctx.buffer().readShort();
    }
  }

  static final class IntSerializer extends ImmutableSerializer<Integer> {
    IntSerializer() {
      super(Integer.class);
    }

    @Override
    public void write(WriteContext ctx, Integer v) {
      ctx.writeInt32(v);
    }

    @Override
    public Integer read(ReadContext ctx) {
      return ctx.readInt32();
    }
  }

  static final class LongSerializer extends ImmutableSerializer<Long> {
    LongSerializer() {
      super(Long.class);
    }

    @Override
    public void write(WriteContext ctx, Long v) {
      ctx.writeInt64(v);
    }

    @Override
    public Long read(ReadContext ctx) {
      return ctx.readInt64();
    }
  }

  static final class FloatSerializer extends ImmutableSerializer<Float> {
    FloatSerializer() {
      super(Float.class);
    }

    @Override
    public void write(WriteContext ctx, Float v) {
      ctx.buffer().writeFloat(v);
    }

    @Override
    public Float read(ReadContext ctx) {
      return ctx.buffer().readFloat();
    }
  }

  static final class DoubleSerializer extends ImmutableSerializer<Double> {
    DoubleSerializer() {
      super(Double.class);
    }

    @Override
    public void write(WriteContext ctx, Double v) {
      ctx.buffer().writeDouble(v);
    }

    @Override
    public Double read(ReadContext ctx) {
      return ctx.buffer().readDouble();
    }
  }

  /** {@code new Object()}: no data but a marker byte; identity kept by reference tracking. */
  static final class PlainObjectSerializer extends Serializer<Object> {
    PlainObjectSerializer() {
      super(Object.class);
    }

    @Override
    public void write(WriteContext ctx, Object v) {
      ctx.buffer().writeByte(0);
    }

    @Override
    public Object read(ReadContext ctx) {
      byte b = ctx.buffer().readByte();
      if (b != 0) {
        throw new DeserializationException(
            "expected marker 0 for java.lang.Object at offset " + (ctx.buffer().readerIndex() - 1));
      }
      Object o = new Object();
      ctx.reference(o);
      return o;
    }

    @Override
    public Object copy(CopyContext ctx, Object value) {
      return new Object();
    }
  }

  static final class StringBuilderSerializer extends Serializer<StringBuilder> {
    StringBuilderSerializer() {
      super(StringBuilder.class);
    }

    @Override
    public void write(WriteContext ctx, StringBuilder v) {
      ctx.writeString(v.toString());
    }

    @Override
    public StringBuilder read(ReadContext ctx) {
      StringBuilder sb = new StringBuilder(ctx.readString());
      ctx.reference(sb);
      return sb;
    }

    @Override
    public StringBuilder copy(CopyContext ctx, StringBuilder value) {
      return new StringBuilder(value);
    }
  }

  static final class StringBufferSerializer extends Serializer<StringBuffer> {
    StringBufferSerializer() {
      super(StringBuffer.class);
    }

    @Override
    public void write(WriteContext ctx, StringBuffer v) {
      ctx.writeString(v.toString());
    }

    @Override
    public StringBuffer read(ReadContext ctx) {
      StringBuffer sb = new StringBuffer(ctx.readString());
      ctx.reference(sb);
      return sb;
    }

    @Override
    public StringBuffer copy(CopyContext ctx, StringBuffer value) {
      return new StringBuffer(value);
    }
  }

  /**
   * {@code Class} values. Kind byte 0: the class's wire identity follows (built-in, registered,
   * array, or a name when registration is off). Kind 1: the name of a public JDK class ({@code
   * java.*}/{@code javax.*}) that is neither built-in nor registered, loaded without initialization
   * after the deny-list check.
   */
  static final class ClassSerializer extends ImmutableSerializer<Class<?>> {
    @SuppressWarnings({"unchecked", "rawtypes"})
    ClassSerializer() {
      super((Class) Class.class);
    }

    @Override
    public void write(WriteContext ctx, Class<?> v) {
      ClassChecker.checkClass(v);
      if (!ctx.resolver().isRegisteredOrBuiltin(baseComponent(v))
          && ctx.resolver().getConfig().isRequireClassRegistration()
          && ClassChecker.isHarmlessClassValue(v.getName())) {
        ctx.buffer().writeByte(1);
        ctx.writeString(v.getName());
        return;
      }
      ctx.buffer().writeByte(0);
      ClassInfo info = ctx.resolver().getClassInfo(v);
      ctx.resolver().writeClassInfo(ctx, info);
    }

    private static Class<?> baseComponent(Class<?> c) {
      while (c.isArray()) {
        c = c.getComponentType();
      }
      return c;
    }

    private static boolean isJdkName(String name) {
      return name.startsWith("java.") || name.startsWith("javax.");
    }

    @Override
    public Class<?> read(ReadContext ctx) {
      int at = ctx.buffer().readerIndex();
      byte kind = ctx.buffer().readByte();
      if (kind == 0) {
        return ctx.resolver().readClassInfo(ctx).getCls();
      }
      if (kind != 1) {
        throw new DeserializationException("invalid class value kind " + kind + " at offset " + at);
      }
      String name = ctx.readString();
      ClassChecker.checkName(name);
      if (!isJdkName(name)) {
        throw new DeserializationException(
            "class value " + name + " at offset " + at + " is not a JDK class");
      }
      if (ctx.resolver().getConfig().isRequireClassRegistration()
          && !ClassChecker.isHarmlessClassValue(name)) {
        throw new org.furylike.exception.ClassNotRegisteredException(
            "class value "
                + name
                + " at offset "
                + at
                + " is neither registered nor one of the JDK types allowed as class values by"
                + " name, and class registration is required; it was not loaded");
      }
      return ctx.resolver().loadClass(name, at);
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == String.class) {
        return new StringSerializer();
      }
      if (c == Boolean.class) {
        return new BooleanSerializer();
      }
      if (c == Byte.class) {
        return new ByteSerializer();
      }
      if (c == Character.class) {
        return new CharSerializer();
      }
      if (c == Short.class) {
        return new ShortSerializer();
      }
      if (c == Integer.class) {
        return new IntSerializer();
      }
      if (c == Long.class) {
        return new LongSerializer();
      }
      if (c == Float.class) {
        return new FloatSerializer();
      }
      if (c == Double.class) {
        return new DoubleSerializer();
      }
      if (c == Object.class) {
        return new PlainObjectSerializer();
      }
      if (c == StringBuilder.class) {
        return new StringBuilderSerializer();
      }
      if (c == StringBuffer.class) {
        return new StringBufferSerializer();
      }
      if (c == Class.class) {
        return new ClassSerializer();
      }
      return null;
    }
  }
}
