package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.exception.BufferUnderflowException;
import org.furylike.memory.MemoryBuffer;
import org.junit.jupiter.api.Test;

/**
 * Primitive blocks that mix varints with fixed-width fields: the fixed-width runs between the
 * varints are read after one check of the bytes left, and near the end of the input field by field.
 */
class PrimitiveRunTest {
  /**
   * Sorted by kind, the block holds runs of doubles, floats, shorts and booleans around varints.
   */
  static final class Mixed {
    double d1;
    double d2;
    double d3;
    long l1;
    long l2;
    float f1;
    float f2;
    int i1;
    int i2;
    short s1;
    short s2;
    boolean z1;
    boolean z2;
    byte by;
    char c;

    static Mixed of(long seed) {
      Mixed m = new Mixed();
      m.d1 = seed == 0 ? Double.NaN : seed * 1.5;
      m.d2 = seed == 0 ? -0.0 : -seed / 3.0;
      m.d3 = Double.MAX_VALUE / (seed + 1);
      m.l1 = seed == 0 ? Long.MIN_VALUE : seed << 40;
      m.l2 = -seed;
      m.f1 = seed == 0 ? Float.NaN : seed * 0.25f;
      m.f2 = -seed;
      m.i1 = seed == 0 ? Integer.MIN_VALUE : (int) (seed * 1_000_003);
      m.i2 = (int) seed;
      m.s1 = (short) (seed * 7);
      m.s2 = Short.MIN_VALUE;
      m.z1 = (seed & 1) == 0;
      m.z2 = true;
      m.by = (byte) seed;
      m.c = (char) ('a' + seed % 26);
      return m;
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Mixed)) {
        return false;
      }
      Mixed m = (Mixed) o;
      return Double.compare(d1, m.d1) == 0
          && Double.compare(d2, m.d2) == 0
          && Double.compare(d3, m.d3) == 0
          && l1 == m.l1
          && l2 == m.l2
          && Float.compare(f1, m.f1) == 0
          && Float.compare(f2, m.f2) == 0
          && i1 == m.i1
          && i2 == m.i2
          && s1 == m.s1
          && s2 == m.s2
          && z1 == m.z1
          && z2 == m.z2
          && by == m.by
          && c == m.c;
    }

    @Override
    public int hashCode() {
      return Objects.hash(d1, l1, i1);
    }
  }

  private static Fury fury(boolean codegen, boolean compressed) {
    Fury f =
        Fury.builder()
            .withCodegen(codegen)
            .withCodegenStrict(codegen)
            .withAsyncCompilation(false)
            .withNumberCompressed(compressed)
            .build();
    f.register(Mixed.class);
    return f;
  }

  @Test
  void mixedBlocksRoundTripWithTheInterpretersBytes() {
    for (boolean compressed : new boolean[] {true, false}) {
      Fury generated = fury(true, compressed);
      Fury interpreter = fury(false, compressed);
      for (long seed : new long[] {0, 1, 2, 127, 128, 1L << 20, -5, Integer.MAX_VALUE}) {
        Mixed m = Mixed.of(seed);
        byte[] bytes = generated.serialize(m);
        assertInstanceOf(
            GeneratedSerializer.class, generated.getClassResolver().getSerializer(Mixed.class));
        assertArrayEquals(interpreter.serialize(m), bytes, "seed " + seed);
        assertEquals(m, generated.deserialize(bytes), "seed " + seed);
        assertEquals(m, interpreter.deserialize(bytes), "seed " + seed);
      }
    }
  }

  @Test
  void mixedBlocksReadFieldByFieldNearTheEndOfTheInput() {
    Fury generated = fury(true, true);
    Mixed m = Mixed.of(3);
    byte[] bytes = generated.serialize(m);
    // the object is the last thing in the input, so its last runs are read with exactly as many
    // bytes as they need, and a value padded by nothing at all still reads back
    MemoryBuffer exact = MemoryBuffer.wrap(bytes, 0, bytes.length);
    assertEquals(m, generated.deserialize(exact));
    for (int cut = 0; cut < bytes.length; cut++) {
      byte[] part = Arrays.copyOf(bytes, cut);
      BufferUnderflowException e =
          assertThrows(
              BufferUnderflowException.class, () -> generated.deserialize(part), "cut " + cut);
      assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), "cut " + cut);
    }
  }
}
