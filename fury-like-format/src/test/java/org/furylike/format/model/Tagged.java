package org.furylike.format.model;

import java.util.List;

/** The array example of docs/row-format.md. */
public final class Tagged {
  public int[] ids;
  public List<String> tags;

  public Tagged() {}

  public Tagged(int[] ids, List<String> tags) {
    this.ids = ids;
    this.tags = tags;
  }
}
