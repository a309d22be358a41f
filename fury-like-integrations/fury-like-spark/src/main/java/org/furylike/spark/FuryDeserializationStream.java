package org.furylike.spark;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.apache.spark.serializer.DeserializationStream;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import scala.reflect.ClassTag;

/**
 * Reads the frames of {@link FurySerializationStream}. The end of the stream between two frames is
 * reported as Spark expects ({@link EOFException}, which ends Spark's iterators); a stream that
 * ends inside a frame is corrupt and raises {@link BufferUnderflowException}. The frame buffer
 * grows with the bytes actually received, never straight to a declared length.
 */
final class FuryDeserializationStream extends DeserializationStream {
  private final ThreadSafeFury fury;
  private final InputStream in;
  private byte[] frame = new byte[256];

  FuryDeserializationStream(ThreadSafeFury fury, InputStream in) {
    this.fury = fury;
    this.in = in;
  }

  @Override
  @SuppressWarnings("unchecked")
  public <T> T readObject(ClassTag<T> tag) {
    try {
      int size = readLength();
      fill(size);
      MemoryBuffer view = MemoryBuffer.wrap(frame, 0, size);
      Object value = fury.deserialize(view);
      if (view.readerIndex() != size) {
        throw new DeserializationException(
            "a frame of "
                + size
                + " bytes holds "
                + (size - view.readerIndex())
                + " bytes after its value");
      }
      return (T) value;
    } catch (EOFException e) {
      throw sneaky(e);
    } catch (IOException e) {
      throw new UncheckedIOException("reading Spark's deserialization stream failed", e);
    }
  }

  /** The next frame's length; {@link EOFException} (unchecked for Scala) at a clean end. */
  private int readLength() throws IOException {
    int first = in.read();
    if (first < 0) {
      throw sneaky(new EOFException());
    }
    int value = first & 0x7F;
    for (int shift = 7; (first & 0x80) != 0; shift += 7) {
      first = in.read();
      if (first < 0 || shift > 28) {
        throw new DeserializationException(
            first < 0
                ? "stream ended inside a frame length"
                : "frame length varint longer than 5 bytes");
      }
      value |= (first & 0x7F) << shift;
    }
    if (value <= 0) {
      throw new DeserializationException("invalid frame length " + value);
    }
    return value;
  }

  private void fill(int size) throws IOException {
    int filled = 0;
    while (filled < size) {
      if (filled == frame.length) {
        frame = Arrays.copyOf(frame, (int) Math.min(size, frame.length * 2L));
      }
      int n = in.read(frame, filled, Math.min(size, frame.length) - filled);
      if (n < 0) {
        throw new BufferUnderflowException(
            "Spark stream ended inside a frame: " + filled + " of " + size + " bytes received");
      }
      filled += n;
    }
  }

  @Override
  public void close() {
    try {
      in.close();
    } catch (IOException e) {
      throw new UncheckedIOException("closing Spark's deserialization stream failed", e);
    }
  }

  /** Throws a checked exception unchanged, as Scala code (Spark's iterators) expects. */
  @SuppressWarnings("unchecked")
  private static <E extends Throwable> RuntimeException sneaky(Throwable e) throws E {
    throw (E) e;
  }
}
