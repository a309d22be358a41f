package org.furylike.memory;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The unscaled value read from a {@link BigDecimal}: equal to the public API's, or not given. */
class DecimalAccessTest {
  /** JDKs before 24 give compact values; later ones only where Unsafe memory access is allowed. */
  private static final boolean GIVES = UnsafeAccess.allowedWithoutWarning();

  @Test
  void compactValuesGiveTheirUnscaledLong() {
    List<BigDecimal> values =
        List.of(
            BigDecimal.ZERO,
            new BigDecimal("-0.000"),
            new BigDecimal("12.34"),
            new BigDecimal("-999999999999999999"),
            BigDecimal.valueOf(Long.MAX_VALUE, 3),
            BigDecimal.valueOf(Long.MIN_VALUE + 1, -5),
            new BigDecimal("1E+400"),
            BigDecimal.valueOf(7).multiply(BigDecimal.valueOf(11)));
    for (BigDecimal v : values) {
      long expected = GIVES ? v.unscaledValue().longValueExact() : DecimalAccess.NOT_COMPACT;
      assertEquals(expected, DecimalAccess.unscaledLong(v), v.toString());
    }
  }

  @Test
  void valuesBeyondALongAreNotGiven() {
    BigInteger big = BigInteger.ONE.shiftLeft(64);
    for (BigDecimal v :
        List.of(
            new BigDecimal(big, 2),
            new BigDecimal(big.negate(), -3),
            new BigDecimal(BigInteger.valueOf(Long.MIN_VALUE), 1),
            new BigDecimal("123456789012345678901234567890.5"))) {
      assertEquals(DecimalAccess.NOT_COMPACT, DecimalAccess.unscaledLong(v), v.toString());
    }
  }
}
