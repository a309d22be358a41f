package org.furylike.benchmark.peer;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.math.BigDecimal;
import java.util.ArrayList;
import org.furylike.benchmark.data.BenchData;
import org.furylike.benchmark.data.DataKind;

/**
 * Kryo 5 with registration required; references are tracked only for objects that share them
 * ({@link DataKind#refTracking()}). Like the other peers it writes the root object's class ({@code
 * writeClassAndObject}), so the reader needs no expected type. Its {@link Output} and {@link Input}
 * are reused, as Kryo's documentation recommends.
 */
final class KryoCodec extends Codec {
  private final Kryo kryo = new Kryo();
  private final Output output = new Output(1024, -1);
  private final Input input = new Input();

  KryoCodec(DataKind kind) {
    kryo.setRegistrationRequired(true);
    kryo.setReferences(kind.refTracking());
    kryo.register(ArrayList.class);
    kryo.register(BigDecimal.class);
    kryo.register(java.util.HashMap.class);
    kryo.register(java.util.HashSet.class);
    kryo.register(java.time.Instant.class);
    kryo.register(int[].class);
    kryo.register(long[].class);
    kryo.register(float[].class);
    kryo.register(double[].class);
    kryo.register(short[].class);
    kryo.register(char[].class);
    kryo.register(boolean[].class);
    for (Class<?> cls : BenchData.classesToRegister()) {
      kryo.register(cls);
    }
  }

  @Override
  public byte[] serialize(Object value) {
    Output out = output;
    out.reset();
    kryo.writeClassAndObject(out, value);
    return out.toBytes();
  }

  @Override
  public int serializeReused(Object value) {
    Output out = output;
    out.reset();
    kryo.writeClassAndObject(out, value);
    return out.position();
  }

  @Override
  public byte[] reusedBytes() {
    return output.toBytes();
  }

  @Override
  public Object deserialize(byte[] bytes) {
    Input in = input;
    in.setBuffer(bytes);
    return kryo.readClassAndObject(in);
  }
}
