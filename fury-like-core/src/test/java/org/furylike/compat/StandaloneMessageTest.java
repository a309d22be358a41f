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

  private static Fury fury(boolean codegen) {
    Fury f =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withCodegen(codegen)
            .withCodegenStrict(true)
            .build();
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
  void tamperedBlockIsRejectedEvenAfterTheGoodOneWasCached() {
    Fury writer = fury(true);
    Fury reader = fury(true);
    byte[] good = writer.serialize(box(1, null));
    assertEquals(box(1, null), reader.deserialize(good));
    // byte 13 lies inside the first schema: after header, flag, block count, 8-byte hash, length
    for (int at : new int[] {3, 12, 13, 20}) {
      byte[] bad = good.clone();
      bad[at] ^= 0x01;
      assertThrows(DeserializationException.class, () -> reader.deserialize(bad), "byte " + at);
      assertEquals(box(1, null), reader.deserialize(good), "reader still usable after byte " + at);
    }
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
}
