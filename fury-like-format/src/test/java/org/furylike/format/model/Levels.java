package org.furylike.format.model;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Structs nested four levels deep below a root. */
public final class Levels {
  private Levels() {}

  public static final class Level1 {
    public Level2 inner;
    public String tag;
  }

  public static final class Level2 {
    public Level3 inner;
    public Map<String, Level3> byName = new LinkedHashMap<>();
  }

  public static final class Level3 {
    public Level4 inner;
    public List<Level4> items = new ArrayList<>();
  }

  public static final class Level4 {
    private String name;
    private int depth;

    public Level4() {}

    public Level4(String name, int depth) {
      this.name = name;
      this.depth = depth;
    }
  }

  /** A fully populated chain, every level with distinct values. */
  public static Level1 chain(String seed) {
    Level4 a = new Level4(seed + "-a", 4);
    Level4 b = new Level4(seed + "-b", 44);
    Level3 l3 = new Level3();
    l3.inner = a;
    l3.items.add(b);
    l3.items.add(null);
    l3.items.add(new Level4(null, -1));
    Level2 l2 = new Level2();
    l2.inner = l3;
    Level3 other = new Level3();
    l2.byName.put("x", other);
    l2.byName.put("y", null);
    Level1 l1 = new Level1();
    l1.inner = l2;
    l1.tag = seed;
    return l1;
  }
}
