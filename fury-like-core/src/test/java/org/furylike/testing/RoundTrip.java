package org.furylike.testing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.Objects;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import org.furylike.Fury;

/**
 * Round-trip assertions: serialize with one instance, deserialize with a separate instance of the
 * same settings, and compare. Every check runs over the whole {@link ConfigMatrix}.
 */
public final class RoundTrip {
  private RoundTrip() {}

  /** Setup that registers the given classes, in order, on an instance. */
  public static Consumer<Fury> registering(Class<?>... classes) {
    return f -> {
      for (Class<?> c : classes) {
        f.register(c);
      }
    };
  }

  /**
   * Asserts that {@code value} comes back equal and of the same runtime class in every config,
   * through byte arrays, streams and {@code copy}. Returns nothing; failures name the config.
   */
  public static void assertRoundTrip(Object value, Consumer<Fury> setup) {
    assertRoundTrip(value, setup, RoundTrip::assertSameValue);
  }

  /** As {@link #assertRoundTrip(Object, Consumer)} with a custom comparison (expected, actual). */
  public static void assertRoundTrip(
      Object value, Consumer<Fury> setup, BiConsumer<Object, Object> check) {
    ConfigMatrix.forEach(
        p -> {
          Fury writer = p.newFury(setup);
          Fury reader = p.newFury(setup);
          byte[] bytes = writer.serialize(value);
          check.accept(value, reader.deserialize(bytes));
          // the same instance must be reusable and deterministic
          assertArrayEquals(bytes, writer.serialize(value), "second serialize differs");
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          writer.serialize(out, value);
          writer.serialize(out, "sentinel");
          ByteArrayInputStream in = new ByteArrayInputStream(out.toByteArray());
          check.accept(value, reader.deserialize(in));
          assertEquals("sentinel", reader.deserialize(in));
          check.accept(value, writer.copy(value));
          if (p.mode == ConfigMatrix.Mode.CODEGEN) {
            assertSameBytesAsInterpreter(p, value, setup, bytes, check);
          }
        });
  }

  /**
   * The generated serializers and the interpreter must write byte-identical output, and each must
   * read the other's bytes.
   */
  private static void assertSameBytesAsInterpreter(
      ConfigMatrix.Point p,
      Object value,
      Consumer<Fury> setup,
      byte[] generatedBytes,
      BiConsumer<Object, Object> check) {
    ConfigMatrix.Point ip = p.withMode(ConfigMatrix.Mode.INTERPRETER);
    Fury interpreter = ip.newFury(setup);
    byte[] interpretedBytes = interpreter.serialize(value);
    assertArrayEquals(interpretedBytes, generatedBytes, "generated code and interpreter differ");
    check.accept(value, ip.newFury(setup).deserialize(generatedBytes));
    check.accept(value, p.newFury(setup).deserialize(interpretedBytes));
  }

  /** Serializes with a writer of {@code point} and reads with a separate reader. */
  public static Object through(ConfigMatrix.Point point, Object value, Consumer<Fury> setup) {
    Fury writer = point.newFury(setup);
    Fury reader = point.newFury(setup);
    return reader.deserialize(writer.serialize(value));
  }

  /** Equal and of the same runtime class (arrays compared deeply). */
  public static void assertSameValue(Object expected, Object actual) {
    if (expected == null || actual == null) {
      assertEquals(expected, actual);
      return;
    }
    assertEquals(expected.getClass(), actual.getClass(), "runtime class");
    if (expected.getClass().isArray()) {
      assertEquals(true, Objects.deepEquals(expected, actual), "array contents");
    } else {
      assertEquals(expected, actual);
    }
  }
}
