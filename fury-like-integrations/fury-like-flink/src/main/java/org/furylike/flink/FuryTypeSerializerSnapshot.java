package org.furylike.flink;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;
import org.furylike.exception.FuryException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a checkpoint or savepoint records about a {@link FuryTypeSerializer}: the serialized type,
 * the registered classes in order, and the schema (fields and their types) of each. When a job is
 * restored, Flink asks the new serializer's snapshot how it relates to the old one, and {@link
 * #resolveSchemaCompatibility} answers:
 *
 * <ul>
 *   <li><b>compatible as is</b>: same type, same registrations in the same order (more may be
 *       appended), same fields (declaration order does not matter);
 *   <li><b>compatible after migration</b>: fields were added or removed, or the registration order
 *       changed; Flink reads the old state with {@link #restoreSerializer()} (the old registration
 *       order, the classes as loaded now, compatible mode) and writes it anew;
 *   <li><b>incompatible</b>, with the reason logged and returned by {@link #compare}: another type,
 *       a class registered before that is no longer registered, or a field that changed type.
 * </ul>
 *
 * @param <T> the serialized type
 */
public final class FuryTypeSerializerSnapshot<T> implements TypeSerializerSnapshot<T> {
  private static final Logger LOG = LoggerFactory.getLogger(FuryTypeSerializerSnapshot.class);
  private static final int VERSION = 1;

  private List<ClassSchema> schemas;
  private ClassLoader loader;

  /** For Flink, which then calls {@link #readSnapshot}. */
  public FuryTypeSerializerSnapshot() {}

  FuryTypeSerializerSnapshot(FuryTypeSerializer<T> serializer) {
    schemas = new ArrayList<>();
    for (Class<?> c : serializer.getRegisteredClasses()) {
      schemas.add(ClassSchema.of(c));
    }
    ClassLoader l = serializer.getType().getClassLoader();
    loader = l != null ? l : FuryTypeSerializerSnapshot.class.getClassLoader();
  }

  /**
   * The answer to "how does the new serializer relate to the old one", with its reason.
   *
   * @param kind the answer
   * @param reason why, in words: the classes or fields that changed, if any
   */
  public record Verdict(Kind kind, String reason) {}

  /** The three answers Flink understands. */
  public enum Kind {
    /** The new serializer reads the old state directly. */
    COMPATIBLE_AS_IS,
    /** The old state must be read with the old serializer and written again with the new one. */
    COMPATIBLE_AFTER_MIGRATION,
    /** The old state cannot be read; the restore fails. */
    INCOMPATIBLE
  }

  @Override
  public int getCurrentVersion() {
    return VERSION;
  }

  @Override
  public void writeSnapshot(DataOutputView out) throws IOException {
    out.writeInt(schemas.size());
    for (ClassSchema s : schemas) {
      s.write(out);
    }
  }

  @Override
  public void readSnapshot(int readVersion, DataInputView in, ClassLoader userCodeClassLoader)
      throws IOException {
    if (readVersion != VERSION) {
      throw new IOException(
          "fury-like Flink serializer snapshot version "
              + readVersion
              + " is not supported; this release reads version "
              + VERSION);
    }
    int n = in.readInt();
    if (n < 1 || n > 65_536) {
      throw new IOException("fury-like Flink serializer snapshot claims " + n + " classes");
    }
    schemas = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      schemas.add(ClassSchema.read(in));
    }
    loader = userCodeClassLoader;
  }

  /**
   * A serializer that reads state written under this snapshot: its registration order, with the
   * classes loaded now by the job's class loader (whose fields compatible mode maps by name).
   *
   * @throws FuryException if a recorded class cannot be loaded any more
   */
  @Override
  @SuppressWarnings("unchecked")
  public TypeSerializer<T> restoreSerializer() {
    List<Class<?>> classes = new ArrayList<>();
    for (ClassSchema s : schemas) {
      try {
        classes.add(Class.forName(s.className, false, loader));
      } catch (ClassNotFoundException e) {
        throw new FuryException(
            "class "
                + s.className
                + ", registered when the state was written,"
                + " is not on the job's class path any more",
            e);
      }
    }
    Class<T> type = (Class<T>) classes.get(0);
    return new FuryTypeSerializer<>(type, classes.subList(1, classes.size()));
  }

  @Override
  public TypeSerializerSchemaCompatibility<T> resolveSchemaCompatibility(
      TypeSerializerSnapshot<T> oldSnapshot) {
    Verdict v = compare(oldSnapshot);
    switch (v.kind()) {
      case COMPATIBLE_AS_IS:
        return TypeSerializerSchemaCompatibility.compatibleAsIs();
      case COMPATIBLE_AFTER_MIGRATION:
        LOG.info(
            "fury-like state of {} will be migrated: {}", schemas.get(0).className, v.reason());
        return TypeSerializerSchemaCompatibility.compatibleAfterMigration();
      default:
        LOG.warn("fury-like state cannot be restored: {}", v.reason());
        return TypeSerializerSchemaCompatibility.incompatible();
    }
  }

  /**
   * Compares this (new) snapshot with {@code oldSnapshot} and says why it decided so.
   *
   * @param oldSnapshot the snapshot taken with the old serializer
   * @return the verdict and its reason
   */
  public Verdict compare(TypeSerializerSnapshot<T> oldSnapshot) {
    if (!(oldSnapshot instanceof FuryTypeSerializerSnapshot)) {
      return new Verdict(
          Kind.INCOMPATIBLE,
          "the state was written by "
              + oldSnapshot.getClass().getName()
              + ", not by the fury-like serializer");
    }
    List<ClassSchema> old = ((FuryTypeSerializerSnapshot<?>) oldSnapshot).schemas;
    String oldType = old.get(0).className;
    String newType = schemas.get(0).className;
    if (!oldType.equals(newType)) {
      return new Verdict(Kind.INCOMPATIBLE, "the state holds " + oldType + ", not " + newType);
    }
    List<String> changes = new ArrayList<>();
    boolean reordered = false;
    for (int i = 0; i < old.size(); i++) {
      ClassSchema was = old.get(i);
      int now = indexOf(was.className);
      if (now < 0) {
        return new Verdict(
            Kind.INCOMPATIBLE,
            "class "
                + was.className
                + " was registered when the state was written and is not registered now");
      }
      List<String> typeChanges = was.typeChanges(schemas.get(now));
      if (!typeChanges.isEmpty()) {
        return new Verdict(Kind.INCOMPATIBLE, String.join("; ", typeChanges));
      }
      reordered |= now != i;
      if (!was.fields.keySet().equals(schemas.get(now).fields.keySet())) {
        changes.add(
            was.className
                + " fields "
                + was.fields.keySet()
                + " -> "
                + schemas.get(now).fields.keySet());
      }
    }
    if (reordered) {
      changes.add("registration order changed");
    }
    return changes.isEmpty()
        ? new Verdict(Kind.COMPATIBLE_AS_IS, "same classes and fields")
        : new Verdict(Kind.COMPATIBLE_AFTER_MIGRATION, String.join("; ", changes));
  }

  private int indexOf(String className) {
    for (int i = 0; i < schemas.size(); i++) {
      if (schemas.get(i).className.equals(className)) {
        return i;
      }
    }
    return -1;
  }
}
