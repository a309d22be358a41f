package org.furylike.benchformat.peer;

/** One peer's way of turning one benchmark object into bytes, back, and reading fields in place. */
public interface Codec {
  /** The object as bytes, in a new array. */
  byte[] encode(Object value);

  /** The whole object from bytes. */
  Object decode(byte[] bytes);

  /** The top-level field (see {@code DataKind}) read from bytes. */
  long readTop(byte[] bytes);

  /** One field of one nested element read from bytes. */
  Object readNested(byte[] bytes);
}
