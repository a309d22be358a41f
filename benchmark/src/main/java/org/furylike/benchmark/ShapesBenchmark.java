package org.furylike.benchmark;

import java.io.Serializable;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.apache.fory.Fory;
import org.furylike.Fury;
import org.furylike.benchmark.peer.PeerSettings;
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
 * Shapes users write that {@link SerializationBenchmark}'s objects do not cover, for fury-like and
 * Apache Fory only (no protobuf or flatbuffers schema): arrays, lists and maps of user objects that
 * the shared serializers write (no generated element loop), {@code java.time} values and fields
 * declared {@code Object}. Both peers with {@link PeerSettings}, as in {@link
 * SerializationBenchmark}: schema-consistent, classes registered, no reference tracking.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(
    value = 2,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch"})
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
public class ShapesBenchmark {

  /** A small user object, not final: a run of it carries its class once. */
  public static class Item implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The id. */
    public int id;

    /** The name. */
    public String name;

    /** The price. */
    public double price;

    /** An empty item, for deserializers. */
    public Item() {}

    Item(int id) {
      this.id = id;
      this.name = "item-" + id;
      this.price = id * 1.25;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Item
          && ((Item) o).id == id
          && ((Item) o).price == price
          && Objects.equals(((Item) o).name, name);
    }

    @Override
    public int hashCode() {
      return id;
    }
  }

  /** A catalogue page: an array of items and a map of items by name. */
  public static final class Catalogue implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Items in order, as an array. */
    public Item[] items;

    /** Items by name. */
    public Map<String, Item> byName;

    @Override
    public boolean equals(Object o) {
      return o instanceof Catalogue
          && Arrays.equals(((Catalogue) o).items, items)
          && Objects.equals(((Catalogue) o).byName, byName);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(items);
    }
  }

  /** Time values of the JDK. */
  public static final class Times implements Serializable {
    private static final long serialVersionUID = 1L;

    /** An instant. */
    public Instant instant;

    /** A date. */
    public LocalDate date;

    /** A date and time. */
    public LocalDateTime dateTime;

    /** An id. */
    public UUID id;

    /** A duration. */
    public Duration duration;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Times)) {
        return false;
      }
      Times t = (Times) o;
      return Objects.equals(t.instant, instant)
          && Objects.equals(t.date, date)
          && Objects.equals(t.dateTime, dateTime)
          && Objects.equals(t.id, id)
          && Objects.equals(t.duration, duration);
    }

    @Override
    public int hashCode() {
      return Objects.hash(instant, date);
    }
  }

  /** Slots declared {@code Object}: each value carries its class. */
  public static final class Mixed implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Values of several classes. */
    public List<Object> items;

    /** Attributes of several classes. */
    public Map<String, Object> attributes;

    @Override
    public boolean equals(Object o) {
      return o instanceof Mixed
          && Objects.equals(((Mixed) o).items, items)
          && Objects.equals(((Mixed) o).attributes, attributes);
    }

    @Override
    public int hashCode() {
      return Objects.hash(items, attributes);
    }
  }

  /**
   * A small user object with three numbers, at the root: a message of a few bytes, where the costs
   * of every message (header, class info, version hash, buffer) are most of the work.
   */
  public static final class Small implements Serializable {
    private static final long serialVersionUID = 1L;

    /** The id. */
    public int id = 42;

    /** A time stamp. */
    public long stamp = 1_700_000_000_123L;

    /** A flag. */
    public boolean active = true;

    @Override
    public boolean equals(Object o) {
      return o instanceof Small
          && ((Small) o).id == id
          && ((Small) o).stamp == stamp
          && ((Small) o).active == active;
    }

    @Override
    public int hashCode() {
      return Objects.hash(id, stamp, active);
    }
  }

  /** The objects measured. */
  public enum Shape {
    /** {@link Catalogue} with an array of 50 items and no map. */
    OBJECT_ARRAY,
    /** {@link Catalogue} with a map of 30 items by name and no array. */
    OBJECT_MAP,
    /** An {@code ArrayList} of 50 items, at the root. */
    OBJECT_LIST,
    /** {@link Times}. */
    TIMES,
    /** {@link Mixed}: 8 values and 4 attributes of strings, boxed numbers and an enum. */
    MIXED,
    /** {@link Small}: three numbers, at the root. */
    SMALL;

    Object create() {
      switch (this) {
        case OBJECT_ARRAY:
          {
            Catalogue c = new Catalogue();
            c.items = new Item[50];
            for (int i = 0; i < c.items.length; i++) {
              c.items[i] = new Item(i);
            }
            return c;
          }
        case OBJECT_MAP:
          {
            Catalogue c = new Catalogue();
            c.byName = new HashMap<>();
            for (int i = 0; i < 30; i++) {
              c.byName.put("item-" + i, new Item(i));
            }
            return c;
          }
        case OBJECT_LIST:
          {
            List<Item> items = new ArrayList<>();
            for (int i = 0; i < 50; i++) {
              items.add(new Item(i));
            }
            return items;
          }
        case TIMES:
          {
            Times t = new Times();
            t.instant = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
            t.date = LocalDate.of(2024, 2, 29);
            t.dateTime = LocalDateTime.of(2024, 2, 29, 13, 14, 15);
            t.id = new UUID(0x1234_5678_9abc_def0L, 0x0fed_cba9_8765_4321L);
            t.duration = Duration.ofMillis(1234);
            return t;
          }
        case MIXED:
          {
            Mixed m = new Mixed();
            m.items = new ArrayList<>(List.of("a", 1, 2L, 3.5, true, "bcd", 77, TimeUnit.SECONDS));
            m.attributes = new HashMap<>();
            m.attributes.put("n", 1);
            m.attributes.put("s", "v");
            m.attributes.put("d", 2.5);
            m.attributes.put("l", 9L);
            return m;
          }
        case SMALL:
          return new Small();
        default:
          throw new IllegalStateException(name());
      }
    }
  }

  private static final Class<?>[] CLASSES = {
    Item.class, Catalogue.class, Times.class, Mixed.class, TimeUnit.class, Small.class
  };

  /** The object measured. */
  @Param({"OBJECT_ARRAY", "OBJECT_MAP", "OBJECT_LIST", "TIMES", "MIXED", "SMALL"})
  public Shape shape;

  /** {@code fury-like} or {@code fory}. */
  @Param({"fury-like", "fory"})
  public String lib;

  Object value;
  byte[] bytes;
  private Fury fury;
  private Fory fory;

  /** Builds the object and the library, and serializes the object once. */
  @Setup
  public void setUp() {
    value = shape.create();
    if (lib.equals("fury-like")) {
      fury = PeerSettings.furyLike(CompatibleMode.SCHEMA_CONSISTENT, true, false).build();
      for (Class<?> c : CLASSES) {
        fury.register(c);
      }
    } else if (lib.equals("fory")) {
      fory = PeerSettings.fory(false).requireClassRegistration(true).build();
      for (Class<?> c : CLASSES) {
        fory.register(c);
      }
      fory.register(Item[].class);
    } else {
      throw new IllegalArgumentException("unknown lib " + lib);
    }
    bytes = serialize();
  }

  /** Serializes the object into a new array. */
  @Benchmark
  public byte[] serialize() {
    return fury != null ? fury.serialize(value) : fory.serialize(value);
  }

  /** Deserializes the bytes of the object. */
  @Benchmark
  public Object deserialize() {
    return fury != null ? fury.deserialize(bytes) : fory.deserialize(bytes);
  }
}
