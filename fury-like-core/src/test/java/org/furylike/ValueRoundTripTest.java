package org.furylike;

import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.furylike.testing.RoundTrip.registering;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/** Round trips of single values: null, primitives and boxes at their extremes, strings, enums. */
class ValueRoundTripTest {
  private static final Consumer<Fury> NONE = f -> {};

  enum Op {
    PLUS {
      @Override
      int apply(int a, int b) {
        return a + b;
      }
    },
    MINUS {
      @Override
      int apply(int a, int b) {
        return a - b;
      }
    },
    NOOP;

    int apply(int a, int b) {
      return a;
    }
  }

  enum Single {
    ONLY
  }

  /** Every primitive and boxed type as fields, so both field encodings are exercised. */
  static final class Primitives {
    boolean z;
    byte b;
    char c;
    short s;
    int i;
    long l;
    float f;
    double d;
    Boolean bz;
    Byte bb;
    Character bc;
    Short bs;
    Integer bi;
    Long bl;
    Float bf;
    Double bd;

    static Primitives max() {
      Primitives p = new Primitives();
      p.z = true;
      p.b = Byte.MAX_VALUE;
      p.c = Character.MAX_VALUE;
      p.s = Short.MAX_VALUE;
      p.i = Integer.MAX_VALUE;
      p.l = Long.MAX_VALUE;
      p.f = Float.MAX_VALUE;
      p.d = Double.MAX_VALUE;
      p.bz = Boolean.FALSE;
      p.bb = Byte.MIN_VALUE;
      p.bc = Character.MIN_VALUE;
      p.bs = Short.MIN_VALUE;
      p.bi = Integer.MIN_VALUE;
      p.bl = Long.MIN_VALUE;
      p.bf = Float.NaN;
      p.bd = -0.0d;
      return p;
    }

    static Primitives min() {
      Primitives p = new Primitives();
      p.b = Byte.MIN_VALUE;
      p.c = Character.MIN_VALUE;
      p.s = Short.MIN_VALUE;
      p.i = Integer.MIN_VALUE;
      p.l = Long.MIN_VALUE;
      p.f = Float.NEGATIVE_INFINITY;
      p.d = Double.NaN;
      p.bc = Character.MAX_VALUE;
      p.bi = Integer.MAX_VALUE;
      p.bl = Long.MAX_VALUE;
      p.bf = -0.0f;
      p.bd = Double.POSITIVE_INFINITY;
      return p;
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Primitives)) {
        return false;
      }
      Primitives p = (Primitives) o;
      return z == p.z
          && b == p.b
          && c == p.c
          && s == p.s
          && i == p.i
          && l == p.l
          && Float.compare(f, p.f) == 0
          && Double.compare(d, p.d) == 0
          && Objects.equals(bz, p.bz)
          && Objects.equals(bb, p.bb)
          && Objects.equals(bc, p.bc)
          && Objects.equals(bs, p.bs)
          && Objects.equals(bi, p.bi)
          && Objects.equals(bl, p.bl)
          && Objects.equals(bf, p.bf)
          && Objects.equals(bd, p.bd);
    }

    @Override
    public int hashCode() {
      return Objects.hash(i, l);
    }
  }

  /** Enums as fields: exact enum type, constant with body, polymorphic slot, arrays, lists. */
  static final class EnumHolder {
    Op op;
    Op opWithBody;
    Single single;
    Object any;
    Op[] ops;
    Enum<?> anyEnum;
    List<Op> opList;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof EnumHolder)) {
        return false;
      }
      EnumHolder h = (EnumHolder) o;
      return op == h.op
          && opWithBody == h.opWithBody
          && single == h.single
          && any == h.any
          && Arrays.equals(ops, h.ops)
          && anyEnum == h.anyEnum
          && Objects.equals(opList, h.opList);
    }

    @Override
    public int hashCode() {
      return Objects.hash(op, single);
    }
  }

  @Test
  void nullRoot() {
    assertRoundTrip(null, NONE);
  }

  @Test
  void boxedExtremesAsRoot() {
    Object[] values = {
      true,
      false,
      Byte.MIN_VALUE,
      Byte.MAX_VALUE,
      (byte) 0,
      Short.MIN_VALUE,
      Short.MAX_VALUE,
      Character.MIN_VALUE,
      Character.MAX_VALUE,
      '\uD800',
      Integer.MIN_VALUE,
      Integer.MAX_VALUE,
      0,
      -1,
      63,
      64,
      -64,
      -65,
      Long.MIN_VALUE,
      Long.MAX_VALUE,
      0L,
      -1L,
      (1L << 30) - 1,
      1L << 30,
      -(1L << 30),
      -(1L << 30) - 1,
      Float.MIN_VALUE,
      Float.MAX_VALUE,
      Float.NaN,
      -0.0f,
      0.0f,
      Float.POSITIVE_INFINITY,
      Float.NEGATIVE_INFINITY,
      Float.intBitsToFloat(0x7fc00001),
      Double.MIN_VALUE,
      Double.MAX_VALUE,
      Double.NaN,
      -0.0d,
      0.0d,
      Double.POSITIVE_INFINITY,
      Double.NEGATIVE_INFINITY,
      Double.MIN_NORMAL
    };
    for (Object v : values) {
      assertRoundTrip(v, NONE);
    }
  }

  @Test
  void nanPayloadBitsArePreserved() {
    ConfigMatrix.forEach(
        p -> {
          double weird = Double.longBitsToDouble(0x7ff0000000000123L);
          Object back = RoundTrip.through(p, weird, NONE);
          assertEquals(
              Double.doubleToRawLongBits(weird), Double.doubleToRawLongBits((Double) back));
        });
  }

  @Test
  void primitiveAndBoxedFieldsAtExtremes() {
    assertRoundTrip(Primitives.max(), registering(Primitives.class));
    assertRoundTrip(Primitives.min(), registering(Primitives.class));
    assertRoundTrip(new Primitives(), registering(Primitives.class));
  }

  @Test
  void strings() {
    StringBuilder utf16 = new StringBuilder();
    for (int i = 0; i < 70_000; i++) {
      utf16.append((char) (0x100 + i % 0xD000));
    }
    String[] values = {
      "",
      "a",
      "plain ascii",
      "Latin-1: caf\u00e9 \u00ff\u00a0\u0000",
      "UTF-16: \u20ac \u4e2d\u6587 \u0100",
      "emoji \uD83D\uDE00 pair",
      "\uD800x",
      "x\uD800",
      "\uDC00",
      "\uDFFF\uD800",
      utf16.toString(),
      "x".repeat(3 << 20),
      "\u00e9\u20ac".repeat(1 << 20)
    };
    for (String s : values) {
      assertRoundTrip(s, NONE);
    }
  }

  @Test
  void stringBuildersCompareByContent() {
    for (CharSequence sb :
        new CharSequence[] {
          new StringBuilder(),
          new StringBuilder("abc\u20ac\uD800"),
          new StringBuffer(),
          new StringBuffer("x".repeat(100_000))
        }) {
      assertRoundTrip(
          sb,
          NONE,
          (expected, actual) -> {
            assertEquals(expected.getClass(), actual.getClass());
            assertEquals(expected.toString(), actual.toString());
          });
    }
  }

  @Test
  void enumConstantsAsRoot() {
    for (Op op : Op.values()) {
      assertRoundTrip(op, registering(Op.class));
    }
    assertRoundTrip(Single.ONLY, registering(Single.class));
  }

  @Test
  void enumConstantWithBodyKeepsItsIdentityAndBehaviour() {
    ConfigMatrix.forEach(
        p -> {
          Object back = RoundTrip.through(p, Op.MINUS, registering(Op.class));
          assertSame(Op.MINUS, back);
          assertEquals(2, ((Op) back).apply(5, 3));
        });
  }

  @Test
  void enumsAsFieldsAndInArrays() {
    EnumHolder h = new EnumHolder();
    h.op = Op.NOOP;
    h.opWithBody = Op.PLUS;
    h.single = Single.ONLY;
    h.any = Op.MINUS;
    h.ops = new Op[] {Op.PLUS, null, Op.NOOP, Op.MINUS};
    h.anyEnum = Single.ONLY;
    h.opList = new ArrayList<>(Arrays.asList(Op.MINUS, Op.PLUS, null));
    Consumer<Fury> setup = registering(EnumHolder.class, Op.class, Single.class);
    assertRoundTrip(h, setup);
    assertRoundTrip(new EnumHolder(), setup);
    assertRoundTrip(new Op[] {Op.PLUS, Op.MINUS}, setup);
    assertRoundTrip(new Op[0], setup);
    assertRoundTrip(new Op[][] {{Op.NOOP}, {}, null}, setup);
    assertRoundTrip(new Object[] {Op.PLUS, Single.ONLY, Op.NOOP}, setup);
  }
}
