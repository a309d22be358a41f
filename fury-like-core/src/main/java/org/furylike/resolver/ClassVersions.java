package org.furylike.resolver;

import org.furylike.exception.ClassVersionMismatchException;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.TypeDef;

/**
 * The class-version check of schema-consistent mode: where a user class is first named in a
 * message, the writer adds a 16-bit hash of the class's schema and of every schema it names
 * statically; the reader compares it with its own and fails instead of reading a changed class by
 * position. The hash is taken over the canonical encodings of those schemas (never their compressed
 * form, so JDK versions cannot disagree) and computed once per class (again only after a
 * registration changes ids).
 */
final class ClassVersions {
  private final ClassResolver resolver;

  ClassVersions(ClassResolver resolver) {
    this.resolver = resolver;
  }

  /** The 16-bit version hash of a user class. */
  int hashOf(ClassInfo info) {
    return info.versionEpoch == resolver.epoch() ? info.versionHash : computeHash(info);
  }

  /**
   * Computes {@code info}'s version hash in the current epoch (and, for a registered class, the
   * bytes of its first naming), kept apart so that {@link #hashOf} stays small enough to inline.
   */
  private int computeHash(ClassInfo info) {
    int epoch = resolver.epoch();
    MemoryBuffer canonical = MemoryBuffer.allocate(256);
    for (Class<?> c : SchemaClosure.classesOf(info.cls, resolver.schemas())) {
      byte[] encoded = resolver.local(c).def.encoded();
      canonical.writeVarUint32(encoded.length);
      canonical.writeBytes(encoded);
    }
    long h = TypeDef.hash64(canonical.getHeapMemory(), 0, canonical.writerIndex());
    h ^= h >>> 32;
    h ^= h >>> 16;
    int hash = (int) h & 0xFFFF;
    if (info.kind == ClassInfo.REGISTERED) {
      MemoryBuffer word = MemoryBuffer.allocate(8);
      word.writeVarUint32(((info.id + 1) << 2) | ClassResolver.TAG_NEW_NAME);
      word.writeByte(hash);
      word.writeByte(hash >>> 8);
      info.versionWordLength = word.writerIndex();
      // the array holds at least 8 bytes, the ones past the written length zero
      info.versionWord = word.getLong(0);
    }
    info.versionHash = hash;
    info.versionEpoch = epoch;
    return hash;
  }

  /**
   * Writes the class info of registered class {@code info} named for the first time in a write
   * call, with its version hash: one store of the precomputed bytes.
   */
  void writeFirstUse(MemoryBuffer buffer, ClassInfo info) {
    if (info.versionEpoch != resolver.epoch()) {
      computeHash(info);
    }
    int idx = buffer.writerIndex();
    buffer.ensure(idx + 8);
    buffer.putLong(idx, info.versionWord);
    buffer.writerIndex(idx + info.versionWordLength);
  }

  /** Writes the version hash of {@code info}'s class, two bytes little-endian. */
  void write(MemoryBuffer buffer, ClassInfo info) {
    int h = hashOf(info);
    buffer.writeByte(h);
    buffer.writeByte(h >>> 8);
  }

  /**
   * Reads the version hash after a registered class's id and checks it against {@code info}'s
   * class, named at {@code start}.
   */
  void checkRegistered(MemoryBuffer buffer, ClassInfo info, int start) {
    int at = buffer.readerIndex();
    int received = buffer.readShort() & 0xFFFF;
    if (received != hashOf(info)) {
      throw mismatch(info, start, received, at);
    }
  }

  /** Reads a version hash and checks it against {@code info}'s class, named at {@code start}. */
  void check(MemoryBuffer buffer, ClassInfo info, int start) {
    int at = buffer.readerIndex();
    int received = (buffer.readByte() & 0xFF) | (buffer.readByte() & 0xFF) << 8;
    if (info.kind != ClassInfo.REGISTERED && info.kind != ClassInfo.NAMED) {
      throw new DeserializationException(
          "class info at offset "
              + start
              + " carries a version hash for "
              + info.cls.getName()
              + ", which is not a user class");
    }
    if (received != hashOf(info)) {
      throw mismatch(info, start, received, at);
    }
  }

  private ClassVersionMismatchException mismatch(ClassInfo info, int start, int received, int at) {
    return new ClassVersionMismatchException(
        "class "
            + info.cls.getName()
            + " (named at offset "
            + start
            + ") differs between writer and reader: version hash 0x"
            + Integer.toHexString(received)
            + " at offset "
            + at
            + ", this reader's is 0x"
            + Integer.toHexString(hashOf(info))
            + ". The class or a class its fields name changed (fields added, removed, renamed"
            + " or retyped, enum constants changed or reordered) or registrations differ;"
            + " deploy the same classes on both sides, use CompatibleMode.COMPATIBLE, or build"
            + " both sides withClassVersionCheck(false) to read by position");
  }
}
