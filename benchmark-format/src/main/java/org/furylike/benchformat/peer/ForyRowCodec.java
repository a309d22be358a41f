package org.furylike.benchformat.peer;

import org.apache.fory.format.encoder.Encoders;
import org.apache.fory.format.encoder.RowEncoder;
import org.apache.fory.format.row.binary.BinaryRow;
import org.apache.fory.format.type.Schema;
import org.apache.fory.memory.MemoryUtils;
import org.furylike.benchformat.data.DataKind;

/**
 * Apache Fory's row format. Its encoded form is an 8-byte schema hash and the row; field reads
 * point a row at the bytes after the hash. Its schemas name fields in snake case.
 */
final class ForyRowCodec implements Codec {
  private static final int HASH = 8;

  static {
    // Fory logs each code generation at INFO to stdout, which would mix into JMH's output.
    org.apache.fory.logging.LoggerFactory.disableLogging();
  }

  private final DataKind data;
  private final RowEncoder<Object> encoder;
  private final Schema schema;
  private final int top;
  private final int inner;
  private final int nested;
  private final int duration;

  @SuppressWarnings("unchecked")
  ForyRowCodec(DataKind data) {
    this.data = data;
    this.encoder = (RowEncoder<Object>) Encoders.bean(data.type());
    this.schema = encoder.schema();
    switch (data) {
      case SAMPLE:
        top = schema.getFieldIndex("long_value");
        inner = schema.getFieldIndex("long_array");
        nested = -1;
        duration = -1;
        break;
      case MEDIA_CONTENT:
        top = schema.getFieldIndex("media");
        inner = schema.getFieldIndex("images");
        BinaryRow probe = encoder.toRow(data.create());
        nested = probe.getArray(inner).getStruct(0).getSchema().getFieldIndex("title");
        duration = probe.getStruct(top).getSchema().getFieldIndex("duration");
        break;
      default:
        top = schema.getFieldIndex("items");
        inner = top;
        nested =
            encoder
                .toRow(data.create())
                .getArray(inner)
                .getStruct(0)
                .getSchema()
                .getFieldIndex("name");
        duration = -1;
    }
  }

  @Override
  public byte[] encode(Object value) {
    return encoder.encode(value);
  }

  @Override
  public Object decode(byte[] bytes) {
    return encoder.decode(bytes);
  }

  private BinaryRow row(byte[] bytes) {
    BinaryRow row = new BinaryRow(schema);
    row.pointTo(MemoryUtils.wrap(bytes), HASH, bytes.length - HASH);
    return row;
  }

  @Override
  public long readTop(byte[] bytes) {
    BinaryRow row = row(bytes);
    switch (data) {
      case SAMPLE:
        return row.getInt64(top);
      case MEDIA_CONTENT:
        return row.getStruct(top).getInt64(duration);
      default:
        return row.getArray(top).numElements();
    }
  }

  @Override
  public Object readNested(byte[] bytes) {
    BinaryRow row = row(bytes);
    switch (data) {
      case SAMPLE:
        return row.getArray(inner).getInt64(1);
      case MEDIA_CONTENT:
        return row.getArray(inner).getStruct(1).getString(nested);
      default:
        return row.getArray(inner).getStruct(50).getString(nested);
    }
  }
}
