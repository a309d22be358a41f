package org.furylike.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.furylike.Fury;
import org.furylike.config.CompatibleMode;
import org.furylike.config.FuryBuilder;

/**
 * The configurations every round-trip test runs over: reference tracking on/off x number
 * compression on/off x serializer mode (interpreter, generated code, generated code compiled in the
 * background) x schema mode (schema-consistent, compatible). Each entry builds fresh, separately
 * configured writer and reader instances.
 */
public final class ConfigMatrix {
  /** How user classes are serialized. */
  public enum Mode {
    INTERPRETER,
    CODEGEN,
    ASYNC_CODEGEN
  }

  /** One point of the matrix. */
  public static final class Point {
    public final boolean refTracking;
    public final boolean numberCompressed;
    public final Mode mode;
    public final boolean compatible;

    Point(boolean refTracking, boolean numberCompressed, Mode mode, boolean compatible) {
      this.refTracking = refTracking;
      this.numberCompressed = numberCompressed;
      this.mode = mode;
      this.compatible = compatible;
    }

    /** A builder with this point's settings (registration required, the default). */
    public FuryBuilder builder() {
      return Fury.builder()
          .withRefTracking(refTracking)
          .withNumberCompressed(numberCompressed)
          .withCodegen(mode != Mode.INTERPRETER)
          .withAsyncCompilation(mode == Mode.ASYNC_CODEGEN)
          .withCodegenStrict(true)
          // the round trips include URLs and patterns; the refusals by default are tested in
          // BoundedCpuTest
          .withUrlValues(true)
          .withPatternValues(true)
          .withCompatibleMode(
              compatible ? CompatibleMode.COMPATIBLE : CompatibleMode.SCHEMA_CONSISTENT);
    }

    /** The same point with another mode. */
    public Point withMode(Mode other) {
      return new Point(refTracking, numberCompressed, other, compatible);
    }

    /** A new instance with this point's settings, after applying {@code setup} (registrations). */
    public Fury newFury(Consumer<Fury> setup) {
      Fury f = builder().build();
      setup.accept(f);
      return f;
    }

    @Override
    public String toString() {
      return "ref="
          + refTracking
          + ",compress="
          + numberCompressed
          + ","
          + mode
          + (compatible ? ",compatible" : "");
    }
  }

  private ConfigMatrix() {}

  /** Every point of the matrix. */
  public static List<Point> points() {
    List<Point> out = new ArrayList<>();
    for (boolean ref : new boolean[] {false, true}) {
      for (boolean compress : new boolean[] {false, true}) {
        for (Mode mode : Mode.values()) {
          for (boolean compatible : new boolean[] {false, true}) {
            out.add(new Point(ref, compress, mode, compatible));
          }
        }
      }
    }
    return out;
  }

  /** For JUnit {@code @MethodSource}. */
  public static List<Point> all() {
    return points();
  }

  /** Runs {@code body} once per point, naming the point in any failure. */
  public static void forEach(Consumer<Point> body) {
    for (Point p : points()) {
      try {
        body.accept(p);
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError("at " + p + ": " + e.getMessage(), e);
      }
    }
  }

  /** A supplier of fresh instances for one point. */
  public static Supplier<Fury> supplier(Point p, Consumer<Fury> setup) {
    return () -> p.newFury(setup);
  }
}
