package org.furylike.resolver;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The remote schemas one reader has decoded, with the serializers chosen for them: at most {@code
 * perClass} per class (counted by registered id, or by name for a class without one) and {@code
 * total} in all. When a limit is reached the least recently used schema of that class (or of all)
 * is forgotten, never the new one: a flood of distinct schemas costs the reader work but never
 * makes it refuse a legitimate schema later. A forgotten schema that comes back is decoded again.
 */
final class RemoteSchemaCache {
  private final int perClass;
  private final int total;
  private final LinkedHashMap<Long, RemoteSchema> all = new LinkedHashMap<>(64, 0.75f, true);
  private final Map<String, LinkedHashMap<Long, RemoteSchema>> byClass = new HashMap<>();

  RemoteSchemaCache(int perClass, int total) {
    this.perClass = perClass;
    this.total = total;
  }

  /** The cached schema with this hash (the caller compares its bytes), or null. */
  RemoteSchema get(long hash) {
    RemoteSchema s = all.get(hash);
    if (s != null) {
      byClass.get(s.def.identity().key()).get(hash);
    }
    return s;
  }

  /**
   * Caches {@code schema} unless another schema with the same hash is cached (a collision: the new
   * one is used for its stream but not kept).
   */
  void put(RemoteSchema schema) {
    long hash = schema.def.hash();
    if (all.containsKey(hash)) {
      return;
    }
    String key = schema.def.identity().key();
    LinkedHashMap<Long, RemoteSchema> versions =
        byClass.computeIfAbsent(key, k -> new LinkedHashMap<>(4, 0.75f, true));
    if (versions.size() >= perClass) {
      evictEldest(versions);
    }
    if (all.size() >= total) {
      Long eldest = all.keySet().iterator().next();
      RemoteSchema gone = all.remove(eldest);
      String goneKey = gone.def.identity().key();
      LinkedHashMap<Long, RemoteSchema> goneVersions = byClass.get(goneKey);
      goneVersions.remove(eldest);
      if (goneVersions.isEmpty() && goneVersions != versions) {
        byClass.remove(goneKey);
      }
    }
    all.put(hash, schema);
    versions.put(hash, schema);
  }

  private void evictEldest(LinkedHashMap<Long, RemoteSchema> versions) {
    Iterator<Long> it = versions.keySet().iterator();
    Long eldest = it.next();
    it.remove();
    all.remove(eldest);
  }

  /** Schemas cached. */
  int size() {
    return all.size();
  }

  /** Schemas cached for the class with this key ({@code ClassIdentity.key()}). */
  int versionsOf(String key) {
    LinkedHashMap<Long, RemoteSchema> versions = byClass.get(key);
    return versions == null ? 0 : versions.size();
  }
}
