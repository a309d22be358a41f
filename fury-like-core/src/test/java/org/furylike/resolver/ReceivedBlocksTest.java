package org.furylike.resolver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.ByteBuffer;
import java.util.Random;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;

/**
 * A cached schema block is recognised by the hash in its first eight bytes, in heap and direct
 * buffers, at offsets that are not multiples of 8; the caller then skips the block's length.
 */
class ReceivedBlocksTest {
  private static final int[] SIZES = {8, 9, 15, 16, 17, 34, 63, 64, 65, 95, 96, 97, 271, 20_000};
  private static final SchemaContext.Entry[] NO_ENTRIES = new SchemaContext.Entry[0];

  @Test
  void theHashFindsTheBlockAndItsLength() {
    Random random = new Random(42);
    for (int n : SIZES) {
      byte[] block = new byte[n];
      random.nextBytes(block);
      ReceivedBlocks blocks = new ReceivedBlocks();
      blocks.offer(MemoryBuffer.wrap(block), 0, n, NO_ENTRIES, 3);
      for (boolean direct : new boolean[] {false, true}) {
        ReceivedBlocks.Block hit = blocks.find(placed(block, 5, -1, direct), 0, 3);
        assertNotNull(hit, "unchanged block of " + n + " bytes, direct " + direct);
        assertEquals(n, hit.length);
        assertSame(hit, blocks.find(placed(block, 13, -1, direct), 0, 3));
        for (int p = 0; p < 8; p++) {
          assertNull(
              blocks.find(placed(block, 5, p, direct), 0, 3),
              "block of " + n + " bytes with byte " + p + " of its hash changed, direct " + direct);
        }
      }
    }
  }

  @Test
  void aBlockIsNotRecognisedInAnotherEpochOrWhenTheInputIsShorter() {
    byte[] block = new byte[40];
    new Random(7).nextBytes(block);
    ReceivedBlocks blocks = new ReceivedBlocks();
    blocks.offer(MemoryBuffer.wrap(block), 0, block.length, NO_ENTRIES, 1);
    assertNotNull(blocks.find(MemoryBuffer.wrap(block), 0, 1));
    assertNull(blocks.find(MemoryBuffer.wrap(block), 0, 2), "other epoch");
    assertNull(blocks.find(MemoryBuffer.wrap(block), 1, 1), "other schema count");
    assertNull(blocks.find(MemoryBuffer.wrap(block, 0, 39), 0, 1), "one byte short");
  }

  @Test
  void blocksFoundInTurnAreEachTheirOwn() {
    Random random = new Random(3);
    byte[] a = new byte[30];
    byte[] b = new byte[50];
    random.nextBytes(a);
    random.nextBytes(b);
    ReceivedBlocks blocks = new ReceivedBlocks();
    blocks.offer(MemoryBuffer.wrap(a), 0, a.length, NO_ENTRIES, 1);
    blocks.offer(MemoryBuffer.wrap(b), 0, b.length, NO_ENTRIES, 1);
    for (int round = 0; round < 3; round++) {
      assertEquals(a.length, blocks.find(MemoryBuffer.wrap(a), 0, 1).length, "round " + round);
      assertEquals(a.length, blocks.find(MemoryBuffer.wrap(a), 0, 1).length, "again");
      assertEquals(b.length, blocks.find(MemoryBuffer.wrap(b), 0, 1).length, "round " + round);
      assertNull(blocks.find(MemoryBuffer.wrap(b), 0, 2), "the last block in another epoch");
    }
  }

  /**
   * A buffer whose reader index is at {@code offset}, holding {@code block} there with the byte at
   * {@code flip} (if not -1) changed, and a few bytes after it.
   */
  private static MemoryBuffer placed(byte[] block, int offset, int flip, boolean direct) {
    byte[] all = new byte[offset + block.length + 3];
    System.arraycopy(block, 0, all, offset, block.length);
    if (flip >= 0) {
      all[offset + flip] ^= 0x10;
    }
    MemoryBuffer buffer;
    if (direct) {
      ByteBuffer d = ByteBuffer.allocateDirect(all.length);
      d.put(all).flip();
      buffer = MemoryBuffer.wrap(d);
    } else {
      buffer = MemoryBuffer.wrap(all);
    }
    buffer.readerIndex(offset);
    return buffer;
  }
}
