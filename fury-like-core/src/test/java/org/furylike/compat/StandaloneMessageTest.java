package org.furylike.compat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.DeserializationException;
import org.furylike.resolver.SchemaContext;
import org.junit.jupiter.api.Test;

/**
 * Compatible-mode messages that each carry their schemas: the block a writer copies, the block a
 * reader recognises again, and what happens to blocks that were tampered with.
 */
class StandaloneMessageTest {
  enum Color {
    RED,
    GREEN
  }

  static final class Part {
    String label;
    Color color;

    Part() {}

    Part(String label, Color color) {
      this.label = label;
      this.color = color;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Part
          && Objects.equals(((Part) o).label, label)
          && ((Part) o).color == color;
    }

    @Override
    public int hashCode() {
      return Objects.hash(label, color);
    }
  }

  static final class Box {
    int weight;
    Part main;
    List<Part> spares;
    Object extra;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Box)) {
        return false;
      }
      Box b = (Box) o;
      return b.weight == weight
          && Objects.equals(b.main, main)
          && Objects.equals(b.spares, spares)
          && Objects.equals(b.extra, extra);
    }

    @Override
    public int hashCode() {
      return Objects.hash(weight, main, spares, extra);
    }
  }

  static final class Tag {
    String text;

    Tag() {}

    Tag(String text) {
      this.text = text;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Tag && Objects.equals(((Tag) o).text, text);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(text);
    }
  }

  private static org.furylike.config.FuryBuilder builder(boolean codegen) {
    return Fury.builder()
        .withCompatibleMode(CompatibleMode.COMPATIBLE)
        .withCodegen(codegen)
        .withCodegenStrict(true);
  }

  private static Fury fury(boolean codegen) {
    Fury f = builder(codegen).build();
    f.register(Box.class, 10);
    f.register(Part.class, 11);
    f.register(Color.class, 12);
    f.register(Tag.class, 13);
    return f;
  }

  private static Box box(int weight, Object extra) {
    Box b = new Box();
    b.weight = weight;
    b.main = new Part("lid", Color.RED);
    b.spares = new ArrayList<>(List.of(new Part("hinge", Color.GREEN), new Part("x", null)));
    b.extra = extra;
    return b;
  }

  @Test
  void everyMessageCarriesTheSameBlockAndReadsBackEqual() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = fury(codegen);
      Fury reader = fury(codegen);
      byte[] first = writer.serialize(box(1, null));
      byte[] again = writer.serialize(box(1, null));
      assertArrayEquals(first, again, "a self-contained message does not depend on earlier ones");
      for (int i = 0; i < 3; i++) {
        assertEquals(box(1, null), reader.deserialize(first));
      }
      // a second block in the same message (a polymorphic value of another class), read again
      byte[] withTag = writer.serialize(box(2, new Tag("t")));
      for (int i = 0; i < 3; i++) {
        assertEquals(box(2, new Tag("t")), reader.deserialize(withTag));
        assertEquals(box(1, null), reader.deserialize(first));
      }
    }
  }

  @Test
  void oneInstanceServesTwoConnectionsEachWithTheSchemasItSent() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = fury(codegen);
      Fury readerA = fury(codegen);
      Fury readerB = fury(codegen);
      SchemaContext sentA = new SchemaContext();
      SchemaContext sentB = new SchemaContext();
      SchemaContext receivedA = new SchemaContext();
      SchemaContext receivedB = new SchemaContext();
      // connection A has sent every schema before connection B sends its first message; the
      // messages without a context in between must carry their own blocks as always
      for (int i = 0; i < 3; i++) {
        byte[] a = writer.serialize(sentA, box(i, new Tag("a" + i)));
        assertEquals(box(i, new Tag("a" + i)), readerA.deserialize(receivedA, a));
      }
      byte[] standalone = writer.serialize(box(7, new Tag("s")));
      byte[] firstB = writer.serialize(sentB, box(8, new Tag("b")));
      byte[] laterA = writer.serialize(sentA, box(9, new Tag("a")));
      assertTrue(firstB.length > laterA.length, firstB.length + " / " + laterA.length);
      assertEquals(box(7, new Tag("s")), readerB.deserialize(standalone));
      assertEquals(box(8, new Tag("b")), readerB.deserialize(receivedB, firstB));
      assertEquals(box(9, new Tag("a")), readerA.deserialize(receivedA, laterA));
      // B's second message refers to what B's first one sent, read on B's context
      byte[] secondB = writer.serialize(sentB, box(10, new Tag("c")));
      assertEquals(laterA.length, secondB.length);
      assertEquals(box(10, new Tag("c")), readerB.deserialize(receivedB, secondB));
    }
  }

  @Test
  void aRegistrationAfterTheFirstMessageChangesTheBlockOfTheNext() {
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer = builder(codegen).requireClassRegistration(false).build();
      writer.register(Box.class, 10);
      writer.register(Color.class, 12);
      byte[] partByName = writer.serialize(box(1, null));
      assertArrayEquals(partByName, writer.serialize(box(1, null)));
      writer.register(Part.class, 11);
      byte[] partById = writer.serialize(box(1, null));
      assertTrue(partById.length < partByName.length, partById.length + " / " + partByName.length);
      assertArrayEquals(fury(codegen).serialize(box(1, null)), partById);
      assertEquals(box(1, null), fury(codegen).deserialize(partById));
    }
  }

  @Test
  void registeredClassesTravelWithoutTheirNames() {
    byte[] bytes = fury(true).serialize(box(1, null));
    String text = new String(bytes, java.nio.charset.StandardCharsets.ISO_8859_1);
    assertTrue(!text.contains("Box") && !text.contains("Part"), "no class name in the message");
    Fury consistent = Fury.builder().build();
    consistent.register(Box.class, 10);
    consistent.register(Part.class, 11);
    consistent.register(Color.class, 12);
    int data = consistent.serialize(box(1, null)).length;
    // block header, hash and lengths 12 bytes; Box 31, Part 17, Color 12: 72 (no class names)
    assertTrue(bytes.length - data <= 72, "schemas of " + (bytes.length - data) + " bytes");
  }

  @Test
  void aTamperedBlockIsRejectedUnlessItsHashNamesABlockTheReaderKnows() {
    Fury writer = fury(true);
    byte[] good = writer.serialize(box(1, null));
    // byte 3 is in the block hash; 12, 13 and 20 lie inside the schemas after it (header, flag,
    // block count, 8-byte hash, length)
    int[] positions = {3, 12, 13, 20};
    Fury fresh = fury(true);
    for (int at : positions) {
      byte[] bad = flipped(good, at);
      assertThrows(DeserializationException.class, () -> fresh.deserialize(bad), "byte " + at);
    }
    assertEquals(box(1, null), fresh.deserialize(good), "reader still usable");
    // Once the block is known its hash names it: the schema bytes after the hash are skipped.
    for (int at : positions) {
      byte[] bad = flipped(good, at);
      if (at < 11) {
        assertThrows(DeserializationException.class, () -> fresh.deserialize(bad), "byte " + at);
      } else {
        assertEquals(box(1, null), fresh.deserialize(bad), "byte " + at);
      }
      assertEquals(box(1, null), fresh.deserialize(good), "reader still usable after byte " + at);
    }
  }

  private static byte[] flipped(byte[] bytes, int at) {
    byte[] out = bytes.clone();
    out[at] ^= 0x01;
    return out;
  }

  @Test
  void sharedContextSendsEachSchemaOnceAndStillReadsStandaloneMessages() {
    Fury writer = fury(true);
    Fury reader = fury(true);
    SchemaContext out = new SchemaContext();
    SchemaContext in = new SchemaContext();
    writer.setSchemaContext(out);
    reader.setSchemaContext(in);
    byte[] first = writer.serialize(box(1, new Tag("a")));
    byte[] second = writer.serialize(box(1, new Tag("a")));
    assertTrue(second.length < first.length - 20, first.length + " then " + second.length);
    assertEquals(box(1, new Tag("a")), reader.deserialize(first));
    assertEquals(box(1, new Tag("a")), reader.deserialize(second));
    assertEquals(out.sentCount(), in.receivedCount());
    writer.setSchemaContext(null);
    reader.setSchemaContext(null);
    byte[] alone = writer.serialize(box(3, null));
    assertEquals(box(3, null), reader.deserialize(alone));
  }

  /** Not final: its values are usually of exactly this class, sometimes of {@link SubItem}. */
  static class Item {
    String name;

    Item() {}

    Item(String name) {
      this.name = name;
    }

    @Override
    public boolean equals(Object o) {
      return o != null && o.getClass() == getClass() && Objects.equals(((Item) o).name, name);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(name);
    }
  }

  static final class SubItem extends Item {
    SubItem() {}

    SubItem(String name) {
      super(name);
    }
  }

  static final class Holder {
    Item item;
    List<Item> items;

    @Override
    public boolean equals(Object o) {
      return o instanceof Holder
          && Objects.equals(((Holder) o).item, item)
          && Objects.equals(((Holder) o).items, items);
    }

    @Override
    public int hashCode() {
      return Objects.hash(item, items);
    }
  }

  private static Fury itemFury(boolean codegen) {
    Fury f = builder(codegen).build();
    f.register(Holder.class, 20);
    f.register(Item.class, 21);
    f.register(SubItem.class, 22);
    return f;
  }

  private static Holder holder(Item item) {
    Holder h = new Holder();
    h.item = item;
    h.items = new ArrayList<>(List.of(new Item("a"), new Item("b")));
    return h;
  }

  @Test
  void aRegisteredNonFinalFieldClassTravelsInTheBlockOfTheClassNamingIt() {
    for (boolean codegen : new boolean[] {false, true}) {
      byte[] bytes = itemFury(codegen).serialize(holder(new Item("x")));
      // header, root flag, then the root's class info: a block of 2 schemas (tag 2)
      assertEquals((2 << 2) | 2, bytes[2], "Holder and Item in one block");
      assertEquals(holder(new Item("x")), itemFury(codegen).deserialize(bytes));
      // a value of another class still brings its own schema
      byte[] sub = itemFury(codegen).serialize(holder(new SubItem("y")));
      assertEquals(holder(new SubItem("y")), itemFury(codegen).deserialize(sub));
    }
  }

  /** Thirty fields with repetitive names: the block is smaller deflated. */
  static final class Wide {
    int firstValue, secondValue, thirdValue, fourthValue, fifthValue, sixthValue;
    long firstCount, secondCount, thirdCount, fourthCount, fifthCount, sixthCount;
    String firstLabel, secondLabel, thirdLabel, fourthLabel, fifthLabel, sixthLabel;
    double firstRatio, secondRatio, thirdRatio, fourthRatio, fifthRatio, sixthRatio;
    Integer firstBoxed, secondBoxed, thirdBoxed, fourthBoxed, fifthBoxed, sixthBoxed;

    @Override
    public boolean equals(Object o) {
      return o instanceof Wide && java.util.Arrays.equals(values(), ((Wide) o).values());
    }

    @Override
    public int hashCode() {
      return java.util.Arrays.hashCode(values());
    }

    private Object[] values() {
      return new Object[] {
        firstValue,
        sixthValue,
        firstCount,
        sixthCount,
        firstLabel,
        sixthLabel,
        firstRatio,
        sixthRatio,
        firstBoxed,
        sixthBoxed,
        thirdValue,
        thirdLabel
      };
    }
  }

  @Test
  void aWideClassSchemaIsDeflatedAndReadsBack() {
    Wide w = new Wide();
    w.firstValue = 1;
    w.sixthValue = -6;
    w.firstCount = 1L << 40;
    w.firstLabel = "one";
    w.sixthLabel = "six";
    w.thirdLabel = "three";
    w.sixthRatio = 0.5;
    w.firstBoxed = 7;
    for (boolean codegen : new boolean[] {false, true}) {
      Fury writer =
          Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE).withCodegen(codegen).build();
      writer.register(Wide.class, 30);
      Fury reader =
          Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE).withCodegen(codegen).build();
      reader.register(Wide.class, 30);
      byte[] bytes = writer.serialize(w);
      // after header, root flag and block count: the hash, whose bit 0 marks a deflated block
      assertEquals(1, bytes[3] & 1, "deflated block");
      for (int i = 0; i < 3; i++) {
        assertEquals(w, reader.deserialize(bytes));
      }
      Fury consistent = Fury.builder().withCodegen(codegen).build();
      consistent.register(Wide.class, 30);
      int schema = bytes.length - consistent.serialize(w).length;
      // packed names alone take 325 bytes here (about 10.8 per field); deflated, 163
      assertTrue(schema < 170, "schema of " + schema + " bytes for 30 fields");
    }
  }
}
