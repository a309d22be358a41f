package org.furylike.benchformat.data;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** A list of 100 small records. */
public class SmallList {
  public static final int SIZE = 100;
  public List<SmallRecord> items;

  /** The benchmark instance. */
  public static SmallList create() {
    SmallList l = new SmallList();
    l.items = new ArrayList<>(SIZE);
    for (int i = 0; i < SIZE; i++) {
      SmallRecord r = new SmallRecord();
      r.id = i;
      r.name = "record-" + i;
      r.score = i * 0.5;
      r.timestamp = 1_700_000_000_000L + i;
      l.items.add(r);
    }
    return l;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SmallList && Objects.equals(items, ((SmallList) o).items);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(items);
  }
}
