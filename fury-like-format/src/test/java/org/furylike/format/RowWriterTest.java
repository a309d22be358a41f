package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.furylike.format.model.Levels;
import org.furylike.format.model.Point;
import org.furylike.format.model.Tagged;
import org.junit.jupiter.api.Test;

/** Rows built field by field without a Java object. */
class RowWriterTest {
  @Test
  void slotOrderGivesTheEncodersBytes() {
    RowWriter w = new RowWriter(RowSchema.of(Point.class));
    byte[] b = w.setInt("x", 1).setInt("y", -1).setString("label", "p").encode();
    assertArrayEquals(RowEncoders.of(Point.class).encode(new Point(1, -1, "p")), b);
    assertEquals(new Point(1, -1, "p"), RowEncoders.of(Point.class).decode(b));
  }

  @Test
  void anyOrderDecodesToTheSameObject() {
    RowWriter w = new RowWriter(RowSchema.of(Point.class));
    byte[] b = w.setString("label", "late").setInt("y", 9).encode();
    assertEquals(new Point(0, 9, "late"), RowEncoders.of(Point.class).decode(b));
    assertTrue(BinaryRow.wrap(b, 0, b.length).validate().isNullAt("x"));
  }

  @Test
  void containersAndNestedRows() {
    RowWriter w = new RowWriter(RowSchema.of(Tagged.class));
    byte[] b = w.set("ids", new int[] {7, 8, 9}).set("tags", List.of("ab")).encode();
    Tagged t = RowEncoders.of(Tagged.class).decode(b);
    assertArrayEquals(new int[] {7, 8, 9}, t.ids);
    assertEquals(List.of("ab"), t.tags);

    BinaryRow inner = new RowWriter(RowSchema.of(Levels.Level2.class)).toRow();
    RowWriter outer = new RowWriter(RowSchema.of(Levels.Level1.class));
    BinaryRow row = outer.setString("tag", "t").setStruct("inner", inner).toRow();
    Levels.Level1 l1 = RowEncoders.of(Levels.Level1.class).fromRow(row);
    assertEquals("t", l1.tag);
    assertNull(l1.inner.inner);
    assertNull(l1.inner.byName);
  }

  @Test
  void misuseIsNamed() {
    RowWriter w = new RowWriter(RowSchema.of(Point.class));
    w.setInt("x", 1);
    RowFormatException twice = assertThrows(RowFormatException.class, () -> w.setInt("x", 2));
    assertTrue(twice.getMessage().contains("Point.x was already set"), twice.getMessage());
    RowFormatException kind = assertThrows(RowFormatException.class, () -> w.setLong("y", 2));
    assertTrue(kind.getMessage().contains("Point.y is int32, not int64"), kind.getMessage());
    RowFormatException struct =
        assertThrows(
            RowFormatException.class,
            () ->
                new RowWriter(RowSchema.of(Levels.Level1.class))
                    .setStruct("inner", RowEncoders.of(Point.class).toRow(new Point(1, 1, "x"))));
    assertTrue(struct.getMessage().contains("Level1.inner"), struct.getMessage());
  }

  @Test
  void resetStartsAFreshRow() {
    RowWriter w = new RowWriter(RowSchema.of(Point.class));
    byte[] first = w.setInt("x", 5).encode();
    byte[] second = w.reset().setInt("x", 6).encode();
    assertEquals(5, RowEncoders.of(Point.class).decode(first).x());
    assertEquals(6, RowEncoders.of(Point.class).decode(second).x());
  }
}
