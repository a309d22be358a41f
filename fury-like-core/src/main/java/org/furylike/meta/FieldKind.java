package org.furylike.meta;

/**
 * How one field is encoded, decided once from its declared type, with every fact about the encoding
 * in one table: the wire code schemas carry, the primitive and boxed classes, the most bytes a
 * value can take, and the {@code MemoryBuffer} and {@code FieldHandles} method names that read and
 * write it. The interpreter, the code generator and compatible mode all read this table, so they
 * write the same bytes.
 *
 * <p>Wire codes are explicit and frozen (see {@code docs/wire-format.md}); reordering the constants
 * changes nothing on the wire.
 */
public enum FieldKind {
  /** One byte, 0 or 1. */
  BOOLEAN(0, boolean.class, Boolean.class, 1, 1, "Boolean", "Boolean"),
  /** One byte. */
  BYTE(1, byte.class, Byte.class, 1, 1, "Byte", "Byte"),
  /** Two little-endian bytes. */
  CHAR(2, char.class, Character.class, 2, 2, "Char", "Char"),
  /** Two little-endian bytes. */
  SHORT(3, short.class, Short.class, 2, 2, "Short", "Short"),
  /** Four bytes, or a zigzag varint of up to five with compressed numbers. */
  INT(4, int.class, Integer.class, 4, 5, "Int", "VarInt32"),
  /** Eight bytes, or a small-value-tagged long of 4 or 9 bytes with compressed numbers. */
  LONG(5, long.class, Long.class, 8, 9, "Long", "SliInt64"),
  /** Four little-endian bytes (IEEE 754). */
  FLOAT(6, float.class, Float.class, 4, 4, "Float", "Float"),
  /** Eight little-endian bytes (IEEE 754). */
  DOUBLE(7, double.class, Double.class, 8, 8, "Double", "Double"),
  /** A boxed primitive: null flag, then the primitive encoding. */
  BOXED_BOOLEAN(8, BOOLEAN),
  /** A boxed {@code Byte}: null flag, then one byte. */
  BOXED_BYTE(9, BYTE),
  /** A boxed {@code Character}: null flag, then two bytes. */
  BOXED_CHAR(10, CHAR),
  /** A boxed {@code Short}: null flag, then two bytes. */
  BOXED_SHORT(11, SHORT),
  /** A boxed {@code Integer}: null flag, then the {@link #INT} encoding. */
  BOXED_INT(12, INT),
  /** A boxed {@code Long}: null flag, then the {@link #LONG} encoding. */
  BOXED_LONG(13, LONG),
  /** A boxed {@code Float}: null flag, then four bytes. */
  BOXED_FLOAT(14, FLOAT),
  /** A boxed {@code Double}: null flag, then eight bytes. */
  BOXED_DOUBLE(15, DOUBLE),
  /** A String: null flag, then the string. */
  STRING(16, String.class),
  /** A declared type whose values all have that class: reference flag, then data; no class info. */
  EXACT(17, (Class<?>) null),
  /** Any other type: reference flag, class info, then data. */
  OBJECT(18, (Class<?>) null);

  private static final FieldKind[] BY_CODE = new FieldKind[19];

  static {
    for (FieldKind k : values()) {
      if (BY_CODE[k.code] != null) {
        throw new ExceptionInInitializerError("duplicate field kind code " + k.code);
      }
      BY_CODE[k.code] = k;
    }
  }

  private final int code;
  private final Class<?> primitiveClass;
  private final Class<?> boxedClass;
  private final int fixedBytes;
  private final int compressedMaxBytes;
  private final String fixedSuffix;
  private final String compressedSuffix;
  private final FieldKind primitive;

  FieldKind(
      int code,
      Class<?> primitiveClass,
      Class<?> boxedClass,
      int fixedBytes,
      int compressedMaxBytes,
      String fixedSuffix,
      String compressedSuffix) {
    this.code = code;
    this.primitiveClass = primitiveClass;
    this.boxedClass = boxedClass;
    this.fixedBytes = fixedBytes;
    this.compressedMaxBytes = compressedMaxBytes;
    this.fixedSuffix = fixedSuffix;
    this.compressedSuffix = compressedSuffix;
    this.primitive = null;
  }

  /** A boxed kind: the facts of {@code primitive}, behind a null flag. */
  FieldKind(int code, FieldKind primitive) {
    this.code = code;
    this.primitiveClass = primitive.primitiveClass;
    this.boxedClass = primitive.boxedClass;
    this.fixedBytes = primitive.fixedBytes;
    this.compressedMaxBytes = primitive.compressedMaxBytes;
    this.fixedSuffix = primitive.fixedSuffix;
    this.compressedSuffix = primitive.compressedSuffix;
    this.primitive = primitive;
  }

  /** A reference kind ({@code String}, exact or polymorphic objects). */
  FieldKind(int code, Class<?> boxedClass) {
    this.code = code;
    this.primitiveClass = null;
    this.boxedClass = boxedClass;
    this.fixedBytes = 0;
    this.compressedMaxBytes = 0;
    this.fixedSuffix = null;
    this.compressedSuffix = null;
    this.primitive = null;
  }

  /**
   * The kind of a field declared with {@code type}.
   *
   * @param type the declared type
   * @return its kind
   */
  public static FieldKind of(GenericType type) {
    Class<?> c = type.raw();
    for (FieldKind k : BY_CODE) {
      if (k.isPrimitive()
          ? c == k.primitiveClass
          : (k.isBoxed() || k == STRING) && c == k.boxedClass) {
        return k;
      }
    }
    return type.isMonomorphic() ? EXACT : OBJECT;
  }

  /**
   * The kind of values of exactly class {@code c} when they are strings or boxed primitives, the
   * values that runs write in place; null for any other class.
   *
   * @param c a class
   * @return {@link #STRING}, a boxed kind, or null
   */
  public static FieldKind valueKindOf(Class<?> c) {
    for (FieldKind k : BY_CODE) {
      if (k != null && (k.isBoxed() || k == STRING) && c == k.boxedClass) {
        return k;
      }
    }
    return null;
  }

  /**
   * The kind with wire code {@code code}, or null when no kind has it.
   *
   * @param code a wire code read from a schema
   * @return the kind, or null
   */
  public static FieldKind ofCode(int code) {
    return code >= 0 && code < BY_CODE.length ? BY_CODE[code] : null;
  }

  /** {@return the largest wire code} */
  public static int maxCode() {
    return BY_CODE.length - 1;
  }

  /** {@return the code schemas carry for this kind} */
  public int code() {
    return code;
  }

  /** {@return a primitive field: no flag, the value alone} */
  public boolean isPrimitive() {
    return primitiveClass != null && primitive == null;
  }

  /** {@return a boxed primitive field: null flag, then the primitive encoding} */
  public boolean isBoxed() {
    return primitive != null;
  }

  /**
   * {@return a field whose schema entry names its declared type (exact and polymorphic objects)}
   */
  public boolean hasTypeRef() {
    return this == EXACT || this == OBJECT;
  }

  /**
   * {@return the primitive kind of a primitive or boxed kind (itself when primitive), else null}
   */
  public FieldKind primitive() {
    return isPrimitive() ? this : primitive;
  }

  /** {@return the primitive class of a primitive or boxed kind, else null} */
  public Class<?> primitiveClass() {
    return primitiveClass;
  }

  /**
   * {@return the boxed class of a primitive or boxed kind, {@code String} for strings, else null}
   */
  public Class<?> boxedClass() {
    return boxedClass;
  }

  /**
   * Most bytes a value of a primitive or boxed kind takes (no flag), with the given encoding.
   *
   * @param compressed whether numbers are compressed
   * @return the most bytes
   */
  public int maxBytes(boolean compressed) {
    return compressed ? compressedMaxBytes : fixedBytes;
  }

  /**
   * Whether the encoding's length depends on the value (compressed ints and longs).
   *
   * @param compressed whether numbers are compressed
   * @return whether the width varies
   */
  public boolean isVariableWidth(boolean compressed) {
    return compressed && fixedSuffix != null && !fixedSuffix.equals(compressedSuffix);
  }

  /**
   * The suffix of the {@code MemoryBuffer} methods for a primitive or boxed kind: {@code read}+,
   * {@code write}+ and {@code put}+ this (e.g. {@code VarInt32}).
   *
   * @param compressed whether numbers are compressed
   * @return the method-name suffix
   */
  public String bufferSuffix(boolean compressed) {
    return compressed ? compressedSuffix : fixedSuffix;
  }

  /**
   * {@return the suffix of the typed field accessors ({@code FieldHandles.getInt}, {@code putInt})
   * for a primitive or boxed kind, {@code Object} for the others}
   */
  public String accessorSuffix() {
    if (primitiveClass == null) {
      return "Object";
    }
    String n = primitiveClass.getName();
    return Character.toUpperCase(n.charAt(0)) + n.substring(1);
  }
}
