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
  final int localCategory;
  Serializer<?> adapted;

  RemoteSchema(TypeDef def, Class<?> local, int localCategory, boolean sameAsLocal) {
    this.def = def;
    this.local = local;
    this.localCategory = localCategory;
    this.sameAsLocal = sameAsLocal;
  }

  /** {@return the remote schema} */
  public TypeDef def() {
    return def;
  }

  /** {@return the reader's class, or null when it has none} */
  public Class<?> local() {
    return local;
  }

  /**
   * {@return the category ({@link TypeDef#OBJECT}, {@code RECORD}, {@code ENUM} or {@code CUSTOM})
   * of the reader's own class as the reader sees it, or -1 when it has none} The reader's category
   * decides which serializer reads the class, whatever the writer's schema claims.
   */
  public int localCategory() {
    return localCategory;
  }

  /**
   * {@return whether the reader's class has the same schema as the writer's (its nested types
   * aside)}
   */
  public boolean isSameAsLocal() {
    return sameAsLocal;
  }
}
