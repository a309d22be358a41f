package org.furylike.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.FuryException;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Changes compatible mode cannot convert: the reader raises a {@link DeserializationException}
 * naming the class, the field and both types, never a silently altered value, and the next frame of
 * the stream still decodes. Unknown enum constants are an error when configured so.
 */
class CompatibilityErrorsTest {
  private static ClassLoader v1;
  private static ClassLoader v2;

  @BeforeAll
  static void compileVersions() {
    v1 =
        compile(
            "public class Account { public String code; public long amount; public double rate;"
                + " public String owner; public Level level; }",
            "public enum Level { LOW, HIGH, CRITICAL }");
    v2 =
        compile(
            "public class Account { public long code = -1; public int amount; public float rate;"
                + " public String owner; public Level level; }",
            "public enum Level { HIGH, LOW }");
  }

  private static ClassLoader compile(String account, String level) {
    Map<String, String> sources = new LinkedHashMap<>();
    sources.put("evo.Account", "package evo;\n" + account);
    sources.put("evo.Level", "package evo;\n" + level);
    return TestCompiler.compile(sources, CompatibilityErrorsTest.class.getClassLoader());
  }

  private static Fury fury(ClassLoader loader, boolean codegen, boolean unknownEnumAsNull) {
    Fury fury =
        Fury.builder()
            .withCompatibleMode(CompatibleMode.COMPATIBLE)
            .withCodegen(codegen)
            .withUnknownEnumAsNull(unknownEnumAsNull)
            .withClassLoader(loader)
            .build();
    fury.register(ModelObjects.load(loader, "Account"), 300);
    fury.register(ModelObjects.load(loader, "Level"), 301);
    return fury;
  }

  private static Object account(String code, long amount, double rate, String level)
      throws Exception {
    Object a = ModelObjects.load(v1, "Account").getConstructor().newInstance();
    set(a, "code", code);
    set(a, "amount", amount);
    set(a, "rate", rate);
    set(a, "owner", "ann");
    set(a, "level", level == null ? null : level(v1, level));
    return a;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static Object level(ClassLoader loader, String name) {
    return Enum.valueOf((Class) ModelObjects.load(loader, "Level"), name);
  }

  private static void set(Object o, String field, Object value) throws Exception {
    o.getClass().getField(field).set(o, value);
  }

  private static Object get(Object o, String field) throws Exception {
    return o.getClass().getField(field).get(o);
  }

  /** Writes {@code value} then a sentinel string as two frames of one stream. */
  private static InputStream twoFrames(Fury writer, Object value) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    writer.serialize(out, value);
    writer.serialize(out, "sentinel after " + value.getClass().getName());
    return new ByteArrayInputStream(out.toByteArray());
  }

  /**
   * Reading the first frame fails with a message holding every one of {@code words}; the second
   * frame still decodes.
   */
  private static void assertFirstFrameFails(
      Fury writer, Fury reader, Object value, String... words) {
    InputStream in = twoFrames(writer, value);
    DeserializationException e =
        assertThrows(DeserializationException.class, () -> reader.deserialize(in));
    for (String w : words) {
      assertTrue(
          Pattern.compile("\\b" + Pattern.quote(w) + "\\b", Pattern.CASE_INSENSITIVE)
              .matcher(e.getMessage())
              .find(),
          "message lacks '" + w + "': " + e.getMessage());
    }
    assertEquals("sentinel after evo.Account", reader.deserialize(in));
  }

  @ParameterizedTest(name = "codegen {0}")
  @ValueSource(booleans = {true, false})
  void stringToLongIsAnErrorNamingClassFieldAndBothTypes(boolean codegen) throws Exception {
    Fury writer = fury(v1, codegen, true);
    Fury reader = fury(v2, codegen, true);
    assertFirstFrameFails(
        writer,
        reader,
        account("not a number", 1, 0.5, "LOW"),
        "evo.Account",
        "code",
        "String",
        "long");
    Object ok = reader.deserialize(writer.serialize(account(null, 1, 0.5, "LOW")));
    assertEquals(
        -1L, get(ok, "code"), "a null String leaves the reader's long at its constructor value");
    assertEquals("ann", get(ok, "owner"));
  }

  @ParameterizedTest(name = "codegen {0}")
  @ValueSource(booleans = {true, false})
  void narrowingThatLosesTheValueIsAnError(boolean codegen) throws Exception {
    Fury writer = fury(v1, codegen, true);
    Fury reader = fury(v2, codegen, true);
    assertFirstFrameFails(
        writer,
        reader,
        account(null, 5_000_000_000L, 0.5, "LOW"),
        "evo.Account",
        "amount",
        "long",
        "int",
        "5000000000");
    assertFirstFrameFails(
        writer, reader, account(null, 1, 0.1, "LOW"), "evo.Account", "rate", "double", "float");
    Object ok = reader.deserialize(writer.serialize(account(null, -2_000_000_000L, 0.5, "LOW")));
    assertEquals(-2_000_000_000, get(ok, "amount"), "narrowing that keeps the value is allowed");
    assertEquals(0.5f, get(ok, "rate"));
  }

  @ParameterizedTest(name = "codegen {0}")
  @ValueSource(booleans = {true, false})
  void unknownEnumConstantIsNullOrAnErrorByOption(boolean codegen) throws Exception {
    Fury writer = fury(v1, codegen, true);
    Fury lenient = fury(v2, codegen, true);
    Fury strict = fury(v2, codegen, false);
    Object high = lenient.deserialize(writer.serialize(account(null, 1, 0.5, "HIGH")));
    assertEquals(level(v2, "HIGH"), get(high, "level"), "by name, though HIGH's ordinal changed");
    assertEquals(
        level(v2, "LOW"),
        get(strict.deserialize(writer.serialize(account(null, 1, 0.5, "LOW"))), "level"));
    assertNull(
        get(lenient.deserialize(writer.serialize(account(null, 1, 0.5, "CRITICAL"))), "level"));
    assertFirstFrameFails(
        writer, strict, account(null, 1, 0.5, "CRITICAL"), "CRITICAL", "evo.Level");
    FuryException e =
        assertThrows(
            DeserializationException.class,
            () -> strict.deserialize(writer.serialize(level(v1, "CRITICAL"))));
    assertTrue(e.getMessage().contains("CRITICAL"), e.getMessage());
    assertNull(lenient.deserialize(writer.serialize(level(v1, "CRITICAL"))));
    assertEquals(level(v2, "LOW"), strict.deserialize(writer.serialize(level(v1, "LOW"))));
  }
}
