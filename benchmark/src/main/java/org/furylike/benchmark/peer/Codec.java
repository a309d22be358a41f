package org.furylike.benchmark.peer;

import java.util.Arrays;
import java.util.OptionalInt;
import org.furylike.benchmark.data.SharedReferences;

/**
 * One peer configured for one benchmark object: the small adapter the benchmarks time.
 *
 * <p>Two families of serialization are measured: {@link #serialize} returns a fresh, exactly sized
 * {@code byte[]} (the peer may reuse its own scratch space internally, as its API intends), and
 * {@link #serializeReused} leaves the bytes in a buffer the codec keeps and reuses across calls.
 * Every codec works on the value {@link #prepare} returns: the benchmark object itself, or for the
 * prebuilt-message variants of Protobuf and Flatbuffers a message built from it beforehand.
 *
 * <p>A codec is not thread-safe; JMH gives each benchmark thread its own.
 */
public abstract class Codec {
  /** The value handed to the timed methods. The default is the object itself. */
  public Object prepare(Object pojo) {
    return pojo;
  }

  /** Serializes {@code value} into a new byte array holding exactly the serialized bytes. */
  public abstract byte[] serialize(Object value);

  /**
   * Serializes {@code value} into this codec's reused buffer, overwriting the previous content.
   *
   * @return the number of bytes written
   */
  public abstract int serializeReused(Object value);

  /** A copy of the bytes the last {@link #serializeReused} call wrote; for checks, never timed. */
  public abstract byte[] reusedBytes();

  /** Reads what {@link #serialize} wrote; returns the same kind of value {@link #prepare} gives. */
  public abstract Object deserialize(byte[] bytes);

  /** Converts a value returned by {@link #deserialize} to the benchmark object; never timed. */
  public Object toPojo(Object value) {
    return value;
  }

  /**
   * The size of the first message a connection sends, for peers whose first message differs from
   * the steady-state messages the benchmarks time (compatible mode sends its class schemas once);
   * empty for the others.
   */
  public OptionalInt firstMessageSize() {
    return OptionalInt.empty();
  }

  /**
   * Checks that this codec round-trips {@code pojo} through both serialization families, that both
   * produce the same bytes, that the result equals the input and, for a graph that shares
   * references ({@link SharedReferences}), that the result shares them too.
   *
   * @return the serialized bytes, which {@code deserialize} benchmarks read
   * @throws IllegalStateException when a check fails
   */
  public final byte[] verify(String name, Object pojo) {
    Object value = prepare(pojo);
    byte[] bytes = serialize(value);
    checkEqual(name + " serialize/deserialize", pojo, toPojo(deserialize(bytes)));
    int length = serializeReused(value);
    byte[] reused = reusedBytes();
    if (length != reused.length || !Arrays.equals(bytes, reused)) {
      throw new IllegalStateException(
          name
              + ": serializeReused wrote "
              + length
              + " bytes that differ from the "
              + bytes.length
              + " bytes of serialize");
    }
    checkEqual(name + " serializeReused/deserialize", pojo, toPojo(deserialize(reused)));
    return bytes;
  }

  private static void checkEqual(String what, Object expected, Object actual) {
    if (!expected.equals(actual)) {
      throw new IllegalStateException(
          what
              + ": round trip differs from the input\n  expected "
              + expected
              + "\n  actual   "
              + actual);
    }
    if (actual instanceof SharedReferences
        && !((SharedReferences) actual).sharedReferencesIntact()) {
      throw new IllegalStateException(
          what
              + ": round trip lost the shared references (an object reached along two paths"
              + " came back as two copies)");
    }
  }
}
