/**
 * Internal, not API: the built-in serializers of JDK types (and optional Guava types), grouped by
 * family. They are chosen automatically; user code does not name them. Public only because
 * generated serializers and the resolver reach them; they may change in any release.
 */
package org.furylike.serializer.builtin;
