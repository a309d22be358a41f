package org.furylike.config;

import java.util.Objects;

/**
 * The per-message budgets a reader enforces on untrusted input, set through {@link FuryBuilder}.
 * Each limit fails the call with a {@link org.furylike.exception.LimitExceededException} that names
 * the limit and the builder option that raises it. The defaults suit an RPC server that receives
 * messages of up to a few hundred MiB; see {@code SECURITY.md} for what each one bounds.
 */
public final class Limits {
  /** Default of {@link #getMaxMessageBytes()}: 256 MiB. */
  public static final int DEFAULT_MAX_MESSAGE_BYTES = 256 << 20;

  /** Default of {@link #getMaxObjects()}: 16,777,216. */
  public static final int DEFAULT_MAX_OBJECTS = 1 << 24;

  /** Default of {@link #getMaxAllocatedBytes()}: 1 GiB. */
  public static final long DEFAULT_MAX_ALLOCATED_BYTES = 1L << 30;

  /** Default of {@link #getMaxSharedKeyRefs()}: 0. */
  public static final int DEFAULT_MAX_SHARED_KEY_REFS = 0;

  /** Default of {@link #getMaxUnusedCapacity()}: 4,096 slots. */
  public static final int DEFAULT_MAX_UNUSED_CAPACITY = 4096;

  /** Default of {@link #getMaxCopyOnWriteSetSize()}: 8,192 elements. */
  public static final int DEFAULT_MAX_COPY_ON_WRITE_SET_SIZE = 8192;

  private final int maxMessageBytes;
  private final int maxObjects;
  private final long maxAllocatedBytes;
  private final int maxSharedKeyRefs;
  private final int maxUnusedCapacity;
  private final int maxCopyOnWriteSetSize;

  Limits(FuryBuilder b) {
    this.maxMessageBytes = b.maxMessageBytes;
    this.maxObjects = b.maxObjects;
    this.maxAllocatedBytes = b.maxAllocatedBytes;
    this.maxSharedKeyRefs = b.maxSharedKeyRefs;
    this.maxUnusedCapacity = b.maxUnusedCapacity;
    this.maxCopyOnWriteSetSize = b.maxCopyOnWriteSetSize;
  }

  /** {@return the most bytes one message may occupy ({@link FuryBuilder#withMaxMessageBytes})} */
  public int getMaxMessageBytes() {
    return maxMessageBytes;
  }

  /**
   * {@return the most values with a reference flag or a nesting level one message may contain
   * ({@link FuryBuilder#withMaxObjects})}
   */
  public int getMaxObjects() {
    return maxObjects;
  }

  /**
   * {@return the most bytes a reader may preallocate for one message from declared sizes and
   * capacities, approximately ({@link FuryBuilder#withMaxAllocatedBytes})}
   */
  public long getMaxAllocatedBytes() {
    return maxAllocatedBytes;
  }

  /**
   * {@return the most levels a value read as an element of a hash-based set or a key of a
   * hash-based map may nest collections and maps below it ({@link
   * FuryBuilder#withMaxSharedKeyRefs})}
   */
  public int getMaxSharedKeyRefs() {
    return maxSharedKeyRefs;
  }

  /**
   * {@return the most capacity slots beyond its elements a bounded queue read from the wire may
   * declare ({@link FuryBuilder#withMaxUnusedCapacity})}
   */
  public int getMaxUnusedCapacity() {
    return maxUnusedCapacity;
  }

  /**
   * {@return the most elements a {@code CopyOnWriteArraySet} read from the wire may hold ({@link
   * FuryBuilder#withMaxCopyOnWriteSetSize})}
   */
  public int getMaxCopyOnWriteSetSize() {
    return maxCopyOnWriteSetSize;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Limits)) {
      return false;
    }
    Limits l = (Limits) o;
    return maxMessageBytes == l.maxMessageBytes
        && maxObjects == l.maxObjects
        && maxAllocatedBytes == l.maxAllocatedBytes
        && maxSharedKeyRefs == l.maxSharedKeyRefs
        && maxUnusedCapacity == l.maxUnusedCapacity
        && maxCopyOnWriteSetSize == l.maxCopyOnWriteSetSize;
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        maxMessageBytes,
        maxObjects,
        maxAllocatedBytes,
        maxSharedKeyRefs,
        maxUnusedCapacity,
        maxCopyOnWriteSetSize);
  }

  @Override
  public String toString() {
    return "Limits{maxMessageBytes="
        + maxMessageBytes
        + ", maxObjects="
        + maxObjects
        + ", maxAllocatedBytes="
        + maxAllocatedBytes
        + ", maxSharedKeyRefs="
        + maxSharedKeyRefs
        + ", maxUnusedCapacity="
        + maxUnusedCapacity
        + ", maxCopyOnWriteSetSize="
        + maxCopyOnWriteSetSize
        + "}";
  }
}
