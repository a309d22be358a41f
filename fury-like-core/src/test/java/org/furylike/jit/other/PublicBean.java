package org.furylike.jit.other;

import java.util.List;

/** A public class with public fields: generated code reads and writes them directly. */
public class PublicBean {
  public int id;
  public long stamp;
  public String name;
  public List<String> tags;
  public final String fixed = "final fields still go through handles";
}
