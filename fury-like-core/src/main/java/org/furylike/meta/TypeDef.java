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
  public static final int OBJECT = 0;
  public static final int RECORD = 1;
  public static final int ENUM = 2;

  /** A class with a custom (or collection/map subclass) serializer: identity only, no fields. */
  public static final int CUSTOM = 3;

  /** Limits applied when reading, so hostile metadata cannot exhaust memory. */
  public static final int MAX_FIELDS = 4096;

  public static final int MAX_LAYERS = 64;
  public static final int MAX_CONSTANTS = 65536;
  public static final int MAX_BYTES = 1 << 20;
  private static final int MAX_NAME = 1024;

  /** One field of the schema. */
  public static final class FieldDef {
    private final int layer;
    private final String name;
    private final int kind;
    private final TypeRef type;

    public FieldDef(int layer, String name, int kind, TypeRef type) {
      this.layer = layer;
      this.name = name;
      this.kind = kind;
      this.type = type;
    }

    /** Index into {@link TypeDef#layers()}. */
    public int layer() {
      return layer;
    }

    public String name() {
      return name;
    }

    /** The wire code of the field's encoding kind ({@link FieldKind#code()}). */
    public int kind() {
      return kind;
    }

    /** The declared type, or null for primitive, boxed and string kinds. */
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

  public int category() {
    return category;
  }

  public ClassIdentity identity() {
    return identity;
  }

  /** Names of the declaring classes, topmost superclass first. */
  public List<String> layers() {
    return layers;
  }

  public List<FieldDef> fields() {
    return fields;
  }

  /** Enum constant names in ordinal order. */
  public List<String> constants() {
    return constants;
  }

  /** The encoded schema (without length prefix). */
  public byte[] encoded() {
    if (encoded == null) {
      MemoryBuffer b = MemoryBuffer.allocate(64 + fields.size() * 16);
      encodeBody(b);
      encoded = b.copyOfRange(0, b.writerIndex());
      hash = hash64(encoded);
    }
    return encoded;
  }

  /** The 64-bit identity of this schema. */
  public long hash() {
    encoded();
    return hash;
  }

  private void encodeBody(MemoryBuffer b) {
    b.writeByte(category);
    identity.write(b);
    if (category == ENUM) {
      b.writeVarUint32(constants.size());
      for (String c : constants) {
        MetaStrings.write(b, c);
      }
      return;
    }
    if (category == CUSTOM) {
      return;
    }
    b.writeVarUint32(layers.size());
    for (String l : layers) {
      MetaStrings.write(b, l);
    }
    b.writeVarUint32(fields.size());
    for (FieldDef f : fields) {
      b.writeVarUint32(f.layer);
      MetaStrings.write(b, f.name);
      b.writeByte(f.kind);
      if (f.type != null) {
        f.type.write(b);
      }
    }
  }

  /** Decodes a schema body; field kinds are {@link FieldKind} wire codes. */
  public static TypeDef decode(byte[] body) {
    MemoryBuffer b = MemoryBuffer.wrap(body);
    int category = b.readByte();
    if (category < OBJECT || category > CUSTOM) {
      throw new DeserializationException("unknown schema category " + category);
    }
    ClassIdentity identity = ClassIdentity.read(b);
    List<String> layers = new ArrayList<>();
    List<FieldDef> fields = new ArrayList<>();
    List<String> constants = new ArrayList<>();
    if (category == ENUM) {
      int n = count(b, MAX_CONSTANTS, "enum constants");
      for (int i = 0; i < n; i++) {
        constants.add(MetaStrings.read(b, MAX_NAME));
      }
    } else if (category != CUSTOM) {
      int nl = count(b, MAX_LAYERS, "class layers");
      for (int i = 0; i < nl; i++) {
        layers.add(MetaStrings.read(b, MAX_NAME));
      }
      int nf = count(b, MAX_FIELDS, "fields");
      for (int i = 0; i < nf; i++) {
        int layer = b.readVarUint32();
        if (layer < 0 || layer >= nl) {
          throw new DeserializationException(
              "field layer " + layer + " out of range in schema of " + identity);
        }
        String name = MetaStrings.read(b, MAX_NAME);
        int kind = b.readByte();
        FieldKind fieldKind = FieldKind.ofCode(kind);
        if (fieldKind == null) {
          throw new DeserializationException(
              "unknown field kind " + kind + " for field " + name + " in schema of " + identity);
        }
        TypeRef type = fieldKind.hasTypeRef() ? TypeRef.read(b) : null;
        fields.add(new FieldDef(layer, name, kind, type));
      }
    }
    if (b.remaining() != 0) {
      throw new DeserializationException(
          b.remaining() + " unexpected bytes after schema of " + identity);
    }
    TypeDef def = new TypeDef(category, identity, layers, fields, constants);
    def.encoded = body;
    def.hash = hash64(body);
    return def;
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

  /** A 64-bit FNV-1a hash with a final avalanche step. */
  public static long hash64(byte[] bytes) {
    long h = 0xcbf29ce484222325L;
    for (byte x : bytes) {
      h ^= (x & 0xFF);
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
