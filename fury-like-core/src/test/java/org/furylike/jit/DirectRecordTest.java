package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.furylike.Fury;
import org.furylike.exception.DeserializationException;
import org.furylike.jit.other.PublicRecords;
import org.furylike.jit.other.PublicRecords.LooseReading;
import org.furylike.jit.other.PublicRecords.Reading;
import org.furylike.jit.other.PublicRecords.WithHidden;
import org.junit.jupiter.api.Test;

/** Records whose canonical constructor generated code can call directly. */
class DirectRecordTest {
  private static Fury fury() {
    return Fury.builder().withCodegenStrict(true).withAsyncCompilation(false).build();
  }

  private static Reading reading(int count) {
    return new Reading(
        "t1", count, 1L << 40, 2.5, true, 'C', 7, List.of("a", "b"), new int[] {1, -2});
  }

  @Test
  void publicRecordsAreBuiltWithNewAndRoundTrip() {
    Fury fury = fury();
    fury.register(Reading.class, 60);
    Reading back = (Reading) fury.deserialize(fury.serialize(reading(3)));
    assertEquals(reading(3).sensor(), back.sensor());
    assertEquals(3, back.count());
    assertEquals(1L << 40, back.at());
    assertEquals('C', back.unit());
    assertEquals(7, back.boxed());
    assertEquals(List.of("a", "b"), back.notes());
    assertArrayEquals(new int[] {1, -2}, back.raw());
    String source = JitCompiler.source(Reading.class, fury.getConfig());
    assertTrue(source.contains("return new "), source);
    assertFalse(source.contains("CONSTRUCTOR"), source);
  }

  @Test
  void valuesTheConstructorRejectsAreADeserializationError() {
    Fury writer = fury();
    writer.register(LooseReading.class, 61);
    Fury reader = fury();
    reader.register(Reading.class, 61);
    byte[] bytes =
        writer.serialize(
            new LooseReading("t1", -1, 0L, 0.0, false, 'x', null, List.of(), new int[0]));
    DeserializationException e =
        assertThrows(DeserializationException.class, () -> reader.deserialize(bytes));
    assertTrue(e.getMessage().contains("rejected the values read"), e.getMessage());
    assertTrue(e.getCause() instanceof IllegalArgumentException, String.valueOf(e.getCause()));
  }

  @Test
  void aComponentGeneratedCodeCannotNameKeepsTheHandle() {
    Fury fury = fury();
    fury.register(WithHidden.class, 62);
    fury.register(PublicRecords.hiddenClass(), 63);
    WithHidden value = PublicRecords.withHidden("h");
    assertEquals(value, fury.deserialize(fury.serialize(value)));
    assertTrue(
        JitCompiler.source(WithHidden.class, fury.getConfig()).contains("CONSTRUCTOR"),
        "created through the canonical constructor's handle");
  }
}
