package org.furylike.resolver;

import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.ClassIdentity;
import org.furylike.meta.TypeDef;
import org.furylike.meta.TypeRef;

/**
 * Schema blocks this reader has parsed, so the same block seen again (every message of a writer
 * that sends self-contained messages) is recognised by its hash: no parsing, no map lookups and no
 * closure walk per message. A block is kept only after its bytes were checked against the hash it
 * carries, and that hash is the first 64 bits of a SHA-256 digest ({@link BlockDigest}), so no one
 * can make a reader keep other schemas under the hash of a block another writer sends. A message
 * that carries a known hash and other bytes is read with the known block's schemas, which its
 * writer could have sent instead. Only blocks whose schemas name no class outside the block reuse
 * their serializers, since only those do not depend on the rest of the stream. Direct-mapped by
 * hash; a colliding block replaces the old.
 */
final class ReceivedBlocks {
  private static final int SLOTS = 64;

  /** A parsed block: its hash, its length and the entries (schemas and serializers) it gave. */
  static final class Block {
    final long hash;
    final int length;
    final SchemaContext.Entry[] entries;
    final boolean selfContained;
    final int epoch;

    Block(long hash, int length, SchemaContext.Entry[] entries, int epoch) {
      this.hash = hash;
      this.length = length;
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

  /**
   * The block found last, with the values a hit compares copied beside it: a reader of one writer's
   * standalone messages finds its block here with loads from this object alone, instead of a chain
   * through the slot array and the block.
   */
  private Block last;

  private long lastHash;
  private int lastCount = -1;
  private int lastEpoch;
  private int lastLength;

  private static int slot(long hash) {
    return (int) (hash ^ (hash >>> 32)) & (SLOTS - 1);
  }

  /**
   * The cached block of {@code count} schemas whose hash is at the buffer's reader index, or null.
   * On a hit the caller skips {@link Block#length} bytes.
   */
  Block find(MemoryBuffer buffer, int count, int epoch) {
    if (buffer.remaining() < 8) {
      return null;
    }
    long hash = buffer.getLong(buffer.readerIndex());
    if (hash == lastHash
        && count == lastCount
        && epoch == lastEpoch
        && buffer.remaining() >= lastLength) {
      return last;
    }
    Block b = slots[slot(hash)];
    if (b == null
        || b.hash != hash
        || b.entries.length != count
        || b.epoch != epoch
        || buffer.remaining() < b.length) {
      return null;
    }
    last = b;
    lastHash = hash;
    lastCount = count;
    lastEpoch = epoch;
    lastLength = b.length;
    return b;
  }

  /**
   * Keeps a block just parsed from {@code buffer[from, to)}, its hash (checked against its bytes by
   * the caller) in the first eight bytes.
   */
  void offer(MemoryBuffer buffer, int from, int to, SchemaContext.Entry[] entries, int epoch) {
    long hash = buffer.getLong(from);
    slots[slot(hash)] = new Block(hash, to - from, entries, epoch);
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
