package org.furylike.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.furylike.Fury;
import org.furylike.testing.ConfigMatrix;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Java-serialization conformance suite: round trips of JDK hooks, Externalizable,
 * writeReplace/readResolve, hooked collection subclasses, user and JDK throwables, lambdas and
 * method references, proxies, Guava types, JDK views and wrappers, abstract-component arrays and
 * graphs, through the public API only. Each case runs over the whole {@link ConfigMatrix} with
 * separate writer and reader instances; the result is compared with the case's check, its identity
 * topology with the original's when references are tracked, generated code must write the
 * interpreter's bytes, and {@code copy} must give an equal value.
 */
class ConformanceSuiteTest {
  /** Deep enough for the 2,000-node chain; everything else keeps the point's settings. */
  private static Fury newFury(ConfigMatrix.Point p) {
    Fury f = p.builder().withMaxDepth(4000).build();
    register(f);
    return f;
  }

  static List<Case> cases() {
    List<Case> out = new ArrayList<>();
    HookCases.add(out);
    OtherCases.add(out);
    MoreCases.add(out);
    return out;
  }

  /** Registers the suite's classes (and the JDK ones that need it), in a fixed order. */
  private static void register(Fury f) {
    List<Class<?>> classes = new ArrayList<>();
    classes.addAll(Arrays.asList(HookedTypes.class.getDeclaredClasses()));
    classes.addAll(Arrays.asList(OtherTypes.class.getDeclaredClasses()));
    classes.addAll(Arrays.asList(MoreTypes.class.getDeclaredClasses()));
    classes.addAll(MoreTypes.anonymousClasses());
    classes.sort(Comparator.comparing(Class::getName));
    classes.add(OtherCases.class);
    classes.add(HookCases.class);
    classes.add(MoreViewCases.class);
    for (Class<?> c : classes) {
      f.register(c);
    }
    for (Class<?> c : JdkRegistrations.CLASSES) {
      f.register(c);
    }
  }

  @Test
  void coversEveryFamilyWithEnoughCases() {
    List<Case> all = cases();
    assertTrue(all.size() >= 150, "only " + all.size() + " cases");
    List<String> families = all.stream().map(Case::family).distinct().sorted().toList();
    assertEquals(
        List.of(
            "arrays",
            "externalizable",
            "graphs",
            "guava",
            "hooked containers",
            "hooks",
            "jdk throwables",
            "jdk views",
            "lambdas",
            "proxies",
            "replace/resolve",
            "throwables"),
        families);
    assertEquals(all.size(), all.stream().map(Case::toString).distinct().count(), "names unique");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void roundTrips(Case c) {
    ConfigMatrix.forEach(
        p -> {
          if (c.refsOnly() && !p.refTracking) {
            return;
          }
          Object value = c.value().get();
          Fury writer = newFury(p);
          byte[] bytes = writer.serialize(value);
          Object back = newFury(p).deserialize(bytes);
          // before the check, whose probe may change the result
          if (p.refTracking && c.topology()) {
            assertEquals(Checks.topology(value), Checks.topology(back), "identity topology");
          }
          c.check().accept(value, back);
          if (p.mode == ConfigMatrix.Mode.CODEGEN) {
            Fury interpreter = newFury(p.withMode(ConfigMatrix.Mode.INTERPRETER));
            assertArrayEquals(bytes, interpreter.serialize(value), "interpreter bytes differ");
          }
          c.check().accept(value, writer.copy(value));
        });
  }
}
