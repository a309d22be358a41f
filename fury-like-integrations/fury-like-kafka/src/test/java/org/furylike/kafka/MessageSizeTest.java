package org.furylike.kafka;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLClassLoader;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.CompatibleMode;
import org.junit.jupiter.api.Test;

/**
 * Measures what self-contained messages cost in compatible mode: every Kafka record carries the
 * schemas of its classes, because a consumer may start at any offset. Prints the sizes.
 */
class MessageSizeTest {
  @Test
  void compatibleMessagesCarryTheirSchemas() throws Exception {
    try (URLClassLoader v1 = Readings.compile(1)) {
      long consistent = 0;
      long compatible = 0;
      ThreadSafeFury plain = fury(v1, CompatibleMode.SCHEMA_CONSISTENT);
      ThreadSafeFury evolving = fury(v1, CompatibleMode.COMPATIBLE);
      int n = 1000;
      for (long i = 0; i < n; i++) {
        Object r = Readings.sample(v1, i);
        consistent += new FurySerializer<>(plain).serialize("t", r).length;
        compatible += new FurySerializer<>(evolving).serialize("t", r).length;
      }
      System.out.printf(
          "Kafka record value of demo.Reading (5 fields, nested demo.Place), mean of %d:"
              + " schema-consistent %.1f bytes, compatible (self-contained schemas) %.1f bytes,"
              + " +%.1f bytes (x%.2f)%n",
          n,
          consistent / (double) n,
          compatible / (double) n,
          (compatible - consistent) / (double) n,
          compatible / (double) consistent);
      assertTrue(compatible > consistent, "compatible messages carry schemas");
    }
  }

  private static ThreadSafeFury fury(ClassLoader loader, CompatibleMode mode) throws Exception {
    ThreadSafeFury fury =
        Fury.builder().withCompatibleMode(mode).withClassLoader(loader).buildThreadSafeFury();
    fury.register(Class.forName(Readings.PLACE, false, loader));
    fury.register(Class.forName(Readings.READING, false, loader));
    return fury;
  }
}
