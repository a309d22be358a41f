package org.furylike.format.model;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;

/** Every type the row format supports, as fields of one class. */
public class AllTypes {
  public boolean z;
  public byte b;
  public short s;
  public char c;
  public int i;
  public long l;
  public float f;
  public double d;
  public Boolean boxZ;
  public Byte boxB;
  public Short boxS;
  public Character boxC;
  public Integer boxI;
  public Long boxL;
  public Float boxF;
  public Double boxD;
  public String str;
  public Color color;
  public BigDecimal decimal;
  public BigInteger bigInteger;
  public Instant instant;
  public LocalDate date;
  public LocalDateTime dateTime;
  public Duration duration;
  public byte[] bytes;
  public int[] ints;
  public long[] longs;
  public double[] doubles;
  public float[] floats;
  public short[] shorts;
  public char[] chars;
  public boolean[] bools;
  public String[] strings;
  public Integer[] boxedInts;
  public Point[] pointArray;
  public List<String> list;
  public Set<Integer> set;
  public SortedSet<String> sorted;
  public LinkedList<Color> colors;
  public Map<String, Integer> map;
  public Map<Integer, List<String>> mapOfLists;
  public Map<Color, BigDecimal> prices;
  public List<List<Long>> listOfLists;
  public List<Point> points;
  public List<LocalDate> dates;
  public Point point;
  public Optional<String> optional;
  public Optional<Point> optionalPoint;
  public Optional<Long> optionalLong;
  public Levels.Level1 levels;
  private final String finalField;
  private transient String notSerialized;

  public AllTypes() {
    this.finalField = "initial";
  }

  public AllTypes(String finalField) {
    this.finalField = finalField;
  }

  public String finalField() {
    return finalField;
  }

  public String notSerialized() {
    return notSerialized;
  }

  public void notSerialized(String v) {
    notSerialized = v;
  }
}
