package org.furylike.resolver;

import org.furylike.meta.TypeDef;
import org.furylike.serializer.Serializer;

/**
 * A class schema received from a writer, with what this reader has for it: the local class (null
 * when the reader does not have the class, in which case values are skipped) and whether the local
 * class has exactly the same schema.
 */
public final class RemoteSchema {
  final TypeDef def;
  final Class<?> local;
  final boolean sameAsLocal;
  Serializer<?> adapted;

  RemoteSchema(TypeDef def, Class<?> local, boolean sameAsLocal) {
    this.def = def;
    this.local = local;
    this.sameAsLocal = sameAsLocal;
  }

  public TypeDef def() {
    return def;
  }

  /** The reader's class, or null when it has none. */
  public Class<?> local() {
    return local;
  }

  /** Whether the reader's class has the same schema as the writer's (its nested types aside). */
  public boolean isSameAsLocal() {
    return sameAsLocal;
  }
}
