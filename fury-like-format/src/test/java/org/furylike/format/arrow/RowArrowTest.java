package org.furylike.format.arrow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.memory.RootAllocator;
import org.apache.arrow.vector.BigIntVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.complex.ListVector;
import org.apache.arrow.vector.complex.StructVector;
import org.furylike.format.BinaryRow;
import org.furylike.format.RowEncoder;
import org.furylike.format.RowEncoders;
import org.furylike.format.RowFormatException;
import org.furylike.format.model.AllTypes;
import org.furylike.format.model.Samples;
import org.junit.jupiter.api.Test;

/**
 * A batch of rows through Arrow vectors and back gives the same bytes. Tagged "arrow": it runs in
 * its own surefire execution, the only one with the JVM flags Arrow needs.
 */
@org.junit.jupiter.api.Tag("arrow")
class RowArrowTest {
  private static final RowEncoder<AllTypes> ENC = RowEncoders.of(AllTypes.class);

  private static List<byte[]> batch() {
    List<byte[]> out = new ArrayList<>();
    out.add(ENC.encode(Samples.full()));
    out.add(ENC.encode(Samples.empty()));
    out.add(ENC.encode(new AllTypes(null)));
    out.add(ENC.encode(Samples.large(200)));
    return out;
  }

  @Test
  void roundTripThroughArrowKeepsEveryByte() {
    List<byte[]> encoded = batch();
    List<BinaryRow> rows = new ArrayList<>();
    for (byte[] b : encoded) {
      rows.add(BinaryRow.wrap(b, 0, b.length));
    }
    try (BufferAllocator allocator = new RootAllocator();
        VectorSchemaRoot root = RowArrow.toArrow(ENC.schema(), rows, allocator)) {
      assertEquals(4, root.getRowCount());
      assertEquals(Long.MAX_VALUE, ((BigIntVector) root.getVector("l")).get(0));
      assertEquals(
          Samples.full().str,
          new String(
              ((VarCharVector) root.getVector("str")).get(0),
              java.nio.charset.StandardCharsets.UTF_8));
      assertTrue(root.getVector("str").isNull(2));
      ListVector points = (ListVector) root.getVector("points");
      assertEquals(200, points.getElementEndIndex(3) - points.getElementStartIndex(3));
      StructVector point = (StructVector) root.getVector("point");
      assertEquals(7, ((org.apache.arrow.vector.IntVector) point.getChild("x")).get(0));
      List<byte[]> back = RowArrow.fromArrow(root, ENC.schema());
      assertEquals(encoded.size(), back.size());
      for (int r = 0; r < back.size(); r++) {
        assertArrayEquals(encoded.get(r), back.get(r), "row " + r);
      }
    }
  }

  @Test
  void timestampsOutsideArrowsRangeAreNamed() {
    AllTypes t = Samples.full();
    t.instant = Instant.parse("3000-01-01T00:00:00Z");
    byte[] b = ENC.encode(t);
    try (BufferAllocator allocator = new RootAllocator()) {
      RowFormatException e =
          assertThrows(
              RowFormatException.class,
              () ->
                  RowArrow.toArrow(
                      ENC.schema(), List.of(BinaryRow.wrap(b, 0, b.length)), allocator));
      assertTrue(e.getMessage().contains("AllTypes.instant of row 0"), e.getMessage());
    }
  }
}
