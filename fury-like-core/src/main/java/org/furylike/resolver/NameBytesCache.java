package org.furylike.resolver;

import java.util.Arrays;
import org.furylike.memory.MemoryBuffer;

/**
 * Class names a reader has resolved, kept as the exact bytes a stream carries them in (string
 * header and characters), so a name seen again is recognised by comparing bytes: no string is built
 * or hashed and no map is consulted. Direct-mapped on the length and the first and last eight bytes
 * of the name; a colliding name replaces the old entry. Holds only names whose resolution passed
 * every check; the owner clears it whenever registrations change.
 */
final class NameBytesCache {
  private static final int SLOTS = 64;

  /** Longer names are resolved through the string path every time. */
  private static final int MAX_NAME_BYTES = 1024;

  private final byte[][] names = new byte[SLOTS][];
  private final ClassInfo[] infos = new ClassInfo[SLOTS];

  /**
   * The class info of the name starting at the reader index, advancing past it; or null with the
   * reader index unchanged.
   */
  ClassInfo find(MemoryBuffer buffer) {
    int at = buffer.readerIndex();
    int length = encodedLength(buffer, at);
    if (length < 0) {
      return null;
    }
    int slot = slot(buffer, at, length);
    byte[] name = names[slot];
    if (name == null || name.length != length || !buffer.regionEquals(at, name, 0, length)) {
      return null;
    }
    buffer.readerIndex(at + length);
    return infos[slot];
  }

  /** Remembers that the name in {@code buffer[from, to)} resolved to {@code info}. */
  void offer(MemoryBuffer buffer, int from, int to, ClassInfo info) {
    int length = to - from;
    if (length < 8 || length > MAX_NAME_BYTES || encodedLength(buffer, from) != length) {
      return;
    }
    int slot = slot(buffer, from, length);
    names[slot] = buffer.copyOfRange(from, to);
    infos[slot] = info;
  }

  /** Forgets every name. */
  void clear() {
    Arrays.fill(names, null);
    Arrays.fill(infos, null);
  }

  /**
   * The bytes of the string starting at {@code at} (a one- or two-byte header, then the characters)
   * when they are all readable and at least eight, else -1.
   */
  private static int encodedLength(MemoryBuffer buffer, int at) {
    int available = buffer.writerIndex() - at;
    if (available < 8) {
      return -1;
    }
    int b0 = buffer.getByte(at) & 0xFF;
    int header;
    int headerBytes;
    if (b0 < 0x80) {
      header = b0;
      headerBytes = 1;
    } else {
      int b1 = buffer.getByte(at + 1) & 0xFF;
      if (b1 >= 0x80) {
        return -1;
      }
      header = (b0 & 0x7F) | (b1 << 7);
      headerBytes = 2;
    }
    int chars = header >>> 2;
    int coder = header & 3;
    int bytes = coder == 0 ? chars : coder == 1 ? chars * 2 : -1;
    if (bytes < 0) {
      return -1;
    }
    int length = headerBytes + bytes;
    return length >= 8 && length <= available ? length : -1;
  }

  private static int slot(MemoryBuffer buffer, int at, int length) {
    long h = buffer.getLong(at) * 0x9E3779B97F4A7C15L;
    h ^= buffer.getLong(at + length - 8) * 0xC2B2AE3D27D4EB4FL;
    h ^= length;
    return (int) (h ^ (h >>> 29) ^ (h >>> 47)) & (SLOTS - 1);
  }
}
