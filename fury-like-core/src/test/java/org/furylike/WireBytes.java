package org.furylike;

import java.util.Arrays;
import org.furylike.memory.MemoryBuffer;
import org.furylike.serializer.builtin.StringSerializer;

/**
 * Builds payloads by hand from the documented wire format (docs/wire-format.md), for tests that
 * feed a reader bytes no writer would produce.
 */
final class WireBytes {
  /** Header flag bits. */
  static final int REF = 1;

  static final int COMPRESS = 2;

  /** The class-version check, on by default: always part of {@link #header}. */
  static final int VERSION_CHECK = 8;

  private final MemoryBuffer buffer = MemoryBuffer.allocate(64);

  private WireBytes() {}

  /**
   * Starts a payload with the header byte of the current format version, the default class-version
   * check and {@code flags}.
   */
  static WireBytes header(int flags) {
    WireBytes w = new WireBytes();
    w.buffer.writeByte((Fury.FORMAT_VERSION << 4) | VERSION_CHECK | flags);
    return w;
  }

  /** Continues after raw bytes (for example a prefix cut from a real payload). */
  static WireBytes of(byte[] prefix) {
    WireBytes w = new WireBytes();
    w.buffer.writeBytes(prefix);
    return w;
  }

  /** Raw bytes. */
  WireBytes raw(int... bytes) {
    for (int b : bytes) {
      buffer.writeByte(b);
    }
    return this;
  }

  /** An unsigned varint. */
  WireBytes varint(int v) {
    buffer.writeVarUint32(v);
    return this;
  }

  /** A string in the string encoding (header and characters, no flag). */
  WireBytes string(String s) {
    StringSerializer.writeString(buffer, s);
    return this;
  }

  /** Class info naming a class for the first time in the stream (tag 2, then the name). */
  WireBytes newClassName(String name) {
    return varint(2).string(name);
  }

  /** Class info of a built-in or registered id. */
  WireBytes classId(int id, boolean registered) {
    return varint((id << 2) | (registered ? 1 : 0));
  }

  byte[] bytes() {
    return buffer.copyOfRange(0, buffer.writerIndex());
  }

  /** {@code bytes} without its last {@code n} bytes. */
  static byte[] dropLast(byte[] bytes, int n) {
    return Arrays.copyOf(bytes, bytes.length - n);
  }

  /**
   * {@code bytes} (a payload of {@code template}'s class) with the class info of {@code template}
   * replaced by that of {@code replacement}; both templates hold the same single element, so they
   * differ only in their class info after the header and flag bytes.
   */
  static byte[] spliceClassInfo(byte[] bytes, byte[] template, byte[] replacement) {
    int start = 2;
    int endT = template.length;
    int endR = replacement.length;
    while (template[endT - 1] == replacement[endR - 1]) {
      endT--;
      endR--;
    }
    byte[] out = new byte[bytes.length - (endT - start) + (endR - start)];
    System.arraycopy(bytes, 0, out, 0, start);
    System.arraycopy(replacement, start, out, start, endR - start);
    System.arraycopy(bytes, endT, out, endR, bytes.length - endT);
    return out;
  }
}
