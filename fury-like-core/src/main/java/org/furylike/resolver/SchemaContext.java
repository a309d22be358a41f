package org.furylike.resolver;

import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
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
 * <p>A context belongs to one direction of one connection, and is used by one call at a time: it is
 * not thread-safe. Successive calls may use different {@code Fury} instances with the same settings
 * and registrations (the members of a {@code ThreadSafeFury}, which take a context per call): a
 * reader that meets a context filled by another instance looks its received schemas up again for
 * itself before reading.
 */
public final class SchemaContext {
  /** Most schemas one context accepts from a peer. */
  public static final int MAX_SCHEMAS = 65536;

  /**
   * Up to this many schemas a context finds a class or identity by scanning an array, which costs
   * less than hashing for the few classes of one message; beyond it a map takes over.
   */
  private static final int SCAN_LIMIT = 12;

  private Class<?>[] ownSent = new Class<?>[8];
  private Class<?>[] sent = ownSent;
  private int sentCount;
  private IdentityHashMap<Class<?>, Integer> sentIndex;
  private Entry[] ownReceived = new Entry[8];
  private Entry[] received = ownReceived;
  private int receivedCount;
  private Map<ClassIdentity, Entry> byIdentity;

  /** The reader whose look-ups the received entries hold (see {@link #receivedEntries}). */
  Object receivedBy;

  /** A received schema with the serializer this reader uses for it. */
  static final class Entry {
    final RemoteSchema schema;
    ClassInfo info;

    Entry(RemoteSchema schema) {
      this.schema = schema;
    }
  }

  /** An empty context, for one direction of one connection. */
  public SchemaContext() {}

  /**
   * Forgets everything sent and received. An adopted array stays referenced, unused, so that a
   * context reset after every message and adopting the same array again stores no reference: a
   * reference stored into a long-lived object may cost the garbage collector's cross-region write
   * barrier, with a memory fence.
   */
  public void reset() {
    if (sentCount > 0) {
      if (sent == ownSent) {
        Arrays.fill(sent, 0, sentCount, null);
      }
      sentCount = 0;
      sentIndex = null;
    }
    if (receivedCount > 0) {
      if (received == ownReceived) {
        Arrays.fill(received, 0, receivedCount, null);
      }
      receivedCount = 0;
      byIdentity = null;
    }
  }

  /**
   * Takes {@code classes} as the schemas sent so far by a context that has sent none: the array is
   * shared with its owner, not copied, and copied before this context changes it.
   */
  void adoptSent(Class<?>[] classes) {
    if (sentCount != 0 || classes.length > SCAN_LIMIT) {
      for (Class<?> c : classes) {
        addSent(c);
      }
      return;
    }
    if (sent != classes) {
      sent = classes;
    }
    sentCount = classes.length;
  }

  /** As {@link #adoptSent} for received entries, which a reader keeps for a known block. */
  void adoptReceived(Entry[] entries) {
    if (receivedCount != 0 || entries.length > SCAN_LIMIT) {
      for (Entry e : entries) {
        add(e);
      }
      return;
    }
    if (received != entries) {
      received = entries;
    }
    receivedCount = entries.length;
  }

  /** {@return how many schemas this context has sent} */
  public int sentCount() {
    return sentCount;
  }

  /** {@return how many schemas this context has received} */
  public int receivedCount() {
    return receivedCount;
  }

  /** The index {@code cls}'s schema was sent under, or -1. */
  int sentIndex(Class<?> cls) {
    if (sentIndex != null) {
      Integer i = sentIndex.get(cls);
      return i == null ? -1 : i;
    }
    Class<?>[] s = sent;
    for (int i = 0, n = sentCount; i < n; i++) {
      if (s[i] == cls) {
        return i;
      }
    }
    return -1;
  }

  /** Records that {@code cls}'s schema was sent; its index is the number sent before it. */
  void addSent(Class<?> cls) {
    if (sent != ownSent) {
      if (sentCount > 0) {
        ownSent = Arrays.copyOf(sent, Math.max(8, sentCount * 2));
      }
      sent = ownSent;
    }
    if (sentCount == sent.length) {
      ownSent = Arrays.copyOf(sent, sentCount * 2);
      sent = ownSent;
    }
    sent[sentCount] = cls;
    if (sentIndex != null) {
      sentIndex.put(cls, sentCount);
    } else if (sentCount == SCAN_LIMIT) {
      sentIndex = new IdentityHashMap<>();
      for (int i = 0; i <= sentCount; i++) {
        sentIndex.put(sent[i], i);
      }
    }
    sentCount++;
  }

  void add(Entry e) {
    if (receivedCount >= MAX_SCHEMAS) {
      throw new DeserializationException(
          "more than " + MAX_SCHEMAS + " class schemas received in one schema context");
    }
    if (received != ownReceived) {
      if (receivedCount > 0) {
        ownReceived = Arrays.copyOf(received, Math.max(8, receivedCount * 2));
      }
      received = ownReceived;
    }
    if (receivedCount == received.length) {
      ownReceived = Arrays.copyOf(received, receivedCount * 2);
      received = ownReceived;
    }
    received[receivedCount] = e;
    if (byIdentity != null) {
      byIdentity.put(e.schema.def.identity(), e);
    } else if (receivedCount == SCAN_LIMIT) {
      byIdentity = new HashMap<>();
      for (int i = 0; i <= receivedCount; i++) {
        byIdentity.put(received[i].schema.def.identity(), received[i]);
      }
    }
    receivedCount++;
  }

  /**
   * The received entries in order, then forgets them, so that another reader can add its own
   * look-ups of the same schemas.
   */
  Entry[] takeReceived() {
    Entry[] taken = Arrays.copyOf(received, receivedCount);
    if (received == ownReceived) {
      Arrays.fill(received, 0, receivedCount, null);
    }
    receivedCount = 0;
    byIdentity = null;
    return taken;
  }

  /** The received entry at {@code index}, which the caller knows to be in range. */
  Entry get(int index) {
    return received[index];
  }

  /** The latest entry received for {@code identity}, or null. */
  Entry byIdentity(ClassIdentity identity) {
    if (byIdentity != null) {
      return byIdentity.get(identity);
    }
    for (int i = receivedCount - 1; i >= 0; i--) {
      Entry e = received[i];
      if (e.schema.def.identity().equals(identity)) {
        return e;
      }
    }
    return null;
  }

  Entry at(int index, int offset) {
    if (index < 0 || index >= receivedCount) {
      throw new DeserializationException(
          "class schema index "
              + index
              + " at offset "
              + offset
              + " is out of range ("
              + receivedCount
              + " schemas received)");
    }
    return received[index];
  }

  /**
   * The serializer this reader uses for values of the class {@code identity} as the writer
   * described it in this context.
   *
   * @param identity the class as the writer named it
   * @param resolver the reader's resolver
   * @return the serializer
   */
  public Serializer<?> serializerFor(ClassIdentity identity, ClassResolver resolver) {
    Entry e = byIdentity(identity);
    if (e == null) {
      throw new DeserializationException(
          "the stream uses class " + identity + " without having sent its schema");
    }
    return resolver.getSerializer(e.info);
  }
}
