/**
 * Serializers. {@link org.furylike.serializer.Serializer} is public API: extend it to write and
 * read a type yourself and register it with {@code Fury.registerSerializer}. The other types here
 * (the interpreted {@code ObjectSerializer}, collection and map bases, element codecs, the checks
 * generated code calls) are internal: public only because generated serializers, which live in
 * other packages, call them. They may change in any release.
 */
package org.furylike.serializer;
