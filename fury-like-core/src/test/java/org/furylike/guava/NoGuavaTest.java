package org.furylike.guava;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.furylike.Fury;
import org.furylike.exception.DeserializationException;
import org.furylike.resolver.BuiltinRegistry;
import org.furylike.serializer.builtin.BuiltinSerializers;
import org.junit.jupiter.api.Test;

/**
 * Runs only in the surefire execution whose class path has no Guava: the core loads and works, and
 * the built-in ids keep their numbers (Guava's are reserved).
 */
class NoGuavaTest {
  @Test
  void coreWorksWithoutGuava() {
    assertThrows(
        ClassNotFoundException.class,
        () -> Class.forName("com.google.common.collect.ImmutableList"));
    Fury fury = Fury.builder().build();
    List<Object> value = new ArrayList<>(List.of("a", 1, LocalDate.of(2024, 5, 6), Map.of("k", 2)));
    assertEquals(value, fury.deserialize(fury.serialize(value)));
    List<BuiltinRegistry.Entry> entries = BuiltinSerializers.registry().entries();
    long reserved = entries.stream().filter(e -> e == null).count();
    assertTrue(reserved >= 17, "the array marker and Guava's 16 ids are reserved: " + reserved);
    BuiltinRegistry.Entry proxy =
        entries.stream()
            .filter(e -> e != null && e.cls() == java.lang.reflect.Proxy.class)
            .findFirst()
            .orElseThrow();
    assertEquals(entries.size() - 18, proxy.id(), "Proxy, StackTraceElement, then Guava");
    assertFalse(entries.get(entries.size() - 1) != null, "the Guava block is last");
  }

  @Test
  void aGuavaIdFromAnotherWriterIsRejectedClearly() {
    Fury fury = Fury.builder().build();
    int guavaId = BuiltinSerializers.registry().entries().size() - 1;
    byte[] bytes = fury.serialize("x");
    int classInfo = guavaId << 2;
    byte[] forged = {bytes[0], 2, (byte) ((classInfo & 0x7F) | 0x80), (byte) (classInfo >>> 7)};
    assertThrows(DeserializationException.class, () -> fury.deserialize(forged));
  }
}
