package org.furylike.benchmark.threads;

/** Serializes a value to a byte array and deserializes it again: one request of an RPC server. */
@FunctionalInterface
public interface RoundTrip {
  /** Returns the value read back from the bytes {@code value} was serialized to. */
  Object roundTrip(Object value);
}
