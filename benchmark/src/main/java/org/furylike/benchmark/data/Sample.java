package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Objects;

/**
 * A flat object with one field of each of seven primitive types, their boxed forms, an array of
 * each and a string: the "Sample" object of the common JVM serializer benchmarks.
 */
public final class Sample implements Serializable {
  private static final long serialVersionUID = 1L;

  public int intValue;
  public long longValue;
  public float floatValue;
  public double doubleValue;
  public short shortValue;
  public char charValue;
  public boolean booleanValue;

  public Integer intBoxed;
  public Long longBoxed;
  public Float floatBoxed;
  public Double doubleBoxed;
  public Short shortBoxed;
  public Character charBoxed;
  public Boolean booleanBoxed;

  public int[] intArray;
  public long[] longArray;
  public float[] floatArray;
  public double[] doubleArray;
  public short[] shortArray;
  public char[] charArray;
  public boolean[] booleanArray;

  public String string;

  /** An empty sample; {@link BenchData#sample()} gives the populated one. */
  public Sample() {}

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Sample)) {
      return false;
    }
    Sample s = (Sample) o;
    return intValue == s.intValue
        && longValue == s.longValue
        && Float.compare(floatValue, s.floatValue) == 0
        && Double.compare(doubleValue, s.doubleValue) == 0
        && shortValue == s.shortValue
        && charValue == s.charValue
        && booleanValue == s.booleanValue
        && Objects.equals(intBoxed, s.intBoxed)
        && Objects.equals(longBoxed, s.longBoxed)
        && Objects.equals(floatBoxed, s.floatBoxed)
        && Objects.equals(doubleBoxed, s.doubleBoxed)
        && Objects.equals(shortBoxed, s.shortBoxed)
        && Objects.equals(charBoxed, s.charBoxed)
        && Objects.equals(booleanBoxed, s.booleanBoxed)
        && Arrays.equals(intArray, s.intArray)
        && Arrays.equals(longArray, s.longArray)
        && Arrays.equals(floatArray, s.floatArray)
        && Arrays.equals(doubleArray, s.doubleArray)
        && Arrays.equals(shortArray, s.shortArray)
        && Arrays.equals(charArray, s.charArray)
        && Arrays.equals(booleanArray, s.booleanArray)
        && Objects.equals(string, s.string);
  }

  @Override
  public int hashCode() {
    return Objects.hash(intValue, longValue, string) * 31 + Arrays.hashCode(intArray);
  }

  @Override
  public String toString() {
    return "Sample{int="
        + intValue
        + ", long="
        + longValue
        + ", string="
        + string
        + ", intArray="
        + Arrays.toString(intArray)
        + ", ...}";
  }
}
