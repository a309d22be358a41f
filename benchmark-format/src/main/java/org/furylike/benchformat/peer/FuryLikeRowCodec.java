package org.furylike.benchformat.peer;

import org.furylike.benchformat.data.DataKind;
import org.furylike.format.BinaryRow;
import org.furylike.format.RowEncoder;
import org.furylike.format.RowEncoders;
import org.furylike.format.RowSchema;

/** fury-like's row format; field slots resolved once by name. */
final class FuryLikeRowCodec implements Codec {
  private final DataKind data;
  private final RowEncoder<Object> encoder;
  private final RowSchema schema;
  private final int top;
  private final int inner;
  private final int nested;
  private final int duration;

  @SuppressWarnings("unchecked")
  FuryLikeRowCodec(DataKind data) {
    this.data = data;
    this.encoder = (RowEncoder<Object>) RowEncoders.of(data.type());
    this.schema = encoder.schema();
    switch (data) {
      case SAMPLE:
        top = schema.field("longValue").index();
        inner = schema.field("longArray").index();
        nested = -1;
        duration = -1;
        break;
      case MEDIA_CONTENT:
        top = schema.field("media").index();
        inner = schema.field("images").index();
        RowSchema image = schema.field("images").type().element().struct();
        nested = image.field("title").index();
        duration = schema.field("media").type().struct().field("duration").index();
        break;
      default:
        top = schema.field("items").index();
        inner = top;
        nested = schema.field("items").type().element().struct().field("name").index();
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

  @Override
  public long readTop(byte[] bytes) {
    BinaryRow row = BinaryRow.wrap(schema, bytes, 0, bytes.length);
    switch (data) {
      case SAMPLE:
        return row.getInt64(top);
      case MEDIA_CONTENT:
        return row.getStruct(top).getInt64(duration);
      default:
        return row.getArray(top).size();
    }
  }

  @Override
  public Object readNested(byte[] bytes) {
    BinaryRow row = BinaryRow.wrap(schema, bytes, 0, bytes.length);
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
