package org.furylike.resolver;

import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.meta.FieldKind;
import org.furylike.serializer.ElementCodec;
import org.furylike.serializer.Serializer;

/**
 * What one {@code Fury} instance knows about a class: how it is identified on the wire and which
 * serializer handles it.
 */
public final class ClassInfo {
  /** Identified by a built-in id. */
  public static final int BUILTIN = 0;

  /** Identified by a user-registered id. */
  public static final int REGISTERED = 1;

  /** Identified by its name, written once per stream. */
  public static final int NAMED = 2;

  /** An array identified by its dimensions and its innermost component. */
  public static final int ARRAY = 3;

  /** A class the reader does not have (compatible mode): its values are read and dropped. */
  public static final int SKIPPED = 4;

  final Class<?> cls;
  final int kind;
  final int id;

  /** The varint written for BUILTIN and REGISTERED kinds. */
  final int header;

  /** For ARRAY: the innermost component and the number of dimensions. */
  final ClassInfo component;

  final int dimensions;
  Serializer<?> serializer;

  /** The write call that last named this class (class-version check), see ClassResolver. */
  long writeMark = -1;

  /** The write call that last wrote this class's name in full (unregistered classes). */
  long nameMark = -1;

  /** The index of that name among the names written in that call. */
  int nameIndex;

  /** The 16-bit version hash of this class for the class-version check; -1 until computed. */
  int versionHash = -1;

  /** The registration epoch {@link #versionHash} was computed in. */
  int versionEpoch = -1;

  /**
   * A registered class's first naming in a write call with the class-version check, as the
   * little-endian bytes written: the header varint of tag 2 and the version hash; {@link
   * #versionWordLength} of the 8 bytes count. Valid with {@link #versionHash}.
   */
  long versionWord;

  /** How many bytes of {@link #versionWord} are written (3 to 6). */
  int versionWordLength;

  /**
   * The schemas this class's values are written with in compatible mode (see SchemaResolver), kept
   * here so that a message does not look them up by class; valid in {@link #closureEpoch}.
   */
  SchemaClosure closure;

  /** The epoch {@link #closure} was taken in. */
  int closureEpoch = -1;

  /** The serializer {@link #inPlaceKind} was worked out for. */
  private Serializer<?> inPlaceOf;

  private FieldKind inPlaceKind;

  ClassInfo(Class<?> cls, int kind, int id, ClassInfo component, int dimensions) {
    this.cls = cls;
    this.kind = kind;
    this.id = id;
    this.header = kind == REGISTERED ? (id << 2) | 1 : id << 2;
    this.component = component;
    this.dimensions = dimensions;
  }

  /** {@return the class described} */
  public Class<?> getCls() {
    return cls;
  }

  /**
   * {@return how the class travels: {@link #BUILTIN}, {@link #REGISTERED}, {@link #NAMED}, {@link
   * #ARRAY} or {@link #SKIPPED}}
   */
  public int getKind() {
    return kind;
  }

  /** {@return the built-in or registered id; -1 for named and array classes} */
  public int getId() {
    return id;
  }

  /** {@return the serializer, or null until first needed} */
  public Serializer<?> getSerializerOrNull() {
    return serializer;
  }

  /**
   * {@return the kind of this class's values when a slot of any type writes and reads them in
   * place: {@link FieldKind#STRING} or a boxed kind for a built-in class (identified by one header
   * varint) served by its built-in serializer, which tracks no references; null otherwise, and
   * while the serializer is not yet created} Worked out again when the serializer is replaced.
   */
  @GeneratedCodeApi
  public FieldKind inPlaceKind() {
    Serializer<?> s = serializer;
    if (s != inPlaceOf) {
      inPlaceKind = kind == BUILTIN && s != null ? ElementCodec.inPlaceKindOf(s) : null;
      inPlaceOf = s;
    }
    return inPlaceKind;
  }

  @Override
  public String toString() {
    return "ClassInfo{" + cls.getName() + ", kind=" + kind + ", id=" + id + "}";
  }
}
