package org.furylike;

import java.util.zip.CRC32C;
import org.furylike.exception.ChecksumException;
import org.furylike.memory.MemoryBuffer;

/**
 * The integrity option of {@code withChecksum(true)}: after the header byte a message carries the
 * int32 length of its body, and after the body a CRC32C of everything from the header on, both
 * little-endian. The reader checks length and checksum before decoding a single value.
 */
final class MessageChecksum {
  /** Bytes a checksum adds to a message: the length and the CRC. */
  static final int OVERHEAD = 8;

  private MessageChecksum() {}

  /** Reserves the body length after the header written at {@code start}. */
  static void reserveLength(MemoryBuffer target) {
    target.writeInt(0);
  }

  /** Fills in the body length of the message written from {@code start} and appends its CRC. */
  static void finish(MemoryBuffer target, int start) {
    int end = target.writerIndex();
    target.putInt(start + 1, end - start - 5);
    target.writeInt(crc(target, start, end));
  }

  /**
   * Verifies the message at the reader index of {@code source} and returns the offset just past its
   * body (where the CRC starts); the reader index is unchanged.
   */
  static int verify(MemoryBuffer source) {
    int start = source.readerIndex();
    int available = source.remaining();
    if (available < 1 + OVERHEAD) {
      throw new ChecksumException(
          "message at offset "
              + start
              + " has "
              + available
              + " bytes, fewer than a checksummed message needs ("
              + (1 + OVERHEAD)
              + ")");
    }
    int length = source.getInt(start + 1);
    if (length < 1 || length > available - 1 - OVERHEAD) {
      throw new ChecksumException(
          "message at offset "
              + start
              + " declares a body of "
              + (length & 0xFFFFFFFFL)
              + " bytes but "
              + (available - 1 - OVERHEAD)
              + " are available: the message is corrupt or truncated");
    }
    int end = start + 5 + length;
    int expected = source.getInt(end);
    int actual = crc(source, start, end);
    if (expected != actual) {
      throw new ChecksumException(
          "message at offset "
              + start
              + " ("
              + (end + 4 - start)
              + " bytes) fails its CRC32C check (stored 0x"
              + Integer.toHexString(expected)
              + ", computed 0x"
              + Integer.toHexString(actual)
              + "): the bytes were corrupted, or the writer was not built withChecksum(true)");
    }
    return end;
  }

  private static int crc(MemoryBuffer buffer, int from, int to) {
    CRC32C crc = new CRC32C();
    if (buffer.hasHeap()) {
      crc.update(buffer.getHeapMemory(), from, to - from);
    } else {
      crc.update(buffer.asByteBuffer(from, to));
    }
    return (int) crc.getValue();
  }
}
