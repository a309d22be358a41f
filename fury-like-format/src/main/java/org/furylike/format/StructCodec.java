package org.furylike.format;

/**
 * Internal: writes objects of one class as rows and reads them back. Implemented by the interpreter
 * and by the classes generated per user class; both write identical bytes.
 */
public abstract class StructCodec {
  /** Writes {@code o} as a row starting at {@code base}; returns the row's (8-aligned) end. */
  public abstract int write(Object o, RowMemory m, int base);

  /** Builds the object a row of this class's schema holds. */
  public abstract Object read(BinaryRow row);
}
