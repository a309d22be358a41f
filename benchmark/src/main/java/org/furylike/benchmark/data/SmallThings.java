package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** A holder of a list of small objects: the LIST_100 benchmark object. */
public final class SmallThings implements Serializable {
  private static final long serialVersionUID = 1L;

  public List<SmallThing> things;

  /** An empty holder. */
  public SmallThings() {}

  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof SmallThings && Objects.equals(things, ((SmallThings) o).things));
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(things);
  }

  @Override
  public String toString() {
    return "SmallThings{things=" + things + "}";
  }
}
