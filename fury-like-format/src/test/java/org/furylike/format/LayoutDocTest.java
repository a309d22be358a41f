package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.furylike.format.model.Point;
import org.furylike.format.model.Tagged;
import org.junit.jupiter.api.Test;

/**
 * The byte examples in docs/row-format.md are what the code writes. Each example is a fenced block
 * opened with {@code ```text row-example NAME}; each of its lines is {@code offset: hex bytes #
 * comment}. A mismatch prints the bytes the code wrote in the same form.
 */
class LayoutDocTest {
  private static final Path DOC =
      Paths.get(System.getProperty("user.dir")).resolve("../docs/row-format.md").normalize();

  private static Map<String, byte[]> actual() {
    Map<String, byte[]> out = new LinkedHashMap<>();
    out.put("point", RowEncoders.of(Point.class).encode(new Point(1, -1, "p")));
    out.put(
        "tagged",
        RowEncoders.of(Tagged.class)
            .encode(new Tagged(new int[] {7, 8, 9}, Arrays.asList("ab", null))));
    return out;
  }

  @Test
  void docExamplesMatchTheCode() throws IOException {
    Map<String, byte[]> documented = parse(Files.readAllLines(DOC, StandardCharsets.UTF_8));
    Map<String, byte[]> actual = actual();
    assertEquals(actual.keySet(), documented.keySet(), "examples in " + DOC);
    for (Map.Entry<String, byte[]> e : actual.entrySet()) {
      assertEquals(
          dump(e.getValue()),
          dump(documented.get(e.getKey())),
          "example " + e.getKey() + " in " + DOC);
    }
  }

  @Test
  void docLayoutTextMatchesTheSchema() throws IOException {
    String doc = Files.readString(DOC, StandardCharsets.UTF_8);
    assertTrue(doc.contains(RowSchema.of(Point.class).layout()), "Point layout in the doc");
    assertTrue(
        doc.contains(Long.toHexString(RowSchema.of(Point.class).fingerprint())),
        "Point fingerprint in the doc");
  }

  private static Map<String, byte[]> parse(List<String> lines) {
    Map<String, byte[]> out = new LinkedHashMap<>();
    String name = null;
    List<Byte> bytes = new ArrayList<>();
    for (String line : lines) {
      if (line.startsWith("```text row-example ")) {
        name = line.substring("```text row-example ".length()).trim();
        bytes.clear();
      } else if (name != null && line.startsWith("```")) {
        byte[] b = new byte[bytes.size()];
        for (int k = 0; k < b.length; k++) {
          b[k] = bytes.get(k);
        }
        out.put(name, b);
        name = null;
      } else if (name != null) {
        String data = line.contains("#") ? line.substring(0, line.indexOf('#')) : line;
        data = data.substring(data.indexOf(':') + 1).trim();
        for (String tok : data.split("\\s+")) {
          if (!tok.isEmpty()) {
            bytes.add((byte) Integer.parseInt(tok, 16));
          }
        }
      }
    }
    return out;
  }

  /** Eight bytes per line, offset first: the form the doc uses. */
  static String dump(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < b.length; k++) {
      if (k % 8 == 0) {
        sb.append(String.format("%s%3d:", k == 0 ? "" : "\n", k));
      }
      sb.append(String.format(" %02x", b[k] & 0xFF));
    }
    return sb.toString();
  }
}
