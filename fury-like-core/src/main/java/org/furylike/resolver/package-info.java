/**
 * Class registration and resolution. {@link org.furylike.resolver.SchemaContext} (a per-connection
 * cache of compatible-mode schemas) is public API. {@code ClassResolver}, {@code ClassInfo}, the
 * built-in registry, {@code ClassChecker} and the schema caches are internal: public only because
 * other packages of the library and generated serializers call them; register classes through
 * {@code Fury} or {@code ThreadSafeFury} instead. They may change in any release.
 */
package org.furylike.resolver;
