package org.furylike.resolver;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.zip.Deflater;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;

/** The two forms of a schema block and what a reader does with lying compressed blocks. */
class SchemaCompressionTest {
  private static byte[] repetitive(int n) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      sb.append("fieldName").append(i % 10).append("Value;");
    }
    return sb.toString().getBytes(java.nio.charset.StandardCharsets.US_ASCII);
  }

  private static MemoryBuffer afterHash(byte[] block) {
    MemoryBuffer b = MemoryBuffer.wrap(block);
    b.readLong();
    return b;
  }

  @Test
  void smallBlocksStayRawAndLargeRepetitiveOnesAreDeflated() {
    byte[] tiny = {4, 1, 2, 3, 4};
    byte[] raw = SchemaCompression.block(tiny, tiny);
    assertEquals(8 + tiny.length, raw.length);
    long rawHash = MemoryBuffer.wrap(raw).readLong();
    assertFalse(SchemaCompression.isCompressed(rawHash));
    assertArrayEquals(tiny, Arrays.copyOfRange(raw, 8, raw.length));

    byte[] big = repetitive(40);
    byte[] deflated = SchemaCompression.block(big, big);
    assertTrue(deflated.length < big.length / 2, deflated.length + " of " + big.length);
    long hash = MemoryBuffer.wrap(deflated).readLong();
    assertTrue(SchemaCompression.isCompressed(hash));
    MemoryBuffer in = afterHash(deflated);
    MemoryBuffer inflated = SchemaCompression.inflate(in, hash, 0);
    assertEquals(deflated.length, in.readerIndex(), "the reader is left after the block");
    assertArrayEquals(big, Arrays.copyOf(inflated.getHeapMemory(), inflated.remaining()));
  }

  @Test
  void aDeflatedBlockIsCheckedAndInflatedInPlaceFromADirectBuffer() {
    byte[] big = repetitive(40);
    byte[] block = SchemaCompression.block(big, big);
    java.nio.ByteBuffer direct = java.nio.ByteBuffer.allocateDirect(block.length + 16);
    direct.position(7);
    direct.put(block).flip().position(7);
    MemoryBuffer in = MemoryBuffer.wrap(direct);
    assertFalse(in.hasHeap());
    long hash = in.readLong();
    assertTrue(SchemaCompression.isCompressed(hash));
    MemoryBuffer inflated = SchemaCompression.inflate(in, hash, 0);
    assertEquals(7 + block.length, in.readerIndex());
    assertArrayEquals(big, inflated.copyOfRange(inflated.readerIndex(), inflated.writerIndex()));

    direct.put(7 + block.length - 3, (byte) (direct.get(7 + block.length - 3) ^ 0x10));
    MemoryBuffer corrupt = MemoryBuffer.wrap(direct);
    long same = corrupt.readLong();
    DeserializationException e =
        assertThrows(
            DeserializationException.class, () -> SchemaCompression.inflate(corrupt, same, 0));
    assertTrue(e.getMessage().contains("does not match its hash"), e.getMessage());
  }

  @Test
  void theSmallerOfThePlainAndPackedEntriesIsDeflated() {
    byte[] packed = repetitive(40);
    // incompressible "plain" entries: the packed ones are deflated instead
    byte[] plain = new byte[packed.length * 3];
    java.util.SplittableRandom r = new java.util.SplittableRandom(3);
    for (int i = 0; i < plain.length; i++) {
      plain[i] = (byte) r.nextInt();
    }
    byte[] block = SchemaCompression.block(packed, plain);
    MemoryBuffer in = afterHash(block);
    long hash = MemoryBuffer.wrap(block).readLong();
    MemoryBuffer inflated = SchemaCompression.inflate(in, hash, 0);
    assertArrayEquals(packed, Arrays.copyOf(inflated.getHeapMemory(), inflated.remaining()));
  }

  /** A compressed block with chosen lengths around {@code deflated}, hashed correctly. */
  private static byte[] forged(int inflatedLength, int deflatedLength, byte[] deflated) {
    MemoryBuffer out = MemoryBuffer.allocate(32 + deflated.length);
    out.writeLong(0);
    out.writeVarUint32(inflatedLength);
    out.writeVarUint32(deflatedLength);
    out.writeBytes(deflated);
    out.putLong(0, SchemaCompression.hash(out.getHeapMemory(), 8, out.writerIndex(), true));
    return out.copyOfRange(0, out.writerIndex());
  }

  private static byte[] deflate(byte[] data) {
    Deflater d = new Deflater(9, true);
    d.setInput(data);
    d.finish();
    byte[] out = new byte[data.length + 64];
    int n = d.deflate(out);
    d.end();
    return Arrays.copyOf(out, n);
  }

  private static DeserializationException read(byte[] block) {
    long hash = MemoryBuffer.wrap(block).readLong();
    return assertThrows(
        DeserializationException.class, () -> SchemaCompression.inflate(afterHash(block), hash, 5));
  }

  @Test
  void lyingCompressedBlocksAreRefusedBeforeTheyCostMemory() {
    byte[] data = repetitive(20);
    byte[] deflated = deflate(data);
    // inflated size larger than the limit, or than DEFLATE's best ratio allows
    assertTrue(read(forged(64 << 20, deflated.length, deflated)).getMessage().contains("limit"));
    assertTrue(
        read(forged(SchemaCompression.MAX_INFLATED, 3, new byte[3]))
            .getMessage()
            .contains("inflating to"));
    // deflated length past the end of the input
    read(forged(data.length, deflated.length + 100, deflated));
    // the data inflates to more, or fewer, bytes than declared
    assertTrue(
        read(forged(data.length - 1, deflated.length, deflated))
            .getMessage()
            .contains("instead of the declared"));
    assertTrue(
        read(forged(data.length + 1, deflated.length, deflated))
            .getMessage()
            .contains("instead of the declared"));
    // not DEFLATE at all
    byte[] garbage = new byte[20];
    Arrays.fill(garbage, (byte) 0xFF);
    assertTrue(read(forged(100, garbage.length, garbage)).getMessage().contains("DEFLATE"));
    // one flipped byte anywhere after the hash breaks the hash
    byte[] good = forged(data.length, deflated.length, deflated);
    for (int i = 8; i < good.length; i++) {
      byte[] bad = good.clone();
      bad[i] ^= 0x10;
      read(bad);
    }
  }
}
