package org.furylike.benchmark.data;

/**
 * A benchmark object whose graph shares references (an object reached along two paths). Equality
 * compares values only; this check tells whether a deserialized graph also kept the sharing.
 */
public interface SharedReferences {
  /** Whether every shared object is reached as the very same instance along each path. */
  boolean sharedReferencesIntact();
}
