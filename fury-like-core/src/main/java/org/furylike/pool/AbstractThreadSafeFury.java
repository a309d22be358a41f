package org.furylike.pool;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Function;
import java.util.function.IntSupplier;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.Config;
import org.furylike.config.FuryBuilder;
import org.furylike.exception.FuryException;
import org.furylike.memory.MemoryBuffer;
import org.furylike.resolver.SchemaContext;
import org.furylike.serializer.Serializer;

/**
 * What both {@link ThreadSafeFury} kinds share: the registration log that makes every member
 * identical, the seal that stops registration at first use, and the borrow/return wrapper around
 * each call. Subclasses decide where members live.
 *
 * <p>Registration and sealing take one lock; calls read a volatile flag and take the lock only
 * once, on the first call. Because {@code register} holds the lock and fails once sealed, no member
 * is ever in use while a registration is applied to it.
 */
abstract class AbstractThreadSafeFury implements ThreadSafeFury {
  private final Config config;
  private final ReentrantLock registrationLock = new ReentrantLock();

  /** Every registration, in order; replayed on each new member. Frozen once sealed. */
  private final List<Registration> registrations = new ArrayList<>();

  /** Members created before sealing: each registration is applied to them at once. */
  private List<Fury> unsealedMembers = new ArrayList<>();

  private volatile boolean sealed;

  AbstractThreadSafeFury(Config config) {
    this.config = Objects.requireNonNull(config, "config");
  }

  /** Takes a member for the current call; never null. */
  abstract Fury borrow();

  /** Gives back a member taken by {@link #borrow()}, whether or not its call failed. */
  abstract void giveBack(Fury member);

  /**
   * Takes ownership of a member created by the first registration when no member existed yet, so
   * that the work spent on it is not lost.
   */
  abstract void adopt(Fury member);

  @Override
  public final Config getConfig() {
    return config;
  }

  /** {@return whether the first call has happened, after which registration is refused} */
  public final boolean isSealed() {
    return sealed;
  }

  // ------------------------------------------------------------------ members

  /** Creates a member and replays every registration on it, in order. */
  final Fury newMember() {
    registrationLock.lock();
    try {
      Fury member = new Fury(config);
      for (Registration r : registrations) {
        r.prepare(member).getAsInt();
      }
      if (!sealed) {
        unsealedMembers.add(member);
      }
      return member;
    } finally {
      registrationLock.unlock();
    }
  }

  // ------------------------------------------------------------------ registration

  @Override
  public final int register(Class<?> cls) {
    return record(describe(cls), f -> () -> f.register(cls));
  }

  @Override
  public final int register(Class<?> cls, int id) {
    return record(describe(cls) + " with id " + id, f -> () -> f.register(cls, id));
  }

  @Override
  public final void registerByName(Class<?> cls) {
    record(
        describe(cls) + " by name",
        f ->
            () -> {
              f.registerByName(cls);
              return 0;
            });
  }

  @Override
  public final ThreadSafeFury withClassLoader(ClassLoader loader) {
    if (loader == null) {
      throw new FuryException("withClassLoader needs a class loader, got null");
    }
    registrationLock.lock();
    try {
      seal();
      AbstractThreadSafeFury sibling = newSibling(FuryBuilder.withClassLoader(config, loader));
      for (Registration r : registrations) {
        // applied to the members the sibling already made (a pool's minimum) and logged for later
        sibling.record("a registration copied from the original instance", r);
      }
      return sibling;
    } finally {
      registrationLock.unlock();
    }
  }

  /** A new, empty instance of the same kind and sizes with {@code config}. */
  abstract AbstractThreadSafeFury newSibling(Config config);

  @Override
  public final <T> void registerSerializer(
      Class<T> cls, Function<? super Config, ? extends Serializer<? extends T>> factory) {
    if (cls == null || factory == null) {
      throw new FuryException(
          "registerSerializer needs a class and a factory, got " + cls + " and " + factory);
    }
    record(
        "a serializer for " + cls.getName(),
        f -> {
          Serializer<? extends T> s = createSerializer(cls, factory, f.getConfig());
          return () -> {
            f.registerSerializer(cls, s);
            return 0;
          };
        });
  }

  private static <T> Serializer<? extends T> createSerializer(
      Class<T> cls,
      Function<? super Config, ? extends Serializer<? extends T>> factory,
      Config memberConfig) {
    Serializer<? extends T> s;
    try {
      s = factory.apply(memberConfig);
    } catch (FuryException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new FuryException("the serializer factory for " + cls.getName() + " failed: " + e, e);
    }
    if (s == null) {
      throw new FuryException("the serializer factory for " + cls.getName() + " returned null");
    }
    return s;
  }

  private static String describe(Class<?> cls) {
    return cls == null ? "null" : cls.getName();
  }

  /**
   * Applies {@code registration} to every existing member (creating a first one if none exists, so
   * errors and ids show up now) and logs it for members created later.
   */
  private int record(String what, Registration registration) {
    registrationLock.lock();
    try {
      if (sealed) {
        throw new FuryException(
            "cannot register "
                + what
                + ": this ThreadSafeFury has already been used to"
                + " serialize, deserialize or copy, and its instances must stay identical;"
                + " register every class before the first call");
      }
      if (unsealedMembers.isEmpty()) {
        adopt(newMember());
      }
      return applyToAll(what, registration);
    } finally {
      registrationLock.unlock();
    }
  }

  private int applyToAll(String what, Registration registration) {
    // Prepare on every member first (user factories run here and may fail without harm), then
    // commit. Members are identical, so the first commit rejects bad input for all of them, and it
    // does so before changing anything.
    List<IntSupplier> commits = new ArrayList<>(unsealedMembers.size());
    for (Fury member : unsealedMembers) {
      commits.add(registration.prepare(member));
    }
    int id = commits.get(0).getAsInt();
    for (int i = 1; i < commits.size(); i++) {
      int other = commits.get(i).getAsInt();
      if (other != id) {
        throw new IllegalStateException(
            "members disagree on the id of " + what + ": " + id + " and " + other);
      }
    }
    registrations.add(registration);
    return id;
  }

  /** One logged registration: prepare may fail harmlessly; the returned commit applies it. */
  @FunctionalInterface
  private interface Registration {
    IntSupplier prepare(Fury member);
  }

  private void seal() {
    registrationLock.lock();
    try {
      sealed = true;
      unsealedMembers = List.of();
    } finally {
      registrationLock.unlock();
    }
  }

  private Fury acquire() {
    if (!sealed) {
      seal();
    }
    return borrow();
  }

  // ------------------------------------------------------------------ calls

  @Override
  public final byte[] serialize(Object obj) {
    Fury f = acquire();
    try {
      return f.serialize(obj);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final byte[] serialize(SchemaContext context, Object obj) {
    Fury f = acquire();
    try {
      return f.serialize(context, obj);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final Object deserialize(SchemaContext context, byte[] bytes) {
    Fury f = acquire();
    try {
      return f.deserialize(context, bytes);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final <T> T deserialize(SchemaContext context, byte[] bytes, Class<T> type) {
    Fury f = acquire();
    try {
      return f.deserialize(context, bytes, type);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final void serialize(MemoryBuffer target, Object obj) {
    Fury f = acquire();
    try {
      f.serialize(target, obj);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final void serialize(OutputStream out, Object obj) {
    Fury f = acquire();
    try {
      f.serialize(out, obj);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final Object deserialize(byte[] bytes) {
    Fury f = acquire();
    try {
      return f.deserialize(bytes);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final <T> T deserialize(byte[] bytes, Class<T> type) {
    Fury f = acquire();
    try {
      return f.deserialize(bytes, type);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final Object deserialize(MemoryBuffer source) {
    Fury f = acquire();
    try {
      return f.deserialize(source);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final <T> T deserialize(MemoryBuffer source, Class<T> type) {
    Fury f = acquire();
    try {
      return f.deserialize(source, type);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final void serialize(ByteBuffer target, Object obj) {
    Fury f = acquire();
    try {
      f.serialize(target, obj);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final Object deserialize(ByteBuffer source) {
    Fury f = acquire();
    try {
      return f.deserialize(source);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final <T> T deserialize(ByteBuffer source, Class<T> type) {
    Fury f = acquire();
    try {
      return f.deserialize(source, type);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final Object deserialize(InputStream in) {
    Fury f = acquire();
    try {
      return f.deserialize(in);
    } finally {
      giveBack(f);
    }
  }

  @Override
  public final <T> T copy(T obj) {
    Fury f = acquire();
    try {
      return f.copy(obj);
    } finally {
      giveBack(f);
    }
  }
}
