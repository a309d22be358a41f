package org.furylike.benchformat.data;

import java.util.Arrays;
import java.util.Objects;

/** Primitives, boxes, primitive arrays and a string: the classic flat benchmark object. */
public class Sample {
  public int intValue;
  public long longValue;
  public float floatValue;
  public double doubleValue;
  public short shortValue;
  public boolean booleanValue;
  public Integer boxedInt;
  public Long boxedLong;
  public Float boxedFloat;
  public Double boxedDouble;
  public Short boxedShort;
  public Boolean boxedBoolean;
  public int[] intArray;
  public long[] longArray;
  public float[] floatArray;
  public double[] doubleArray;
  public short[] shortArray;
  public boolean[] booleanArray;
  public String string;

  /** The benchmark instance. */
  public static Sample create() {
    Sample s = new Sample();
    s.intValue = 123;
    s.longValue = 1230000L;
    s.floatValue = 12.345f;
    s.doubleValue = 1.234567;
    s.shortValue = 12345;
    s.booleanValue = true;
    s.boxedInt = 321;
    s.boxedLong = 3210000L;
    s.boxedFloat = 54.321f;
    s.boxedDouble = 7.654321;
    s.boxedShort = 32100;
    s.boxedBoolean = false;
    s.intArray = new int[] {-1234, -123, -12, -1, 0, 1, 12, 123, 1234};
    s.longArray = new long[] {-123400, -12300, -1200, -100, 0, 100, 1200, 12300, 123400};
    s.floatArray = new float[] {-12.34f, -12.3f, -12.0f, -1.0f, 0.0f, 1.0f, 12.0f, 12.3f, 12.34f};
    s.doubleArray = new double[] {-1.234, -1.23, -12.0, -1.0, 0.0, 1.0, 12.0, 1.23, 1.234};
    s.shortArray = new short[] {-1234, -123, -12, -1, 0, 1, 12, 123, 1234};
    s.booleanArray = new boolean[] {true, false, false, true};
    s.string = "Hello, world!";
    return s;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Sample)) {
      return false;
    }
    Sample s = (Sample) o;
    return intValue == s.intValue
        && longValue == s.longValue
        && floatValue == s.floatValue
        && booleanValue == s.booleanValue
        && Objects.equals(boxedInt, s.boxedInt)
        && Objects.equals(boxedLong, s.boxedLong)
        && Objects.equals(boxedFloat, s.boxedFloat)
        && Objects.equals(boxedDouble, s.boxedDouble)
        && Objects.equals(boxedShort, s.boxedShort)
        && Objects.equals(boxedBoolean, s.boxedBoolean)
        && Arrays.equals(intArray, s.intArray)
        && Arrays.equals(longArray, s.longArray)
        && Arrays.equals(floatArray, s.floatArray)
        && Arrays.equals(doubleArray, s.doubleArray)
        && Arrays.equals(shortArray, s.shortArray)
        && Arrays.equals(booleanArray, s.booleanArray)
        && Objects.equals(string, s.string);
  }

  @Override
  public int hashCode() {
    return Objects.hash(intValue, longValue, string);
  }
}
