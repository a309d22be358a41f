package org.furylike.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URLClassLoader;
import java.util.List;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.furylike.flink.FuryTypeSerializerSnapshot.Kind;
import org.furylike.flink.FuryTypeSerializerSnapshot.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The snapshot's answers for each kind of change, with the snapshot written and read back the way
 * Flink stores it in a savepoint, and old bytes read by the restore serializer of a newer release.
 */
class SnapshotCompatibilityTest {
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static FuryTypeSerializer<Object> serializer(ClassLoader loader, boolean noteFirst)
      throws ClassNotFoundException {
    Class counter = Versions.counter(loader);
    Class note = Versions.note(loader);
    return noteFirst
        ? new FuryTypeSerializer<Object>(note, counter)
        : new FuryTypeSerializer<Object>(counter, note);
  }

  /** The snapshot after a trip through bytes, read with {@code loader} as Flink would. */
  private static TypeSerializerSnapshot<Object> stored(TypeSerializer<Object> s, ClassLoader loader)
      throws IOException {
    DataOutputSerializer out = new DataOutputSerializer(256);
    TypeSerializerSnapshot.writeVersionedSnapshot(out, s.snapshotConfiguration());
    return TypeSerializerSnapshot.readVersionedSnapshot(
        new DataInputDeserializer(out.getCopyOfBuffer()), loader);
  }

  private static Verdict verdict(String oldSource, String newSource, boolean newNoteFirst)
      throws Exception {
    try (URLClassLoader oldLoader = Versions.compile(oldSource);
        URLClassLoader newLoader = Versions.compile(newSource)) {
      TypeSerializerSnapshot<Object> old = stored(serializer(oldLoader, false), newLoader);
      FuryTypeSerializerSnapshot<Object> now =
          (FuryTypeSerializerSnapshot<Object>)
              serializer(newLoader, newNoteFirst).snapshotConfiguration();
      Verdict v = now.compare(old);
      TypeSerializerSchemaCompatibility<Object> flink = now.resolveSchemaCompatibility(old);
      assertEquals(v.kind() == Kind.COMPATIBLE_AS_IS, flink.isCompatibleAsIs());
      assertEquals(v.kind() == Kind.COMPATIBLE_AFTER_MIGRATION, flink.isCompatibleAfterMigration());
      assertEquals(v.kind() == Kind.INCOMPATIBLE, flink.isIncompatible());
      return v;
    }
  }

  @Test
  void sameClassesAreCompatibleAsIs() throws Exception {
    assertEquals(Kind.COMPATIBLE_AS_IS, verdict(Versions.V1, Versions.V1, false).kind());
  }

  @Test
  void declarationOrderAloneChangesNothing() throws Exception {
    assertEquals(Kind.COMPATIBLE_AS_IS, verdict(Versions.V1, Versions.V1_REORDERED, false).kind());
  }

  @Test
  void addedAndRemovedFieldsNeedMigration() throws Exception {
    Verdict v = verdict(Versions.V1, Versions.V2, false);
    assertEquals(Kind.COMPATIBLE_AFTER_MIGRATION, v.kind());
    assertTrue(
        v.reason().contains("Counter.unit") && v.reason().contains("Counter.tags"), v.reason());
  }

  @Test
  void aFieldThatChangedTypeIsIncompatibleAndNamed() throws Exception {
    Verdict v = verdict(Versions.V1, Versions.V3_RETYPED, false);
    assertEquals(Kind.INCOMPATIBLE, v.kind());
    assertTrue(
        v.reason().contains("Counter.count changed type from long to java.lang.String"),
        v.reason());
  }

  @Test
  void anotherStateTypeIsIncompatible() throws Exception {
    Verdict v = verdict(Versions.V1, Versions.V1, true);
    assertEquals(Kind.INCOMPATIBLE, v.kind());
    assertTrue(v.reason().contains("holds demo.Counter, not demo.Note"), v.reason());
  }

  @Test
  void aNewerReleaseReadsOldStateThroughTheRestoreSerializer() throws Exception {
    try (URLClassLoader v1 = Versions.compile(Versions.V1);
        URLClassLoader v2 = Versions.compile(Versions.V2)) {
      FuryTypeSerializer<Object> writer = serializer(v1, false);
      Object state = Versions.counter(v1).getConstructor().newInstance();
      Versions.set(state, "count", 7L);
      Versions.set(state, "sum", 700L);
      Versions.set(state, "label", "k\u00e9y");
      Versions.set(state, "tags", List.of("a", "b"));
      assertEquals(List.of("a", "b"), Versions.get(writer.copy(state), "tags"));
      assertNotSame(state, writer.copy(state));
      DataOutputSerializer out = new DataOutputSerializer(64);
      writer.serialize(state, out);
      TypeSerializer<Object> restore = stored(writer, v2).restoreSerializer();
      Object read = restore.deserialize(new DataInputDeserializer(out.getCopyOfBuffer()));
      assertEquals(Versions.counter(v2), read.getClass());
      assertEquals(7L, Versions.get(read, "count"));
      assertEquals(700L, Versions.get(read, "sum"));
      assertEquals("k\u00e9y", Versions.get(read, "label"));
      assertNull(Versions.get(read, "unit"));
    }
  }
}
