package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.furylike.Fury;
import org.furylike.config.Config;
import org.furylike.exception.DeserializationException;
import org.furylike.testing.ConfigMatrix;
import org.furylike.testing.RoundTrip;
import org.junit.jupiter.api.Test;

/**
 * Collection fields whose elements are boxed primitives get element loops that write and read the
 * values in place, as the interpreter's {@code ElementCodec} does: every shape (nulls, empty, other
 * collection kinds, every boxed type, shared boxes with references on) round-trips in every
 * configuration with the interpreter's bytes, and the generated loops call no element serializer.
 */
class BoxedElementLoopTest {
  static final class Boxes {
    List<Long> ids = new ArrayList<>();
    Set<Integer> codes = new HashSet<>();
    List<Double> weights = new LinkedList<>();
    ArrayList<Boolean> flags = new ArrayList<>();
    Set<Short> shorts = new TreeSet<>();
    Collection<Character> chars = new ArrayList<>();
    List<Byte> bytes = new ArrayList<>();
    Set<Float> ratios = new LinkedHashSet<>();

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Boxes)) {
        return false;
      }
      Boxes b = (Boxes) o;
      return Objects.equals(ids, b.ids)
          && Objects.equals(codes, b.codes)
          && Objects.equals(weights, b.weights)
          && Objects.equals(flags, b.flags)
          && Objects.equals(shorts, b.shorts)
          && Objects.equals(chars, b.chars)
          && Objects.equals(bytes, b.bytes)
          && Objects.equals(ratios, b.ratios)
          && kinds().equals(b.kinds());
    }

    private List<Class<?>> kinds() {
      return Arrays.asList(
          classOf(ids), classOf(codes), classOf(weights), classOf(flags), classOf(shorts));
    }

    private static Class<?> classOf(Object o) {
      return o == null ? null : o.getClass();
    }

    @Override
    public int hashCode() {
      return Objects.hash(ids, codes);
    }
  }

  private static Boxes full() {
    Boxes b = new Boxes();
    for (int i = 0; i < 40; i++) {
      b.ids.add(i % 7 == 0 ? Long.MIN_VALUE + i : 1_700_000_000_000L * i - 3);
      b.codes.add(i * 100_003 - 2_000_000);
      b.weights.add(i * 0.5 - 3.25);
      b.flags.add(i % 3 == 0);
      b.shorts.add((short) (i * 997 - 20_000));
      b.chars.add((char) ('A' + i));
      b.bytes.add((byte) (i * 13 - 128));
      b.ratios.add(i / 7f);
    }
    b.ids.add(Long.MAX_VALUE);
    b.codes.add(Integer.MIN_VALUE);
    return b;
  }

  private static Boxes withNulls() {
    Boxes b = full();
    b.ids.add(3, null);
    b.ids.add(null);
    b.codes.add(null);
    b.weights.add(0, null);
    b.flags.add(null);
    b.chars.add(null);
    b.bytes.add(null);
    b.ratios.add(null);
    return b;
  }

  @Test
  void everyBoxedElementShapeRoundTripsWithTheInterpretersBytes() {
    RoundTrip.assertRoundTrip(full(), RoundTrip.registering(Boxes.class));
    RoundTrip.assertRoundTrip(withNulls(), RoundTrip.registering(Boxes.class));
    RoundTrip.assertRoundTrip(new Boxes(), RoundTrip.registering(Boxes.class));
    Boxes nulls = new Boxes();
    nulls.ids = null;
    nulls.codes = null;
    RoundTrip.assertRoundTrip(nulls, RoundTrip.registering(Boxes.class));
  }

  static final class Late {
    List<String> names = new ArrayList<>();
    Set<Long> ids = new LinkedHashSet<>();
    java.util.Map<String, Integer> counts = new java.util.LinkedHashMap<>();
    java.util.Map<Integer, String> labels = new java.util.LinkedHashMap<>();

    @Override
    public boolean equals(Object o) {
      return o instanceof Late
          && names.equals(((Late) o).names)
          && ids.equals(((Late) o).ids)
          && counts.equals(((Late) o).counts)
          && labels.equals(((Late) o).labels);
    }

    @Override
    public int hashCode() {
      return names.hashCode();
    }
  }

  /**
   * Runs written in one pass go back and take two when a null or a value of another class comes
   * after values already written: the bytes are still the interpreter's.
   */
  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void aRunBrokenLateIsWrittenAgainWithTheInterpretersBytes() {
    Late nulls = new Late();
    Late polluted = new Late();
    for (int i = 0; i < 30; i++) {
      for (Late l : new Late[] {nulls, polluted}) {
        l.names.add("name-" + i);
        l.ids.add(1_000_000_007L * i);
        l.counts.put("c" + i, i * 31);
        l.labels.put(i, "label " + i);
      }
    }
    nulls.names.add(null);
    nulls.ids.add(null);
    nulls.counts.put("last", null);
    nulls.labels.put(null, "null key");
    // raw types put values of another class behind the declared ones, as a caller's unchecked
    // code can
    ((List) polluted.names).add(7);
    ((Set) polluted.ids).add(7);
    ((java.util.Map) polluted.counts).put("last", 7L);
    ((java.util.Map) polluted.labels).put("key", "value");
    RoundTrip.assertRoundTrip(nulls, RoundTrip.registering(Late.class));
    // the polluted values are written with their classes, and every reader refuses them
    for (boolean compressed : new boolean[] {true, false}) {
      Fury generated =
          Fury.builder().withNumberCompressed(compressed).withAsyncCompilation(false).build();
      Fury interpreter = Fury.builder().withNumberCompressed(compressed).withCodegen(false).build();
      generated.register(Late.class);
      interpreter.register(Late.class);
      byte[] bytes = generated.serialize(polluted);
      org.junit.jupiter.api.Assertions.assertArrayEquals(interpreter.serialize(polluted), bytes);
      for (Fury reader : new Fury[] {generated, interpreter}) {
        DeserializationException e =
            assertThrows(DeserializationException.class, () -> reader.deserialize(bytes));
        assertTrue(e.getMessage().contains("not of the declared element type"), e.getMessage());
      }
    }
  }

  /** A box shared by two elements comes back equal, with or without references. */
  @Test
  void sharedBoxesRoundTrip() {
    Boxes b = new Boxes();
    Long shared = 1_234_567_890_123L;
    b.ids.add(shared);
    b.ids.add(shared);
    ConfigMatrix.forEach(
        p -> {
          Boxes back = (Boxes) RoundTrip.through(p, b, RoundTrip.registering(Boxes.class));
          assertEquals(b.ids, back.ids, p.toString());
        });
  }

  @Test
  void generatedLoopsReadAndWriteBoxesInPlace() {
    for (boolean compressed : new boolean[] {true, false}) {
      Config config = Fury.builder().withNumberCompressed(compressed).buildConfig();
      String source = JitCompiler.source(Boxes.class, config);
      String ids = method(source, "Object readIdsElements(");
      assertTrue(ids.contains("c.add(Long.valueOf(b.read"), ids);
      assertFalse(ids.contains("es.read("), ids);
      assertFalse(ids.contains("enterData"), ids);
      String codes = method(source, "Object readCodesElements(");
      assertTrue(codes.contains("c.add(Integer.valueOf(b.read"), codes);
      assertFalse(codes.contains("enterHashKeys"), codes);
      String write = method(source, "void writeIdsElements(");
      assertTrue(write.contains(".longValue())"), write);
      assertFalse(write.contains("es.write("), write);
    }
  }

  /** The text of the generated method starting with {@code head}, up to the next method. */
  private static String method(String source, String head) {
    int from = source.indexOf(head);
    assertTrue(from >= 0, () -> head + " not in\n" + source);
    int to = source.indexOf("\n  }\n", from);
    return source.substring(from, to);
  }
}
