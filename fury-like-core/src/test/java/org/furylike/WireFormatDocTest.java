package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.furylike.config.CompatibleMode;
import org.furylike.meta.FieldKind;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.serializer.builtin.BuiltinSerializers;
import org.junit.jupiter.api.Test;

/** Keeps docs/wire-format.md honest: its id table and byte examples match what the code does. */
class WireFormatDocTest {
  record Point(int x, int y) {}

  static final class Node {
    Node next;
  }

  /** Not final: its field {@code inner} is a declared-class slot. */
  static class Box {
    Box inner;
  }

  private static String doc() throws IOException {
    Path p = Path.of("..", "docs", "wire-format.md");
    if (!Files.exists(p)) {
      p = Path.of("docs", "wire-format.md");
    }
    return Files.readString(p, StandardCharsets.UTF_8);
  }

  private static String hex(byte[] bytes) {
    StringBuilder sb = new StringBuilder();
    for (byte b : bytes) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(String.format("%02x", b & 0xFF));
    }
    return sb.toString();
  }

  private static void assertDocumented(String doc, byte[] bytes) {
    String h = hex(bytes);
    assertTrue(
        doc.contains("`" + h + "`"), "docs/wire-format.md lacks the example bytes `" + h + "`");
  }

  @Test
  void builtinIdTableMatchesTheRegistry() throws IOException {
    String doc = doc();
    int start = doc.indexOf("<!-- builtin-table -->");
    int end = doc.indexOf("<!-- /builtin-table -->");
    assertTrue(start >= 0 && end > start, "table markers missing");
    Matcher m =
        Pattern.compile("\\| (\\d+) \\| (`([^`]+)`|array marker) \\|")
            .matcher(doc.substring(start, end));
    List<BuiltinRegistry.Entry> entries = BuiltinSerializers.registry().entries();
    int rows = 0;
    while (m.find()) {
      int id = Integer.parseInt(m.group(1));
      BuiltinRegistry.Entry e = entries.get(id);
      if (m.group(3) == null) {
        assertEquals(BuiltinSerializers.ARRAY_MARKER_ID, id);
        assertEquals(null, e, "id " + id + " should be the reserved array marker");
      } else {
        assertEquals(m.group(3), e.cls().getTypeName(), "built-in id " + id);
      }
      assertEquals(rows, id, "rows must list consecutive ids from 0");
      rows++;
    }
    assertEquals(33, rows, "documented rows");
  }

  @Test
  void fieldKindCodeTableMatchesTheEnum() throws IOException {
    String doc = doc();
    int start = doc.indexOf("<!-- kind-table -->");
    int end = doc.indexOf("<!-- /kind-table -->");
    assertTrue(start >= 0 && end > start, "kind table markers missing");
    Matcher m = Pattern.compile("\\| (\\d+) \\| `(\\w+)` ").matcher(doc.substring(start, end));
    int rows = 0;
    while (m.find()) {
      FieldKind kind = FieldKind.ofCode(Integer.parseInt(m.group(1)));
      assertEquals(m.group(2), kind == null ? null : kind.name(), "field kind code " + m.group(1));
      rows++;
    }
    assertEquals(FieldKind.values().length, rows, "every kind documented once");
    assertEquals(FieldKind.maxCode() + 1, rows, "codes are dense");
  }

  @Test
  void examplesMatchTheBytesWritten() throws IOException {
    String doc = doc();
    Fury fury = Fury.builder().build();
    fury.register(Point.class);
    assertDocumented(doc, fury.serialize(null));
    assertDocumented(doc, fury.serialize("hi"));
    assertDocumented(doc, fury.serialize("\u20ac"));
    assertDocumented(doc, fury.serialize(-1));
    assertDocumented(doc, fury.serialize(new Point(3, -2)));
    assertDocumented(doc, fury.serialize(new int[][] {{1}}));
    assertDocumented(doc, fury.serialize(new ArrayList<>(List.of("a", "\u00e9"))));

    Fury uncompressed = Fury.builder().withNumberCompressed(false).build();
    uncompressed.register(Point.class);
    assertDocumented(doc, uncompressed.serialize(new Point(3, -2)));

    Fury unchecked = Fury.builder().withClassVersionCheck(false).build();
    unchecked.register(Point.class);
    assertDocumented(doc, unchecked.serialize(new Point(3, -2)));

    Fury checksummed = Fury.builder().withChecksum(true).build();
    checksummed.register(Point.class);
    assertDocumented(doc, checksummed.serialize(new Point(3, -2)));

    Fury tracked = Fury.builder().withRefTracking(true).build();
    tracked.register(Node.class);
    Node n = new Node();
    n.next = n;
    assertDocumented(doc, tracked.serialize(n));

    Fury boxes = Fury.builder().build();
    boxes.register(Box.class);
    Box b = new Box();
    b.inner = new Box();
    byte[] bytes = boxes.serialize(b);
    assertDocumented(doc, bytes);
    assertEquals(org.furylike.context.RefFlags.NOT_NULL_DECLARED, bytes[5], "the field's flag");
    Box back = (Box) boxes.deserialize(bytes);
    assertEquals(Box.class, back.inner.getClass());
    assertEquals(null, back.inner.inner);
  }

  @Test
  void compatibleExampleMatchesTheBytesWritten() throws IOException {
    Fury fury = Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE).build();
    fury.register(Point.class);
    byte[] bytes = fury.serialize(new Point(3, -2));
    assertDocumented(doc(), bytes);
    Fury reader = Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE).build();
    reader.register(Point.class);
    assertEquals(new Point(3, -2), reader.deserialize(bytes));
  }
}
