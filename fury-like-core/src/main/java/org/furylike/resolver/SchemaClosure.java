package org.furylike.resolver;

import java.util.ArrayDeque;
import java.util.LinkedHashSet;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.SchemaNames;
import org.furylike.meta.TypeDef;

/**
 * The schemas a class needs on the wire, built once per class: the class itself, then every user
 * class its fields name statically (transitively, breadth first), already encoded as the entries of
 * a schema block. A message whose context has sent none of them writes the block with one copy.
 */
final class SchemaClosure {
  /** The classes of the block, the root first; a class's index in a fresh context is its place. */
  final Class<?>[] classes;

  /**
   * The block after its count as written: the hash, then per schema its length and bytes, either as
   * they are or deflated (see {@link SchemaCompression}).
   */
  final byte[] entries;

  private SchemaClosure(Class<?>[] classes, byte[] entries) {
    this.classes = classes;
    this.entries = entries;
  }

  static SchemaClosure of(Class<?> root, SchemaResolver local) {
    LinkedHashSet<Class<?>> block = classesOf(root, local);
    byte[] packed = entries(block, local, new SchemaNames());
    byte[] plain = entries(block, local, SchemaNames.plain());
    return new SchemaClosure(
        block.toArray(new Class<?>[0]), SchemaCompression.block(packed, plain));
  }

  /**
   * The classes of {@code root}'s closure in block order: the root, then every user class the
   * fields name statically, transitively and breadth first. Encodes nothing.
   */
  static LinkedHashSet<Class<?>> classesOf(Class<?> root, SchemaResolver local) {
    LinkedHashSet<Class<?>> block = new LinkedHashSet<>();
    ArrayDeque<Class<?>> todo = new ArrayDeque<>();
    todo.add(root);
    while (!todo.isEmpty()) {
      Class<?> c = todo.poll();
      if (block.add(c)) {
        todo.addAll(local.local(c).referenced);
      }
    }
    return block;
  }

  private static byte[] entries(Iterable<Class<?>> block, SchemaResolver local, SchemaNames names) {
    MemoryBuffer buffer = MemoryBuffer.allocate(256);
    for (Class<?> c : block) {
      writeEntry(buffer, local.local(c).def, names);
    }
    return buffer.copyOfRange(0, buffer.writerIndex());
  }

  /** Reserves the block hash; returns where it goes. */
  static int startEntries(MemoryBuffer buffer) {
    int at = buffer.writerIndex();
    buffer.writeLong(0);
    return at;
  }

  /** Fills in the hash of the entries written since {@link #startEntries}. */
  static void endEntries(MemoryBuffer buffer, int hashAt) {
    int from = hashAt + 8;
    buffer.putLong(hashAt, SchemaCompression.hash(buffer, from, buffer.writerIndex(), false));
  }

  /** Writes one schema as a block entry, its length then its bytes, with the block's names. */
  static void writeEntry(MemoryBuffer buffer, TypeDef def, SchemaNames names) {
    MemoryBuffer body = MemoryBuffer.allocate(def.encoded().length);
    def.encode(body, names);
    buffer.writeVarUint32(body.writerIndex());
    buffer.writeBytes(body.getHeapMemory(), 0, body.writerIndex());
  }

  /** Whether {@code schemas} has sent none of this closure's classes. */
  boolean noneSent(SchemaContext schemas) {
    if (schemas.sentCount() == 0) {
      return true;
    }
    for (Class<?> c : classes) {
      if (schemas.sentIndex(c) >= 0) {
        return false;
      }
    }
    return true;
  }
}
