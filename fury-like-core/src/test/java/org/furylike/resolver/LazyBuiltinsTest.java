package org.furylike.resolver;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.testing.ChildJvm;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * In a fresh JVM, building a {@code Fury} and writing values of common types loads none of the
 * rarely needed built-in types (SQL and zoned time types, concurrent queues); the first value that
 * needs one fills their group in, under the same ids.
 */
class LazyBuiltinsTest {
  /** Between the common values and the first value of a deferred type, in the child's output. */
  static final String MARK = "-- first deferred type --";

  /** A user class of common field types. */
  public static final class Common {
    public int id;
    public String name;
    public List<String> tags;
    public Map<String, Integer> counts;
    public int[] values;

    @Override
    public boolean equals(Object o) {
      return o instanceof Common c
          && id == c.id
          && Objects.equals(name, c.name)
          && Objects.equals(tags, c.tags)
          && Objects.equals(counts, c.counts)
          && java.util.Arrays.equals(values, c.values);
    }

    @Override
    public int hashCode() {
      return Objects.hash(id, name, tags, counts);
    }
  }

  /** Run in the child JVM, with class loading logged to standard output. */
  public static void main(String[] args) {
    Fury fury = Fury.builder().build();
    fury.register(Common.class);
    Common c = new Common();
    c.id = 7;
    c.name = "seven";
    c.tags = new ArrayList<>(List.of("a", "b"));
    c.counts = new HashMap<>(Map.of("k", 1));
    c.values = new int[] {1, 2};
    boolean commonOk = c.equals(fury.deserialize(fury.serialize(c)));
    System.out.println(MARK);
    LocalDate date = LocalDate.of(2026, 11, 27);
    boolean dateOk = date.equals(fury.deserialize(fury.serialize(date)));
    System.out.println(commonOk && dateOk ? "round trips ok" : "round trips differ");
  }

  @Test
  void rareTypesLoadOnlyWhenAValueNeedsThem(@TempDir Path dir) throws Exception {
    String output = ChildJvm.run(dir, getClass(), "-Xlog:class+load=info:stdout");
    assertTrue(output.contains("round trips ok"), output);
    int mark = output.indexOf(MARK);
    assertTrue(mark > 0, output);
    String before = output.substring(0, mark);
    String after = output.substring(mark);
    for (String rare :
        List.of(
            "java.sql.Timestamp ",
            "java.time.ZonedDateTime ",
            "java.util.concurrent.DelayQueue ")) {
      assertFalse(before.contains(rare), rare + "loaded before a value needed it");
      assertTrue(after.contains(rare), rare + "not loaded when its group was filled in");
    }
  }
}
