package org.furylike;

import java.util.Arrays;
import java.util.Random;

/** Edits of a message for fuzzing: spliced lengths and seeded random byte edits. */
final class Mutations {
  private Mutations() {}

  private static byte[] varint(int value) {
    return WireBytes.of(new byte[0]).varint(value).bytes();
  }

  /** {@code message} with the bytes at {@code at} overwritten by the varint {@code value}. */
  static byte[] overwriteVarint(byte[] message, int at, int value) {
    byte[] v = varint(value);
    byte[] out = Arrays.copyOf(message, Math.max(message.length, at + v.length));
    System.arraycopy(v, 0, out, at, v.length);
    return out;
  }

  /** {@code message} with the varint {@code value} inserted before offset {@code at}. */
  static byte[] insertVarint(byte[] message, int at, int value) {
    byte[] v = varint(value);
    byte[] out = new byte[message.length + v.length];
    System.arraycopy(message, 0, out, 0, at);
    System.arraycopy(v, 0, out, at, v.length);
    System.arraycopy(message, at, out, at + v.length, message.length - at);
    return out;
  }

  /** One to four random edits: set, flip, insert, delete or duplicate bytes (never the header). */
  static byte[] randomEdits(byte[] message, Random random) {
    byte[] out = message;
    int edits = 1 + random.nextInt(4);
    for (int i = 0; i < edits && out.length > 2; i++) {
      int at = 1 + random.nextInt(out.length - 1);
      switch (random.nextInt(5)) {
        case 0:
          out = out.clone();
          out[at] = (byte) random.nextInt(256);
          break;
        case 1:
          out = out.clone();
          out[at] ^= (byte) (1 << random.nextInt(8));
          break;
        case 2:
          out = insertVarint(out, at, random.nextInt(128));
          break;
        case 3:
          out = delete(out, at);
          break;
        default:
          out = duplicate(out, at, 1 + random.nextInt(Math.min(16, out.length - at)));
      }
    }
    return out;
  }

  private static byte[] delete(byte[] b, int at) {
    byte[] out = new byte[b.length - 1];
    System.arraycopy(b, 0, out, 0, at);
    System.arraycopy(b, at + 1, out, at, b.length - at - 1);
    return out;
  }

  private static byte[] duplicate(byte[] b, int at, int n) {
    byte[] out = new byte[b.length + n];
    System.arraycopy(b, 0, out, 0, at + n);
    System.arraycopy(b, at, out, at + n, b.length - at);
    return out;
  }
}
