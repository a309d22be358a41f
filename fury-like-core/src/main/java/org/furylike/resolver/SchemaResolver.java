package org.furylike.resolver;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.meta.SchemaNames;
import org.furylike.meta.TypeDef;

/**
 * The class-schema side of a {@link ClassResolver} (compatible mode): the schemas this instance
 * writes, schema blocks on the wire, and the cache of schemas received, with the serializer chosen
 * for each.
 */
final class SchemaResolver {
  private static final int TAG_REGISTERED = 1;
  private static final int TAG_NEW_NAME = 2;

  private final ClassResolver resolver;
  private final SchemaBuilder schemaBuilder;
  private final Map<Class<?>, SchemaBuilder.LocalSchema> localSchemas = new IdentityHashMap<>();
  private final RemoteSchemaCache remoteSchemas =
      new RemoteSchemaCache(
          ClassResolver.MAX_REMOTE_VERSIONS_PER_CLASS, ClassResolver.MAX_REMOTE_SCHEMAS);
  private final Map<Class<?>, SchemaClosure> closures = new IdentityHashMap<>();
  private final ReceivedBlocks blocks = new ReceivedBlocks();

  SchemaResolver(ClassResolver resolver) {
    this.resolver = resolver;
    this.schemaBuilder = new SchemaBuilder(resolver);
  }

  /** Forgets the schemas built for local classes, after a registration that may change them. */
  void forgetLocalSchemas() {
    localSchemas.clear();
    closures.clear();
  }

  SchemaBuilder.LocalSchema local(Class<?> cls) {
    SchemaBuilder.LocalSchema s = localSchemas.get(cls);
    if (s == null) {
      boolean custom =
          resolver.customSerializers.containsKey(cls)
              || Throwable.class.isAssignableFrom(cls)
              || (!cls.isRecord() && org.furylike.serializer.jdk.JdkHooks.hasHooks(cls))
              || org.furylike.serializer.jdk.RecordHookSerializer.applies(cls)
              || (!cls.isEnum()
                  && (java.util.Collection.class.isAssignableFrom(cls)
                      || Map.class.isAssignableFrom(cls)));
      s = schemaBuilder.build(cls, custom);
      localSchemas.put(cls, s);
    }
    return s;
  }

  void writeSchemaRef(ClassInfoStreams.Writer ctx, ClassInfo info) {
    int index = ctx.schemas().sentIndex(info.cls);
    if (index < 0) {
      index = writeSchemaBlock(ctx, info);
    }
    ctx.buffer().writeVarUint32((index << 2) | TAG_REGISTERED);
  }

  /**
   * The closure of {@code info}'s class: from the class info while the resolver's epoch has not
   * changed since it was put there, else from the map (built the first time).
   */
  private SchemaClosure closure(ClassInfo info) {
    int epoch = resolver.epoch();
    SchemaClosure closure = info.closure;
    if (closure != null && info.closureEpoch == epoch) {
      return closure;
    }
    closure = closures.get(info.cls);
    if (closure == null) {
      closure = SchemaClosure.of(info.cls, this);
      closures.put(info.cls, closure);
    }
    info.closure = closure;
    info.closureEpoch = epoch;
    return closure;
  }

  /**
   * Writes the schemas of {@code info}'s class and of every class it names statically not yet sent,
   * and returns the index of that class's schema. When none was sent, the block is one copy.
   */
  private int writeSchemaBlock(ClassInfoStreams.Writer ctx, ClassInfo info) {
    SchemaContext schemas = ctx.schemas();
    SchemaClosure closure = closure(info);
    MemoryBuffer buffer = ctx.buffer();
    int first = schemas.sentCount();
    if (closure.noneSent(schemas)) {
      buffer.writeVarUint32((closure.classes.length << 2) | TAG_NEW_NAME);
      buffer.writeBytes(closure.entries);
      schemas.adoptSent(closure.classes);
      return first;
    }
    List<Class<?>> missing = new ArrayList<>();
    for (Class<?> c : closure.classes) {
      if (schemas.sentIndex(c) < 0) {
        missing.add(c);
      }
    }
    buffer.writeVarUint32((missing.size() << 2) | TAG_NEW_NAME);
    int hashAt = SchemaClosure.startEntries(buffer);
    SchemaNames names = new SchemaNames();
    for (Class<?> c : missing) {
      SchemaClosure.writeEntry(buffer, local(c).def, names);
      schemas.addSent(c);
    }
    SchemaClosure.endEntries(buffer, hashAt);
    return first;
  }

  void readSchemaBlock(ClassInfoStreams.Reader ctx, int count, int start) {
    SchemaContext schemas = ctx.schemas();
    if (count < 1 || count > SchemaContext.MAX_SCHEMAS) {
      throw badCount(count, start);
    }
    MemoryBuffer buffer = ctx.buffer();
    int epoch = resolver.epoch();
    if (schemas.receivedBy != this) {
      schemas.receivedBy = this;
    }
    ReceivedBlocks.Block known = blocks.find(buffer, count, epoch);
    if (known != null && known.selfContained) {
      buffer.skip(known.length);
      schemas.adoptReceived(known.entries);
    } else {
      readNewSchemaBlock(schemas, buffer, known, count, start, epoch);
    }
  }

  private static DeserializationException badCount(int count, int start) {
    return new DeserializationException(
        "schema block at offset " + start + " declares " + count + " schemas");
  }

  /**
   * The rest of {@link #readSchemaBlock} kept out of its hot path: a known block that names classes
   * outside itself, or a block to parse.
   */
  private void readNewSchemaBlock(
      SchemaContext schemas,
      MemoryBuffer buffer,
      ReceivedBlocks.Block known,
      int count,
      int start,
      int epoch) {
    if (known != null) {
      buffer.skip(known.length);
      addEntries(schemas, known.schemas());
      return;
    }
    long hash = buffer.readLong();
    int from = buffer.readerIndex();
    RemoteSchema[] received;
    if (SchemaCompression.isCompressed(hash)) {
      MemoryBuffer inflated = SchemaCompression.inflate(buffer, hash, start);
      received = readSchemas(inflated, count);
      if (inflated.remaining() != 0) {
        throw new DeserializationException(
            "compressed schema block at offset "
                + start
                + " has "
                + inflated.remaining()
                + " bytes after its "
                + count
                + " schemas");
      }
    } else {
      received = readSchemas(buffer, count);
      if (SchemaCompression.hash(buffer, from, buffer.readerIndex(), false) != hash) {
        throw new DeserializationException(
            "schema block at offset " + start + " does not match its hash");
      }
    }
    blocks.offer(buffer, from - 8, buffer.readerIndex(), addEntries(schemas, received), epoch);
  }

  /**
   * Makes {@code schemas} usable by this reader when another reader (a member of the same {@code
   * ThreadSafeFury}) received its schemas: each is looked up again here, in the same order.
   */
  void bind(SchemaContext schemas) {
    if (schemas.receivedBy == this || schemas.receivedBy == null) {
      return;
    }
    SchemaContext.Entry[] foreign = schemas.takeReceived();
    RemoteSchema[] again = new RemoteSchema[foreign.length];
    for (int i = 0; i < foreign.length; i++) {
      again[i] = known(foreign[i].schema.def);
    }
    schemas.receivedBy = this;
    addEntries(schemas, again);
  }

  private RemoteSchema[] readSchemas(MemoryBuffer buffer, int count) {
    RemoteSchema[] received = new RemoteSchema[count];
    SchemaNames names = new SchemaNames();
    for (int i = 0; i < count; i++) {
      received[i] = readSchema(buffer, names);
    }
    return received;
  }

  /** Adds a block's schemas to the context and decides the serializer of each. */
  private SchemaContext.Entry[] addEntries(SchemaContext schemas, RemoteSchema[] received) {
    SchemaContext.Entry[] entries = new SchemaContext.Entry[received.length];
    for (int i = 0; i < received.length; i++) {
      entries[i] = new SchemaContext.Entry(received[i]);
      schemas.add(entries[i]);
    }
    for (SchemaContext.Entry e : entries) {
      e.info = entryInfo(schemas, e);
    }
    return entries;
  }

  /**
   * Reads one block entry. A schema seen before is found by the hash of its canonical encoding and
   * taken only when that encoding equals the known one's; one that collides is kept apart.
   */
  private RemoteSchema readSchema(MemoryBuffer buffer, SchemaNames names) {
    int at = buffer.readerIndex();
    int length = buffer.readVarUint32();
    if (length < 1 || length > TypeDef.MAX_BYTES) {
      throw new DeserializationException(
          "class schema at offset "
              + at
              + " declares "
              + (length & 0xFFFFFFFFL)
              + " bytes (limit "
              + TypeDef.MAX_BYTES
              + ")");
    }
    buffer.checkReadable(length);
    int from = buffer.readerIndex();
    TypeDef def = TypeDef.decode(buffer.slice(from, length), names);
    buffer.skip(length);
    return known(def);
  }

  /** This reader's schema for {@code def}: the one kept when equal, else a new one. */
  private RemoteSchema known(TypeDef def) {
    RemoteSchema remote = remoteSchemas.get(def.hash());
    if (remote != null && Arrays.equals(remote.def.encoded(), def.encoded())) {
      return remote;
    }
    return newRemoteSchema(def);
  }

  /** Schemas this reader keeps decoded, in all and for the class with {@code key}; for tests. */
  int[] cachedSchemaCounts(String key) {
    return new int[] {remoteSchemas.size(), remoteSchemas.versionsOf(key)};
  }

  private RemoteSchema newRemoteSchema(TypeDef received) {
    TypeDef def = received.named(this::registeredName);
    Class<?> local = resolveIdentity(def.identity());
    TypeDef localDef = local == null ? null : local(local).def;
    boolean same = localDef != null && Arrays.equals(localDef.encoded(), def.encoded());
    RemoteSchema remote =
        new RemoteSchema(def, local, localDef == null ? -1 : localDef.category(), same);
    remoteSchemas.put(remote);
    return remote;
  }

  /** The name of the class registered with {@code id} here, or "" when there is none. */
  private String registeredName(int id) {
    ClassInfo info = id < resolver.userById.length ? resolver.userById[id] : null;
    return info == null ? "" : info.cls.getName();
  }

  /** The reader's class for a remote identity, or null when it has none (values are skipped). */
  private Class<?> resolveIdentity(org.furylike.meta.ClassIdentity identity) {
    int id = identity.registeredId();
    if (id >= 0) {
      ClassInfo info = id < resolver.userById.length ? resolver.userById[id] : null;
      return info == null ? null : info.cls;
    }
    ClassInfo byName = resolver.registeredByName.get(identity.name());
    if (byName != null) {
      return byName.cls;
    }
    if (resolver.getConfig().isRequireClassRegistration()) {
      return null;
    }
    ClassChecker.checkName(identity.name());
    try {
      return resolver.loadClass(identity.name(), -1);
    } catch (DeserializationException e) {
      return null;
    }
  }

  /**
   * The class info for a received schema: the local class's own info when it and every class it
   * names statically have the same schema as the writer's, else an adapting or skipping serializer.
   */
  private ClassInfo entryInfo(SchemaContext schemas, SchemaContext.Entry e) {
    RemoteSchema remote = e.schema;
    if (remote.local != null && closureSame(schemas, remote, new java.util.HashSet<>())) {
      return resolver.getClassInfo(remote.local);
    }
    if (remote.adapted == null) {
      org.furylike.serializer.Serializer<?> s =
          org.furylike.serializer.compat.CompatibleSerializers.create(resolver, remote);
      remote.adapted =
          remote.local != null
              ? s
              : org.furylike.serializer.compat.CompatibleSerializers.unknown(
                  "class " + remote.def.identity(), s);
    }
    ClassInfo info =
        new ClassInfo(
            remote.local != null ? remote.local : Object.class,
            remote.local != null ? ClassInfo.REGISTERED : ClassInfo.SKIPPED,
            -1,
            null,
            0);
    info.serializer = remote.adapted;
    return info;
  }

  private boolean closureSame(
      SchemaContext schemas, RemoteSchema remote, java.util.Set<Long> seen) {
    if (!remote.sameAsLocal) {
      return false;
    }
    if (!seen.add(remote.def.hash())) {
      return true;
    }
    for (TypeDef.FieldDef f : remote.def.fields()) {
      if (f.type() != null && !refSame(schemas, f.type(), seen)) {
        return false;
      }
    }
    return true;
  }

  private boolean refSame(
      SchemaContext schemas, org.furylike.meta.TypeRef ref, java.util.Set<Long> seen) {
    switch (ref.tag()) {
      case org.furylike.meta.TypeRef.USER:
        SchemaContext.Entry nested = schemas.byIdentity(ref.user());
        return nested != null && closureSame(schemas, nested.schema, seen);
      case org.furylike.meta.TypeRef.ARRAY:
        return refSame(schemas, ref.component(), seen);
      default:
        for (org.furylike.meta.TypeRef a : ref.args()) {
          if (!refSame(schemas, a, seen)) {
            return false;
          }
        }
        return true;
    }
  }
}
