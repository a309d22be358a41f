package org.furylike;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import org.furylike.config.Limits;
import org.furylike.exception.DeserializationException;
import org.furylike.exception.InsecureException;
import org.furylike.exception.LimitExceededException;
import org.junit.jupiter.api.Test;

/**
 * Inputs whose cost is CPU rather than memory: shared nested sets used as hash keys (SerialDOS),
 * URLs whose hash resolves a host name (URLDNS), copy-on-write sets (quadratic to fill), and chains
 * of array markers. Each must end quickly in a value or a clear error.
 */
class BoundedCpuTest {
  private static final Duration QUICK = Duration.ofSeconds(2);

  private static Fury fury(boolean refs) {
    return Fury.builder().withRefTracking(refs).build();
  }

  /** Two chains of sets where every set holds both sets of the next level: hashing is 2^depth. */
  static Set<Object> serialDos(int depth) {
    Set<Object> root = new HashSet<>();
    Set<Object> s1 = root;
    Set<Object> s2 = new HashSet<>();
    for (int i = 0; i < depth; i++) {
      Set<Object> t1 = new HashSet<>();
      Set<Object> t2 = new HashSet<>();
      t1.add("foo");
      s1.add(t1);
      s1.add(t2);
      s2.add(t1);
      s2.add(t2);
      s1 = t1;
      s2 = t2;
    }
    return root;
  }

  @Test
  void sharedSetsAsHashKeysAreRefusedQuickly() {
    byte[] bytes = fury(true).serialize(serialDos(100));
    Fury reader = fury(true);
    LimitExceededException e =
        assertTimeoutPreemptively(
            QUICK,
            () -> assertThrows(LimitExceededException.class, () -> reader.deserialize(bytes)));
    assertEquals("maxSharedKeyRefs", e.getLimit());
    assertTrue(e.getMessage().contains("FuryBuilder.withMaxSharedKeyRefs"), e.getMessage());
  }

  /** Declared set and map fields, read by generated loops when codegen is on. */
  static final class Holder {
    HashSet<Object> set;
    HashMap<List<Object>, String> map;
  }

  @Test
  void generatedSetAndMapLoopsCountSharedKeysToo() {
    for (boolean codegen : new boolean[] {true, false}) {
      Fury writer = Fury.builder().withRefTracking(true).withCodegen(codegen).build();
      Fury reader = Fury.builder().withRefTracking(true).withCodegen(codegen).build();
      writer.register(Holder.class);
      reader.register(Holder.class);
      Holder dos = new Holder();
      dos.set = (HashSet<Object>) serialDos(60);
      byte[] bytes = writer.serialize(dos);
      assertTimeoutPreemptively(
          QUICK, () -> assertThrows(LimitExceededException.class, () -> reader.deserialize(bytes)));
      Holder keys = new Holder();
      List<Object> shared = new ArrayList<>(List.of("s"));
      keys.map = new HashMap<>();
      keys.map.put(new ArrayList<>(List.of(1, shared)), "a");
      keys.map.put(new ArrayList<>(List.of(2, shared)), "b");
      byte[] keyBytes = writer.serialize(keys);
      LimitExceededException e =
          assertThrows(LimitExceededException.class, () -> reader.deserialize(keyBytes));
      assertEquals("maxSharedKeyRefs", e.getLimit(), "codegen " + codegen);
    }
  }

  @Test
  void sharedListsInsideMapKeysAreCountedToo() {
    List<Object> shared = new ArrayList<>(List.of("a", "b"));
    Map<Object, Object> map = new HashMap<>();
    map.put(List.of(1, shared), "first");
    map.put(List.of(2, shared), "second");
    Fury writer = fury(true);
    byte[] bytes = writer.serialize(map);
    assertThrows(LimitExceededException.class, () -> fury(true).deserialize(bytes));
    Fury lenient = Fury.builder().withRefTracking(true).withMaxSharedKeyRefs(1).build();
    assertEquals(map, lenient.deserialize(bytes));
  }

  @Test
  void treesOfSetsAndSharedValuesOutsideKeysStillWork() {
    // built from the innermost level out, so no set changes after it was added to another
    Set<Object> tree = new HashSet<>(List.of("leaf"));
    for (int i = 0; i < 50; i++) {
      Set<Object> outer = new HashSet<>();
      outer.add("n" + i);
      outer.add(tree);
      tree = outer;
    }
    assertEquals(tree, fury(true).deserialize(fury(true).serialize(tree)));
    List<Object> shared = new ArrayList<>(List.of("x"));
    Map<String, Object> values = new HashMap<>();
    values.put("a", shared);
    values.put("b", shared);
    Map<?, ?> back = (Map<?, ?>) fury(true).deserialize(fury(true).serialize(values));
    assertTrue(back.get("a") == back.get("b"), "shared values keep their identity");
  }

  @Test
  void urlValuesAreRefusedByDefaultWithoutALookup() throws Exception {
    Set<Object> set = new HashSet<>();
    // a host under .invalid never resolves: a lookup would take the resolver's full timeout
    URL url = new URL("http://fury-like-probe.invalid/");
    set.add(URI.create("http://fury-like-probe.invalid/"));
    List<Object> holder = new ArrayList<>(List.of(url));
    byte[] bytes = fury(false).serialize(holder);
    InsecureException e =
        assertTimeoutPreemptively(
            QUICK,
            () -> assertThrows(InsecureException.class, () -> fury(false).deserialize(bytes)));
    assertTrue(e.getMessage().contains("withUrlValues"), e.getMessage());
    Fury allowing = Fury.builder().withUrlValues(true).build();
    assertEquals(url.toExternalForm(), ((List<?>) allowing.deserialize(bytes)).get(0).toString());
    assertEquals(set, fury(false).deserialize(fury(false).serialize(set)));
  }

  @Test
  void patternValuesAreRefusedByDefault() {
    // found by fuzzing: a pattern read is compiled from the sender's expression, and matching
    // with a pattern such as this one takes time exponential in the text matched
    java.util.regex.Pattern evil = java.util.regex.Pattern.compile("(a+)+$");
    byte[] bytes = fury(false).serialize(new ArrayList<>(List.of(evil)));
    InsecureException e =
        assertThrows(InsecureException.class, () -> fury(false).deserialize(bytes));
    assertTrue(e.getMessage().contains("withPatternValues"), e.getMessage());
    Fury allowing = Fury.builder().withPatternValues(true).build();
    assertEquals(
        evil.pattern(),
        ((java.util.regex.Pattern) ((List<?>) allowing.deserialize(bytes)).get(0)).pattern());
  }

  /** A payload of a {@code CopyOnWriteArraySet} holding the integers 0 to n - 1. */
  private static byte[] copyOnWriteSetOf(Fury fury, int n) {
    List<Object> values = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      values.add(i);
    }
    // the elements written as a list, with the class info swapped to CopyOnWriteArraySet: building
    // a large set here would itself be quadratic
    byte[] small = fury.serialize(new CopyOnWriteArraySet<>(List.of(1)));
    byte[] smallList = fury.serialize(new ArrayList<>(List.of(1)));
    return WireBytes.spliceClassInfo(fury.serialize(new ArrayList<>(values)), smallList, small);
  }

  @Test
  void copyOnWriteArraySetSizeIsBounded() {
    Fury fury = fury(false);
    // 100,000 elements: every fill path is quadratic, ~5 billion equals calls, far beyond 2 s
    byte[] huge = copyOnWriteSetOf(fury, 100_000);
    LimitExceededException e =
        assertTimeoutPreemptively(
            QUICK, () -> assertThrows(LimitExceededException.class, () -> fury.deserialize(huge)));
    assertEquals("maxCopyOnWriteSetSize", e.getLimit());
    assertTrue(e.getMessage().contains("withMaxCopyOnWriteSetSize"), e.getMessage());
    // the default limit's worst case stays well within the bound
    byte[] largest = copyOnWriteSetOf(fury, Limits.DEFAULT_MAX_COPY_ON_WRITE_SET_SIZE);
    Object back = assertTimeoutPreemptively(QUICK, () -> fury.deserialize(largest));
    assertEquals(Limits.DEFAULT_MAX_COPY_ON_WRITE_SET_SIZE, ((Set<?>) back).size());
    Fury raised = Fury.builder().withMaxCopyOnWriteSetSize(10_000).build();
    assertEquals(10_000, ((Set<?>) raised.deserialize(copyOnWriteSetOf(fury, 10_000))).size());
  }

  @Test
  void duplicatesInACopyOnWriteArraySetAreDropped() {
    Fury fury = fury(false);
    byte[] small = fury.serialize(new CopyOnWriteArraySet<>(List.of(1)));
    byte[] smallList = fury.serialize(new ArrayList<>(List.of(1)));
    byte[] bytes =
        WireBytes.spliceClassInfo(
            fury.serialize(new ArrayList<>(List.of(1, 2, 1, 3))), smallList, small);
    assertEquals(List.of(1, 2, 3), new ArrayList<>((Set<?>) fury.deserialize(bytes)));
  }

  @Test
  void chainedArrayMarkersFailWithoutRecursion() {
    WireBytes w = WireBytes.header(WireBytes.COMPRESS).raw(2);
    for (int i = 0; i < 200_000; i++) {
      w.varint(0).varint(1); // array marker, one dimension
    }
    w.varint(0);
    byte[] bytes = w.bytes();
    DeserializationException e =
        assertTimeoutPreemptively(
            QUICK,
            () ->
                assertThrows(DeserializationException.class, () -> fury(false).deserialize(bytes)));
    assertTrue(e.getMessage().contains("another array marker"), e.getMessage());
  }
}
