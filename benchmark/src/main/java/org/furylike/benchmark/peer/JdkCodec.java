package org.furylike.benchmark.peer;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;

/**
 * {@code java.io} serialization. Each call needs a new object stream (a stream carries state from
 * one object to the next); the reused family keeps the byte array output stream.
 */
final class JdkCodec extends Codec {
  private final ByteArrayOutputStream reused = new ByteArrayOutputStream(1024);

  @Override
  public byte[] serialize(Object value) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
    write(bytes, value);
    return bytes.toByteArray();
  }

  @Override
  public int serializeReused(Object value) {
    ByteArrayOutputStream bytes = reused;
    bytes.reset();
    write(bytes, value);
    return bytes.size();
  }

  private static void write(ByteArrayOutputStream bytes, Object value) {
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public byte[] reusedBytes() {
    return reused.toByteArray();
  }

  @Override
  public Object deserialize(byte[] bytes) {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      return in.readObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }
}
