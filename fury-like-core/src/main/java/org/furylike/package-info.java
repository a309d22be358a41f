/**
 * The entry points: {@link org.furylike.Fury}, a single-threaded serializer built by {@code
 * Fury.builder()}, and {@link org.furylike.ThreadSafeFury}, which any number of threads may share.
 * Start here; the settings are in {@link org.furylike.config}, the errors in {@link
 * org.furylike.exception}.
 */
package org.furylike;
