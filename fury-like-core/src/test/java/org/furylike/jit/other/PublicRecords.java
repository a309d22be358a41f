package org.furylike.jit.other;

import java.util.List;

/** Public records: generated code calls their canonical constructors directly. */
public final class PublicRecords {
  private PublicRecords() {}

  /** Every kind of component, and a constructor that validates. */
  public record Reading(
      String sensor,
      int count,
      long at,
      double value,
      boolean ok,
      char unit,
      Integer boxed,
      List<String> notes,
      int[] raw) {
    public Reading {
      if (count < 0) {
        throw new IllegalArgumentException("count must not be negative: " + count);
      }
    }
  }

  /** The same layout without validation, to write values {@link Reading} rejects. */
  public record LooseReading(
      String sensor,
      int count,
      long at,
      double value,
      boolean ok,
      char unit,
      Integer boxed,
      List<String> notes,
      int[] raw) {}

  /** A component whose type generated code cannot name: created through the handle instead. */
  public record WithHidden(String name, Hidden hidden) {}

  static final class Hidden {
    int n = 3;

    @Override
    public boolean equals(Object o) {
      return o instanceof Hidden && ((Hidden) o).n == n;
    }

    @Override
    public int hashCode() {
      return n;
    }
  }

  /** A hidden value. */
  public static WithHidden withHidden(String name) {
    return new WithHidden(name, new Hidden());
  }

  /** The class of the hidden component, for registration. */
  public static Class<?> hiddenClass() {
    return Hidden.class;
  }
}
