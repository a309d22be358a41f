package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A page of query results as services pass them around: rows as string-keyed maps of strings, and
 * an index from a key to a list of boxed ints, so the containers that hold the data sit inside
 * other containers (their element types come from the declared type arguments).
 */
public final class ResultPage implements Serializable {
  private static final long serialVersionUID = 1L;

  public String query;
  public long total;
  public List<Map<String, String>> rows;
  public Map<String, List<Integer>> index;

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof ResultPage)) {
      return false;
    }
    ResultPage p = (ResultPage) o;
    return total == p.total
        && Objects.equals(query, p.query)
        && Objects.equals(rows, p.rows)
        && Objects.equals(index, p.index);
  }

  @Override
  public int hashCode() {
    return Objects.hash(query, total, rows, index);
  }
}
