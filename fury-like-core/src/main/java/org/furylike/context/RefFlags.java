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

  private RefFlags() {}
}
