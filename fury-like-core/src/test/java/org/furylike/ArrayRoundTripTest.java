package org.furylike;

import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.furylike.testing.RoundTrip.registering;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Objects;
import java.util.Random;
import java.util.function.Consumer;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/** Round trips of primitive arrays, object arrays of every shape, and covariant arrays. */
class ArrayRoundTripTest {
  private static final Consumer<Fury> NONE = f -> {};

  static final class MyPojo {
    int id;
    String name;

    MyPojo() {}

    MyPojo(int id, String name) {
      this.id = id;
      this.name = name;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof MyPojo
          && ((MyPojo) o).id == id
          && Objects.equals(((MyPojo) o).name, name);
    }

    @Override
    public int hashCode() {
      return id;
    }
  }

  /** Array-typed fields, some declared with a wider type than the value they hold. */
  static final class ArrayFields {
    Object data;
    Object[] objects;
    Number[] numbers;
    String[] strings;
    int[][] grid;
    CharSequence[] chars;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof ArrayFields)) {
        return false;
      }
      ArrayFields a = (ArrayFields) o;
      return Objects.deepEquals(data, a.data)
          && Arrays.deepEquals(objects, a.objects)
          && Arrays.equals(numbers, a.numbers)
          && Arrays.equals(strings, a.strings)
          && Arrays.deepEquals(grid, a.grid)
          && Arrays.equals(chars, a.chars)
          && sameClass(data, a.data)
          && sameClass(objects, a.objects)
          && sameClass(numbers, a.numbers)
          && sameClass(chars, a.chars);
    }

    private static boolean sameClass(Object x, Object y) {
      return x == null ? y == null : y != null && x.getClass() == y.getClass();
    }

    @Override
    public int hashCode() {
      return 1;
    }
  }

  @Test
  void emptyPrimitiveArrays() {
    Object[] arrays = {
      new boolean[0], new byte[0], new char[0], new short[0],
      new int[0], new long[0], new float[0], new double[0]
    };
    for (Object a : arrays) {
      assertRoundTrip(a, NONE);
    }
  }

  @Test
  void primitiveArraysWithExtremes() {
    Object[] arrays = {
      new boolean[] {true, false, true},
      new byte[] {Byte.MIN_VALUE, -1, 0, 1, Byte.MAX_VALUE},
      new char[] {Character.MIN_VALUE, 'a', '\uD800', Character.MAX_VALUE},
      new short[] {Short.MIN_VALUE, -1, 0, Short.MAX_VALUE},
      new int[] {Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE},
      new long[] {Long.MIN_VALUE, -1, 0, 1, Long.MAX_VALUE},
      new float[] {Float.NaN, -0.0f, Float.NEGATIVE_INFINITY, Float.MIN_VALUE, Float.MAX_VALUE},
      new double[] {Double.NaN, -0.0d, Double.POSITIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE}
    };
    for (Object a : arrays) {
      assertRoundTrip(a, NONE);
    }
  }

  @Test
  void largePrimitiveArrays() {
    Random r = new Random(7);
    int n = 300_000;
    boolean[] z = new boolean[n];
    byte[] b = new byte[n];
    char[] c = new char[n];
    short[] s = new short[n];
    int[] i = new int[n];
    long[] l = new long[n];
    float[] f = new float[n];
    double[] d = new double[n];
    for (int k = 0; k < n; k++) {
      z[k] = r.nextBoolean();
      b[k] = (byte) r.nextInt();
      c[k] = (char) r.nextInt();
      s[k] = (short) r.nextInt();
      i[k] = r.nextInt();
      l[k] = r.nextLong();
      f[k] = Float.intBitsToFloat(r.nextInt());
      d[k] = Double.longBitsToDouble(r.nextLong());
    }
    for (Object a : new Object[] {z, b, c, s, i, l, f, d}) {
      assertRoundTrip(a, NONE);
    }
  }

  @Test
  void doubleArrayKeepsNaNBits() {
    double[] d = {
      Double.longBitsToDouble(0x7ff8000000000abcL), Double.longBitsToDouble(0xfff0000000000001L)
    };
    ConfigMatrix.forEach(
        p -> {
          double[] back = (double[]) RoundTrip.through(p, d, NONE);
          for (int k = 0; k < d.length; k++) {
            assertEquals(Double.doubleToRawLongBits(d[k]), Double.doubleToRawLongBits(back[k]));
          }
        });
  }

  @Test
  void multiDimensionalArrays() {
    assertRoundTrip(new String[][] {{"a", null}, {}, null, {"\u20ac"}}, NONE);
    assertRoundTrip(new String[0][], NONE);
    int[][][] cube = new int[3][4][5];
    for (int x = 0; x < 3; x++) {
      for (int y = 0; y < 4; y++) {
        for (int z = 0; z < 5; z++) {
          cube[x][y][z] = x * 100 + y * 10 - z;
        }
      }
    }
    cube[1][2] = null;
    cube[2] = new int[0][];
    assertRoundTrip(cube, NONE);
    assertRoundTrip(new long[][] {{Long.MIN_VALUE}, null, {}}, NONE);
    assertRoundTrip(new Object[][][] {{{"deep", 1}}, null}, NONE);
    assertRoundTrip(new boolean[2][0][3], NONE);
  }

  @Test
  void arraysOfUserClasses() {
    Consumer<Fury> setup = registering(MyPojo.class);
    assertRoundTrip(new MyPojo[] {new MyPojo(1, "a"), null, new MyPojo(-2, null)}, setup);
    assertRoundTrip(new MyPojo[0], setup);
    assertRoundTrip(new MyPojo[][] {{new MyPojo(3, "c")}, {null}, null}, setup);
    MyPojo[] many = new MyPojo[5000];
    for (int k = 0; k < many.length; k++) {
      many[k] = new MyPojo(k, "n" + k);
    }
    assertRoundTrip(many, setup);
  }

  @Test
  void arrayOfUnregisteredComponentIsRejected() {
    Fury fury = Fury.builder().build();
    assertThrows(
        ClassNotRegisteredException.class, () -> fury.serialize(new MyPojo[] {new MyPojo(1, "a")}));
  }

  @Test
  void objectArrayHoldingMixedValues() {
    Consumer<Fury> setup = registering(MyPojo.class);
    HashMap<String, Integer> map = new HashMap<>();
    map.put("k", 1);
    Object[] mixed = {
      null,
      1,
      2L,
      "s",
      '\u20ac',
      1.5d,
      2.5f,
      (short) 3,
      (byte) 4,
      true,
      new int[] {1, 2},
      new String[] {"x"},
      new MyPojo(9, "p"),
      new ArrayList<>(List.of("l1", "l2")),
      map,
      new Object[] {"nested", null},
      new StringBuilder("sb").toString(),
      Object[].class.getName()
    };
    assertRoundTrip(mixed, setup);
    assertRoundTrip(new Object[] {null, null}, setup);
    assertRoundTrip(new Object[] {"same", "type", "only"}, setup);
    assertRoundTrip(new Object[0], setup);
  }

  @Test
  void covariantArraysKeepTheirRuntimeClass() {
    // Number[] as a runtime array class names Number, which like any non-built-in class must be
    // registered.
    Consumer<Fury> setup = registering(ArrayFields.class, MyPojo.class, Number.class);
    ArrayFields a = new ArrayFields();
    a.data = new String[] {"in", "an", "Object", "field"};
    a.objects = new MyPojo[] {new MyPojo(1, "one")};
    a.numbers = new Integer[] {1, 2, null};
    a.strings = new String[] {"plain"};
    a.grid = new int[][] {{1}, {2, 3}};
    a.chars = new String[] {"cs"};
    assertRoundTrip(a, setup);
    ConfigMatrix.forEach(
        p -> {
          ArrayFields back = (ArrayFields) RoundTrip.through(p, a, setup);
          assertSame(String[].class, back.data.getClass());
          assertSame(MyPojo[].class, back.objects.getClass());
          assertSame(Integer[].class, back.numbers.getClass());
          assertSame(String[].class, back.chars.getClass());
        });
    ArrayFields other = new ArrayFields();
    other.data = new int[][] {{4}};
    other.objects = new Object[][] {{"x"}};
    other.numbers = new Number[] {1, 2L, 3.0};
    assertRoundTrip(other, setup);
    assertRoundTrip(new ArrayFields(), setup);
  }

  @Test
  void covariantArrayAsRootAndElement() {
    Object[] root = new String[] {"a", "b"};
    assertRoundTrip(root, NONE);
    assertRoundTrip(
        new Object[] {new String[] {"x"}, new Integer[] {1}, new Number[] {1.5}},
        registering(Number.class));
    assertArrayEquals(
        new String[] {"a", "b"},
        (String[]) RoundTrip.through(ConfigMatrix.points().get(0), root, NONE));
  }
}
