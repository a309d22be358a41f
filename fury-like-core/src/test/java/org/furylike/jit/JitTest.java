package org.furylike.jit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.WeakReference;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.Fury;
import org.furylike.exception.CodegenException;
import org.furylike.jit.other.PublicChild;
import org.furylike.serializer.ObjectSerializer;
import org.furylike.serializer.Serializer;
import org.furylike.testing.RoundTrip;
import org.furylike.testing.TestCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JitTest {
  /** Mutually recursive final classes: each holds a monomorphic field of the other's type. */
  static final class Tree {
    String name;
    Tree left;
    Tree right;
    Forest forest;

    @Override
    public boolean equals(Object o) {
      return o instanceof Tree
          && Objects.equals(name, ((Tree) o).name)
          && Objects.equals(left, ((Tree) o).left)
          && Objects.equals(right, ((Tree) o).right)
          && Objects.equals(forest, ((Tree) o).forest);
    }

    @Override
    public int hashCode() {
      return Objects.hashCode(name);
    }
  }

  static final class Forest {
    List<Tree> trees = new ArrayList<>();
    Tree biggest;

    @Override
    public boolean equals(Object o) {
      return o instanceof Forest
          && trees.equals(((Forest) o).trees)
          && Objects.equals(biggest, ((Forest) o).biggest);
    }

    @Override
    public int hashCode() {
      return trees.size();
    }
  }

  private static class Odd$Name {
    private final int a;
    private final Integer b;

    private Odd$Name(int a, Integer b) {
      this.a = a;
      this.b = b;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Odd$Name && a == ((Odd$Name) o).a && Objects.equals(b, ((Odd$Name) o).b);
    }

    @Override
    public int hashCode() {
      return a;
    }
  }

  static class Plain {
    int x = 1;
    String s = "s";
  }

  @Test
  void recursiveTypesCompileAndRoundTrip() {
    Tree leaf = new Tree();
    leaf.name = "leaf";
    Tree root = new Tree();
    root.name = "root";
    root.left = leaf;
    Forest f = new Forest();
    f.trees.add(leaf);
    f.biggest = leaf;
    root.forest = f;
    RoundTrip.assertRoundTrip(root, RoundTrip.registering(Tree.class, Forest.class));
  }

  @Test
  void nonPublicClassesWithDollarNamesAndForeignPackageParents() {
    RoundTrip.assertRoundTrip(new Odd$Name(3, null), RoundTrip.registering(Odd$Name.class));
    RoundTrip.assertRoundTrip(new PublicChild("c", 42), RoundTrip.registering(PublicChild.class));
  }

  @Test
  void generatedSerializerIsUsedAndSharedAcrossInstancesWithEqualConfig() {
    Fury first = Fury.builder().withAsyncCompilation(false).withCodegenStrict(true).build();
    first.register(Plain.class);
    Serializer<?> s1 = first.getClassResolver().getSerializer(Plain.class);
    assertInstanceOf(GeneratedSerializer.class, s1);
    long compiled = JitCompiler.compilationCount();
    Fury second = Fury.builder().withAsyncCompilation(false).withCodegenStrict(true).build();
    second.register(Plain.class);
    Serializer<?> s2 = second.getClassResolver().getSerializer(Plain.class);
    assertSame(s1.getClass(), s2.getClass(), "the generated class is reused");
    assertEquals(compiled, JitCompiler.compilationCount(), "no recompilation for an equal config");
  }

  @Test
  void codegenOffUsesTheInterpreter() {
    Fury fury = Fury.builder().withCodegen(false).build();
    fury.register(Plain.class);
    assertInstanceOf(ObjectSerializer.class, fury.getClassResolver().getSerializer(Plain.class));
  }

  @Test
  void asyncCompilationSwapsInTheGeneratedSerializer() throws Exception {
    Fury fury = Fury.builder().withAsyncCompilation(true).withNumberCompressed(false).build();
    fury.register(Plain.class);
    Serializer<?> s = fury.getClassResolver().getSerializer(Plain.class);
    if (s instanceof SwappingSerializer) {
      SwappingSerializer swapping = (SwappingSerializer) s;
      Plain p = (Plain) fury.deserialize(fury.serialize(new Plain()));
      assertEquals(1, p.x);
      assertTrue(
          swapping.awaitSettled(60, java.util.concurrent.TimeUnit.SECONDS),
          "background compilation finished within a minute");
      assertTrue(swapping.isSwapped(), "the generated serializer took over");
      p = (Plain) fury.deserialize(fury.serialize(new Plain()));
      assertEquals(1, p.x);
    } else {
      assertInstanceOf(GeneratedSerializer.class, s, "already compiled earlier in this JVM");
    }
  }

  static class BrokenOnPurpose {
    int v = 5;
  }

  static class BrokenStrict {
    int v = 6;
  }

  @Test
  void compileFailureFallsBackToTheInterpreterOrThrowsWhenStrict() {
    JitCompiler.sourceHook =
        src ->
            src.contains("BrokenOnPurpose") || src.contains("BrokenStrict")
                ? src.replace("public Object read(", "public Object read(this is not java ")
                : src;
    try {
      Fury lenient = Fury.builder().withAsyncCompilation(false).withCodegenStrict(false).build();
      lenient.register(BrokenOnPurpose.class);
      assertInstanceOf(
          ObjectSerializer.class, lenient.getClassResolver().getSerializer(BrokenOnPurpose.class));
      assertEquals(
          5, ((BrokenOnPurpose) lenient.deserialize(lenient.serialize(new BrokenOnPurpose()))).v);
      Fury strict = Fury.builder().withAsyncCompilation(false).withCodegenStrict(true).build();
      strict.register(BrokenStrict.class);
      CodegenException e =
          assertThrows(CodegenException.class, () -> strict.serialize(new BrokenStrict()));
      assertTrue(
          e.getMessage().contains("this is not java"), "message carries the numbered source");
    } finally {
      JitCompiler.sourceHook = null;
    }
  }

  static class DumpedOnce {
    long id = 9;
  }

  @Test
  void sourceCanBeDumpedAndObtained(@TempDir Path dir) throws Exception {
    Fury fury = Fury.builder().withAsyncCompilation(false).withCodegenDumpDir(dir).build();
    fury.register(DumpedOnce.class);
    fury.serialize(new DumpedOnce());
    String source = JitCompiler.source(Tree.class, fury.getConfig());
    assertTrue(source.contains("GET_left"), source);
    assertTrue(source.contains("// Tree.name"), source);
    try (var files = Files.walk(dir)) {
      assertTrue(
          files.anyMatch(p -> p.getFileName().toString().startsWith("JitTest_DumpedOnce")),
          "dumped source present");
    }
  }

  static class CompiledPlain {
    int count = 3;
    String name = "plain";
  }

  static class CompiledDumped {
    int count = 4;
    String name = "dumped";
  }

  /**
   * What the compiler reads has no comments unless sources are dumped, where the file a person
   * reads, with its comments, is what was compiled (so the compiler's line numbers match it).
   */
  @Test
  void compiledSourceHasCommentsOnlyWhenDumped(@TempDir Path dir) throws Exception {
    Map<String, String> compiled = new java.util.concurrent.ConcurrentHashMap<>();
    JitCompiler.sourceHook =
        src -> {
          for (String name : List.of("CompiledPlain", "CompiledDumped")) {
            if (src.contains("JitTest$" + name + " ") || src.contains("JitTest_" + name)) {
              compiled.put(name, src);
            }
          }
          return src;
        };
    Fury plain = Fury.builder().withAsyncCompilation(false).withCodegenStrict(true).build();
    try {
      plain.register(CompiledPlain.class);
      CompiledPlain back = (CompiledPlain) plain.deserialize(plain.serialize(new CompiledPlain()));
      assertEquals("plain", back.name);
      Fury dumping =
          Fury.builder()
              .withAsyncCompilation(false)
              .withCodegenStrict(true)
              .withCodegenDumpDir(dir)
              .build();
      dumping.register(CompiledDumped.class);
      CompiledDumped again =
          (CompiledDumped) dumping.deserialize(dumping.serialize(new CompiledDumped()));
      assertEquals(4, again.count);
    } finally {
      JitCompiler.sourceHook = null;
    }
    String plainSource = compiled.get("CompiledPlain");
    assertNotNull(plainSource, "the plain class was compiled: " + compiled.keySet());
    assertTrue(
        plainSource.lines().noneMatch(l -> l.strip().startsWith("//")),
        "no comment line in source only the compiler reads:\n" + plainSource);
    assertTrue(
        JitCompiler.source(CompiledPlain.class, plain.getConfig())
            .contains("// CompiledPlain.name"),
        "the source printed for a person keeps its comments");
    String dumpedSource = compiled.get("CompiledDumped");
    assertNotNull(dumpedSource, "the dumped class was compiled: " + compiled.keySet());
    assertTrue(dumpedSource.contains("// CompiledDumped.name"), dumpedSource);
    try (var files = Files.walk(dir)) {
      List<Path> dumped =
          files.filter(p -> p.getFileName().toString().contains("CompiledDumped")).toList();
      assertEquals(1, dumped.size(), "one dumped file: " + dumped);
      assertEquals(dumpedSource, Files.readString(dumped.get(0)));
    }
  }

  @Test
  void generatedClassesAreCollectedWithTheirClassLoader() throws Exception {
    WeakReference<ClassLoader> ref = serializeWithThrowawayLoader();
    for (int i = 0; i < 50 && ref.get() != null; i++) {
      System.gc();
      Thread.sleep(20);
    }
    assertNull(ref.get(), "class loader of a discarded user class was not collected");
  }

  private WeakReference<ClassLoader> serializeWithThrowawayLoader() throws Exception {
    URLClassLoader loader =
        TestCompiler.compile(
            Map.of("gc.Leaky", TestCompiler.wideClass("gc", "Leaky", 12)),
            getClass().getClassLoader());
    Class<?> cls = loader.loadClass("gc.Leaky");
    Fury fury = Fury.builder().withAsyncCompilation(false).withCodegenStrict(true).build();
    fury.register(cls);
    Object sample = cls.getMethod("sample").invoke(null);
    assertEquals(sample, fury.deserialize(fury.serialize(sample)));
    assertInstanceOf(GeneratedSerializer.class, fury.getClassResolver().getSerializer(cls));
    loader.close();
    return new WeakReference<>(loader);
  }

  @Test
  void planPrintsATable() {
    String table = JitCompiler.plan(Tree.class, Fury.builder().build().getConfig()).toString();
    assertTrue(table.contains("forest"), table);
    assertTrue(table.contains("EXACT"), table);
    assertNotNull(table);
  }

  enum Level {
    LOW,
    HIGH {
      @Override
      public String toString() {
        return "high";
      }
    }
  }

  static final class Leaf {
    int n;

    Leaf(int n) {
      this.n = n;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Leaf && ((Leaf) o).n == n;
    }

    @Override
    public int hashCode() {
      return n;
    }
  }

  static class Lists {
    List<String> names = new ArrayList<>();
    java.util.Set<Level> levels = new java.util.LinkedHashSet<>();
    List<Leaf> leaves = new ArrayList<>();
    java.util.Collection<Integer> numbers = new java.util.ArrayDeque<>();

    @SuppressWarnings("rawtypes")
    List polluted = new ArrayList();

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Lists)) {
        return false;
      }
      Lists l = (Lists) o;
      return names.equals(l.names)
          && levels.equals(l.levels)
          && leaves.equals(l.leaves)
          && new ArrayList<>(numbers).equals(new ArrayList<>(l.numbers))
          && polluted.equals(l.polluted);
    }

    @Override
    public int hashCode() {
      return names.hashCode();
    }
  }

  @Test
  @SuppressWarnings("unchecked")
  void inlinedElementLoopsMatchTheInterpreterInEveryShape() {
    Lists l = new Lists();
    l.names.add("a");
    l.names.add(null);
    l.names.add("\u20ac");
    l.levels.add(Level.HIGH);
    l.levels.add(Level.LOW);
    l.leaves.add(new Leaf(1));
    l.leaves.add(null);
    Leaf shared = new Leaf(2);
    l.leaves.add(shared);
    l.leaves.add(shared);
    l.numbers.add(7);
    l.polluted.add("s");
    l.polluted.add(3);
    RoundTrip.assertRoundTrip(l, RoundTrip.registering(Lists.class, Level.class, Leaf.class));
    Lists foreign = new Lists();
    ((List<Object>) (List<?>) foreign.names).add(5);
    foreign.names.add("after a foreign element the loop falls back to the codec");
    for (boolean codegen : new boolean[] {false, true}) {
      Fury f = Fury.builder().withCodegen(codegen).build();
      f.register(Lists.class);
      f.register(Level.class);
      f.register(Leaf.class);
      byte[] bytes = f.serialize(foreign);
      org.furylike.exception.DeserializationException e =
          assertThrows(
              org.furylike.exception.DeserializationException.class, () -> f.deserialize(bytes));
      assertTrue(
          e.getMessage().contains("not of the declared element type java.lang.String"),
          e.getMessage());
    }
    Lists empty = new Lists();
    RoundTrip.assertRoundTrip(empty, RoundTrip.registering(Lists.class, Level.class, Leaf.class));
    String source = JitCompiler.source(Lists.class, Fury.builder().buildConfig());
    assertTrue(
        source.contains("writeNamesElements") && source.contains("readLeavesElements"), source);
  }
}
