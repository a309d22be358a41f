package org.furylike.spark;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import org.apache.spark.serializer.SerializationStream;
import org.furylike.ThreadSafeFury;
import org.furylike.memory.MemoryBuffer;
import scala.reflect.ClassTag;

/**
 * Writes each object as one frame: its length as an unsigned varint, then one complete fury-like
 * message. No frame refers to another, which is what makes serialized records relocatable.
 */
final class FurySerializationStream extends SerializationStream {
  private final ThreadSafeFury fury;
  private final OutputStream out;
  private final MemoryBuffer buffer = MemoryBuffer.allocate(256);
  private final byte[] length = new byte[5];

  FurySerializationStream(ThreadSafeFury fury, OutputStream out) {
    this.fury = fury;
    this.out = out;
  }

  @Override
  public <T> SerializationStream writeObject(T value, ClassTag<T> tag) {
    buffer.writerIndex(0);
    fury.serialize(buffer, value);
    int size = buffer.writerIndex();
    int n = 0;
    int v = size;
    while ((v & ~0x7F) != 0) {
      length[n++] = (byte) ((v & 0x7F) | 0x80);
      v >>>= 7;
    }
    length[n++] = (byte) v;
    try {
      out.write(length, 0, n);
      out.write(buffer.getHeapMemory(), 0, size);
    } catch (IOException e) {
      throw new UncheckedIOException("writing a serialized object to Spark's stream failed", e);
    }
    return this;
  }

  @Override
  public void flush() {
    try {
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException("flushing Spark's serialization stream failed", e);
    }
  }

  @Override
  public void close() {
    try {
      out.close();
    } catch (IOException e) {
      throw new UncheckedIOException("closing Spark's serialization stream failed", e);
    }
  }
}
