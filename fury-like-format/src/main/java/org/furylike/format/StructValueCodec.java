package org.furylike.format;

/**
 * Internal: a nested struct value. Its encoder is looked up (generated or interpreted, per mode)
 * when first used, so building a codec tree never recurses through the class cache.
 */
final class StructValueCodec extends ValueCodec {
  private final CodecMode mode;
  private volatile StructCodec codec;

  StructValueCodec(RowType type, CodecMode mode) {
    super(type);
    this.mode = mode;
  }

  private StructCodec codec() {
    StructCodec c = codec;
    if (c == null) {
      c = RowCodecs.get(type.javaClass(), mode);
      codec = c;
    }
    return c;
  }

  @Override
  public int writeVar(RowMemory m, int at, Object v) {
    RowLayout.exactClass(v, type.javaClass());
    return codec().write(v, m, at);
  }

  @Override
  public Object readVar(RowMemory m, int at, int size, String where) {
    BinaryRow row = new BinaryRow(type.struct(), m, at, at + size);
    return type.javaClass() == null ? row : codec().read(row);
  }
}
