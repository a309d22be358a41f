package org.furylike.serializer;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.context.ReadContext;
import org.furylike.context.RefFlags;
import org.furylike.context.WriteContext;
import org.furylike.exception.LimitExceededException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.FieldKind;
import org.furylike.meta.GenericType;
import org.furylike.resolver.ClassInfo;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.api.Test;

/**
 * Strings and boxed primitives in slots of any type ({@code Object} fields, runs of values of
 * several classes) are written by {@link WriteContext#writeRef(Object)} and read by {@link
 * ReadContext#readRef()} in place, without serializer dispatch. The bytes must be those their
 * serializers write behind the flag and the class info, and each such value still counts against
 * the object budget.
 */
class InPlaceSlotTest {
  private static final Object[] VALUES = {
    "ann",
    "",
    "b\u00e9a",
    "\u4e2d\u6587",
    7,
    -1,
    Integer.MIN_VALUE,
    -1L,
    Long.MAX_VALUE,
    1L << 40,
    1.5,
    -0.0,
    2.5f,
    true,
    false,
    (byte) 3,
    (short) -4,
    'c',
    '\u4e2d'
  };

  /** Writes one value through the slot entry points and through the serializer's own sequence. */
  static final class TwoWays extends Serializer<Object[]> {
    final List<byte[]> bySlot = new ArrayList<>();
    final List<byte[]> bySlotWithType = new ArrayList<>();
    final List<byte[]> bySerializer = new ArrayList<>();

    TwoWays() {
      super(Object[].class);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void write(WriteContext ctx, Object[] values) {
      MemoryBuffer b = ctx.buffer();
      for (Object v : values) {
        int start = b.writerIndex();
        ctx.writeRef(v);
        bySlot.add(Arrays.copyOfRange(b.getHeapMemory(), start, b.writerIndex()));
        start = b.writerIndex();
        ctx.writeRef(v, GenericType.ofClass(Object.class));
        bySlotWithType.add(Arrays.copyOfRange(b.getHeapMemory(), start, b.writerIndex()));
        start = b.writerIndex();
        ClassInfo info = ctx.resolver().getClassInfo(v.getClass());
        Serializer<Object> s = (Serializer<Object>) ctx.resolver().getSerializer(info);
        b.writeByte(RefFlags.NOT_NULL);
        ctx.resolver().writeClassInfo(ctx, info);
        s.write(ctx, v);
        bySerializer.add(Arrays.copyOfRange(b.getHeapMemory(), start, b.writerIndex()));
      }
      b.writeVarUint32(values.length);
    }

    @Override
    public Object[] read(ReadContext ctx) {
      throw new UnsupportedOperationException("written only");
    }
  }

  @Test
  void aValueInASlotOfAnyTypeHasTheBytesOfItsSerializer() {
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      TwoWays probe = new TwoWays();
      Fury fury = p.newFury(f -> f.registerSerializer(Object[].class, probe));
      fury.serialize(VALUES.clone());
      assertEquals(VALUES.length, probe.bySerializer.size(), p.toString());
      for (int i = 0; i < VALUES.length; i++) {
        String what = p + ": " + VALUES[i] + " (" + VALUES[i].getClass().getSimpleName() + ")";
        assertTrue(probe.bySerializer.get(i).length > 1, what);
        assertArrayEquals(probe.bySerializer.get(i), probe.bySlot.get(i), what);
        assertArrayEquals(probe.bySerializer.get(i), probe.bySlotWithType.get(i), what);
      }
    }
  }

  /** The classes written in place are exactly strings and the boxed primitives. */
  @Test
  void onlyStringsAndBoxedPrimitivesAreWrittenInPlace() {
    Fury fury = Fury.builder().withAsyncCompilation(false).build();
    // one serialize creates the serializers the class infos hold
    List<Object> all = new ArrayList<>(Arrays.asList(VALUES));
    all.add(new java.math.BigDecimal("1.5"));
    all.add(java.time.LocalDate.of(2024, 2, 29));
    all.add(new ArrayList<>(List.of(1)));
    fury.deserialize(fury.serialize(all));
    org.furylike.resolver.ClassResolver resolver = fury.getClassResolver();
    for (Object v : VALUES) {
      assertNotNull(resolver.getClassInfo(v.getClass()).inPlaceKind(), v.getClass().getName());
    }
    assertEquals(FieldKind.STRING, resolver.getClassInfo(String.class).inPlaceKind());
    assertEquals(FieldKind.BOXED_LONG, resolver.getClassInfo(Long.class).inPlaceKind());
    for (Class<?> c :
        new Class<?>[] {java.math.BigDecimal.class, java.time.LocalDate.class, ArrayList.class}) {
      assertEquals(null, resolver.getClassInfo(c).inPlaceKind(), c.getName());
    }
  }

  /** {@code Object}-declared slots, in fields and in runs of values of several classes. */
  static final class Slots {
    Object one;
    Object two;
    List<Object> mixed;
    Map<String, Object> attributes;

    @Override
    public boolean equals(Object o) {
      return o instanceof Slots
          && Objects.equals(one, ((Slots) o).one)
          && Objects.equals(two, ((Slots) o).two)
          && Objects.equals(mixed, ((Slots) o).mixed)
          && Objects.equals(attributes, ((Slots) o).attributes);
    }

    @Override
    public int hashCode() {
      return Objects.hash(one, two, mixed, attributes);
    }
  }

  private static Slots slots(int values) {
    Slots s = new Slots();
    s.one = "first";
    s.two = 42L;
    s.mixed = new ArrayList<>();
    s.attributes = new HashMap<>();
    for (int i = 0; i < values; i++) {
      s.mixed.add(VALUES[i % VALUES.length]);
      s.attributes.put("k" + i, i % 3 == 0 ? null : VALUES[(i * 7) % VALUES.length]);
    }
    return s;
  }

  @Test
  void slotsOfAnyTypeRoundTripInEveryConfiguration() {
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      Fury fury = p.newFury(f -> f.register(Slots.class));
      Slots s = slots(3 * VALUES.length);
      Slots back = (Slots) fury.deserialize(fury.serialize(s));
      assertEquals(s, back, p.toString());
      for (int i = 0; i < s.mixed.size(); i++) {
        assertEquals(s.mixed.get(i).getClass(), back.mixed.get(i).getClass(), p + " at " + i);
      }
      // a value of each class on its own, at the root
      for (Object v : VALUES) {
        Object r = fury.deserialize(fury.serialize(v));
        assertEquals(v, r, p.toString());
        assertEquals(v.getClass(), r.getClass(), p.toString());
      }
    }
  }

  /**
   * A run of values of several classes is read value by value through the slot path: each string or
   * boxed value counts against {@code withMaxObjects} as before, in every configuration.
   */
  @Test
  void stringsAndBoxesInSlotsCountAgainstTheObjectBudget() {
    for (ConfigMatrix.Point p : ConfigMatrix.points()) {
      Fury writer = p.newFury(f -> f.register(Slots.class));
      Fury tight = p.builder().withMaxObjects(50).build();
      tight.register(Slots.class);
      Slots small = slots(10);
      small.attributes = null;
      assertEquals(small, tight.deserialize(writer.serialize(small)), p.toString());
      Slots large = slots(80);
      large.attributes = null;
      byte[] bytes = writer.serialize(large);
      LimitExceededException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              LimitExceededException.class, () -> tight.deserialize(bytes), p.toString());
      assertEquals("maxObjects", e.getLimit(), p.toString());
    }
  }
}
