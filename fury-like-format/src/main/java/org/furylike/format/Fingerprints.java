package org.furylike.format;

import java.nio.charset.StandardCharsets;

/** 64-bit FNV-1a over UTF-8 text, with a final avalanche so similar texts differ in every bit. */
final class Fingerprints {
  private Fingerprints() {}

  static long of(String text) {
    long h = 0xcbf29ce484222325L;
    for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
      h ^= b & 0xFF;
      h *= 0x100000001b3L;
    }
    h ^= h >>> 33;
    h *= 0xff51afd7ed558ccdL;
    h ^= h >>> 33;
    return h;
  }
}
