/**
 * The two {@link org.furylike.ThreadSafeFury} implementations: {@link
 * org.furylike.pool.ThreadLocalFury} (one instance per thread) and {@link
 * org.furylike.pool.FuryPool} (a bounded pool that suits virtual threads). Obtain them from the
 * builder; their monitoring getters are public API.
 */
package org.furylike.pool;
