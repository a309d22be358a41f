package org.furylike.benchformat.data;

import java.util.Objects;

/** One small record of a {@link SmallList}. */
public class SmallRecord {
  public int id;
  public String name;
  public double score;
  public long timestamp;

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof SmallRecord)) {
      return false;
    }
    SmallRecord r = (SmallRecord) o;
    return id == r.id
        && score == r.score
        && timestamp == r.timestamp
        && Objects.equals(name, r.name);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, name);
  }
}
