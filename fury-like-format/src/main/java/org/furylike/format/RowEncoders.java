package org.furylike.format;

/**
 * Entry point of the row format: {@code RowEncoder<Foo> enc = RowEncoders.of(Foo.class)}. Encoders
 * are cached per class and thread-safe.
 */
public final class RowEncoders {
  private static final ClassValue<RowEncoder<?>[]> CACHE =
      new ClassValue<>() {
        @Override
        protected RowEncoder<?>[] computeValue(Class<?> type) {
          return new RowEncoder<?>[CodecMode.values().length];
        }
      };

  private RowEncoders() {}

  /**
   * The encoder of {@code type} running generated code (interpreted if generation fails).
   *
   * @param <T> the class encoded
   * @param type a class or record whose fields all have a row form
   * @return the encoder, the same one on every call for this class
   * @throws RowFormatException if the class has no row form (see {@link RowSchema#of})
   */
  public static <T> RowEncoder<T> of(Class<T> type) {
    return of(type, CodecMode.GENERATED);
  }

  /**
   * The encoder of {@code type} in the given mode.
   *
   * @param <T> the class encoded
   * @param type a class or record whose fields all have a row form
   * @param mode generated or interpreted
   * @return the encoder, the same one on every call for this class and mode
   * @throws RowFormatException if the class has no row form (see {@link RowSchema#of})
   */
  @SuppressWarnings("unchecked")
  public static <T> RowEncoder<T> of(Class<T> type, CodecMode mode) {
    RowEncoder<?>[] slots = CACHE.get(type);
    RowEncoder<?> e = slots[mode.ordinal()];
    if (e == null) {
      e = new RowEncoder<>(type, mode);
      synchronized (slots) {
        if (slots[mode.ordinal()] == null) {
          slots[mode.ordinal()] = e;
        }
        e = slots[mode.ordinal()];
      }
    }
    return (RowEncoder<T>) e;
  }
}
