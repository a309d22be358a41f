package org.furylike.meta;

import java.util.ArrayList;
import java.util.List;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * The package table of a schema block (or of one schema in its canonical encoding) while it is
 * written or read: a class name is its package, written in full the first time the block uses it
 * and as a table index after, and its simple name. So the classes of a block share package strings.
 */
public final class SchemaNames {
  /** Most distinct packages one schema may name. */
  private static final int MAX_PACKAGES = 256;

  private static final int MAX_NAME = 1024;

  private final List<String> packages = new ArrayList<>();
  private final boolean plain;

  /** An empty table, for the start of a block. */
  public SchemaNames() {
    this(false);
  }

  private SchemaNames(boolean plain) {
    this.plain = plain;
  }

  /**
   * {@return an empty table that writes every name as UTF-8 (encoding 0) instead of the smallest
   * packed encoding: for blocks that are compressed afterwards, where whole bytes compress better}
   */
  public static SchemaNames plain() {
    return new SchemaNames(true);
  }

  /** Writes a field, constant or class-part name in this table's style. */
  void writeName(MemoryBuffer b, String name) {
    if (plain) {
      MetaStrings.writeUtf8(b, name);
    } else {
      MetaStrings.write(b, name);
    }
  }

  void writeClass(MemoryBuffer b, String name) {
    int dot = name.lastIndexOf('.');
    String pkg = dot < 0 ? "" : name.substring(0, dot);
    int index = packages.indexOf(pkg);
    if (index >= 0) {
      b.writeVarUint32(index + 1);
    } else {
      b.writeVarUint32(0);
      writeName(b, pkg);
      packages.add(pkg);
    }
    writeName(b, name.substring(dot + 1));
  }

  String readClass(MemoryBuffer b) {
    int at = b.readerIndex();
    int ref = b.readVarUint32();
    String pkg;
    if (ref == 0) {
      if (packages.size() >= MAX_PACKAGES) {
        throw new DeserializationException(
            "schema names more than " + MAX_PACKAGES + " packages at offset " + at);
      }
      pkg = MetaStrings.read(b, MAX_NAME);
      packages.add(pkg);
    } else if (ref > 0 && ref <= packages.size()) {
      pkg = packages.get(ref - 1);
    } else {
      throw new DeserializationException(
          "package reference " + (ref & 0xFFFFFFFFL) + " at offset " + at + " is out of range");
    }
    String simple = MetaStrings.read(b, MAX_NAME);
    if (simple.isEmpty()) {
      throw new DeserializationException("empty class name in schema at offset " + at);
    }
    return pkg.isEmpty() ? simple : pkg + "." + simple;
  }
}
