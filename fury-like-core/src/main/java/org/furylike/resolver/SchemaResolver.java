package org.furylike.resolver;

import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * The class-schema side of a {@link ClassResolver} (compatible mode and the class-version check):
 * the schemas this instance writes, schema blocks on the wire, and the cache of schemas received,
 * with the serializer chosen for each.
 */
final class SchemaResolver {
  private static final int TAG_REGISTERED = 1;
  private static final int TAG_NEW_NAME = 2;

  private final ClassResolver resolver;
  private final boolean versionCheckOnly;
  private final SchemaBuilder schemaBuilder;
  private final Map<Class<?>, SchemaBuilder.LocalSchema> localSchemas = new IdentityHashMap<>();
  private final Map<Long, RemoteSchema> remoteSchemas = new HashMap<>();
  private final Map<String, Integer> remoteVersions = new HashMap<>();

  SchemaResolver(ClassResolver resolver) {
    this.resolver = resolver;
    this.schemaBuilder = new SchemaBuilder(resolver);
    org.furylike.config.Config config = resolver.getConfig();
    this.versionCheckOnly =
        config.isClassVersionCheck()
            && config.getCompatibleMode() != org.furylike.config.CompatibleMode.COMPATIBLE;
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

  void writeSchemaRef(ClassInfoStreams.Writer ctx, Class<?> cls) {
    SchemaContext schemas = ctx.schemas();
    Integer index = schemas.sent.get(cls);
    if (index == null) {
      writeSchemaBlock(ctx, cls);
      index = schemas.sent.get(cls);
    }
    ctx.buffer().writeVarUint32((index << 2) | TAG_REGISTERED);
  }

  /** Writes the schemas of {@code cls} and of every class it names statically not yet sent. */
  private void writeSchemaBlock(ClassInfoStreams.Writer ctx, Class<?> cls) {
    SchemaContext schemas = ctx.schemas();
    java.util.LinkedHashSet<Class<?>> block = new java.util.LinkedHashSet<>();
    java.util.ArrayDeque<Class<?>> todo = new java.util.ArrayDeque<>();
    todo.add(cls);
    while (!todo.isEmpty()) {
      Class<?> c = todo.poll();
      if (schemas.sent.containsKey(c) || !block.add(c)) {
        continue;
      }
      todo.addAll(local(c).referenced);
    }
    MemoryBuffer buffer = ctx.buffer();
    buffer.writeVarUint32((block.size() << 2) | TAG_NEW_NAME);
    for (Class<?> c : block) {
      org.furylike.meta.TypeDef def = local(c).def;
      byte[] bytes = def.encoded();
      schemas.sent.put(c, schemas.sent.size());
      buffer.writeLong(def.hash());
      buffer.writeVarUint32(bytes.length);
      buffer.writeBytes(bytes);
    }
  }

  void readSchemaBlock(ClassInfoStreams.Reader ctx, int count, int start) {
    SchemaContext schemas = ctx.schemas();
    if (count < 1 || count > SchemaContext.MAX_SCHEMAS) {
      throw new DeserializationException(
          "schema block at offset " + start + " declares " + count + " schemas");
    }
    int first = schemas.received.size();
    MemoryBuffer buffer = ctx.buffer();
    for (int i = 0; i < count; i++) {
      long hash = buffer.readLong();
      int at = buffer.readerIndex();
      int length = buffer.readVarUint32();
      if (length < 1 || length > org.furylike.meta.TypeDef.MAX_BYTES) {
        throw new DeserializationException(
            "class schema at offset "
                + at
                + " declares "
                + (length & 0xFFFFFFFFL)
                + " bytes (limit "
                + org.furylike.meta.TypeDef.MAX_BYTES
                + ")");
      }
      buffer.checkReadable(length);
      RemoteSchema remote = remoteSchemas.get(hash);
      if (remote != null) {
        buffer.skip(length);
      } else {
        byte[] bytes = buffer.readBytes(length);
        if (org.furylike.meta.TypeDef.hash64(bytes) != hash) {
          throw new DeserializationException(
              "class schema at offset " + at + " does not match its hash");
        }
        org.furylike.meta.TypeDef def = org.furylike.meta.TypeDef.decode(bytes);
        remote = newRemoteSchema(def, at);
      }
      schemas.add(new SchemaContext.Entry(remote));
    }
    for (int i = first; i < schemas.received.size(); i++) {
      SchemaContext.Entry e = schemas.received.get(i);
      e.info = entryInfo(schemas, e);
    }
  }

  private RemoteSchema newRemoteSchema(org.furylike.meta.TypeDef def, int offset) {
    String name = def.identity().name();
    int versions = remoteVersions.getOrDefault(name, 0);
    if (versions >= ClassResolver.MAX_REMOTE_VERSIONS_PER_CLASS
        || remoteSchemas.size() >= ClassResolver.MAX_REMOTE_SCHEMAS) {
      throw new DeserializationException(
          "too many distinct schemas for class "
              + name
              + " (schema at offset "
              + offset
              + "; limits "
              + ClassResolver.MAX_REMOTE_VERSIONS_PER_CLASS
              + " per class, "
              + ClassResolver.MAX_REMOTE_SCHEMAS
              + " in all)");
    }
    Class<?> local = resolveIdentity(def.identity());
    boolean same = local != null && local(local).def.hash() == def.hash();
    RemoteSchema remote = new RemoteSchema(def, local, same);
    remoteSchemas.put(def.hash(), remote);
    remoteVersions.put(name, versions + 1);
    return remote;
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
    if (versionCheckOnly && (remote.local == null || !remote.sameAsLocal)) {
      throw new DeserializationException(
          SchemaDiff.describe(remote.def, remote.local == null ? null : local(remote.local).def));
    }
    if (remote.adapted == null) {
      remote.adapted =
          org.furylike.serializer.compat.CompatibleSerializers.create(resolver, remote);
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
    for (org.furylike.meta.TypeDef.FieldDef f : remote.def.fields()) {
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
        SchemaContext.Entry nested = schemas.byIdentity.get(ref.user());
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
