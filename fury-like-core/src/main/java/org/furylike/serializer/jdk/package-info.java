/**
 * Internal, not API: support for JDK serialization hooks ({@code writeObject}/{@code readObject},
 * {@code Externalizable}, {@code writeReplace}/{@code readResolve}), serializable lambdas and
 * proxies. Public only because the resolver and generated serializers reach it; it may change in
 * any release.
 */
package org.furylike.serializer.jdk;
