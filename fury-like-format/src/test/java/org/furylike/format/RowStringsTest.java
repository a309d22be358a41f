package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Strings are written as exactly the bytes {@code String.getBytes(UTF_8)} gives, into growable,
 * fixed and direct memory, and read back.
 */
class RowStringsTest {
  private static final List<String> CASES =
      Arrays.asList(
          "",
          "a",
          "exactly8",
          "ascii longer than sixteen bytes, all of it",
          "caf\u00e9",
          "\u00ff\u00fe latin-1 high",
          "mixed \u4e16\u754c and ascii",
          "pair \ud83d\ude00 end",
          "lone high \ud83d then text",
          "lone low \ude00 then text",
          "high at the end \ud83d",
          "\ude00\ud83d reversed pair",
          "\u07ff\u0800\uffff edges");

  private static byte[] written(RowMemory m, int at, String s) {
    int end = RowLayout.writeString(m, at, s);
    byte[] out = new byte[end - at];
    for (int i = 0; i < out.length; i++) {
      out[i] = m.getByte(at + i);
    }
    return out;
  }

  @Test
  void bytesEqualTheJdksUtf8() {
    for (String s : CASES) {
      byte[] expected = s.getBytes(StandardCharsets.UTF_8);
      assertArrayEquals(expected, written(RowMemory.growable(8), 3, s), "growable: " + s);
      byte[] exact = new byte[5 + expected.length];
      assertArrayEquals(expected, written(RowMemory.of(exact, exact.length), 5, s), "fixed: " + s);
      ByteBuffer direct = ByteBuffer.allocateDirect(4 + 4 * s.length());
      assertArrayEquals(expected, written(RowMemory.of(direct), 4, s), "direct: " + s);
    }
  }

  @Test
  void randomStringsEqualTheJdksUtf8() {
    SplittableRandom random = new SplittableRandom(16);
    char[] alphabet = {'a', 'Z', '0', '\u00e9', '\u0100', '\u4e16', '\ud83d', '\ude00', '\uffff'};
    for (int k = 0; k < 2000; k++) {
      char[] cs = new char[random.nextInt(40)];
      for (int i = 0; i < cs.length; i++) {
        cs[i] = alphabet[random.nextInt(alphabet.length)];
      }
      String s = new String(cs);
      assertArrayEquals(
          s.getBytes(StandardCharsets.UTF_8), written(RowMemory.growable(8), 0, s), "case " + k);
    }
  }

  @Test
  void aFixedTargetTooSmallFailsClearly() {
    String s = "\u4e16\u754c";
    byte[] small = new byte[5];
    RowFormatException e =
        assertThrows(
            RowFormatException.class, () -> RowLayout.writeString(RowMemory.of(small, 5), 0, s));
    assertEquals(true, e.getMessage().contains("does not fit"), e.getMessage());
  }
}
