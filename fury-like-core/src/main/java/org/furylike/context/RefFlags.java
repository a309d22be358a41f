package org.furylike.context;

import org.furylike.annotation.GeneratedCodeApi;

/** The flag byte in front of every non-primitive slot. See docs/wire-format.md. */
public final class RefFlags {
  /** The slot holds null; nothing follows. */
  @GeneratedCodeApi public static final byte NULL = 0;

  /** The slot repeats an object read earlier; its reference id (varint) follows. */
  @GeneratedCodeApi public static final byte REF = 1;

  /** A value follows that takes no part in reference tracking. */
  @GeneratedCodeApi public static final byte NOT_NULL = 2;

  /** A value follows that gets the next reference id. */
  @GeneratedCodeApi public static final byte REF_VALUE = 3;

  /**
   * As {@link #NOT_NULL}, in a slot whose declared class is concrete: the value has exactly that
   * class, so no class info follows, only the data. The {@code DECLARED_CLASS} bit ({@code 4}) with
   * {@code NOT_NULL}.
   */
  @GeneratedCodeApi public static final byte NOT_NULL_DECLARED = 6;

  /**
   * As {@link #REF_VALUE}, in a slot whose declared class is concrete: the value has exactly that
   * class, so no class info follows. The {@code DECLARED_CLASS} bit ({@code 4}) with {@code
   * REF_VALUE}.
   */
  @GeneratedCodeApi public static final byte REF_VALUE_DECLARED = 7;

  /** The bit that turns {@code NOT_NULL} and {@code REF_VALUE} into their declared-class forms. */
  @GeneratedCodeApi public static final byte DECLARED_CLASS = 4;

  private RefFlags() {}
}
