package org.furylike.config;

import java.util.Objects;
import org.furylike.Fury;
import org.furylike.exception.FuryException;

/**
 * Collects the settings of a {@link Fury} instance. Obtain one from {@link Fury#builder()}; every
 * setter returns the builder, and {@link #build()} creates the instance.
 */
public final class FuryBuilder {
  boolean refTracking = false;
  CompatibleMode compatibleMode = CompatibleMode.SCHEMA_CONSISTENT;
  boolean requireClassRegistration = true;
  boolean numberCompressed = true;
  int maxDepth = 128;
  ClassLoader classLoader;
  int bufferRetainLimit = 1 << 20;

  /** Use {@link Fury#builder()}. */
  public FuryBuilder() {}

  /**
   * Whether shared and cyclic references keep their identity (default false). When off, an object
   * reachable twice is written twice and a cycle fails with a depth error.
   */
  public FuryBuilder withRefTracking(boolean refTracking) {
    this.refTracking = refTracking;
    return this;
  }

  /** How class schemas are handled between writer and reader (default schema-consistent). */
  public FuryBuilder withCompatibleMode(CompatibleMode mode) {
    this.compatibleMode = Objects.requireNonNull(mode, "mode");
    return this;
  }

  /**
   * Whether classes must be registered before they are written or read (default true, the secure
   * choice). When off, unregistered classes are written by name and checked against the deny list.
   */
  public FuryBuilder requireClassRegistration(boolean require) {
    this.requireClassRegistration = require;
    return this;
  }

  /** Whether ints and longs use variable-length encodings (default true). */
  public FuryBuilder withNumberCompressed(boolean compressed) {
    this.numberCompressed = compressed;
    return this;
  }

  /** The loader used to resolve class names read from a stream (default: the thread's). */
  public FuryBuilder withClassLoader(ClassLoader loader) {
    this.classLoader = loader;
    return this;
  }

  /** The deepest nesting of objects one call may write or read (default 128). */
  public FuryBuilder withMaxDepth(int maxDepth) {
    if (maxDepth < 1) {
      throw new FuryException("maxDepth must be at least 1, got " + maxDepth);
    }
    this.maxDepth = maxDepth;
    return this;
  }

  /**
   * Buffers grown past this many bytes by one call are released afterwards instead of being kept
   * by the instance (default 1 MiB).
   */
  public FuryBuilder withBufferRetainLimit(int bytes) {
    if (bytes < 64) {
      throw new FuryException("buffer retain limit must be at least 64 bytes, got " + bytes);
    }
    this.bufferRetainLimit = bytes;
    return this;
  }

  /** Freezes the current settings. */
  public Config buildConfig() {
    if (compatibleMode == CompatibleMode.COMPATIBLE) {
      throw new FuryException(
          "CompatibleMode.COMPATIBLE is not implemented in this version; use SCHEMA_CONSISTENT");
    }
    ClassLoader loader = classLoader;
    if (loader == null) {
      loader = Thread.currentThread().getContextClassLoader();
    }
    if (loader == null) {
      loader = FuryBuilder.class.getClassLoader();
    }
    return new Config(this, loader);
  }

  /** Creates a new instance with these settings. The instance is not thread-safe. */
  public Fury build() {
    return new Fury(buildConfig());
  }

  /**
   * Creates a {@link org.furylike.ThreadSafeFury} that keeps one instance per calling thread
   * ({@link org.furylike.pool.ThreadLocalFury}): the cheapest kind on a fixed set of platform
   * threads. Every virtual thread would get its own instance, so use {@link
   * #buildThreadSafeFuryPool(int, int)} with virtual threads.
   */
  public org.furylike.ThreadSafeFury buildThreadSafeFury() {
    return new org.furylike.pool.ThreadLocalFury(buildConfig());
  }

  /**
   * Creates a {@link org.furylike.ThreadSafeFury} backed by a bounded pool ({@link
   * org.furylike.pool.FuryPool}) of {@code minSize} to {@code maxSize} instances sharing these
   * settings; callers wait when all {@code maxSize} are busy. Suits virtual threads and servers
   * with many threads; a {@code maxSize} near the number of cores is usually enough.
   */
  public org.furylike.ThreadSafeFury buildThreadSafeFuryPool(int minSize, int maxSize) {
    return new org.furylike.pool.FuryPool(buildConfig(), minSize, maxSize);
  }
}
