package org.furylike.resolver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The block digest is the first eight bytes of SHA-256, checked against the JDK's SHA-256. */
class BlockDigestTest {
  private static long jdkFirst64(byte[] bytes, int from, int to) throws Exception {
    MessageDigest md = MessageDigest.getInstance("SHA-256");
    md.update(bytes, from, to - from);
    return ByteBuffer.wrap(md.digest()).order(ByteOrder.LITTLE_ENDIAN).getLong();
  }

  @Test
  void knownVectorsOfFips180() {
    // SHA-256("abc") = ba7816bf 8f01cfea ...; SHA-256("") = e3b0c442 98fc1c14 ...
    byte[] abc = "abc".getBytes(StandardCharsets.US_ASCII);
    assertEquals(0xeacf018fbf1678baL, BlockDigest.first64(abc, 0, 3));
    assertEquals(0x141cfc9842c4b0e3L, BlockDigest.first64(new byte[0], 0, 0));
  }

  @Test
  void equalsTheJdkDigestAtEveryLengthAroundTheChunkBoundaries() throws Exception {
    Random random = new Random(11);
    byte[] data = new byte[400];
    random.nextBytes(data);
    for (int from : new int[] {0, 3}) {
      for (int to = from; to <= data.length; to++) {
        assertEquals(
            jdkFirst64(data, from, to),
            BlockDigest.first64(data, from, to),
            "bytes [" + from + ", " + to + ")");
      }
    }
  }
}
