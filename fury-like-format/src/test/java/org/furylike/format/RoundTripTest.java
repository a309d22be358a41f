package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Optional;
import org.furylike.format.model.AllTypes;
import org.furylike.format.model.Levels;
import org.furylike.format.model.Point;
import org.furylike.format.model.Samples;
import org.junit.jupiter.api.Test;

/**
 * Generated and interpreted codecs against each other: every supported type, nulls at every
 * position, empty and large collections, structs nested four levels deep. Each case asserts the
 * round trip restores the object and that both codecs wrote the same bytes.
 */
class RoundTripTest {
  private static final RowEncoder<AllTypes> GENERATED =
      RowEncoders.of(AllTypes.class, CodecMode.GENERATED);
  private static final RowEncoder<AllTypes> INTERPRETED =
      RowEncoders.of(AllTypes.class, CodecMode.INTERPRETED);

  /** Encodes with both codecs, checks identical bytes, decodes each with the other, compares. */
  static <T> byte[] check(Class<T> type, T value, Object expected) {
    RowEncoder<T> gen = RowEncoders.of(type, CodecMode.GENERATED);
    RowEncoder<T> interp = RowEncoders.of(type, CodecMode.INTERPRETED);
    assertTrue(gen.isGenerated(), "generated codec compiled for " + type);
    byte[] g = gen.encode(value);
    byte[] i = interp.encode(value);
    assertArrayEquals(i, g, "generated and interpreted bytes differ for " + type);
    assertEquals(0, g.length % 8, "encoded rows are 8-byte multiples");
    Deep.assertDeepEquals(expected, gen.decode(i));
    Deep.assertDeepEquals(expected, interp.decode(g));
    BinaryRow row = BinaryRow.wrap(g, 0, g.length).validate();
    // a third writer, schema-driven and into fresh memory: catches bytes left over in reused
    // buffers
    assertArrayEquals(
        g,
        GenericRows.encode(row.schema(), GenericRows.read(row)),
        "generic values re-encode to the same bytes");
    return g;
  }

  @Test
  void fullObject() {
    AllTypes t = Samples.full();
    check(AllTypes.class, t, t);
    assertEquals("set by constructor", GENERATED.decode(GENERATED.encode(t)).finalField());
  }

  @Test
  void emptyCollections() {
    AllTypes t = Samples.empty();
    check(AllTypes.class, t, t);
  }

  @Test
  void largeCollections() {
    AllTypes t = Samples.large(10_000);
    byte[] b = check(AllTypes.class, t, t);
    assertTrue(b.length > 100_000, "large sample encodes " + b.length + " bytes");
  }

  @Test
  void allReferencesNull() throws Exception {
    AllTypes t = new AllTypes(null);
    AllTypes expected = new AllTypes(null);
    expected.optional = Optional.empty();
    expected.optionalPoint = Optional.empty();
    expected.optionalLong = Optional.empty();
    check(AllTypes.class, t, expected);
    BinaryRow row = GENERATED.toRow(t);
    for (RowField f : row.schema().fields()) {
      assertEquals(!f.type().javaClass().isPrimitive(), row.isNullAt(f.index()), f.name());
    }
  }

  @Test
  void nullAtEveryPosition() throws Exception {
    for (Field f : AllTypes.class.getDeclaredFields()) {
      int mod = f.getModifiers();
      if (f.getType().isPrimitive() || Modifier.isStatic(mod) || Modifier.isTransient(mod)) {
        continue;
      }
      AllTypes t = Samples.full();
      f.setAccessible(true);
      f.set(t, null);
      // a null Optional reads back as an empty one: a row has one null bit per field
      if (f.getType() == Optional.class) {
        AllTypes expected = Samples.full();
        f.set(expected, Optional.empty());
        check(AllTypes.class, t, expected);
      } else {
        check(AllTypes.class, t, t);
      }
    }
  }

  @Test
  void nullAtEveryPositionInNestedLevels() {
    Levels.Level1 l1 = Levels.chain("n");
    check(Levels.Level1.class, l1, l1);
    l1.inner.inner.inner = null;
    check(Levels.Level1.class, l1, l1);
    l1.inner.byName = null;
    check(Levels.Level1.class, l1, l1);
    l1.inner.inner = null;
    check(Levels.Level1.class, l1, l1);
    l1.inner = null;
    l1.tag = null;
    check(Levels.Level1.class, l1, l1);
  }

  @Test
  void listsWithoutRandomAccessTakeTheSharedPathWithTheSameBytes() {
    AllTypes t = Samples.full();
    t.list = new java.util.LinkedList<>(t.list);
    t.points = new java.util.LinkedList<>(t.points);
    check(AllTypes.class, t, t);
    assertArrayEquals(GENERATED.encode(Samples.full()), GENERATED.encode(t));
  }

  @Test
  void records() {
    Point p = new Point(1, -1, "p");
    check(Point.class, p, p);
    Point nulls = new Point(0, 0, null);
    check(Point.class, nulls, nulls);
    org.furylike.format.model.Line line =
        new org.furylike.format.model.Line(
            p,
            null,
            java.util.Arrays.asList(p, null, nulls),
            java.util.Arrays.asList("a", null),
            7L);
    check(org.furylike.format.model.Line.class, line, line);
    org.furylike.format.model.Line empty =
        new org.furylike.format.model.Line(null, null, null, null, 0L);
    check(org.furylike.format.model.Line.class, empty, empty);
  }

  @Test
  void transientFieldsAreSkipped() {
    AllTypes t = Samples.full();
    t.notSerialized("gone");
    assertEquals(null, GENERATED.decode(GENERATED.encode(t)).notSerialized());
    assertFalse(GENERATED.schema().layout().contains("notSerialized"));
  }

  @Test
  void interpretedEncoderReportsItself() {
    assertFalse(INTERPRETED.isGenerated());
    assertEquals(CodecMode.INTERPRETED, INTERPRETED.mode());
    assertTrue(GENERATED.isGenerated());
  }
}
