package org.furylike.resolver;

import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.ClassIdentity;
import org.furylike.meta.TypeDef;
import org.furylike.meta.TypeRef;

/**
 * Schema blocks this reader has parsed, so the same block seen again (every message of a writer
 * that sends self-contained messages) is recognised by its hash and accepted only when its bytes
 * equal the cached ones: no parsing, no map lookups and no closure walk per message. Only blocks
 * whose schemas name no class outside the block are kept, since only their serializers do not
 * depend on the rest of the stream. Direct-mapped by hash; a colliding block replaces the old.
 */
final class ReceivedBlocks {
  private static final int SLOTS = 64;

  /** Bigger blocks are not cached (they are parsed every time, as before). */
  private static final int MAX_CACHED_BYTES = 8 * 1024;

  /** A parsed block: its entries' bytes and the entries (schemas and serializers) they gave. */
  static final class Block {
    final long firstHash;
    final byte[] bytes;
    final SchemaContext.Entry[] entries;
    final boolean selfContained;
    final int epoch;

    Block(long firstHash, byte[] bytes, SchemaContext.Entry[] entries, int epoch) {
      this.firstHash = firstHash;
      this.bytes = bytes;
      this.entries = entries;
      this.selfContained = selfContained(entries);
      this.epoch = epoch;
    }

    /** The block's schemas, in order. */
    RemoteSchema[] schemas() {
      RemoteSchema[] out = new RemoteSchema[entries.length];
      for (int i = 0; i < out.length; i++) {
        out[i] = entries[i].schema;
      }
      return out;
    }
  }

  private final Block[] slots = new Block[SLOTS];

  private static int slot(long hash) {
    return (int) (hash ^ (hash >>> 32)) & (SLOTS - 1);
  }

  /**
   * The cached block of {@code count} schemas whose bytes start at the buffer's reader index, or
   * null. On a hit the caller skips {@code bytes.length} bytes.
   */
  Block find(MemoryBuffer buffer, int count, int epoch) {
    int at = buffer.readerIndex();
    if (buffer.remaining() < 8) {
      return null;
    }
    long first = buffer.getLong(at);
    Block b = slots[slot(first)];
    if (b == null
        || b.firstHash != first
        || b.entries.length != count
        || b.epoch != epoch
        || buffer.remaining() < b.bytes.length) {
      return null;
    }
    int n = b.bytes.length;
    return buffer.regionEquals(at, b.bytes, 0, n) ? b : null;
  }

  /** Keeps a block just parsed from {@code buffer[from, to)}. */
  void offer(MemoryBuffer buffer, int from, int to, SchemaContext.Entry[] entries, int epoch) {
    if (to - from > MAX_CACHED_BYTES) {
      return;
    }
    byte[] bytes = buffer.copyOfRange(from, to);
    long first = buffer.getLong(from);
    slots[slot(first)] = new Block(first, bytes, entries, epoch);
  }

  private static boolean selfContained(SchemaContext.Entry[] entries) {
    for (SchemaContext.Entry e : entries) {
      for (TypeDef.FieldDef f : e.schema.def.fields()) {
        if (f.type() != null && !inBlock(f.type(), entries)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean inBlock(TypeRef ref, SchemaContext.Entry[] entries) {
    switch (ref.tag()) {
      case TypeRef.USER:
        return named(ref.user(), entries);
      case TypeRef.ARRAY:
        return inBlock(ref.component(), entries);
      default:
        for (TypeRef a : ref.args()) {
          if (!inBlock(a, entries)) {
            return false;
          }
        }
        return true;
    }
  }

  private static boolean named(ClassIdentity identity, SchemaContext.Entry[] entries) {
    for (SchemaContext.Entry e : entries) {
      if (e.schema.def.identity().equals(identity)) {
        return true;
      }
    }
    return false;
  }
}
