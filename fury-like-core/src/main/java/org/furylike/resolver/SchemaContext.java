package org.furylike.resolver;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.furylike.exception.DeserializationException;
import org.furylike.meta.ClassIdentity;
import org.furylike.serializer.Serializer;

/**
 * The class schemas one side of a conversation has sent or received, in compatible mode. By default
 * every call uses a fresh context, so each message carries the schemas it needs. For a connection
 * that carries many messages in order, give the writing and the reading {@code Fury} one context
 * each ({@code Fury.setSchemaContext}) and keep them for the connection's life: schemas then travel
 * once, and later messages are no larger than in schema-consistent mode.
 *
 * <p>A context belongs to one direction of one connection and to one {@code Fury} at a time; it is
 * not thread-safe.
 */
public final class SchemaContext {
  /** Most schemas one context accepts from a peer. */
  public static final int MAX_SCHEMAS = 65536;

  final IdentityHashMap<Class<?>, Integer> sent = new IdentityHashMap<>();
  final List<Entry> received = new ArrayList<>();
  final Map<ClassIdentity, Entry> byIdentity = new HashMap<>();

  /** A received schema with the serializer this reader uses for it. */
  static final class Entry {
    final RemoteSchema schema;
    ClassInfo info;

    Entry(RemoteSchema schema) {
      this.schema = schema;
    }
  }

  /** Forgets everything sent and received. */
  public void reset() {
    if (!sent.isEmpty()) {
      sent.clear();
    }
    if (!received.isEmpty()) {
      received.clear();
      byIdentity.clear();
    }
  }

  /** How many schemas this context has sent. */
  public int sentCount() {
    return sent.size();
  }

  /** How many schemas this context has received. */
  public int receivedCount() {
    return received.size();
  }

  void add(Entry e) {
    if (received.size() >= MAX_SCHEMAS) {
      throw new DeserializationException(
          "more than " + MAX_SCHEMAS + " class schemas received in one schema context");
    }
    received.add(e);
    byIdentity.put(e.schema.def.identity(), e);
  }

  Entry at(int index, int offset) {
    if (index < 0 || index >= received.size()) {
      throw new DeserializationException(
          "class schema index "
              + index
              + " at offset "
              + offset
              + " is out of range ("
              + received.size()
              + " schemas received)");
    }
    return received.get(index);
  }

  /**
   * The serializer this reader uses for values of the class {@code identity} as the writer
   * described it in this context.
   */
  public Serializer<?> serializerFor(ClassIdentity identity, ClassResolver resolver) {
    Entry e = byIdentity.get(identity);
    if (e == null) {
      throw new DeserializationException(
          "the stream uses class " + identity + " without having sent its schema");
    }
    return resolver.getSerializer(e.info);
  }
}
