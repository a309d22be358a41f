/**
 * Bytes and raw access. {@link org.furylike.memory.MemoryBuffer}, the growable little-endian buffer
 * that serializers write to and read from, is public API. The other types (field handles,
 * accessors, instantiators, string internals, the one use of {@code sun.misc.Unsafe}) are internal:
 * public only because generated serializers call them, and they may change in any release.
 */
package org.furylike.memory;
