package org.furylike.jit.shadow;

import java.util.Objects;

/** Private fields, one of them a {@code java.lang.Integer}, in a package that shadows that name. */
public final class Host {
  private java.lang.Integer boxed;
  private String name;
  private int count;

  /** An instance with every field set. */
  public static Host of(java.lang.Integer boxed, String name, int count) {
    Host h = new Host();
    h.boxed = boxed;
    h.name = name;
    h.count = count;
    return h;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Host
        && Objects.equals(boxed, ((Host) o).boxed)
        && Objects.equals(name, ((Host) o).name)
        && count == ((Host) o).count;
  }

  @Override
  public int hashCode() {
    return Objects.hash(boxed, name, count);
  }
}
