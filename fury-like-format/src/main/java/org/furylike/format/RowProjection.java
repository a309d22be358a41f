package org.furylike.format;

import java.util.List;
import org.furylike.exception.FuryException;
import org.furylike.memory.FieldAccessor;
import org.furylike.memory.FieldHandles;
import org.furylike.memory.Instantiator;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldOrder;

/**
 * Decodes rows written with another schema of the same data (an older or newer version of a class)
 * into this process's class, matching fields by name: fields the writer lacked come back null
 * (primitives 0, records their defaults), fields the reader lacks are skipped, nested structs are
 * projected the same way. Built once per (class, writer schema); the mapping is decided then.
 *
 * @param <T> the reading class
 */
public final class RowProjection<T> {
  private final Class<T> type;
  private final RowSchema writer;
  private final FieldAccessor[] accessors;
  private final int[] writerIndex;
  private final ValueCodec[] codecs;
  private final RowProjection<?>[] nested;
  private final Instantiator<T> instantiator;
  private final java.lang.invoke.MethodHandle recordConstructor;
  private final int[] argumentOfField;

  RowProjection(RowEncoder<T> reader, RowSchema writer) {
    this(reader.type(), writer);
  }

  private RowProjection(Class<T> type, RowSchema writer) {
    this.type = type;
    this.writer = writer;
    RowSchema schema = RowSchema.of(type);
    List<FieldDescriptor> fields = FieldOrder.of(type);
    int n = fields.size();
    accessors = new FieldAccessor[n];
    writerIndex = new int[n];
    codecs = new ValueCodec[n];
    nested = new RowProjection<?>[n];
    for (int i = 0; i < n; i++) {
      accessors[i] = FieldAccessor.of(fields.get(i).field());
      map(schema.field(i), i);
    }
    boolean record = type.isRecord();
    instantiator = record ? null : Instantiator.of(type);
    recordConstructor = record ? InterpretedStructCodec.Records.constructor(type) : null;
    argumentOfField = record ? InterpretedStructCodec.Records.argumentOfField(type, fields) : null;
  }

  private void map(RowField r, int i) {
    RowField w = writer.fieldOrNull(r.name());
    writerIndex[i] = w == null ? -1 : w.index();
    if (w == null) {
      return;
    }
    if (r.type().sameLayout(w.type())) {
      codecs[i] = ValueCodec.of(r.type(), CodecMode.GENERATED);
    } else if (r.kind() == RowKind.STRUCT && w.kind() == RowKind.STRUCT && !r.type().isOptional()) {
      nested[i] = new RowProjection<>(r.type().javaClass(), w.type().struct());
    } else {
      throw new RowFormatException(
          "cannot project field "
              + r.where()
              + ": the writer has "
              + w.type().layout()
              + ", the reader "
              + r.type().layout());
    }
  }

  /** {@return the schema rows are expected to have} */
  public RowSchema writerSchema() {
    return writer;
  }

  /**
   * Decodes an encoded row written with the writer schema.
   *
   * @param bytes exactly one encoded row
   * @return a new object of the reading class
   * @throws RowFormatException if the row's fingerprint is not the writer schema's, or the row is
   *     malformed
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
   * @return a new object of the reading class
   * @throws RowFormatException if the slice is outside the array, or as {@link #decode(byte[])}
   */
  public T decode(byte[] bytes, int offset, int size) {
    BinaryRow.checkSlice(bytes.length, offset, size);
    return fromRow(BinaryRow.encoded(RowMemory.of(bytes, offset + size), offset, size, writer));
  }

  /**
   * Builds the reading class's object from a row of the writer schema.
   *
   * @param row a row of the writer schema
   * @return a new object of the reading class
   * @throws RowFormatException if the row has another schema or is malformed
   */
  public T fromRow(BinaryRow row) {
    if (row.schema().fingerprint() != writer.fingerprint()) {
      throw SchemaMismatch.of(row.schema().fingerprint(), writer, row.base());
    }
    try {
      return build(row);
    } catch (FuryException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new RowFormatException(
          "cannot project the row at offset " + row.base() + " onto " + type.getName() + ": " + e,
          e);
    }
  }

  private T build(BinaryRow row) {
    Object[] values = new Object[accessors.length];
    for (int i = 0; i < values.length; i++) {
      int w = writerIndex[i];
      if (w < 0) {
        values[i] = null;
      } else if (nested[i] != null) {
        values[i] = row.isNullAt(w) ? null : nested[i].fromRow(row.getStruct(w));
      } else {
        values[i] = codecs[i].toJava(row.readValue(w, codecs[i]));
      }
    }
    if (recordConstructor != null) {
      Object[] args = new Object[values.length];
      for (int i = 0; i < values.length; i++) {
        args[argumentOfField[i]] =
            values[i] == null
                ? InterpretedStructCodec.Records.defaultValue(accessors[i].field())
                : values[i];
      }
      return type.cast(FieldHandles.construct(recordConstructor, args));
    }
    T o = instantiator.newInstance();
    for (int i = 0; i < values.length; i++) {
      if (writerIndex[i] >= 0
          && (values[i] != null || !accessors[i].field().getType().isPrimitive())) {
        accessors[i].putObjectOrPrimitive(o, values[i]);
      }
    }
    return o;
  }
}
