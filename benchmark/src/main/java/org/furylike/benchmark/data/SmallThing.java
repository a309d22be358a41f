package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.Objects;

/** One element of {@link SmallThings}: a few ints, a long, a double and a short string. */
public final class SmallThing implements Serializable {
  private static final long serialVersionUID = 1L;

  public int a;
  public int b;
  public int c;
  public long id;
  public double weight;
  public String tag;

  /** An empty thing. */
  public SmallThing() {}

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof SmallThing)) {
      return false;
    }
    SmallThing t = (SmallThing) o;
    return a == t.a
        && b == t.b
        && c == t.c
        && id == t.id
        && Double.compare(weight, t.weight) == 0
        && Objects.equals(tag, t.tag);
  }

  @Override
  public int hashCode() {
    return Objects.hash(a, b, c, id, weight, tag);
  }

  @Override
  public String toString() {
    return "SmallThing{a="
        + a
        + ", b="
        + b
        + ", c="
        + c
        + ", id="
        + id
        + ", weight="
        + weight
        + ", tag="
        + tag
        + "}";
  }
}
