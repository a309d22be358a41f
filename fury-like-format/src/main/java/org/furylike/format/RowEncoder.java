package org.furylike.format;

import java.nio.ByteBuffer;
import java.util.Arrays;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;

/**
 * Converts objects of one class to rows and back. The encoded form is an 8-byte schema fingerprint
 * followed by the row; decoding checks the fingerprint and fails naming the differing fields,
 * unless the encoder was made with {@link #projecting(RowSchema)}. Thread-safe; obtain one per
 * class from {@link RowEncoders#of(Class)}.
 *
 * @param <T> the class encoded
 */
public final class RowEncoder<T> {
  private static final int HEADER = 8;

  /** A thread's scratch buffer larger than this is dropped after use rather than kept. */
  private static final int RETAINED_SCRATCH = 1 << 20;

  private final Class<T> type;
  private final RowSchema schema;
  private final StructCodec codec;
  private final CodecMode mode;
  private final ThreadLocal<Scratch> scratch = ThreadLocal.withInitial(Scratch::new);

  /** A thread's encode state: its scratch buffer and the size it expects the next form to have. */
  private static final class Scratch {
    RowMemory memory = RowMemory.growable(256);

    /**
     * The size of the last encoded form when the encode before it had that same size, else minus
     * the last size. A positive hint lets {@link #encode(Object)} write straight into an array of
     * exactly that size, saving the copy out of the scratch buffer; a miss costs one extra
     * allocation and switches back to the scratch buffer until sizes repeat. Kept per thread, so
     * threads encoding different objects neither mislead each other nor share a written field.
     */
    int sizeHint;
  }

  RowEncoder(Class<T> type, CodecMode mode) {
    this.type = type;
    this.schema = RowSchema.of(type);
    this.mode = mode;
    this.codec = RowCodecs.get(type, mode);
  }

  /** {@return the schema rows of this class have} */
  public RowSchema schema() {
    return schema;
  }

  /** {@return the class this encoder converts} */
  public Class<T> type() {
    return type;
  }

  /**
   * {@return whether this encoder runs generated code (false: interpreted, or generation fell
   * back)}
   */
  public boolean isGenerated() {
    return !(codec instanceof InterpretedStructCodec);
  }

  /** {@return the mode this encoder was asked for} */
  public CodecMode mode() {
    return mode;
  }

  /**
   * {@return the generated Java source for this class (also when this encoder is interpreted), for
   * inspection}
   */
  public String generatedSource() {
    return RowCodecs.source(type);
  }

  /** {@return the code generation plan of this class, as a table, for inspection} */
  public String plan() {
    return RowPlan.of(type).toString();
  }

  /**
   * {@code value} as a row, in a new array.
   *
   * @param value an object of exactly this encoder's class
   * @return a view of the new row
   * @throws RowFormatException if {@code value} is null, of another class, or holds a value the
   *     schema cannot take
   */
  public BinaryRow toRow(T value) {
    byte[] bytes = encode(value);
    return new BinaryRow(schema, RowMemory.of(bytes, bytes.length), HEADER, bytes.length);
  }

  /**
   * The object a row of this encoder's schema holds.
   *
   * @param row a row of this encoder's schema
   * @return a new object
   * @throws RowFormatException if the row has another schema or is malformed
   */
  public T fromRow(BinaryRow row) {
    if (row.schema() != schema && row.schema().fingerprint() != schema.fingerprint()) {
      throw SchemaMismatch.of(row.schema().fingerprint(), schema, row.base());
    }
    return decodeChecked(row);
  }

  /**
   * The encoded form of {@code value}: fingerprint, then the row.
   *
   * @param value an object of exactly this encoder's class
   * @return a new array holding the encoded row
   * @throws RowFormatException if {@code value} is null, of another class, or holds a value the
   *     schema cannot take
   */
  public byte[] encode(T value) {
    Scratch s = scratch.get();
    int hint = s.sizeHint;
    if (hint > 0) {
      return encodeSized(value, s, hint);
    }
    RowMemory m = s.memory;
    int end = write(value, m, 0);
    byte[] out = Arrays.copyOf(m.heap(), end);
    if (m.heap().length > RETAINED_SCRATCH) {
      s.memory = RowMemory.growable(256);
    }
    s.sizeHint = end == -hint ? end : -end;
    return out;
  }

  /** Encodes into a new array of {@code size} bytes, returned as is if the form fills it. */
  private byte[] encodeSized(T value, Scratch s, int size) {
    RowMemory m = RowMemory.growable(new byte[size]);
    int end = write(value, m, 0);
    byte[] out = m.heap();
    if (out.length == end) {
      return out;
    }
    s.sizeHint = -end;
    return Arrays.copyOf(out, end);
  }

  /**
   * Writes the encoded form at {@code buffer}'s writer index, growing it as needed, and advances
   * the writer index.
   *
   * @param value an object of exactly this encoder's class
   * @param buffer the buffer to append to
   * @return the bytes written
   * @throws RowFormatException if {@code value} is null, of another class, or holds a value the
   *     schema cannot take
   */
  public int encode(T value, MemoryBuffer buffer) {
    int start = buffer.writerIndex();
    int end = write(value, RowMemory.of(buffer), start);
    buffer.writerIndex(end);
    return end - start;
  }

  /**
   * Writes the encoded form at {@code buffer}'s position (heap or direct, in place) and advances
   * the position.
   *
   * @param value an object of exactly this encoder's class
   * @param buffer the buffer to write into; it does not grow
   * @return the bytes written
   * @throws RowFormatException if the row does not fit before the limit, or as {@link
   *     #encode(Object)}
   */
  public int encode(T value, ByteBuffer buffer) {
    int start = RowMemory.indexOf(buffer, buffer.position());
    int end = write(value, RowMemory.of(buffer), start);
    buffer.position(buffer.position() + end - start);
    return end - start;
  }

  private int write(T value, RowMemory m, int start) {
    if (value == null) {
      throw new RowFormatException("cannot encode null as a " + type.getName() + " row");
    }
    if (value.getClass() != type) {
      throw new RowFormatException(
          "encoder of " + type.getName() + " cannot encode a " + value.getClass().getName());
    }
    m.ensure(start + HEADER);
    m.putLong(start, schema.fingerprint());
    return codec.write(value, m, start + HEADER);
  }

  /**
   * Decodes an encoded row that fills {@code bytes}.
   *
   * @param bytes exactly one encoded row
   * @return a new object
   * @throws RowFormatException if the fingerprint is not this schema's (naming the differing
   *     fields) or the row is malformed; malformed input never ends in another exception
   */
  public T decode(byte[] bytes) {
    return decode(bytes, 0, bytes.length);
  }

  /**
   * Decodes the encoded row in {@code bytes[offset, offset + size)}.
   *
   * @param bytes the array holding the row
   * @param offset where the encoded row starts
   * @param size the encoded row's length, header included
   * @return a new object
   * @throws RowFormatException if the slice is outside the array, as well as for the reasons of
   *     {@link #decode(byte[])}
   */
  public T decode(byte[] bytes, int offset, int size) {
    BinaryRow.checkSlice(bytes.length, offset, size);
    return decodeChecked(
        BinaryRow.encoded(RowMemory.of(bytes, offset + size), offset, size, schema));
  }

  /**
   * Decodes the encoded row between {@code buffer}'s position and limit (heap or direct); the
   * position is not moved.
   *
   * @param buffer the buffer holding exactly one encoded row between position and limit
   * @return a new object
   * @throws RowFormatException for the reasons of {@link #decode(byte[])}
   */
  public T decode(ByteBuffer buffer) {
    int start = RowMemory.indexOf(buffer, buffer.position());
    return decodeChecked(
        BinaryRow.encoded(RowMemory.of(buffer), start, buffer.remaining(), schema));
  }

  /**
   * Decodes the encoded row between {@code buffer}'s reader and writer index and moves the reader
   * index to the writer index. The encoded form carries no length: to keep several rows in one
   * buffer, frame them (for example with a length before each).
   *
   * @param buffer the buffer holding exactly one encoded row between its reader and writer index
   * @return a new object
   * @throws RowFormatException for the reasons of {@link #decode(byte[])}
   */
  public T decode(MemoryBuffer buffer) {
    T value =
        buffer.hasHeap()
            ? decode(buffer.getHeapMemory(), buffer.readerIndex(), buffer.remaining())
            : decode(buffer.asByteBuffer(buffer.readerIndex(), buffer.writerIndex()));
    buffer.readerIndex(buffer.writerIndex());
    return value;
  }

  /**
   * Reads an encoded row of this schema in place, without decoding it.
   *
   * @param bytes the array holding the row
   * @param offset where the encoded row starts
   * @param size the encoded row's length, header included
   * @return a view of the row
   * @throws RowFormatException if the slice is outside the array, too short, or the fingerprint is
   *     not this schema's
   */
  public BinaryRow wrap(byte[] bytes, int offset, int size) {
    return BinaryRow.wrap(schema, bytes, offset, size);
  }

  /**
   * A decoder for rows written with {@code writer}'s schema (say, an older version of this class):
   * fields are matched by name; fields the writer lacked come back null (primitives 0), fields this
   * class lacks are ignored. The mapping is decided here, once.
   *
   * @param writer the schema the rows were written with, from {@link RowSchema#parse} for example
   * @return the projecting decoder
   * @throws RowFormatException if a field present on both sides changed its layout (naming it)
   */
  public RowProjection<T> projecting(RowSchema writer) {
    return new RowProjection<>(this, writer);
  }

  @SuppressWarnings("unchecked")
  T decodeChecked(BinaryRow row) {
    try {
      return (T) codec.read(row);
    } catch (FuryException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new RowFormatException(
          "cannot decode a " + type.getName() + " from the row at offset " + row.base() + ": " + e,
          e);
    }
  }
}
