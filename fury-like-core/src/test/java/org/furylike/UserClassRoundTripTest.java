package org.furylike;

import static org.furylike.testing.RoundTrip.assertRoundTrip;
import static org.furylike.testing.RoundTrip.registering;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import org.furylike.exception.ClassNotRegisteredException;
import org.furylike.meta.FieldOrder;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Round trips of user classes: private and final fields, classes without a no-arg constructor,
 * inheritance with shadowed fields, transient and static fields, polymorphic and generic fields,
 * empty classes and a class with 300 fields.
 */
class UserClassRoundTripTest {

  /** Private final fields and no no-arg constructor; the constructor rejects what it never sees. */
  static final class Money {
    private final long cents;
    private final String currency;
    private final int[] history;

    Money(long cents, String currency, int[] history) {
      if (currency == null || currency.length() != 3) {
        throw new IllegalArgumentException("currency");
      }
      this.cents = cents;
      this.currency = currency;
      this.history = history;
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Money)) {
        return false;
      }
      Money m = (Money) o;
      return cents == m.cents && currency.equals(m.currency) && Arrays.equals(history, m.history);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(cents);
    }
  }

  static class GrandParent {
    private int x;
    protected String name;
    private final List<String> tags = new ArrayList<>();

    int grandX() {
      return x;
    }

    void setGrand(int x, String name) {
      this.x = x;
      this.name = name;
      this.tags.add("g" + x);
    }

    List<String> grandTags() {
      return tags;
    }
  }

  static class Parent extends GrandParent {
    private int x;
    protected String name;
    private double onlyInParent;

    int parentX() {
      return x;
    }

    void setParent(int x, String name, double d) {
      this.x = x;
      this.name = name;
      this.onlyInParent = d;
    }

    double onlyInParent() {
      return onlyInParent;
    }
  }

  static final class Child extends Parent {
    private int x;
    protected String name;
    private long a;

    int childX() {
      return x;
    }
  }

  /** Constructor defaults apply to transient fields when a no-arg constructor exists. */
  static final class WithTransient {
    transient int cache = 42;
    transient String note = "default";
    transient List<String> scratch = new ArrayList<>(List.of("fresh"));
    int value;

    WithTransient() {}
  }

  /** Without a no-arg constructor, transient fields keep their type defaults. */
  static final class TransientNoCtor {
    transient int cache = 42;
    transient String note = "default";
    final int value;

    TransientNoCtor(int value) {
      this.value = value;
    }
  }

  static final class WithStatic {
    static int counter;
    static String label = "static";
    int value;
  }

  interface Shape {
    double area();
  }

  static final class Circle implements Shape {
    double r;

    Circle() {}

    Circle(double r) {
      this.r = r;
    }

    @Override
    public double area() {
      return Math.PI * r * r;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Circle && ((Circle) o).r == r;
    }

    @Override
    public int hashCode() {
      return Double.hashCode(r);
    }
  }

  static class Square implements Shape {
    int side;

    Square() {}

    Square(int side) {
      this.side = side;
    }

    @Override
    public double area() {
      return side * side;
    }

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && ((Square) o).side == side;
    }

    @Override
    public int hashCode() {
      return side;
    }
  }

  /** A subclass of a concrete class held in a slot declared with the parent. */
  static final class ColoredSquare extends Square {
    String color;

    ColoredSquare() {}

    ColoredSquare(int side, String color) {
      super(side);
      this.color = color;
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && Objects.equals(((ColoredSquare) o).color, color);
    }
  }

  abstract static class Animal {
    String name;

    abstract String sound();

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && Objects.equals(((Animal) o).name, name);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(name);
    }
  }

  static final class Dog extends Animal {
    int goodness;

    @Override
    String sound() {
      return "woof";
    }

    @Override
    public boolean equals(Object o) {
      return super.equals(o) && ((Dog) o).goodness == goodness;
    }
  }

  static final class Cat extends Animal {
    @Override
    String sound() {
      return "meow";
    }
  }

  static final class Polymorphic {
    Object any;
    Shape shape;
    Square square;
    Animal animal;
    Comparable<?> comparable;
    List<Shape> shapes;
    Shape[] shapeArray;
    Map<String, Animal> zoo;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Polymorphic)) {
        return false;
      }
      Polymorphic p = (Polymorphic) o;
      return Objects.deepEquals(any, p.any)
          && Objects.equals(shape, p.shape)
          && Objects.equals(square, p.square)
          && Objects.equals(animal, p.animal)
          && Objects.equals(comparable, p.comparable)
          && Objects.equals(shapes, p.shapes)
          && Arrays.equals(shapeArray, p.shapeArray)
          && Objects.equals(zoo, p.zoo);
    }

    @Override
    public int hashCode() {
      return 7;
    }
  }

  static final class Box<T> {
    T value;

    Box() {}

    Box(T value) {
      this.value = value;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Box && Objects.deepEquals(value, ((Box<?>) o).value);
    }

    @Override
    public int hashCode() {
      return 3;
    }
  }

  static final class Pair<A, B extends Number> {
    A first;
    B second;

    @Override
    public boolean equals(Object o) {
      return o instanceof Pair
          && Objects.equals(first, ((Pair<?, ?>) o).first)
          && Objects.equals(second, ((Pair<?, ?>) o).second);
    }

    @Override
    public int hashCode() {
      return 5;
    }
  }

  static final class Generic {
    Box<String> text;
    Box<Box<Integer>> nested;
    Box<int[]> ints;
    Pair<String, Long> pair;
    List<Box<String>> boxes;
    Map<String, List<Integer>> index;
    Map<Integer, Box<?>> wild;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Generic)) {
        return false;
      }
      Generic g = (Generic) o;
      return Objects.equals(text, g.text)
          && Objects.equals(nested, g.nested)
          && Objects.equals(ints, g.ints)
          && Objects.equals(pair, g.pair)
          && Objects.equals(boxes, g.boxes)
          && Objects.equals(index, g.index)
          && Objects.equals(wild, g.wild);
    }

    @Override
    public int hashCode() {
      return 11;
    }
  }

  static final class Empty {
    @Override
    public boolean equals(Object o) {
      return o instanceof Empty;
    }

    @Override
    public int hashCode() {
      return 0;
    }
  }

  static final class HoldsEmpty {
    Empty empty;
    Object anything;
    Empty[] empties;

    @Override
    public boolean equals(Object o) {
      return o instanceof HoldsEmpty
          && Objects.equals(empty, ((HoldsEmpty) o).empty)
          && Objects.equals(anything, ((HoldsEmpty) o).anything)
          && Arrays.equals(empties, ((HoldsEmpty) o).empties);
    }

    @Override
    public int hashCode() {
      return 0;
    }
  }

  /** 300 fields of several kinds. */
  static final class Wide {
    int i0, i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11;
    int i12, i13, i14, i15, i16, i17, i18, i19, i20, i21, i22, i23;
    int i24, i25, i26, i27, i28, i29, i30, i31, i32, i33, i34, i35;
    int i36, i37, i38, i39, i40, i41, i42, i43, i44, i45, i46, i47;
    int i48, i49, i50, i51, i52, i53, i54, i55, i56, i57, i58, i59;
    int i60, i61, i62, i63, i64, i65, i66, i67, i68, i69, i70, i71;
    int i72, i73, i74, i75, i76, i77, i78, i79, i80, i81, i82, i83;
    int i84, i85, i86, i87, i88, i89, i90, i91, i92, i93, i94, i95;
    int i96, i97, i98, i99;
    long l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11;
    long l12, l13, l14, l15, l16, l17, l18, l19, l20, l21, l22, l23;
    long l24, l25, l26, l27, l28, l29, l30, l31, l32, l33, l34, l35;
    long l36, l37, l38, l39, l40, l41, l42, l43, l44, l45, l46, l47;
    long l48, l49;
    double d0, d1, d2, d3, d4, d5, d6, d7, d8, d9, d10, d11;
    double d12, d13, d14, d15, d16, d17, d18, d19, d20, d21, d22, d23;
    double d24, d25, d26, d27, d28, d29;
    byte b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11;
    byte b12, b13, b14, b15, b16, b17, b18, b19;
    String s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11;
    String s12, s13, s14, s15, s16, s17, s18, s19, s20, s21, s22, s23;
    String s24, s25, s26, s27, s28, s29, s30, s31, s32, s33, s34, s35;
    String s36, s37, s38, s39, s40, s41, s42, s43, s44, s45, s46, s47;
    String s48, s49, s50, s51, s52, s53, s54, s55, s56, s57, s58, s59;
    String s60, s61, s62, s63, s64, s65, s66, s67, s68, s69;
    Integer n0, n1, n2, n3, n4, n5, n6, n7, n8, n9, n10, n11;
    Integer n12, n13, n14, n15, n16, n17, n18, n19, n20, n21, n22, n23;
    Integer n24, n25, n26, n27, n28, n29;
  }

  // ------------------------------------------------------------------ tests

  @Test
  void privateFinalFieldsWithoutNoArgConstructor() {
    Consumer<Fury> setup = registering(Money.class);
    assertRoundTrip(new Money(-12345678901L, "EUR", new int[] {1, 2}), setup);
    assertRoundTrip(new Money(Long.MAX_VALUE, "USD", null), setup);
  }

  @Test
  void shadowedFieldsAcrossThreeLevelsAreAllKept() {
    Child c = new Child();
    c.setGrand(1, "grand");
    c.setParent(2, "parent", 2.5);
    c.x = 3;
    c.name = "child";
    c.a = 4;
    assertEquals(9, FieldOrder.of(Child.class).size());
    ConfigMatrix.forEach(
        p -> {
          for (Child back :
              new Child[] {
                (Child) RoundTrip.through(p, c, registering(Child.class)),
                p.newFury(registering(Child.class)).copy(c)
              }) {
            assertEquals(1, back.grandX());
            assertEquals(2, back.parentX());
            assertEquals(3, back.childX());
            assertEquals("grand", ((GrandParent) back).name);
            assertEquals("parent", ((Parent) back).name);
            assertEquals("child", back.name);
            assertEquals(2.5, back.onlyInParent());
            assertEquals(4, back.a);
            assertEquals(List.of("g1"), back.grandTags());
          }
        });
  }

  @Test
  void transientFieldsGetConstructorDefaults() {
    WithTransient w = new WithTransient();
    w.cache = 7;
    w.note = "changed";
    w.scratch.add("more");
    w.value = 99;
    ConfigMatrix.forEach(
        p -> {
          WithTransient back =
              (WithTransient) RoundTrip.through(p, w, registering(WithTransient.class));
          assertEquals(99, back.value);
          assertEquals(42, back.cache);
          assertEquals("default", back.note);
          assertEquals(List.of("fresh"), back.scratch);
        });
  }

  @Test
  void transientFieldsWithoutConstructorGetTypeDefaults() {
    TransientNoCtor t = new TransientNoCtor(5);
    ConfigMatrix.forEach(
        p -> {
          TransientNoCtor back =
              (TransientNoCtor) RoundTrip.through(p, t, registering(TransientNoCtor.class));
          assertEquals(5, back.value);
          assertEquals(0, back.cache);
          assertNull(back.note);
        });
  }

  @Test
  void staticFieldsAreNeitherWrittenNorRestored() {
    ConfigMatrix.forEach(
        p -> {
          Fury writer = p.newFury(registering(WithStatic.class));
          Fury reader = p.newFury(registering(WithStatic.class));
          WithStatic w = new WithStatic();
          w.value = 3;
          WithStatic.counter = 5;
          WithStatic.label = "before";
          byte[] bytes = writer.serialize(w);
          WithStatic.counter = 1_000_000;
          WithStatic.label = "after";
          assertEquals(Arrays.toString(bytes), Arrays.toString(writer.serialize(w)));
          WithStatic back = (WithStatic) reader.deserialize(bytes);
          assertEquals(3, back.value);
          assertEquals(1_000_000, WithStatic.counter);
          assertEquals("after", WithStatic.label);
        });
    assertEquals(1, FieldOrder.of(WithStatic.class).size());
  }

  @Test
  void polymorphicFields() {
    Consumer<Fury> setup =
        registering(
            Polymorphic.class,
            Circle.class,
            Square.class,
            ColoredSquare.class,
            Dog.class,
            Cat.class,
            Shape.class); // Shape: the component of the Shape[] value
    Dog dog = new Dog();
    dog.name = "rex";
    dog.goodness = 11;
    Cat cat = new Cat();
    cat.name = "tom";
    Polymorphic p = new Polymorphic();
    p.any = new Circle(1.5);
    p.shape = new ColoredSquare(2, "red");
    p.square = new ColoredSquare(3, "blue");
    p.animal = dog;
    p.comparable = "text";
    p.shapes = new ArrayList<>(List.of(new Circle(1), new Square(2), new ColoredSquare(3, "c")));
    p.shapes.add(null);
    p.shapeArray = new Shape[] {new Square(4), null, new Circle(0.5)};
    p.zoo = new HashMap<>();
    p.zoo.put("dog", dog);
    p.zoo.put("cat", cat);
    p.zoo.put("none", null);
    assertRoundTrip(p, setup);

    Polymorphic q = new Polymorphic();
    q.any = 42;
    q.shape = new Circle(3);
    q.square = new Square(1);
    q.animal = cat;
    q.comparable = 5L;
    q.shapes = new ArrayList<>(List.of(new Circle(2), new Circle(3)));
    q.shapeArray = new Circle[] {new Circle(9)};
    assertRoundTrip(q, setup);

    // a same-type run of a class whose generated serializer writes in two parts (a primitive
    // head, a reference tail), without and with nulls
    Polymorphic runs = new Polymorphic();
    runs.shapes = new ArrayList<>(List.of(new ColoredSquare(1, "a"), new ColoredSquare(2, null)));
    assertRoundTrip(runs, setup);
    runs.shapes.add(1, null);
    assertRoundTrip(runs, setup);

    for (Object any :
        new Object[] {"s", new int[] {1}, new ArrayList<>(List.of(1, "x")), dog, null}) {
      Polymorphic r = new Polymorphic();
      r.any = any;
      assertRoundTrip(r, setup);
    }
    assertRoundTrip(new Polymorphic(), setup);
  }

  @Test
  void polymorphicValueOfUnregisteredClassIsRejected() {
    Fury fury = Fury.builder().build();
    fury.register(Polymorphic.class);
    fury.register(Circle.class);
    Polymorphic p = new Polymorphic();
    p.shape = new Square(1);
    assertThrows(ClassNotRegisteredException.class, () -> fury.serialize(p));
  }

  @Test
  void genericClasses() {
    Consumer<Fury> setup = registering(Generic.class, Box.class, Pair.class);
    Generic g = new Generic();
    g.text = new Box<>("hello");
    g.nested = new Box<>(new Box<>(7));
    g.ints = new Box<>(new int[] {1, 2, 3});
    g.pair = new Pair<>();
    g.pair.first = "first";
    g.pair.second = Long.MIN_VALUE;
    g.boxes = new ArrayList<>(List.of(new Box<>("a"), new Box<>("b")));
    g.boxes.add(new Box<>(null));
    g.index = new HashMap<>();
    g.index.put("primes", new ArrayList<>(List.of(2, 3, 5)));
    g.index.put("none", new ArrayList<>());
    g.wild = new HashMap<>();
    g.wild.put(1, new Box<>("one"));
    g.wild.put(2, new Box<>(new Box<>(2.0)));
    assertRoundTrip(g, setup);
    assertRoundTrip(new Generic(), setup);
    assertRoundTrip(new Box<>(new Box<>(new Box<>("deep"))), setup);
    assertRoundTrip(new Box<>(new String[] {"arr"}), setup);
  }

  @Test
  void emptyClasses() {
    Consumer<Fury> setup = registering(Empty.class, HoldsEmpty.class);
    assertRoundTrip(new Empty(), setup);
    HoldsEmpty h = new HoldsEmpty();
    h.empty = new Empty();
    h.anything = new Empty();
    h.empties = new Empty[] {new Empty(), null, new Empty()};
    assertRoundTrip(h, setup);
    assertRoundTrip(new HoldsEmpty(), setup);
    assertRoundTrip(new Object[] {new Empty(), new Empty()}, setup);
  }

  @Test
  void classWithThreeHundredFields() throws Exception {
    Field[] fields = instanceFields(Wide.class);
    assertEquals(300, fields.length);
    assertEquals(300, FieldOrder.of(Wide.class).size());
    Wide w = new Wide();
    for (int k = 0; k < fields.length; k++) {
      Field f = fields[k];
      Class<?> t = f.getType();
      Object v;
      if (t == int.class) {
        v = k % 2 == 0 ? Integer.MIN_VALUE + k : k * 1000;
      } else if (t == long.class) {
        v = k % 2 == 0 ? Long.MAX_VALUE - k : -k;
      } else if (t == double.class) {
        v = k / 7.0;
      } else if (t == byte.class) {
        v = (byte) (k * 3);
      } else if (t == String.class) {
        v = k % 10 == 0 ? null : "s" + k + (k % 3 == 0 ? "\u20ac" : "");
      } else {
        v = k % 5 == 0 ? null : k;
      }
      f.set(w, v);
    }
    assertRoundTrip(w, registering(Wide.class), UserClassRoundTripTest::assertFieldsEqual);
    assertRoundTrip(new Wide(), registering(Wide.class), UserClassRoundTripTest::assertFieldsEqual);
  }

  private static Field[] instanceFields(Class<?> cls) {
    return Arrays.stream(cls.getDeclaredFields())
        .filter(f -> !Modifier.isStatic(f.getModifiers()) && !f.isSynthetic())
        .peek(f -> f.setAccessible(true))
        .toArray(Field[]::new);
  }

  private static void assertFieldsEqual(Object expected, Object actual) {
    assertSame(expected.getClass(), actual.getClass());
    for (Field f : instanceFields(expected.getClass())) {
      try {
        assertEquals(f.get(expected), f.get(actual), f.getName());
      } catch (IllegalAccessException e) {
        throw new AssertionError(e);
      }
    }
  }
}
