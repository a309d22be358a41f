package org.furylike.meta;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * The schema of one class as the writer sees it: its identity, and either its fields in wire order
 * (each with its class layer, name, encoding kind and declared type) or, for an enum, its constant
 * names in ordinal order. Encoded once per stream (or per shared schema context) and identified by
 * a 64-bit hash of its encoding, so a reader parses a known schema only once.
 */
public final class TypeDef {
  /** Category of a plain class: fields by layer. */
  public static final int OBJECT = 0;

  /** Category of a record: its components as fields. */
  public static final int RECORD = 1;

  /** Category of an enum: constant names, no fields. */
  public static final int ENUM = 2;

  /** A class with a custom (or collection/map subclass) serializer: identity only, no fields. */
  public static final int CUSTOM = 3;

  /** Limits applied when reading, so hostile metadata cannot exhaust memory. */
  public static final int MAX_FIELDS = 4096;

  /** The most class layers a schema read from the wire may have. */
  public static final int MAX_LAYERS = 64;

  /** The most enum constants a schema read from the wire may have. */
  public static final int MAX_CONSTANTS = 65536;

  /** The most bytes one encoded schema read from the wire may have. */
  public static final int MAX_BYTES = 1 << 20;

  private static final int MAX_NAME = 1024;

  /** A field header is {@code (layer << KIND_BITS) | kind}. */
  private static final int KIND_BITS = 5;

  /** One field of the schema. */
  public static final class FieldDef {
    private final int layer;
    private final String name;
    private final int kind;
    private final TypeRef type;

    /**
     * Creates a field of a schema.
     *
     * @param layer index into {@link TypeDef#layers()}
     * @param name the field name
     * @param kind the wire code of its encoding kind
     * @param type its declared type, or null for primitive, boxed and string kinds
     */
    public FieldDef(int layer, String name, int kind, TypeRef type) {
      this.layer = layer;
      this.name = name;
      this.kind = kind;
      this.type = type;
    }

    /** {@return index into {@link TypeDef#layers()}} */
    public int layer() {
      return layer;
    }

    /** {@return the field name} */
    public String name() {
      return name;
    }

    /** {@return the wire code of the field's encoding kind ({@link FieldKind#code()})} */
    public int kind() {
      return kind;
    }

    /** {@return the declared type, or null for primitive, boxed and string kinds} */
    public TypeRef type() {
      return type;
    }

    @Override
    public String toString() {
      return name + ":" + kind + (type == null ? "" : ":" + type);
    }
  }

  private final int category;
  private final ClassIdentity identity;
  private final List<String> layers;
  private final List<FieldDef> fields;
  private final List<String> constants;
  private byte[] encoded;
  private long hash;

  /**
   * Creates a schema.
   *
   * @param category {@link #OBJECT}, {@link #RECORD}, {@link #ENUM} or {@link #CUSTOM}
   * @param identity how the schema names its class
   * @param layers names of the declaring classes, topmost superclass first
   * @param fields the fields in wire order
   * @param constants enum constant names in ordinal order (empty for other categories)
   */
  public TypeDef(
      int category,
      ClassIdentity identity,
      List<String> layers,
      List<FieldDef> fields,
      List<String> constants) {
    this.category = category;
    this.identity = identity;
    this.layers = Collections.unmodifiableList(new ArrayList<>(layers));
    this.fields = Collections.unmodifiableList(new ArrayList<>(fields));
    this.constants = Collections.unmodifiableList(new ArrayList<>(constants));
  }

  /** {@return the category: {@link #OBJECT}, {@link #RECORD}, {@link #ENUM} or {@link #CUSTOM}} */
  public int category() {
    return category;
  }

  /** {@return how the schema names its class} */
  public ClassIdentity identity() {
    return identity;
  }

  /** {@return names of the declaring classes, topmost superclass first} */
  public List<String> layers() {
    return layers;
  }

  /** {@return the fields in wire order} */
  public List<FieldDef> fields() {
    return fields;
  }

  /** {@return the enum constant names in ordinal order} */
  public List<String> constants() {
    return constants;
  }

  /**
   * {@return the canonical encoding of this schema (without length prefix), with a package table of
   * its own; its hash identifies the schema}
   */
  public byte[] encoded() {
    if (encoded == null) {
      MemoryBuffer b = MemoryBuffer.allocate(64 + fields.size() * 16);
      encodeBody(b, new SchemaNames());
      encoded = b.copyOfRange(0, b.writerIndex());
      hash = hash64(encoded, 0, encoded.length);
    }
    return encoded;
  }

  /**
   * This schema with the reader's names for classes the writer named by registered id only (the
   * class itself, its last layer and the user classes of its fields); the encoding is unchanged.
   *
   * @param registeredName the reader's class name for a registered id
   * @return the renamed schema
   */
  public TypeDef named(java.util.function.IntFunction<String> registeredName) {
    ClassIdentity id = identity.named(registeredName);
    List<String> namedLayers = new ArrayList<>(layers);
    if (!namedLayers.isEmpty()) {
      namedLayers.set(namedLayers.size() - 1, id.name());
    }
    List<FieldDef> namedFields = new ArrayList<>(fields.size());
    for (FieldDef f : fields) {
      TypeRef t = f.type == null ? null : f.type.named(registeredName);
      namedFields.add(new FieldDef(f.layer, f.name, f.kind, t));
    }
    TypeDef def = new TypeDef(category, id, namedLayers, namedFields, constants);
    def.encoded = encoded();
    def.hash = hash;
    return def;
  }

  /** {@return the 64-bit identity of this schema} */
  public long hash() {
    encoded();
    return hash;
  }

  /**
   * Encodes this schema into {@code b} with the package table {@code names}, which the schemas of
   * one block share: the bytes then depend on the schemas written before with the same table.
   *
   * @param b the buffer to append to
   * @param names the block's package table
   */
  public void encode(MemoryBuffer b, SchemaNames names) {
    encodeBody(b, names);
  }

  private void encodeBody(MemoryBuffer b, SchemaNames names) {
    b.writeByte(category);
    identity.write(b, names);
    if (category == ENUM) {
      b.writeVarUint32(constants.size());
      for (String c : constants) {
        names.writeName(b, c);
      }
      return;
    }
    if (category == CUSTOM) {
      return;
    }
    if (layers.isEmpty() || !layers.get(layers.size() - 1).equals(identity.name())) {
      throw new IllegalStateException("the last layer of " + identity + " must be the class");
    }
    b.writeVarUint32(layers.size() - 1);
    for (String l : layers.subList(0, layers.size() - 1)) {
      names.writeClass(b, l);
    }
    b.writeVarUint32(fields.size());
    for (FieldDef f : fields) {
      b.writeVarUint32((f.layer << KIND_BITS) | f.kind);
      names.writeName(b, f.name);
      if (f.type != null) {
        f.type.write(b, names);
      }
    }
  }

  /**
   * Decodes a canonical schema body ({@link #encoded()}).
   *
   * @param body the canonical encoding
   * @return the schema
   */
  public static TypeDef decode(byte[] body) {
    return decode(MemoryBuffer.wrap(body), new SchemaNames());
  }

  /**
   * Decodes one schema that fills {@code b} to its end, with the package table {@code names} shared
   * by the schemas of its block; field kinds are {@link FieldKind} wire codes.
   *
   * @param b the buffer holding exactly the schema
   * @param names the block's package table
   * @return the schema
   * @throws org.furylike.exception.DeserializationException if the encoding is malformed or exceeds
   *     a limit
   */
  public static TypeDef decode(MemoryBuffer b, SchemaNames names) {
    int category = b.readByte();
    if (category < OBJECT || category > CUSTOM) {
      throw new DeserializationException("unknown schema category " + category);
    }
    ClassIdentity identity = ClassIdentity.read(b, names);
    List<String> layers = new ArrayList<>();
    List<FieldDef> fields = new ArrayList<>();
    List<String> constants = new ArrayList<>();
    if (category == ENUM) {
      int n = count(b, MAX_CONSTANTS, "enum constants");
      for (int i = 0; i < n; i++) {
        constants.add(MetaStrings.read(b, MAX_NAME));
      }
    } else if (category != CUSTOM) {
      int supers = count(b, MAX_LAYERS - 1, "class layers");
      for (int i = 0; i < supers; i++) {
        layers.add(names.readClass(b));
      }
      layers.add(identity.name());
      int nf = count(b, MAX_FIELDS, "fields");
      for (int i = 0; i < nf; i++) {
        fields.add(readField(b, names, layers.size(), identity));
      }
    }
    if (b.remaining() != 0) {
      throw new DeserializationException(
          b.remaining() + " unexpected bytes after schema of " + identity);
    }
    return new TypeDef(category, identity, layers, fields, constants);
  }

  private static FieldDef readField(
      MemoryBuffer b, SchemaNames names, int layers, ClassIdentity identity) {
    int header = b.readVarUint32();
    int layer = header >>> KIND_BITS;
    int kind = header & ((1 << KIND_BITS) - 1);
    if (layer >= layers) {
      throw new DeserializationException(
          "field layer " + layer + " out of range in schema of " + identity);
    }
    String name = MetaStrings.read(b, MAX_NAME);
    FieldKind fieldKind = FieldKind.ofCode(kind);
    if (fieldKind == null) {
      throw new DeserializationException(
          "unknown field kind " + kind + " for field " + name + " in schema of " + identity);
    }
    TypeRef type = fieldKind.hasTypeRef() ? TypeRef.read(b, names) : null;
    return new FieldDef(layer, name, kind, type);
  }

  private static int count(MemoryBuffer b, int max, String what) {
    int at = b.readerIndex();
    int n = b.readVarUint32();
    if (n < 0 || n > max) {
      throw new DeserializationException(
          "schema declares "
              + (n & 0xFFFFFFFFL)
              + " "
              + what
              + " at offset "
              + at
              + " (limit "
              + max
              + ")");
    }
    return n;
  }

  /**
   * A 64-bit FNV-1a hash with a final avalanche step.
   *
   * @param bytes the bytes
   * @param from the first index, inclusive
   * @param to the last index, exclusive
   * @return the hash
   */
  public static long hash64(byte[] bytes, int from, int to) {
    long h = 0xcbf29ce484222325L;
    for (int i = from; i < to; i++) {
      h ^= (bytes[i] & 0xFF);
      h *= 0x100000001b3L;
    }
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    return h;
  }

  @Override
  public String toString() {
    return "TypeDef{"
        + identity
        + (category == ENUM ? ", constants=" + constants : ", fields=" + fields)
        + "}";
  }
}
