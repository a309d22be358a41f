package org.furylike.resolver;

import org.furylike.memory.MemoryBuffer;

/**
 * What writing and reading class info needs of one call's state. The call contexts implement these,
 * so the resolver never depends on the context package (which sits above it).
 */
public final class ClassInfoStreams {
  private ClassInfoStreams() {}

  /** The write side: buffer and schemas sent. */
  public interface Writer {
    /** {@return the buffer being written} */
    MemoryBuffer buffer();

    /** {@return the schemas of this call or connection (compatible mode)} */
    SchemaContext schemas();
  }

  /** The read side: buffer, schemas received, class names read so far. */
  public interface Reader {
    /** {@return the buffer being read} */
    MemoryBuffer buffer();

    /** {@return the schemas of this call or connection (compatible mode)} */
    SchemaContext schemas();

    /**
     * Records a class name read in full, for later references by index.
     *
     * @param info the class info read
     */
    void addClassName(ClassInfo info);

    /**
     * The class name read earlier with {@code index}; {@code offset} is for the error message.
     *
     * @param index the index written
     * @param offset the byte offset, for the message
     * @return the class info
     */
    ClassInfo classNameAt(int index, int offset);
  }
}
