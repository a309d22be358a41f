package org.furylike.benchmark;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import org.apache.fory.Fory;
import org.apache.fory.config.Language;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * A class with JDK serialization hooks ({@code writeObject} + {@code readObject} calling {@code
 * defaultWriteObject}/{@code defaultReadObject} and rebuilding a transient field): one round trip
 * (serialize, then deserialize) with fury-like (schema-consistent, and compatible, where the hooked
 * fields travel by name), Apache Fory and JDK serialization in the same run.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(
    value = 2,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 2)
public class HookedClassBenchmark {
  /** The library measured. */
  @Param({"fury-like", "fury-like-compatible", "fory", "jdk"})
  public String lib;

  private Hooked value;
  private Fury fury;
  private Fury furyCompatible;
  private Fory fory;

  /** Has derived state in a transient field, rebuilt by {@code readObject}. */
  public static final class Hooked implements Serializable {
    private static final long serialVersionUID = 1L;
    int id;
    long timestamp;
    String name;
    List<String> tags;
    transient int nameLength;

    private void writeObject(ObjectOutputStream out) throws IOException {
      out.defaultWriteObject();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
      in.defaultReadObject();
      nameLength = name.length();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Hooked
          && ((Hooked) o).id == id
          && ((Hooked) o).timestamp == timestamp
          && ((Hooked) o).name.equals(name)
          && ((Hooked) o).tags.equals(tags)
          && ((Hooked) o).nameLength == nameLength;
    }

    @Override
    public int hashCode() {
      return Objects.hash(id, name);
    }
  }

  /** Builds the value and the library's instance, and checks one round trip. */
  @Setup
  public void setUp() {
    value = new Hooked();
    value.id = 12345;
    value.timestamp = 1_700_000_000_000L;
    value.name = "a hooked object";
    value.tags = new ArrayList<>(List.of("red", "green", "blue"));
    value.nameLength = value.name.length();
    fury = Fury.builder().build();
    fury.register(Hooked.class);
    furyCompatible = Fury.builder().withCompatibleMode(CompatibleMode.COMPATIBLE).build();
    furyCompatible.register(Hooked.class);
    fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .requireClassRegistration(true)
            .withCodegen(true)
            .withAsyncCompilation(false)
            .build();
    fory.register(Hooked.class);
    if (!value.equals(roundTrip())) {
      throw new IllegalStateException(lib + ": the round trip differs from the input");
    }
  }

  /** The value round-tripped (for the smoke test). */
  Hooked value() {
    return value;
  }

  /** Serializes the value and reads it back. */
  @Benchmark
  public Object roundTrip() {
    switch (lib) {
      case "fury-like":
        return fury.deserialize(fury.serialize(value));
      case "fury-like-compatible":
        return furyCompatible.deserialize(furyCompatible.serialize(value));
      case "fory":
        return fory.deserialize(fory.serialize(value));
      default:
        return jdkRoundTrip(value);
    }
  }

  private static Object jdkRoundTrip(Object v) {
    try {
      ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
      try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
        out.writeObject(v);
      }
      try (ObjectInputStream in =
          new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
        return in.readObject();
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException(e);
    }
  }
}
