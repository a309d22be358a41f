package org.furylike.format;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import org.furylike.memory.StringBytes;

/**
 * Internal: strings as UTF-8 written straight into row memory, with no intermediate array. Where
 * core's {@link StringBytes} exposes a string's Latin-1 bytes, an ASCII string is one bulk copy
 * after an 8-bytes-at-a-time check; otherwise characters are copied while they are ASCII and the
 * rest is encoded in place. The bytes equal {@code s.getBytes(UTF_8)}, unpaired surrogates included
 * (each becomes {@code '?'}).
 */
final class RowStrings {
  private static final VarHandle LONG =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long HIGH_BITS = 0x8080808080808080L;

  private RowStrings() {}

  /** Writes {@code s} as UTF-8 at {@code at}; returns the end. */
  static int write(RowMemory m, int at, String s) {
    if (StringBytes.AVAILABLE && StringBytes.isLatin1(s)) {
      byte[] v = StringBytes.value(s);
      if (isAscii(v)) {
        m.ensure(at + v.length);
        m.putBytes(at, v, 0, v.length);
        return at + v.length;
      }
    }
    int n = s.length();
    m.ensure(at + n);
    byte[] heap = m.heap();
    if (heap == null) {
      return RowLayout.writeBytes(m, at, s.getBytes(StandardCharsets.UTF_8));
    }
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        return encodeRest(m, at + i, s, i);
      }
      heap[at + i] = (byte) c;
    }
    return at + n;
  }

  private static boolean isAscii(byte[] v) {
    int i = 0;
    for (; i + 8 <= v.length; i += 8) {
      if (((long) LONG.get(v, i) & HIGH_BITS) != 0) {
        return false;
      }
    }
    for (; i < v.length; i++) {
      if (v[i] < 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Encodes {@code s} from char {@code i} on at {@code p} (heap memory); returns the end. Room for
   * the worst case (3 bytes a char) is made only when the memory already has it; otherwise the
   * exact size is counted first, so a target sized for the value does not grow.
   */
  private static int encodeRest(RowMemory m, int p, String s, int i) {
    long bound = p + 3L * (s.length() - i);
    if (!m.fits(bound)) {
      m.ensure((int) Math.min(Integer.MAX_VALUE, p + utf8Length(s, i)));
    }
    int n = s.length();
    byte[] h = m.heap();
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        h[p++] = (byte) c;
      } else if (c < 0x800) {
        h[p++] = (byte) (0xC0 | (c >> 6));
        h[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (!Character.isSurrogate(c)) {
        h[p++] = (byte) (0xE0 | (c >> 12));
        h[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
        h[p++] = (byte) (0x80 | (c & 0x3F));
      } else if (Character.isHighSurrogate(c)
          && i + 1 < n
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        int cp = Character.toCodePoint(c, s.charAt(++i));
        h[p++] = (byte) (0xF0 | (cp >> 18));
        h[p++] = (byte) (0x80 | ((cp >> 12) & 0x3F));
        h[p++] = (byte) (0x80 | ((cp >> 6) & 0x3F));
        h[p++] = (byte) (0x80 | (cp & 0x3F));
      } else {
        h[p++] = '?';
      }
    }
    return p;
  }

  /** The UTF-8 byte count of {@code s} from char {@code i} on, as {@link #encodeRest} writes it. */
  private static long utf8Length(String s, int i) {
    int n = s.length();
    long bytes = 0;
    for (; i < n; i++) {
      char c = s.charAt(i);
      if (c < 0x80) {
        bytes++;
      } else if (c < 0x800) {
        bytes += 2;
      } else if (!Character.isSurrogate(c)) {
        bytes += 3;
      } else if (Character.isHighSurrogate(c)
          && i + 1 < n
          && Character.isLowSurrogate(s.charAt(i + 1))) {
        bytes += 4;
        i++;
      } else {
        bytes++;
      }
    }
    return bytes;
  }
}
