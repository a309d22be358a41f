package org.furylike.context;

import java.util.IdentityHashMap;
import org.furylike.exception.MaxDepthExceededException;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.Serializer;

/**
 * The state of one deep copy: originals mapped to their copies, so shared objects stay shared and
 * cycles close, whatever the reference-tracking setting. Like serialization, values nested past the
 * caller's share of the stack are copied on large-stack threads ({@link DeepStack}).
 */
public final class CopyContext {
  private final ClassResolver resolver;
  private final int maxDepth;
  private final IdentityHashMap<Object, Object> copies = new IdentityHashMap<>();
  private int depth;
  private int hopAt = DeepStack.CALLER_LEVELS;

  /**
   * Creates the copy context of one {@code Fury} instance.
   *
   * @param resolver the resolver that supplies serializers
   * @param maxDepth the deepest nesting a copy may reach
   */
  public CopyContext(ClassResolver resolver, int maxDepth) {
    this.resolver = resolver;
    this.maxDepth = maxDepth;
  }

  /** Ends a copy, forgetting the originals. */
  public void end() {
    copies.clear();
    depth = 0;
    hopAt = DeepStack.CALLER_LEVELS;
  }

  /** {@return the resolver that supplies serializers} */
  public ClassResolver resolver() {
    return resolver;
  }

  /**
   * Deep-copies any value, or returns null for null.
   *
   * @param <T> the type of the value
   * @param value the value to copy, or null
   * @return the copy, or null
   */
  @SuppressWarnings("unchecked")
  public <T> T copyObject(T value) {
    if (value == null) {
      return null;
    }
    Serializer<T> s = (Serializer<T>) resolver.getSerializer(value.getClass());
    return copyObject(value, s);
  }

  /**
   * Deep-copies a value with a known serializer.
   *
   * @param <T> the type of the value
   * @param value the value to copy, or null
   * @param serializer the serializer of the value's exact class
   * @return the copy, or null
   */
  @SuppressWarnings("unchecked")
  public <T> T copyObject(T value, Serializer<T> serializer) {
    if (value == null) {
      return null;
    }
    if (serializer.isImmutable()) {
      return value;
    }
    Object existing = copies.get(value);
    if (existing != null) {
      return (T) existing;
    }
    if (++depth > maxDepth) {
      throw new MaxDepthExceededException(
          "object graph nests deeper than maxDepth "
              + maxDepth
              + " while copying "
              + value.getClass().getName());
    }
    T copy = depth >= hopAt ? copyOnDeepStack(value, serializer) : serializer.copy(this, value);
    depth--;
    copies.put(value, copy);
    return copy;
  }

  /** Copies a value nested past the caller's share of the stack on a large-stack thread. */
  private <T> T copyOnDeepStack(T value, Serializer<T> serializer) {
    int saved = hopAt;
    hopAt = depth + DeepStack.HOP_LEVELS;
    try {
      return DeepStack.call(() -> serializer.copy(this, value));
    } finally {
      hopAt = saved;
    }
  }

  /**
   * Records {@code copy} as the copy of {@code original} before its children are copied.
   *
   * @param original the object being copied
   * @param copy its new, not yet filled copy
   */
  public void reference(Object original, Object copy) {
    copies.put(original, copy);
  }
}
