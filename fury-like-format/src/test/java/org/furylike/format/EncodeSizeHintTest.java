package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Arrays;
import org.furylike.format.model.AllTypes;
import org.furylike.format.model.Samples;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;

/**
 * {@link RowEncoder#encode(Object)} writes straight into an exactly sized array once sizes repeat;
 * whatever the sequence of sizes (repeats, larger, smaller, non-ASCII strings), every call returns
 * exactly the bytes an encode into a fresh {@link MemoryBuffer} gives.
 */
class EncodeSizeHintTest {
  private static byte[] reference(RowEncoder<AllTypes> enc, AllTypes value) {
    MemoryBuffer buf = MemoryBuffer.allocate(16);
    int n = enc.encode(value, buf);
    return Arrays.copyOf(buf.getHeapMemory(), n);
  }

  private static AllTypes withString(String s) {
    AllTypes t = Samples.full();
    t.str = s;
    return t;
  }

  @Test
  void everySequenceOfSizesGivesTheReferenceBytes() {
    AllTypes[] values = {
      Samples.full(),
      Samples.full(),
      Samples.full(),
      Samples.full(),
      Samples.large(50),
      Samples.full(),
      Samples.full(),
      Samples.full(),
      Samples.empty(),
      Samples.empty(),
      Samples.empty(),
      Samples.full(),
      withString("\u4e16\u754c \ud83d\ude00 caf\u00e9"),
      withString("\u4e16\u754c \ud83d\ude00 caf\u00e9"),
      withString("\u4e16\u754c \ud83d\ude00 caf\u00e9"),
      withString("\u4e16\u754c \ud83d\ude00 caf\u00e9"),
      withString("\u4e16\u754c \ud83d\ude00 caf\u00ea"),
      withString("\u00ff\u00fe latin-1 high"),
      Samples.large(3)
    };
    for (CodecMode mode : CodecMode.values()) {
      RowEncoder<AllTypes> enc = RowEncoders.of(AllTypes.class, mode);
      for (int k = 0; k < values.length; k++) {
        byte[] got = enc.encode(values[k]);
        assertArrayEquals(reference(enc, values[k]), got, mode + " encode #" + k);
        Deep.assertDeepEquals(values[k], enc.decode(got));
      }
    }
  }

  @Test
  void rowsLargerThanTheRetainedScratchBufferRepeatAndChange() {
    RowEncoder<AllTypes> enc = RowEncoders.of(AllTypes.class);
    AllTypes big = Samples.full();
    big.longs = new long[200_000];
    big.longs[199_999] = 7;
    AllTypes bigger = Samples.full();
    bigger.longs = new long[210_000];
    for (AllTypes t : new AllTypes[] {big, big, big, big, bigger, big, Samples.full()}) {
      byte[] got = enc.encode(t);
      assertArrayEquals(reference(enc, t), got);
      Deep.assertDeepEquals(t, enc.decode(got));
    }
  }

  @Test
  void nonAsciiStringsFillAnExactlySizedTargetWithoutGrowing() {
    for (String s :
        new String[] {"caf\u00e9", "\u4e16\u754c", "pair \ud83d\ude00", "lone \ude00"}) {
      byte[] exact = new byte[3 + s.getBytes(java.nio.charset.StandardCharsets.UTF_8).length];
      RowMemory m = RowMemory.growable(exact);
      assertEquals(exact.length, RowLayout.writeString(m, 3, s), s);
      assertSame(exact, m.heap(), "no growth for " + s);
    }
  }
}
