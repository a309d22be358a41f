package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.codegen.Nestmates;
import org.furylike.config.Config;
import org.furylike.jit.other.Shelf;
import org.furylike.jit.shadow.Host;
import org.furylike.testing.RoundTrip;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;

/**
 * Generated serializers defined as hidden nestmates of the class they serve reach its private
 * fields and constructors directly, write what the interpreter writes, and are not used where the
 * JVM would not allow them or where the class's package would change what the source means.
 */
class NestmateTest {
  private static final Config CONFIG = Fury.builder().buildConfig();

  /** Private fields of several kinds, one final, and a private no-arg constructor. */
  private static final class Secret {
    private int count;
    private long id;
    private double ratio;
    private String name;
    private Integer boxed;
    private List<String> tags;
    private Map<String, Integer> scores;
    private int[] raw;
    private final String fixed;

    private Secret() {
      this.fixed = "default";
    }

    private Secret(String fixed) {
      this.fixed = fixed;
    }

    static Secret sample() {
      Secret s = new Secret("given");
      s.count = -7;
      s.id = 1L << 40;
      s.ratio = 0.25;
      s.name = "secret";
      s.boxed = 12;
      s.tags = new ArrayList<>(List.of("a", "b"));
      s.scores = new HashMap<>(Map.of("k", 3));
      s.raw = new int[] {1, -2};
      return s;
    }

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Secret)) {
        return false;
      }
      Secret s = (Secret) o;
      return count == s.count
          && id == s.id
          && Double.compare(ratio, s.ratio) == 0
          && Objects.equals(name, s.name)
          && Objects.equals(boxed, s.boxed)
          && Objects.equals(tags, s.tags)
          && Objects.equals(scores, s.scores)
          && Arrays.equals(raw, s.raw)
          && fixed.equals(s.fixed);
    }

    @Override
    public int hashCode() {
      return Objects.hash(count, id, name);
    }
  }

  /** No no-arg constructor: created through a handle, its fields still reached directly. */
  private static final class NoDefault {
    private final int a;
    private String b;

    private NoDefault(int a, String b) {
      this.a = a;
      this.b = b;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof NoDefault
          && a == ((NoDefault) o).a
          && Objects.equals(b, ((NoDefault) o).b);
    }

    @Override
    public int hashCode() {
      return a;
    }
  }

  private record Pair(int left, String right, List<String> more) {
    private Pair {
      Objects.requireNonNull(right);
    }
  }

  private static SerializerPlan.Access access(SerializerPlan plan, String field) {
    for (SerializerPlan.Field f : plan.fields()) {
      if (f.descriptor().name().equals(field)) {
        return f.access();
      }
    }
    throw new AssertionError("no field " + field);
  }

  private static Fury strict() {
    return Fury.builder().withCodegenStrict(true).withAsyncCompilation(false).build();
  }

  @Test
  void privateMembersAreReachedByAHiddenNestmate() {
    SerializerPlan plan = JitCompiler.plan(Secret.class, CONFIG);
    assertTrue(plan.isNestmate());
    assertTrue(plan.isDirectConstructor(), "the private no-arg constructor is called with new");
    assertEquals(SerializerPlan.Access.NESTMATE, access(plan, "name"));
    assertEquals(SerializerPlan.Access.NESTMATE, access(plan, "count"));
    assertEquals(SerializerPlan.Access.NESTMATE_READ, access(plan, "fixed"));
    String source = JitCompiler.source(Secret.class, CONFIG);
    assertTrue(source.startsWith("package org.furylike.jit;"), source);
    assertTrue(source.contains("SET_fixed"), "a final field is written through its handle");
    assertFalse(source.contains("GET_"), "no field is read through a handle");
    assertTrue(source.contains("new NestmateTest$Secret()"), source);

    Fury fury = strict();
    fury.register(Secret.class);
    Class<?> generated = fury.getClassResolver().getSerializer(Secret.class).getClass();
    assertTrue(generated.isHidden(), generated.getName());
    assertEquals(NestmateTest.class, generated.getNestHost());
    assertEquals("org.furylike.jit", generated.getPackageName());
    assertEquals(Secret.sample(), fury.deserialize(fury.serialize(Secret.sample())));
    // the generated code and the interpreter write the same bytes in every configuration
    RoundTrip.assertRoundTrip(Secret.sample(), RoundTrip.registering(Secret.class));
    RoundTrip.assertRoundTrip(new Secret(), RoundTrip.registering(Secret.class));
  }

  @Test
  void finalFieldsWithoutANoArgConstructorAndPrivateRecords() {
    SerializerPlan plan = JitCompiler.plan(NoDefault.class, CONFIG);
    assertTrue(plan.isNestmate());
    assertFalse(plan.isDirectConstructor(), "no no-arg constructor: created through NEW");
    assertEquals(SerializerPlan.Access.NESTMATE_READ, access(plan, "a"));
    assertEquals(SerializerPlan.Access.NESTMATE, access(plan, "b"));
    RoundTrip.assertRoundTrip(new NoDefault(4, "four"), RoundTrip.registering(NoDefault.class));

    SerializerPlan record = JitCompiler.plan(Pair.class, CONFIG);
    assertTrue(record.isNestmate());
    assertTrue(record.isDirectConstructor(), "the private canonical constructor is called");
    assertEquals(SerializerPlan.Access.RECORD_NESTMATE, access(record, "right"));
    assertTrue(JitCompiler.source(Pair.class, CONFIG).contains("return new NestmateTest$Pair("));
    RoundTrip.assertRoundTrip(
        new Pair(1, "r", List.of("x", "y")), RoundTrip.registering(Pair.class));
  }

  @Test
  void memberTypesOfTheClassAreNamedByBinaryName() {
    SerializerPlan plan = JitCompiler.plan(Shelf.class, CONFIG);
    assertTrue(plan.isNestmate());
    assertEquals(SerializerPlan.Access.NESTMATE, access(plan, "kind"));
    assertEquals(SerializerPlan.Access.NESTMATE, access(plan, "label"));
    String source = JitCompiler.source(Shelf.class, CONFIG);
    assertTrue(source.contains("(Shelf$Label)"), source);
    assertFalse(source.contains("Shelf.Label"), source);
    RoundTrip.assertRoundTrip(
        Shelf.sample(), RoundTrip.registering(Shelf.class, Shelf.Kind.class, Shelf.Label.class));
  }

  @Test
  void classesOfAnotherLoaderKeepHandles() throws Exception {
    String source =
        "package nest;\n"
            + "public class Foreign {\n"
            + "  private int a = 3;\n"
            + "  private String b = \"bee\";\n"
            + "  private java.util.List<String> c = new java.util.ArrayList<>(java.util.List.of(\"x\"));\n"
            + "}\n";
    Class<?> cls =
        TestCompiler.compile(Map.of("nest.Foreign", source), getClass().getClassLoader())
            .loadClass("nest.Foreign");
    // another loader is another unnamed module: no full-privilege lookup, so no nestmates
    assertNull(Nestmates.lookup(cls));
    SerializerPlan plan = JitCompiler.plan(cls, CONFIG);
    assertFalse(plan.isNestmate());
    assertEquals(SerializerPlan.Access.HANDLE, access(plan, "b"));
    Fury fury = strict();
    fury.register(cls);
    assertFalse(fury.getClassResolver().getSerializer(cls).getClass().isHidden());
    Object value = cls.getConstructor().newInstance();
    byte[] bytes = fury.serialize(value);
    Object back = fury.deserialize(bytes);
    assertEquals(cls, back.getClass());
    assertArrayEquals(bytes, fury.serialize(back));
  }

  @Test
  void aPackageThatShadowsAJavaLangNameGetsAnOrdinaryClass() {
    assertEquals(
        "Integer", Nestmates.shadowedJavaLangName("final class X { Integer a; }", Host.class));
    assertNull(
        Nestmates.shadowedJavaLangName(
            "import java.lang.Integer;\nfinal class X { Integer a; }", Host.class),
        "an imported name is not shadowed");
    assertNull(Nestmates.shadowedJavaLangName("final class X { Long a; }", Host.class));
    assertNull(
        Nestmates.shadowedJavaLangName(
            "// X.a: Integer\nfinal class X {\n  // Integer\n}", Host.class),
        "a name in a comment line is not counted");
    assertEquals(
        "Integer",
        Nestmates.shadowedJavaLangName("final class X {\n  Integer a; // Long\n}", Host.class),
        "a comment after code does not hide the code's names");
    assertNull(
        Nestmates.shadowedJavaLangName("final class X { java.lang.Integer a; }", Host.class),
        "a qualified name is not shadowed");

    SerializerPlan plan = JitCompiler.plan(Host.class, CONFIG);
    assertFalse(plan.isNestmate(), "Integer in org.furylike.jit.shadow is another class");
    assertEquals(SerializerPlan.Access.HANDLE, access(plan, "boxed"));
    Fury fury = strict();
    fury.register(Host.class);
    Class<?> generated = fury.getClassResolver().getSerializer(Host.class).getClass();
    assertFalse(generated.isHidden());
    assertTrue(generated.getName().startsWith("org.furylike.generated."), generated.getName());
    RoundTrip.assertRoundTrip(Host.of(5, "five", 6), RoundTrip.registering(Host.class));
  }
}
