package org.furylike.serializer.builtin;

import org.furylike.annotation.GeneratedCodeApi;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.SerializationException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.memory.StringBytes;
import org.furylike.serializer.Serializer;

/**
 * Strings: a varint header {@code (charCount << 2) | coder} then the characters. Coder 0 is Latin-1
 * (one byte per char, copied in bulk), coder 1 is UTF-16LE (two bytes per char, so unpaired
 * surrogates survive). Coders 2 and 3 are reserved.
 */
public final class StringSerializer extends Serializer<String> {
  /** Coder of a string stored one byte per char. */
  public static final int LATIN1 = 0;

  /** Coder of a string stored as UTF-16LE, two bytes per char. */
  public static final int UTF16 = 1;

  /** Longest string the header can describe. */
  public static final int MAX_CHARS = (1 << 30) - 1;

  /** Creates the string serializer; it keeps no state. */
  public StringSerializer() {
    super(String.class);
  }

  @Override
  public void write(WriteContext ctx, String value) {
    writeString(ctx.buffer(), value);
  }

  @Override
  public String read(ReadContext ctx) {
    return readString(ctx.buffer());
  }

  @Override
  public boolean isRefTrackable() {
    return false;
  }

  @Override
  public boolean isImmutable() {
    return true;
  }

  /**
   * Writes a non-null string.
   *
   * @param buffer the buffer to append to
   * @param s the string
   */
  @GeneratedCodeApi
  public static void writeString(MemoryBuffer buffer, String s) {
    write(buffer, s, false);
  }

  /**
   * Writes the {@code NOT_NULL} flag and a non-null string with one capacity check: the encoding of
   * a nullable string slot that holds a value.
   *
   * @param buffer the buffer to append to
   * @param s the string
   */
  @GeneratedCodeApi
  public static void writeFlaggedString(MemoryBuffer buffer, String s) {
    write(buffer, s, true);
  }

  /** Kept small, so that the JIT inlines it at every call site. */
  private static void write(MemoryBuffer buffer, String s, boolean flag) {
    if (StringBytes.AVAILABLE) {
      writeInternal(buffer, s, flag);
    } else {
      writeScanned(buffer, s, flag);
    }
  }

  private static int checkedLength(String s) {
    int len = s.length();
    if (len > MAX_CHARS) {
      throw tooLong(len);
    }
    return len;
  }

  // built apart to keep checkedLength small enough to inline
  private static SerializationException tooLong(int len) {
    return new SerializationException(
        "string of " + len + " chars exceeds the limit of " + MAX_CHARS);
  }

  /** Scans for a char above 255, then writes Latin-1 or UTF-16. */
  @SuppressWarnings("deprecation")
  private static void writeScanned(MemoryBuffer buffer, String s, boolean flag) {
    int len = checkedLength(s);
    int idx = buffer.writerIndex();
    if (isLatin1(s, len)) {
      buffer.ensure(idx + 6 + len);
      if (flag) {
        buffer.putByte(idx++, org.furylike.context.RefFlags.NOT_NULL);
      }
      idx += buffer.putVarUint32(idx, len << 2);
      if (buffer.hasHeap()) {
        s.getBytes(0, len, buffer.getHeapMemory(), idx);
      } else {
        buffer.writerIndex(idx);
        buffer.writeBytes(s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      }
      buffer.writerIndex(idx + len);
    } else {
      buffer.ensure(idx + 6 + 2 * len);
      if (flag) {
        buffer.putByte(idx++, org.furylike.context.RefFlags.NOT_NULL);
      }
      idx += buffer.putVarUint32(idx, (len << 2) | UTF16);
      for (int i = 0; i < len; i++) {
        buffer.putChar(idx, s.charAt(i));
        idx += 2;
      }
      buffer.writerIndex(idx);
    }
  }

  /**
   * Copies the string's internal bytes, which are the wire bytes of either coder. The header comes
   * from the byte count and the coder alone (a UTF-16 string's char count is half its bytes), and a
   * one-byte header, the common case, is stored without the general varint writer.
   */
  private static void writeInternal(MemoryBuffer buffer, String s, boolean flag) {
    byte[] value = StringBytes.value(s);
    int n = value.length;
    boolean latin1 = StringBytes.isLatin1(s);
    if (latin1 && n > MAX_CHARS) {
      throw tooLong(n);
    }
    int header = latin1 ? n << 2 : (n << 1) | UTF16;
    int idx = buffer.writerIndex();
    buffer.ensure(idx + 6 + n);
    if (!buffer.hasHeap()) {
      if (flag) {
        buffer.putByte(idx++, org.furylike.context.RefFlags.NOT_NULL);
      }
      buffer.writerIndex(idx + buffer.putVarUint32(idx, header));
      buffer.writeBytes(value);
      return;
    }
    byte[] h = buffer.getHeapMemory();
    if (flag) {
      h[idx++] = org.furylike.context.RefFlags.NOT_NULL;
    }
    if (header < 0x80) {
      h[idx++] = (byte) header;
    } else {
      idx += buffer.putVarUint32(idx, header);
    }
    System.arraycopy(value, 0, h, idx, n);
    buffer.writerIndex(idx + n);
  }

  private static boolean isLatin1(String s, int len) {
    for (int i = 0; i < len; i++) {
      if (s.charAt(i) > 0xFF) {
        return false;
      }
    }
    return true;
  }

  /**
   * Reads a string written by {@link #writeString}.
   *
   * @param buffer the buffer to read from
   * @return the string
   * @throws org.furylike.exception.DeserializationException if the header is malformed or the bytes
   *     do not remain
   */
  @SuppressWarnings("deprecation")
  @GeneratedCodeApi
  public static String readString(MemoryBuffer buffer) {
    // a Latin-1 string of fewer than 4,096 chars, the common case: a header of one or two bytes
    int at = buffer.readerIndex();
    int end = buffer.writerIndex();
    if (buffer.hasHeap() && end - at >= 2) {
      byte[] h = buffer.getHeapMemory();
      int header = h[at];
      int from = at + 1;
      if (header < 0) {
        int high = h[from++];
        header = high < 0 ? -1 : (header & 0x7F) | (high << 7);
      }
      int len = header >>> 2;
      if (header >= 0 && (header & 3) == LATIN1 && len <= end - from) {
        buffer.readerIndex(from + len);
        return new String(h, 0, from, len);
      }
    }
    return readLonger(buffer, at);
  }

  /** The rest of {@link #readString}: a longer header, UTF-16, the last byte, or direct memory. */
  @SuppressWarnings("deprecation")
  private static String readLonger(MemoryBuffer buffer, int at) {
    int header = buffer.readVarUint32();
    int len = header >>> 2;
    int coder = header & 3;
    if (coder == LATIN1) {
      buffer.checkReadable(len);
      int idx = buffer.readerIndex();
      String s =
          buffer.hasHeap()
              ? new String(buffer.getHeapMemory(), 0, idx, len)
              : new String(
                  buffer.copyOfRange(idx, idx + len), java.nio.charset.StandardCharsets.ISO_8859_1);
      buffer.readerIndex(idx + len);
      return s;
    }
    return readUtf16(buffer, len, coder, at);
  }

  /** The rest of {@link #readString}, kept apart so that its Latin-1 path stays small to inline. */
  private static String readUtf16(MemoryBuffer buffer, int len, int coder, int at) {
    if (coder != UTF16) {
      throw new DeserializationException(
          "unknown string coder " + coder + " at offset " + at + " (0 Latin-1 and 1 UTF-16 known)");
    }
    buffer.checkReadable(len * 2);
    int idx = buffer.readerIndex();
    if (StringBytes.CAN_CREATE && buffer.hasHeap()) {
      byte[] heap = buffer.getHeapMemory();
      if (StringBytes.hasNonLatin1(heap, idx, len)) {
        buffer.readerIndex(idx + len * 2);
        return StringBytes.newUtf16(heap, idx, len * 2);
      }
    }
    // char by char: on JDK 25 faster for a 100-char name than a bulk copy through NIO views
    char[] chars = new char[len];
    for (int i = 0; i < len; i++) {
      chars[i] = buffer.getChar(idx);
      idx += 2;
    }
    buffer.readerIndex(idx);
    return new String(chars);
  }
}
