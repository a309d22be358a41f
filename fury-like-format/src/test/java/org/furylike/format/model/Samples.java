package org.furylike.format.model;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/** Populated, empty and large instances of the model. */
public final class Samples {
  private Samples() {}

  public static AllTypes full() {
    AllTypes t = new AllTypes("set by constructor");
    t.z = true;
    t.b = -7;
    t.s = -30000;
    t.c = '\u20ac';
    t.i = Integer.MIN_VALUE;
    t.l = Long.MAX_VALUE;
    t.f = Float.NaN;
    t.d = -0.0;
    t.boxZ = false;
    t.boxB = 127;
    t.boxS = 12;
    t.boxC = 'x';
    t.boxI = 42;
    t.boxL = -1L;
    t.boxF = 1.5f;
    t.boxD = Math.PI;
    t.str = "h\u00e9llo \u4e16\u754c \ud83d\ude00";
    t.color = Color.GREEN;
    t.decimal = new BigDecimal("-12345678901234567890.000123");
    t.bigInteger = BigInteger.ONE.shiftLeft(100).negate();
    t.instant = Instant.ofEpochSecond(-5_000_000_000L, 999_999_999);
    t.date = LocalDate.of(1969, 12, 31);
    t.dateTime = LocalDateTime.of(2026, 11, 24, 5, 30, 1, 123_456_789);
    t.duration = Duration.ofSeconds(-3, 7);
    t.bytes = new byte[] {1, 2, 3, -1};
    t.ints = new int[] {1, -2, Integer.MAX_VALUE};
    t.longs = new long[] {Long.MIN_VALUE, 0, 9};
    t.doubles = new double[] {1.25, Double.NEGATIVE_INFINITY};
    t.floats = new float[] {3.5f};
    t.shorts = new short[] {-1, 2, 3};
    t.chars = new char[] {'a', '\uffff'};
    t.bools = new boolean[] {true, false, true};
    t.strings = new String[] {"a", null, ""};
    t.boxedInts = new Integer[] {null, 5};
    t.pointArray = new Point[] {new Point(1, 2, "p"), null};
    t.list = new ArrayList<>(Arrays.asList("x", null, "zz"));
    t.set = new LinkedHashSet<>(Arrays.asList(3, 1, 2));
    t.sorted = new TreeSet<>(Arrays.asList("b", "a"));
    t.colors = new LinkedList<>(Arrays.asList(Color.BLUE, null, Color.RED));
    t.map = new LinkedHashMap<>();
    t.map.put("one", 1);
    t.map.put("none", null);
    t.mapOfLists = new HashMap<>();
    t.mapOfLists.put(7, Arrays.asList("s", "t"));
    t.mapOfLists.put(8, null);
    t.prices = new LinkedHashMap<>();
    t.prices.put(Color.RED, new BigDecimal("9.99"));
    t.listOfLists = Arrays.asList(Arrays.asList(1L, 2L), new ArrayList<>(), null);
    t.points = Arrays.asList(new Point(3, 4, null), new Point(-5, 6, "q"));
    t.dates = Arrays.asList(LocalDate.of(2000, 1, 1), null);
    t.point = new Point(7, 8, "r");
    t.optional = Optional.of("present");
    t.optionalPoint = Optional.of(new Point(9, 9, "o"));
    t.optionalLong = Optional.empty();
    t.levels = Levels.chain("root");
    return t;
  }

  /** Every collection and array empty, every optional empty. */
  public static AllTypes empty() {
    AllTypes t = new AllTypes("");
    t.str = "";
    t.bytes = new byte[0];
    t.ints = new int[0];
    t.longs = new long[0];
    t.doubles = new double[0];
    t.floats = new float[0];
    t.shorts = new short[0];
    t.chars = new char[0];
    t.bools = new boolean[0];
    t.strings = new String[0];
    t.boxedInts = new Integer[0];
    t.pointArray = new Point[0];
    t.list = new ArrayList<>();
    t.set = new LinkedHashSet<>();
    t.sorted = new TreeSet<>();
    t.colors = new LinkedList<>();
    t.map = new LinkedHashMap<>();
    t.mapOfLists = new HashMap<>();
    t.prices = new LinkedHashMap<>();
    t.listOfLists = new ArrayList<>();
    t.points = new ArrayList<>();
    t.dates = new ArrayList<>();
    t.optional = Optional.empty();
    t.optionalPoint = Optional.empty();
    t.optionalLong = Optional.empty();
    t.levels = new Levels.Level1();
    return t;
  }

  /** Collections of {@code n} elements (n beyond one bitmap word and one growth step). */
  public static AllTypes large(int n) {
    AllTypes t = full();
    t.ints = new int[n];
    t.strings = new String[n];
    t.list = new ArrayList<>();
    t.map = new LinkedHashMap<>();
    t.points = new ArrayList<>();
    t.bools = new boolean[n];
    for (int k = 0; k < n; k++) {
      t.ints[k] = k * 31;
      t.strings[k] = k % 7 == 0 ? null : "s" + k;
      t.list.add("element " + k);
      t.map.put("k" + k, k % 5 == 0 ? null : k);
      t.points.add(new Point(k, -k, k % 3 == 0 ? null : "p" + k));
      t.bools[k] = k % 2 == 0;
    }
    return t;
  }

  /** A map literal helper for tests. */
  public static Map<String, Integer> mapOf(String k, Integer v) {
    Map<String, Integer> m = new LinkedHashMap<>();
    m.put(k, v);
    return m;
  }

  /** A list helper for tests. */
  public static List<String> listOf(String... items) {
    return new ArrayList<>(Arrays.asList(items));
  }
}
