package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;

/**
 * Writes one benchmark object into a flatbuffer and reads it back, from the POJO ({@link #write},
 * {@link #read}) or from flatc's object-API class ({@link #pack}, {@link #unpack}).
 *
 * @param <P> the benchmark object
 * @param <T> flatc's object-API class for it
 */
interface FlatMapping<P, T> {
  /** Writes {@code pojo} as a table into {@code builder} and returns the table's offset. */
  int write(FlatBufferBuilder builder, P pojo);

  /** Reads every field of the root table of {@code bb} into a new object. */
  P read(ByteBuffer bb);

  /** Writes an object-API message as a table into {@code builder} and returns its offset. */
  int pack(FlatBufferBuilder builder, T message);

  /** Reads the root table of {@code bb} into a new object-API message. */
  T unpack(ByteBuffer bb);

  /** A hash table capacity that holds {@code n} entries without growing. */
  static int capacity(int n) {
    return (int) (n / 0.75f) + 1;
  }
}
