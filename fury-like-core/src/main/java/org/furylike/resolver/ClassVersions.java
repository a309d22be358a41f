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
    int epoch = resolver.epoch();
    if (info.versionEpoch != epoch) {
      MemoryBuffer canonical = MemoryBuffer.allocate(256);
      for (Class<?> c : SchemaClosure.classesOf(info.cls, resolver.schemas())) {
        byte[] encoded = resolver.local(c).def.encoded();
        canonical.writeVarUint32(encoded.length);
        canonical.writeBytes(encoded);
      }
      long h = TypeDef.hash64(canonical.getHeapMemory(), 0, canonical.writerIndex());
      h ^= h >>> 32;
      h ^= h >>> 16;
      info.versionHash = (int) h & 0xFFFF;
      info.versionEpoch = epoch;
    }
    return info.versionHash;
  }

  /**
   * Writes the class info {@code header} of a registered class named for the first time in a
   * message and its version hash, with one capacity check.
   */
  void writeFirstUse(MemoryBuffer buffer, int header, ClassInfo info) {
    int h = hashOf(info);
    int idx = buffer.writerIndex();
    buffer.ensure(idx + 7);
    idx += buffer.putVarUint32(idx, header);
    buffer.putShort(idx, (short) h);
    buffer.writerIndex(idx + 2);
  }

  /** Writes the version hash of {@code info}'s class, two bytes little-endian. */
  void write(MemoryBuffer buffer, ClassInfo info) {
    int h = hashOf(info);
    buffer.writeByte(h);
    buffer.writeByte(h >>> 8);
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
    int local = hashOf(info);
    if (received != local) {
      throw new ClassVersionMismatchException(
          "class "
              + info.cls.getName()
              + " (named at offset "
              + start
              + ") differs between writer and reader: version hash 0x"
              + Integer.toHexString(received)
              + " at offset "
              + at
              + ", this reader's is 0x"
              + Integer.toHexString(local)
              + ". The class or a class its fields name changed (fields added, removed, renamed"
              + " or retyped, enum constants changed or reordered) or registrations differ;"
              + " deploy the same classes on both sides, use CompatibleMode.COMPATIBLE, or build"
              + " both sides withClassVersionCheck(false) to read by position");
    }
  }
}
