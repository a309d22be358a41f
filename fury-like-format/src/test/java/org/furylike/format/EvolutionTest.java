package org.furylike.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two versions of the same classes, compiled at test time into separate class loaders: the default
 * decode names the differing fields, and a projection by field name reads rows of one version into
 * the other, in both directions.
 */
class EvolutionTest {
  private static final String V1_ORDER =
      "package evo;\n"
          + "public class Order {\n"
          + "  public long id; public int qty; public String customer; public Address address;\n"
          + "}\n";
  private static final String V1_ADDRESS =
      "package evo;\n" + "public class Address { public String city; public String zip; }\n";
  private static final String V2_ORDER =
      "package evo;\n"
          + "public class Order {\n"
          + "  public long id; public String customer; public java.math.BigDecimal price;\n"
          + "  public Address address; public java.util.List<String> notes;\n"
          + "}\n";
  private static final String V2_ADDRESS =
      "package evo;\n" + "public class Address { public String city; public String country; }\n";
  private static final String V3_ORDER =
      "package evo;\n" + "public class Order { public long id; public String qty; }\n";

  @TempDir static Path dir;
  static Class<?> v1;
  static Class<?> v2;
  static Class<?> v3;

  @BeforeAll
  static void compileVersions() throws Exception {
    v1 =
        VersionCompiler.compile(
                Files.createDirectories(dir.resolve("v1")),
                Map.of("evo.Order", V1_ORDER, "evo.Address", V1_ADDRESS))
            .loadClass("evo.Order");
    v2 =
        VersionCompiler.compile(
                Files.createDirectories(dir.resolve("v2")),
                Map.of("evo.Order", V2_ORDER, "evo.Address", V2_ADDRESS))
            .loadClass("evo.Order");
    v3 =
        VersionCompiler.compile(
                Files.createDirectories(dir.resolve("v3")), Map.of("evo.Order", V3_ORDER))
            .loadClass("evo.Order");
  }

  private static Object address(Class<?> order, String city, String other) throws Exception {
    Class<?> a = order.getClassLoader().loadClass("evo.Address");
    Object o = a.getConstructor().newInstance();
    a.getField("city").set(o, city);
    a.getField(a.getFields()[1].getName()).set(o, other);
    return o;
  }

  private static Object v1Order() throws Exception {
    Object o = v1.getConstructor().newInstance();
    v1.getField("id").set(o, 11L);
    v1.getField("qty").set(o, 3);
    v1.getField("customer").set(o, "ada");
    Object addr = address(v1, "Paris", null);
    addr.getClass().getField("zip").set(addr, "75001");
    v1.getField("address").set(o, addr);
    return o;
  }

  private static Object v2Order() throws Exception {
    Object o = v2.getConstructor().newInstance();
    v2.getField("id").set(o, 22L);
    v2.getField("customer").set(o, "bob");
    v2.getField("price").set(o, new BigDecimal("4.50"));
    v2.getField("notes").set(o, List.of("fragile"));
    Object addr = address(v2, "Lyon", null);
    addr.getClass().getField("country").set(addr, "FR");
    v2.getField("address").set(o, addr);
    return o;
  }

  @SuppressWarnings("unchecked")
  private static byte[] encode(Class<?> type, Object value) {
    return ((RowEncoder<Object>) RowEncoders.of(type)).encode(value);
  }

  @Test
  void versionsHaveDifferentFingerprints() {
    assertNotEquals(RowSchema.of(v1).fingerprint(), RowSchema.of(v2).fingerprint());
  }

  @Test
  void defaultDecodeNamesTheDifferingFields() throws Exception {
    byte[] b = encode(v1, v1Order());
    RowFormatException e =
        assertThrows(RowFormatException.class, () -> RowEncoders.of(v2).decode(b));
    String m = e.getMessage();
    assertTrue(m.contains("'qty' only in the writer"), m);
    assertTrue(m.contains("'price' only in the reader"), m);
    assertTrue(m.contains("'notes' only in the reader"), m);
    assertTrue(m.contains("'address' is struct{city:string,zip:string} in the writer"), m);
  }

  @Test
  void projectOldRowsOntoTheNewClass() throws Exception {
    byte[] b = encode(v1, v1Order());
    Object o = RowEncoders.of(v2).projecting(RowSchema.of(v1)).decode(b);
    assertEquals(11L, v2.getField("id").get(o));
    assertEquals("ada", v2.getField("customer").get(o));
    assertNull(v2.getField("price").get(o));
    assertNull(v2.getField("notes").get(o));
    Object addr = v2.getField("address").get(o);
    assertEquals("Paris", addr.getClass().getField("city").get(addr));
    assertNull(addr.getClass().getField("country").get(addr));
  }

  @Test
  void projectNewRowsOntoTheOldClass() throws Exception {
    byte[] b = encode(v2, v2Order());
    Object o = RowEncoders.of(v1).projecting(RowSchema.of(v2)).decode(b);
    assertEquals(22L, v1.getField("id").get(o));
    assertEquals(0, v1.getField("qty").get(o));
    assertEquals("bob", v1.getField("customer").get(o));
    Object addr = v1.getField("address").get(o);
    assertEquals("Lyon", addr.getClass().getField("city").get(addr));
    assertNull(addr.getClass().getField("zip").get(addr));
  }

  @Test
  void projectWithTheWriterLayoutTextOnly() throws Exception {
    byte[] b = encode(v2, v2Order());
    RowSchema writer = RowSchema.parse(RowSchema.of(v2).layout());
    assertEquals(RowSchema.of(v2).fingerprint(), writer.fingerprint());
    Object o = RowEncoders.of(v1).projecting(writer).decode(b);
    assertEquals("bob", v1.getField("customer").get(o));
    BinaryRow row = BinaryRow.wrap(writer, b, 0, b.length);
    assertEquals(new BigDecimal("4.50"), row.getDecimal("price"));
    assertEquals("FR", row.getStruct("address").getString("country"));
  }

  @Test
  void projectionRefusesAChangedFieldType() {
    RowFormatException e =
        assertThrows(
            RowFormatException.class, () -> RowEncoders.of(v3).projecting(RowSchema.of(v1)));
    assertTrue(
        e.getMessage().contains("Order.qty") && e.getMessage().contains("int32"), e.getMessage());
  }

  @Test
  void projectionChecksTheFingerprint() throws Exception {
    byte[] b = encode(v2, v2Order());
    RowProjection<?> p = RowEncoders.of(v2).projecting(RowSchema.of(v1));
    assertThrows(RowFormatException.class, () -> p.decode(b));
  }
}
