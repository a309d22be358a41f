package org.furylike.meta;

import java.nio.charset.StandardCharsets;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/** Names inside class schemas: UTF-8 with a varint length, bounded on read. */
final class MetaStrings {
  private MetaStrings() {}

  static void write(MemoryBuffer b, String s) {
    byte[] bytes = s.getBytes(StandardCharsets.UTF_8);
    b.writeVarUint32(bytes.length);
    b.writeBytes(bytes);
  }

  static String read(MemoryBuffer b, int maxBytes) {
    int at = b.readerIndex();
    int n = b.readVarUint32();
    if (n < 0 || n > maxBytes) {
      throw new DeserializationException(
          "name of " + (n & 0xFFFFFFFFL) + " bytes at offset " + at + " exceeds " + maxBytes);
    }
    return new String(b.readBytes(n), StandardCharsets.UTF_8);
  }
}
