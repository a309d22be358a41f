package org.furylike.config;

/** How class schemas are handled between a writer and a reader. */
public enum CompatibleMode {
  /**
   * Writer and reader have the same classes. No schema is written: the fastest and smallest
   * encoding, but a reader with different fields misreads nothing only if the classes match.
   */
  SCHEMA_CONSISTENT,
  /**
   * Writer and reader may have different versions of a class: fields are matched by name, unknown
   * fields are skipped and missing ones keep their defaults.
   */
  COMPATIBLE
}
