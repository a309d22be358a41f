package org.furylike.flink;

import org.apache.flink.connector.datagen.source.GeneratorFunction;

/** A record of the savepoint test's stream; it crosses the keyBy exchange through fury-like. */
public final class Event {
  public String key;
  public long seq;
  public String payload;

  public Event() {}

  Event(String key, long seq) {
    this.key = key;
    this.seq = seq;
    this.payload = "p" + seq;
  }

  /** Event number {@code i} of {@code keys} keys, made by the generator source. */
  static final class Generator implements GeneratorFunction<Long, Event> {
    private static final long serialVersionUID = 1L;
    private final int keys;

    Generator(int keys) {
      this.keys = keys;
    }

    @Override
    public Event map(Long i) {
      return new Event("k" + (i % keys), i);
    }
  }
}
