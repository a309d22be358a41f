package org.furylike.resolver;

import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * The two forms of a schema block's entries after its hash: as they are, or compressed with raw
 * DEFLATE. Bit 0 of the block hash tells which. A class's block is encoded once, so the writer pays
 * for compression once per class and every message copies the smaller form; a reader inflates only
 * a block it has not seen (a known block is recognised by its hash).
 */
final class SchemaCompression {
  /** Largest inflated size a reader accepts for one block. */
  static final int MAX_INFLATED = 1 << 20;

  /** DEFLATE expands at most about 1032 to 1; a claim beyond that cannot be honest. */
  private static final int MAX_RATIO = 1032;

  private static final long COMPRESSED = 1L;

  private SchemaCompression() {}

  /**
   * The hash a block carries: the first 64 bits of the SHA-256 digest of its bytes ({@link
   * BlockDigest}), bit 0 replaced by whether it is deflated.
   */
  static long hash(byte[] bytes, int from, int to, boolean compressed) {
    return (BlockDigest.first64(bytes, from, to) & ~COMPRESSED) | (compressed ? COMPRESSED : 0);
  }

  /** As {@link #hash(byte[], int, int, boolean)} over {@code buffer[from, to)}, heap or direct. */
  static long hash(MemoryBuffer buffer, int from, int to, boolean compressed) {
    if (buffer.hasHeap()) {
      return hash(buffer.getHeapMemory(), from, to, compressed);
    }
    return hash(buffer.copyOfRange(from, to), 0, to - from, compressed);
  }

  static boolean isCompressed(long hash) {
    return (hash & COMPRESSED) != 0;
  }

  /**
   * The block after its count: the hash and {@code packed} (entries with packed names) as they are,
   * or the hash, the inflated and deflated lengths and {@code plain} (the same entries with UTF-8
   * names, which compress better) deflated, whichever is smaller.
   */
  static byte[] block(byte[] packed, byte[] plain) {
    byte[] best = raw(packed);
    for (byte[] entries : new byte[][] {plain, packed}) {
      byte[] candidate = compressed(entries);
      if (candidate.length < best.length) {
        best = candidate;
      }
    }
    return best;
  }

  private static byte[] raw(byte[] entries) {
    MemoryBuffer out = MemoryBuffer.allocate(8 + entries.length);
    out.writeLong(hash(entries, 0, entries.length, false));
    out.writeBytes(entries);
    return out.copyOfRange(0, out.writerIndex());
  }

  private static byte[] compressed(byte[] entries) {
    byte[] deflated = deflate(entries);
    MemoryBuffer out = MemoryBuffer.allocate(18 + deflated.length);
    out.writeLong(0);
    out.writeVarUint32(entries.length);
    out.writeVarUint32(deflated.length);
    out.writeBytes(deflated);
    out.putLong(0, hash(out.getHeapMemory(), 8, out.writerIndex(), true));
    return out.copyOfRange(0, out.writerIndex());
  }

  private static byte[] deflate(byte[] plain) {
    Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION, true);
    try {
      deflater.setInput(plain);
      deflater.finish();
      byte[] out = new byte[plain.length + 64];
      int n = 0;
      while (!deflater.finished()) {
        if (n == out.length) {
          out = java.util.Arrays.copyOf(out, out.length * 2);
        }
        n += deflater.deflate(out, n, out.length - n);
      }
      return java.util.Arrays.copyOf(out, n);
    } finally {
      deflater.end();
    }
  }

  /**
   * Reads the deflated form whose hash {@code hash} was just read, checks the hash, and returns the
   * inflated entries; the buffer is left after the block. {@code start} is the block's offset, for
   * messages.
   */
  static MemoryBuffer inflate(MemoryBuffer buffer, long hash, int start) {
    int from = buffer.readerIndex();
    int inflatedLength = buffer.readVarUint32();
    int deflatedLength = buffer.readVarUint32();
    if (deflatedLength < 1
        || deflatedLength > buffer.remaining()
        || inflatedLength < 1
        || inflatedLength > MAX_INFLATED
        || inflatedLength / MAX_RATIO > deflatedLength) {
      throw new DeserializationException(
          "compressed schema block at offset "
              + start
              + " declares "
              + Integer.toUnsignedString(deflatedLength)
              + " bytes inflating to "
              + Integer.toUnsignedString(inflatedLength)
              + " (limit "
              + MAX_INFLATED
              + ", "
              + buffer.remaining()
              + " bytes left)");
    }
    int at = buffer.readerIndex();
    buffer.skip(deflatedLength);
    if (hash(buffer, from, buffer.readerIndex(), true) != hash) {
      throw new DeserializationException(
          "schema block at offset " + start + " does not match its hash");
    }
    byte[] out = new byte[inflatedLength];
    Inflater inflater = new Inflater(true);
    try {
      inflater.setInput(buffer.asByteBuffer(at, at + deflatedLength));
      int n = inflater.inflate(out);
      if (n != inflatedLength || !inflater.finished() || inflater.getRemaining() != 0) {
        throw new DeserializationException(
            "compressed schema block at offset "
                + start
                + " inflates to "
                + (inflater.finished() ? n + " bytes" : "more or other bytes")
                + " instead of the declared "
                + inflatedLength);
      }
    } catch (DataFormatException e) {
      throw new DeserializationException(
          "compressed schema block at offset " + start + " is not valid DEFLATE data", e);
    } finally {
      inflater.end();
    }
    return MemoryBuffer.wrap(out);
  }
}
