package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.furylike.exception.FuryException;
import org.furylike.format.model.AllTypes;
import org.furylike.format.model.Point;
import org.furylike.format.model.Samples;
import org.junit.jupiter.api.Test;

/**
 * Truncated, spliced and randomly corrupted rows end in a {@link FuryException} (or, for a
 * corruption that happens to be well-formed, in a value), never in another exception or a read
 * outside the row's own bytes.
 */
class MalformedRowTest {
  private static final RowEncoder<AllTypes> GEN = RowEncoders.of(AllTypes.class);
  private static final RowEncoder<AllTypes> INTERP =
      RowEncoders.of(AllTypes.class, CodecMode.INTERPRETED);

  /** Decodes with both codecs and validates; only FuryExceptions may escape. */
  private static int attempt(byte[] b, String what) {
    int failures = 0;
    for (RowEncoder<AllTypes> enc : Arrays.asList(GEN, INTERP)) {
      try {
        enc.decode(b);
      } catch (FuryException e) {
        failures++;
      } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
        fail(what + " (" + enc.mode() + ") threw " + e, e);
      }
    }
    try {
      BinaryRow.wrap(b, 0, b.length).validate();
    } catch (FuryException e) {
      failures++;
    } catch (RuntimeException e) {
      fail(what + " (validate) threw " + e, e);
    }
    return failures;
  }

  @Test
  void everyPrefixFails() {
    byte[] b = GEN.encode(Samples.full());
    for (int len = 0; len < b.length; len++) {
      assertEquals(3, attempt(Arrays.copyOf(b, len), "prefix " + len), "prefix " + len);
    }
  }

  @Test
  void splicesNeverEscape() {
    byte[] a = GEN.encode(Samples.full());
    byte[] c = GEN.encode(Samples.large(100));
    SplittableRandom random = new SplittableRandom(15);
    for (int k = 0; k < 400; k++) {
      int cut = 8 + random.nextInt(a.length - 8);
      int from = random.nextInt(c.length);
      byte[] spliced = Arrays.copyOf(a, cut + c.length - from);
      System.arraycopy(c, from, spliced, cut, c.length - from);
      attempt(spliced, "splice " + cut + "/" + from);
    }
  }

  @Test
  void seededFuzzNeverEscapes() {
    byte[] original = GEN.encode(Samples.full());
    SplittableRandom random = new SplittableRandom(2026);
    int failed = 0;
    for (int k = 0; k < 3000; k++) {
      byte[] b = original.clone();
      int flips = 1 + random.nextInt(4);
      for (int f = 0; f < flips; f++) {
        int at = 8 + random.nextInt(b.length - 8);
        b[at] =
            (byte) (random.nextBoolean() ? random.nextInt(256) : b[at] ^ (1 << random.nextInt(8)));
      }
      failed += attempt(b, "fuzz " + k) > 0 ? 1 : 0;
    }
    assertTrue(failed > 300, "corruptions detected: " + failed + " of 3000");
  }

  @Test
  void offsetOutsideTheRowNamesFieldAndOffset() {
    byte[] b = RowEncoders.of(Point.class).encode(new Point(1, 2, "label"));
    RowMemory m = RowMemory.of(b, b.length);
    int slot = 8 + 8 + 2 * 8;
    m.putLong(slot, (100L << 32) | 5);
    RowFormatException e =
        assertThrows(RowFormatException.class, () -> RowEncoders.of(Point.class).decode(b));
    assertTrue(
        e.getMessage().contains("Point.label") && e.getMessage().contains("offset " + slot),
        e.getMessage());
    assertThrows(RowFormatException.class, () -> BinaryRow.wrap(b, 0, b.length).validate());
  }

  @Test
  void aRowNeverReadsTheNextRowsBytes() {
    RowEncoder<Point> enc = RowEncoders.of(Point.class);
    byte[] first = enc.encode(new Point(1, 2, "first"));
    byte[] second = enc.encode(new Point(3, 4, "second"));
    byte[] both = Arrays.copyOf(first, first.length + second.length);
    System.arraycopy(second, 0, both, first.length, second.length);
    // point the first row's label at the second row's label: inside the array, outside the row
    int labelOfSecond = first.length + 8 + 32 - 8;
    RowMemory.of(both, both.length).putLong(32, ((long) labelOfSecond << 32) | 6);
    BinaryRow row = BinaryRow.wrap(both, 0, first.length);
    assertThrows(RowFormatException.class, () -> row.getString("label"));
    assertThrows(RowFormatException.class, () -> enc.decode(both, 0, first.length));
    assertEquals("second", BinaryRow.wrap(both, first.length, second.length).getString("label"));
  }

  @Test
  void hugeElementCountIsRefusedBeforeAllocating() {
    AllTypes t = new AllTypes();
    t.ints = new int[] {1};
    byte[] b = GEN.encode(t);
    BinaryRow row = GEN.toRow(t);
    int slot = 8 + row.schema().bitmapBytes() + 8 * row.schema().field("ints").index();
    long v = RowMemory.of(b, b.length).getLong(slot);
    int arrayAt = 8 + (int) (v >>> 32);
    RowMemory.of(b, b.length).putLong(arrayAt, Integer.MAX_VALUE);
    RowFormatException e = assertThrows(RowFormatException.class, () -> GEN.decode(b));
    assertTrue(e.getMessage().contains("element count 2147483647"), e.getMessage());
  }

  @Test
  void primitiveArrayLargerThanItsSlotSizeNamesTheField() {
    AllTypes t = new AllTypes();
    t.longs = new long[] {1, 2, 3};
    for (RowEncoder<AllTypes> enc : Arrays.asList(GEN, INTERP)) {
      for (int size : new int[] {0, 7, 8 + 8 + 16}) {
        byte[] b = enc.encode(t);
        BinaryRow row = BinaryRow.wrap(b, 0, b.length);
        int slot = 8 + row.schema().bitmapBytes() + 8 * row.schema().field("longs").index();
        long v = RowMemory.of(b, b.length).getLong(slot);
        RowMemory.of(b, b.length).putLong(slot, (v & 0xFFFFFFFF00000000L) | size);
        RowFormatException e = assertThrows(RowFormatException.class, () -> enc.decode(b));
        // generated code names the field; the interpreter's in-place array names its layout
        String where = enc == GEN ? "AllTypes.longs" : "array<int64>";
        assertTrue(
            e.getMessage().contains(where), enc.mode() + " size " + size + ": " + e.getMessage());
      }
    }
  }

  /** The absolute index of array field {@code name}'s first null-bitmap word in {@code b}. */
  private static int bitmapOf(byte[] b, String name) {
    BinaryRow row = BinaryRow.wrap(b, 0, b.length);
    int slot = 8 + row.schema().bitmapBytes() + 8 * row.schema().field(name).index();
    long v = RowMemory.of(b, b.length).getLong(slot);
    return 8 + (int) (v >>> 32) + 8;
  }

  @Test
  void nullElementOfAPrimitiveArrayNamesTheField() {
    AllTypes t = new AllTypes();
    t.longs = new long[70];
    t.bools = new boolean[] {true, false};
    for (RowEncoder<AllTypes> enc : Arrays.asList(GEN, INTERP)) {
      byte[] b = enc.encode(t);
      // element 66 of longs: the second bitmap word, bit 2
      RowMemory.of(b, b.length).putLong(bitmapOf(b, "longs") + 8, 1L << 2);
      RowFormatException e = assertThrows(RowFormatException.class, () -> enc.decode(b));
      assertTrue(
          e.getMessage().contains("AllTypes.longs") && e.getMessage().contains("element 66 "),
          enc.mode() + ": " + e.getMessage());
      byte[] c = enc.encode(t);
      int firstBool = bitmapOf(c, "bools") + 8;
      c[firstBool + 1] = 2;
      e = assertThrows(RowFormatException.class, () -> enc.decode(c));
      assertTrue(
          e.getMessage().contains("AllTypes.bools") && e.getMessage().contains("neither 0 nor 1"),
          enc.mode() + ": " + e.getMessage());
    }
  }

  @Test
  void wrongFingerprintAndShortInputAreClearErrors() {
    byte[] b = GEN.encode(Samples.full());
    b[0] ^= 1;
    RowFormatException e = assertThrows(RowFormatException.class, () -> GEN.decode(b));
    assertTrue(e.getMessage().contains("fingerprint"), e.getMessage());
    assertThrows(RowFormatException.class, () -> GEN.decode(new byte[3]));
    assertThrows(RowFormatException.class, () -> GEN.decode(b, 10, b.length));
  }
}
