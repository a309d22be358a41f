package org.furylike.facade;

import java.util.Objects;
import org.furylike.config.Config;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.Serializer;

/** A small value class and serializers for it in each constructor shape the facades accept. */
public final class Point {
  final int x;
  final int y;

  public Point(int x, int y) {
    this.x = x;
    this.y = y;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Point p && p.x == x && p.y == y;
  }

  @Override
  public int hashCode() {
    return Objects.hash(x, y);
  }

  /**
   * Writes the coordinates swapped and with a marker, so a test can tell that this serializer (and
   * not the generated one) ran.
   */
  public static class Swapping extends Serializer<Point> {
    public Swapping(Class<Point> type) {
      super(type);
    }

    @Override
    public void write(WriteContext ctx, Point value) {
      ctx.buffer().writeInt(0x50494E54);
      ctx.buffer().writeInt(value.y);
      ctx.buffer().writeInt(value.x);
    }

    @Override
    public Point read(ReadContext ctx) {
      if (ctx.buffer().readInt() != 0x50494E54) {
        throw new IllegalStateException("marker missing");
      }
      int y = ctx.buffer().readInt();
      int x = ctx.buffer().readInt();
      return new Point(x, y);
    }
  }

  /** The {@code (Config, Class)} constructor shape; records the config it was given. */
  public static final class WithConfig extends Swapping {
    public final Config config;

    public WithConfig(Config config, Class<Point> type) {
      super(type);
      this.config = config;
    }
  }

  /** The no-argument constructor shape. */
  public static final class NoArgs extends Swapping {
    public NoArgs() {
      super(Point.class);
    }
  }

  /** No accepted constructor shape. */
  public static final class Unusable extends Swapping {
    public Unusable(String unused) {
      super(Point.class);
    }
  }

  /** A constructor that fails. */
  public static final class Failing extends Swapping {
    public Failing() {
      super(Point.class);
      throw new IllegalStateException("boom");
    }
  }
}
