package org.furylike.serializer.builtin;

import java.lang.reflect.Array;
import org.furylike.context.CopyContext;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.GenericType;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.ElementCodec;
import org.furylike.serializer.Serializer;

/**
 * Arrays. Primitive arrays: length (varint) then the raw little-endian elements in bulk. Object
 * arrays: length, then the elements as one {@link ElementCodec} run whose declared type is the
 * component type, so a {@code String[]} writes no per-element class info.
 */
public final class ArraySerializers {
  private ArraySerializers() {}

  static void register(BuiltinRegistry r) {
    r.add(boolean[].class, FACTORY);
    r.add(byte[].class, FACTORY);
    r.add(char[].class, FACTORY);
    r.add(short[].class, FACTORY);
    r.add(int[].class, FACTORY);
    r.add(long[].class, FACTORY);
    r.add(float[].class, FACTORY);
    r.add(double[].class, FACTORY);
    r.add(String[].class, FACTORY);
    r.add(Object[].class, FACTORY);
  }

  /**
   * The serializer of any object array class.
   *
   * @param resolver the resolver of the instance
   * @param cls an array class whose component is not primitive
   * @return a new serializer
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  public static Serializer<?> objectArray(ClassResolver resolver, Class<?> cls) {
    return new ObjectArraySerializer((Class) cls);
  }

  /** Base for primitive arrays: they never contain references, but the array itself is tracked. */
  abstract static class PrimitiveArraySerializer<T> extends Serializer<T> {
    private final int width;

    PrimitiveArraySerializer(Class<T> type, int width) {
      super(type);
      this.width = width;
    }

    @Override
    public final void write(WriteContext ctx, T value) {
      int n = Array.getLength(value);
      MemoryBuffer b = ctx.buffer();
      b.writeVarUint32(n);
      b.ensure(b.writerIndex() + n * width);
      writeElements(b, value, n);
    }

    @Override
    public final T read(ReadContext ctx) {
      int n = ctx.readLength(width, type.getName());
      T array = readElements(ctx.buffer(), n);
      ctx.reference(array);
      return array;
    }

    abstract void writeElements(MemoryBuffer b, T value, int n);

    abstract T readElements(MemoryBuffer b, int n);
  }

  static final class BooleanArraySerializer extends PrimitiveArraySerializer<boolean[]> {
    BooleanArraySerializer() {
      super(boolean[].class, 1);
    }

    @Override
    void writeElements(MemoryBuffer b, boolean[] v, int n) {
      b.writeBooleanArray(v);
    }

    @Override
    boolean[] readElements(MemoryBuffer b, int n) {
      return b.readBooleanArray(n);
    }

    @Override
    public boolean[] copy(CopyContext ctx, boolean[] v) {
      return v.clone();
    }
  }

  static final class ByteArraySerializer extends PrimitiveArraySerializer<byte[]> {
    ByteArraySerializer() {
      super(byte[].class, 1);
    }

    @Override
    void writeElements(MemoryBuffer b, byte[] v, int n) {
      b.writeBytes(v, 0, n);
    }

    @Override
    byte[] readElements(MemoryBuffer b, int n) {
      return b.readBytes(n);
    }

    @Override
    public byte[] copy(CopyContext ctx, byte[] v) {
      return v.clone();
    }
  }

  static final class CharArraySerializer extends PrimitiveArraySerializer<char[]> {
    CharArraySerializer() {
      super(char[].class, 2);
    }

    @Override
    void writeElements(MemoryBuffer b, char[] v, int n) {
      b.writeCharArray(v);
    }

    @Override
    char[] readElements(MemoryBuffer b, int n) {
      return b.readCharArray(n);
    }

    @Override
    public char[] copy(CopyContext ctx, char[] v) {
      return v.clone();
    }
  }

  static final class ShortArraySerializer extends PrimitiveArraySerializer<short[]> {
    ShortArraySerializer() {
      super(short[].class, 2);
    }

    @Override
    void writeElements(MemoryBuffer b, short[] v, int n) {
      b.writeShortArray(v);
    }

    @Override
    short[] readElements(MemoryBuffer b, int n) {
      return b.readShortArray(n);
    }

    @Override
    public short[] copy(CopyContext ctx, short[] v) {
      return v.clone();
    }
  }

  static final class IntArraySerializer extends PrimitiveArraySerializer<int[]> {
    IntArraySerializer() {
      super(int[].class, 4);
    }

    @Override
    void writeElements(MemoryBuffer b, int[] v, int n) {
      b.writeIntArray(v);
    }

    @Override
    int[] readElements(MemoryBuffer b, int n) {
      return b.readIntArray(n);
    }

    @Override
    public int[] copy(CopyContext ctx, int[] v) {
      return v.clone();
    }
  }

  static final class LongArraySerializer extends PrimitiveArraySerializer<long[]> {
    LongArraySerializer() {
      super(long[].class, 8);
    }

    @Override
    void writeElements(MemoryBuffer b, long[] v, int n) {
      b.writeLongArray(v);
    }

    @Override
    long[] readElements(MemoryBuffer b, int n) {
      return b.readLongArray(n);
    }

    @Override
    public long[] copy(CopyContext ctx, long[] v) {
      return v.clone();
    }
  }

  static final class FloatArraySerializer extends PrimitiveArraySerializer<float[]> {
    FloatArraySerializer() {
      super(float[].class, 4);
    }

    @Override
    void writeElements(MemoryBuffer b, float[] v, int n) {
      b.writeFloatArray(v);
    }

    @Override
    float[] readElements(MemoryBuffer b, int n) {
      return b.readFloatArray(n);
    }

    @Override
    public float[] copy(CopyContext ctx, float[] v) {
      return v.clone();
    }
  }

  static final class DoubleArraySerializer extends PrimitiveArraySerializer<double[]> {
    DoubleArraySerializer() {
      super(double[].class, 8);
    }

    @Override
    void writeElements(MemoryBuffer b, double[] v, int n) {
      b.writeDoubleArray(v);
    }

    @Override
    double[] readElements(MemoryBuffer b, int n) {
      return b.readDoubleArray(n);
    }

    @Override
    public double[] copy(CopyContext ctx, double[] v) {
      return v.clone();
    }
  }

  /** Any array of references. */
  static final class ObjectArraySerializer extends Serializer<Object[]> {
    private final Class<?> component;
    private final GenericType componentType;

    ObjectArraySerializer(Class<Object[]> type) {
      super(type);
      this.component = type.getComponentType();
      this.componentType = GenericType.ofClass(component);
    }

    @Override
    public void write(WriteContext ctx, Object[] value) {
      int n = value.length;
      ctx.buffer().writeVarUint32(n);
      if (n == 0) {
        return;
      }
      ElementCodec codec = new ElementCodec();
      codec.beginWrite(componentType);
      for (Object e : value) {
        codec.observe(e);
        if (codec.decided()) {
          break;
        }
      }
      codec.writeHeader(ctx);
      Serializer<Object> run = codec.plainRunSerializer();
      if (run != null && ctx.enterRun()) {
        for (Object e : value) {
          run.write(ctx, e);
        }
        ctx.exitData();
        return;
      }
      for (Object e : value) {
        codec.writeValue(ctx, e);
      }
    }

    @Override
    public Object[] read(ReadContext ctx) {
      int n = ctx.readLength(1, type.getName());
      Object[] array = (Object[]) Array.newInstance(component, n);
      ctx.reference(array);
      if (n == 0) {
        return array;
      }
      ElementCodec codec = new ElementCodec();
      codec.readHeader(ctx, componentType);
      Serializer<Object> run = codec.plainRunSerializer(ctx);
      if (run != null && ctx.enterRun(n)) {
        readRun(ctx, run, array);
        ctx.exitData();
        return array;
      }
      for (int i = 0; i < n; i++) {
        Object e = codec.readValue(ctx);
        if (e != null && !component.isInstance(e)) {
          throw new DeserializationException(
              "element "
                  + i
                  + " of "
                  + type.getSimpleName()
                  + " is a "
                  + e.getClass().getName()
                  + " (offset "
                  + ctx.buffer().readerIndex()
                  + ")");
        }
        array[i] = e;
      }
      return array;
    }

    /**
     * Reads every element with {@code run}; the array's own store check stands for the per-element
     * class check of the general path.
     */
    private void readRun(ReadContext ctx, Serializer<Object> run, Object[] array) {
      int i = 0;
      try {
        for (; i < array.length; i++) {
          array[i] = run.read(ctx);
        }
      } catch (ArrayStoreException e) {
        throw new DeserializationException(
            "element "
                + i
                + " of "
                + type.getSimpleName()
                + " is not a "
                + component.getName()
                + " (offset "
                + ctx.buffer().readerIndex()
                + ")",
            e);
      }
    }

    @Override
    public Object[] copy(CopyContext ctx, Object[] value) {
      Object[] copy = (Object[]) Array.newInstance(component, value.length);
      ctx.reference(value, copy);
      for (int i = 0; i < value.length; i++) {
        copy[i] = ctx.copyObject(value[i]);
      }
      return copy;
    }
  }

  private static final FamilyFactory FACTORY = new Factory();

  /** Creates this family's serializers from the built-in class (see {@link FamilyFactory}). */
  private static final class Factory extends FamilyFactory {
    @Override
    @SuppressWarnings({"unchecked", "rawtypes"})
    Object make(ClassResolver res, Class<?> c) {
      if (c == boolean[].class) {
        return new BooleanArraySerializer();
      }
      if (c == byte[].class) {
        return new ByteArraySerializer();
      }
      if (c == char[].class) {
        return new CharArraySerializer();
      }
      if (c == short[].class) {
        return new ShortArraySerializer();
      }
      if (c == int[].class) {
        return new IntArraySerializer();
      }
      if (c == long[].class) {
        return new LongArraySerializer();
      }
      if (c == float[].class) {
        return new FloatArraySerializer();
      }
      if (c == double[].class) {
        return new DoubleArraySerializer();
      }
      if (c == String[].class) {
        return objectArray(res, c);
      }
      if (c == Object[].class) {
        return objectArray(res, c);
      }
      return null;
    }
  }
}
