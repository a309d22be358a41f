package org.furylike.format;

import java.lang.ref.Reference;
import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The fields of a row in slot order, with their types and a 64-bit fingerprint of the layout (field
 * names and kinds, recursively). Built from a class with {@link #of(Class)} or parsed from its
 * {@link #layout()} text with {@link #parse(String)}, so a reader can learn a writer's schema
 * without the writer's class. Field handles from {@link #field(String)} are resolved once and then
 * read rows by slot, so user code never hard-codes slot numbers.
 */
public final class RowSchema {
  /** Bumped when the layout rules change; part of every fingerprint. */
  static final String FORMAT_VERSION = "row-format-1";

  private static final int MAX_KNOWN = 4096;

  /**
   * Schemas by fingerprint: parsed schemas directly, schemas built from a class through a weak
   * reference, so this map never keeps a class (and its class loader) alive.
   */
  private static final Map<Long, Object> KNOWN = new ConcurrentHashMap<>();

  private static final ClassValue<RowSchema> BY_CLASS =
      new ClassValue<>() {
        @Override
        protected RowSchema computeValue(Class<?> type) {
          return SchemaBuilder.build(type);
        }
      };

  private final Class<?> javaClass;
  private final RowField[] fields;
  private final Map<String, RowField> byName;
  private final String layout;
  private final long fingerprint;
  private final int bitmapBytes;

  /** Kind of each slot, for the getters' checks. */
  final RowKind[] kinds;

  /** Element kind of each array slot (null for other slots), for direct primitive array reads. */
  final RowKind[] elementKinds;

  RowSchema(Class<?> javaClass, List<String> names, List<RowType> types) {
    this.javaClass = javaClass;
    this.fields = new RowField[names.size()];
    this.kinds = new RowKind[names.size()];
    this.elementKinds = new RowKind[names.size()];
    this.byName = new HashMap<>();
    StringBuilder sb = new StringBuilder("struct{");
    for (int i = 0; i < fields.length; i++) {
      fields[i] = new RowField(this, i, names.get(i), types.get(i));
      kinds[i] = types.get(i).kind();
      elementKinds[i] = kinds[i] == RowKind.ARRAY ? types.get(i).element().kind() : null;
      byName.put(names.get(i), fields[i]);
      sb.append(i == 0 ? "" : ",").append(names.get(i)).append(':').append(types.get(i).layout());
    }
    this.layout = sb.append('}').toString();
    this.fingerprint = Fingerprints.of(FORMAT_VERSION + layout);
    this.bitmapBytes = ((fields.length + 63) >>> 6) << 3;
  }

  /**
   * The schema of {@code cls} (a class or record), computed once per class; it is then also found
   * by its fingerprint.
   *
   * @param cls the class
   * @return its schema
   * @throws RowFormatException if a field's type has no row form, or the class's field types form a
   *     cycle
   */
  public static RowSchema of(Class<?> cls) {
    RowSchema schema = BY_CLASS.get(cls);
    remember(schema);
    return schema;
  }

  /**
   * A schema parsed from {@link #layout()} text; it has no Java class and serves to read rows (and
   * to project them onto a class) written by a class this process does not have.
   *
   * @param layout the text {@link #layout()} returned on the writing side
   * @return the schema, found by its fingerprint from then on
   * @throws RowFormatException if the text is not a layout, naming the position
   */
  public static RowSchema parse(String layout) {
    RowSchema schema = LayoutParser.parse(layout);
    remember(schema);
    return schema;
  }

  /**
   * The schema with this fingerprint among those built or parsed in this process.
   *
   * @param fingerprint the 8-byte header of an encoded row
   * @return the schema, or null if none is known
   */
  public static RowSchema forFingerprint(long fingerprint) {
    Object known = KNOWN.get(fingerprint);
    return known instanceof Reference
        ? (RowSchema) ((Reference<?>) known).get()
        : (RowSchema) known;
  }

  /** Registers {@code schema}; one built from a class replaces a parsed one of the same layout. */
  private static void remember(RowSchema schema) {
    RowSchema current = forFingerprint(schema.fingerprint);
    if (current != null && (current.javaClass != null || schema.javaClass == null)) {
      return;
    }
    if (KNOWN.size() >= MAX_KNOWN) {
      KNOWN.values().removeIf(v -> v instanceof Reference && ((Reference<?>) v).get() == null);
      if (KNOWN.size() >= MAX_KNOWN && current == null) {
        return;
      }
    }
    KNOWN.put(schema.fingerprint, schema.javaClass == null ? schema : new WeakReference<>(schema));
  }

  /** {@return the class this schema was built from, or null for a parsed schema} */
  public Class<?> javaClass() {
    return javaClass;
  }

  /** {@return the fields in slot order, unmodifiable} */
  public List<RowField> fields() {
    return Collections.unmodifiableList(Arrays.asList(fields));
  }

  /** {@return the number of fields (and slots)} */
  public int size() {
    return fields.length;
  }

  /**
   * The field in slot {@code index}.
   *
   * @param index the slot, from 0
   * @return the field
   * @throws RowFormatException if there is no such slot
   */
  public RowField field(int index) {
    if (index < 0 || index >= fields.length) {
      throw new RowFormatException(
          "no field at index " + index + " in " + name() + " (" + fields.length + " fields)");
    }
    return fields[index];
  }

  /**
   * The field called {@code name}.
   *
   * @param name the field's name
   * @return the field
   * @throws RowFormatException naming the known fields if there is none
   */
  public RowField field(String name) {
    RowField f = byName.get(name);
    if (f == null) {
      throw new RowFormatException(
          "no field '" + name + "' in " + name() + "; fields: " + byName.keySet());
    }
    return f;
  }

  /**
   * The field called {@code name}, or null.
   *
   * @param name the field's name
   * @return the field, or null if there is none
   */
  public RowField fieldOrNull(String name) {
    return byName.get(name);
  }

  /** {@return the 64-bit fingerprint of the format version and {@link #layout()}} */
  public long fingerprint() {
    return fingerprint;
  }

  /**
   * {@return the layout text: {@code struct{name:kind,...}}, nested structs inline; {@link #parse}
   * reads it back}
   */
  public String layout() {
    return layout;
  }

  /** {@return the bytes of the null bitmap: whole 8-byte words, one bit per field} */
  public int bitmapBytes() {
    return bitmapBytes;
  }

  /** {@return the bytes of the fixed part: null bitmap plus one 8-byte slot per field} */
  public int fixedBytes() {
    return bitmapBytes + 8 * fields.length;
  }

  /** {@return a short name for messages: the class's simple name, or "row" for a parsed schema} */
  public String name() {
    return javaClass == null ? "row" : org.furylike.meta.GenericType.shortName(javaClass);
  }

  /** A table of the fields: slot, name, layout kind, Java class. */
  @Override
  public String toString() {
    StringBuilder sb =
        new StringBuilder(name()).append(String.format(" (fingerprint %016x)%n", fingerprint));
    for (RowField f : fields) {
      sb.append(String.format("  %3d  %-20s %s%n", f.index(), f.name(), f.type()));
    }
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RowSchema
        && ((RowSchema) o).fingerprint == fingerprint
        && ((RowSchema) o).layout.equals(layout);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(fingerprint);
  }
}
