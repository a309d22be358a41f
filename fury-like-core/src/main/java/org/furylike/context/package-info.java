/**
 * The per-call state a serializer receives: {@link org.furylike.context.WriteContext}, {@link
 * org.furylike.context.ReadContext} and {@link org.furylike.context.CopyContext}. The methods a
 * custom serializer needs ({@code buffer()}, {@code writeRef}/{@code readRef}, {@code
 * writeString}/{@code readString}, {@code ReadContext.reference}) are public API; the rest of these
 * classes, and {@code RefFlags}, are internal: public only because generated serializers call them,
 * and they may change in any release. A context belongs to one {@code Fury} instance and is not
 * thread-safe.
 */
package org.furylike.context;
