package org.furylike.format;

/**
 * Internal: writes objects of one class as rows and reads them back. Implemented by the interpreter
 * and by the classes generated per user class; both write identical bytes.
 */
public abstract class StructCodec {
  /** For the interpreter and generated codecs. */
  public StructCodec() {}

  /**
   * Writes {@code o} as a row starting at {@code base}.
   *
   * @param o the object, of exactly the codec's class
   * @param m the target
   * @param base the row's first index
   * @return the row's end, 8-aligned
   */
  public abstract int write(Object o, RowMemory m, int base);

  /**
   * Builds the object a row of this class's schema holds.
   *
   * @param row a row of the codec's schema
   * @return a new object
   */
  public abstract Object read(BinaryRow row);
}
