package org.furylike.resolver;

/**
 * The first 64 bits of the SHA-256 digest (FIPS 180-4) of a byte range: the identity a schema block
 * travels under. A reader admits a block to its cache only after checking that the block's bytes
 * give the identity it carries, and afterwards recognises the block by that identity alone. So
 * taking over a cached identity with other schemas needs a second preimage of the truncated digest,
 * about 2^63 digest computations, where a hash without that property (FNV, murmur) can be matched
 * in moments.
 *
 * <p>Written here rather than taken from {@code java.security.MessageDigest}: looking the algorithm
 * up loads the security providers, tens of milliseconds in a fresh JVM, paid by the first message
 * of a class in compatible mode; a block is digested once per class by a writer and once per new
 * block by a reader, so the intrinsics of the JDK's implementation would not be noticed.
 */
final class BlockDigest {
  private static final int[] K = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
  };

  private BlockDigest() {}

  /**
   * The first eight bytes of the SHA-256 digest of {@code bytes[from, to)}, as a little-endian
   * {@code long}: written with {@code MemoryBuffer.writeLong}, they travel in digest order.
   *
   * @param bytes the data
   * @param from the first index, inclusive
   * @param to the last index, exclusive
   * @return the digest's first eight bytes, the first in the lowest bits
   */
  static long first64(byte[] bytes, int from, int to) {
    int[] h = {
      0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
    };
    int[] w = new int[64];
    int length = to - from;
    int whole = from + (length & ~63);
    for (int at = from; at < whole; at += 64) {
      for (int i = 0; i < 16; i++) {
        w[i] = bigEndianInt(bytes, at + 4 * i);
      }
      compress(h, w);
    }
    // The tail, the 0x80 marker and the bit length (big-endian) fill one or two last chunks.
    byte[] last = new byte[128];
    int tail = to - whole;
    System.arraycopy(bytes, whole, last, 0, tail);
    last[tail] = (byte) 0x80;
    int chunks = tail < 56 ? 1 : 2;
    long bits = (long) length << 3;
    for (int i = 0; i < 8; i++) {
      last[chunks * 64 - 1 - i] = (byte) (bits >>> (8 * i));
    }
    for (int c = 0; c < chunks; c++) {
      for (int i = 0; i < 16; i++) {
        w[i] = bigEndianInt(last, c * 64 + 4 * i);
      }
      compress(h, w);
    }
    return Integer.reverseBytes(h[0]) & 0xFFFFFFFFL | (long) Integer.reverseBytes(h[1]) << 32;
  }

  private static int bigEndianInt(byte[] b, int at) {
    return b[at] << 24 | (b[at + 1] & 0xFF) << 16 | (b[at + 2] & 0xFF) << 8 | (b[at + 3] & 0xFF);
  }

  /** One 64-byte chunk, its first 16 words in {@code w}, into the state {@code h}. */
  private static void compress(int[] h, int[] w) {
    for (int i = 16; i < 64; i++) {
      int x = w[i - 15];
      int y = w[i - 2];
      int s0 = Integer.rotateRight(x, 7) ^ Integer.rotateRight(x, 18) ^ (x >>> 3);
      int s1 = Integer.rotateRight(y, 17) ^ Integer.rotateRight(y, 19) ^ (y >>> 10);
      w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    int a = h[0];
    int b = h[1];
    int c = h[2];
    int d = h[3];
    int e = h[4];
    int f = h[5];
    int g = h[6];
    int k = h[7];
    for (int i = 0; i < 64; i++) {
      int t1 =
          k
              + (Integer.rotateRight(e, 6)
                  ^ Integer.rotateRight(e, 11)
                  ^ Integer.rotateRight(e, 25))
              + ((e & f) ^ (~e & g))
              + K[i]
              + w[i];
      int t2 =
          (Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22))
              + ((a & b) ^ (a & c) ^ (b & c));
      k = g;
      g = f;
      f = e;
      e = d + t1;
      d = c;
      c = b;
      b = a;
      a = t1 + t2;
    }
    h[0] += a;
    h[1] += b;
    h[2] += c;
    h[3] += d;
    h[4] += e;
    h[5] += f;
    h[6] += g;
    h[7] += k;
  }
}
