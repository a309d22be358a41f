package org.furylike.memory;

import java.lang.reflect.Field;
import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Read-only access to the unscaled value a {@link BigDecimal} keeps as a {@code long} when it fits
 * one, so that writing it allocates nothing. The public API offers the unscaled value only as a new
 * {@code BigInteger} or a new {@code BigDecimal}, which the JIT removes only when it inlines every
 * method between the allocation and its use: in one of two JMH forks of an order graph with 100
 * lines it did not, and each line's two decimals cost 40 allocated bytes and a quarter of the
 * throughput.
 *
 * <p>As {@link StringBytes}: a {@code sun.misc.Unsafe} field read, where {@link UnsafeAccess}
 * allows it, and only when a self-check at class initialisation confirms the layout this class
 * expects (a {@code long intCompact} holding the unscaled value, {@code Long.MIN_VALUE} when the
 * value is kept as a {@code BigInteger}). Everywhere else {@link #unscaledLong} always answers
 * {@link #NOT_COMPACT} and callers take the public API.
 */
public final class DecimalAccess {
  /** What {@link #unscaledLong} answers for a value it cannot give as a {@code long}. */
  public static final long NOT_COMPACT = Long.MIN_VALUE;

  private static final long COMPACT_OFFSET;
  private static final boolean AVAILABLE;

  static {
    long offset = -1;
    if (UnsafeAccess.AVAILABLE) {
      try {
        Field compact = BigDecimal.class.getDeclaredField("intCompact");
        if (compact.getType() == long.class) {
          offset = UnsafeAccess.fieldOffset(compact);
        }
      } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
        // another BigDecimal layout: writers take the public API
        offset = -1;
      }
    }
    COMPACT_OFFSET = offset;
    AVAILABLE = offset >= 0 && selfCheck();
  }

  private DecimalAccess() {}

  private static boolean selfCheck() {
    try {
      return raw(BigDecimal.valueOf(12345, 2)) == 12345
          && raw(BigDecimal.valueOf(-7, -3)) == -7
          && raw(new BigDecimal(BigInteger.ONE.shiftLeft(70), 4)) == NOT_COMPACT;
    } catch (RuntimeException | LinkageError e) {
      return false;
    }
  }

  private static long raw(BigDecimal v) {
    return UnsafeAccess.getLong(v, COMPACT_OFFSET);
  }

  /**
   * The unscaled value of {@code v} (so that {@code v} equals {@code unscaled / 10^scale}) when it
   * is kept as a {@code long}, else {@link #NOT_COMPACT}: always {@link #NOT_COMPACT} where this
   * access is not available, and for values beyond a {@code long} (and for {@code Long.MIN_VALUE}
   * itself).
   *
   * @param v the value
   * @return its unscaled value, or {@link #NOT_COMPACT}
   */
  public static long unscaledLong(BigDecimal v) {
    return AVAILABLE ? raw(v) : NOT_COMPACT;
  }
}
