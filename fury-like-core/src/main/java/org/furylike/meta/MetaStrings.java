package org.furylike.meta;

import java.nio.charset.StandardCharsets;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * Names inside class schemas (class, package, field and enum constant names), packed into 5 or 6
 * bits a character when every character belongs to a small alphabet, else UTF-8. A name starts with
 * a varuint32 {@code (length << 2) | encoding}; the length counts characters for the packed
 * encodings and bytes for UTF-8. Packed characters fill bytes from the most significant bit.
 */
final class MetaStrings {
  static final int UTF8 = 0;

  /** 6 bits: {@code a-z A-Z 0-9 _ $}, the characters of most Java identifiers. */
  static final int IDENTIFIER = 1;

  /** 5 bits: {@code a-z . _ $}, the characters of most package names. */
  static final int LOWER = 2;

  /** 6 bits: {@code a-z A-Z 0-9 _ .}, for package names with capitals or digits. */
  static final int DOTTED = 3;

  private static final String[] ALPHABETS = {
    null,
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$",
    "abcdefghijklmnopqrstuvwxyz._$",
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_."
  };
  private static final int[] BITS = {8, 6, 5, 6};

  private MetaStrings() {}

  static void write(MemoryBuffer b, String s) {
    int encoding = encodingOf(s);
    if (encoding == UTF8) {
      writeUtf8(b, s);
      return;
    }
    String alphabet = ALPHABETS[encoding];
    int bits = BITS[encoding];
    b.writeVarUint32((s.length() << 2) | encoding);
    int acc = 0;
    int filled = 0;
    for (int i = 0; i < s.length(); i++) {
      acc = (acc << bits) | alphabet.indexOf(s.charAt(i));
      filled += bits;
      if (filled >= 8) {
        filled -= 8;
        b.writeByte(acc >>> filled);
        acc &= (1 << filled) - 1;
      }
    }
    if (filled > 0) {
      b.writeByte(acc << (8 - filled));
    }
  }

  /** Writes {@code s} with encoding 0: its UTF-8 bytes. */
  static void writeUtf8(MemoryBuffer b, String s) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    b.writeVarUint32(bytes.length << 2);
    b.writeBytes(bytes);
  }

  /** The smallest encoding that holds {@code s}. */
  private static int encodingOf(String s) {
    if (s.length() > (1 << 20)) {
      return UTF8;
    }
    for (int encoding : new int[] {LOWER, IDENTIFIER, DOTTED}) {
      if (fits(s, ALPHABETS[encoding])) {
        return encoding;
      }
    }
    return UTF8;
  }

  private static boolean fits(String s, String alphabet) {
    for (int i = 0; i < s.length(); i++) {
      if (alphabet.indexOf(s.charAt(i)) < 0) {
        return false;
      }
    }
    return true;
  }

  static String read(MemoryBuffer b, int maxLength) {
    int at = b.readerIndex();
    int header = b.readVarUint32();
    int n = header >>> 2;
    int encoding = header & 3;
    if (n > maxLength) {
      throw new DeserializationException(
          "name of " + n + " characters at offset " + at + " exceeds " + maxLength);
    }
    if (encoding == UTF8) {
      return new String(b.readBytes(n), StandardCharsets.UTF_8);
    }
    int bits = BITS[encoding];
    byte[] packed = b.readBytes((n * bits + 7) / 8);
    String alphabet = ALPHABETS[encoding];
    char[] out = new char[n];
    int mask = (1 << bits) - 1;
    for (int i = 0; i < n; i++) {
      int bit = i * bits;
      int pair = ((packed[bit >>> 3] & 0xFF) << 8) | next(packed, (bit >>> 3) + 1);
      int code = (pair >>> (16 - bits - (bit & 7))) & mask;
      if (code >= alphabet.length()) {
        throw new DeserializationException("invalid packed name character at offset " + at);
      }
      out[i] = alphabet.charAt(code);
    }
    return new String(out);
  }

  private static int next(byte[] packed, int index) {
    return index < packed.length ? packed[index] & 0xFF : 0;
  }
}
