/**
 * Internal, not API: compatible-mode reading: the plan that maps a remote schema onto a local
 * class, value conversions, and the interpreted reader the generated readers mirror. Public only
 * because generated readers call it; it may change in any release.
 */
package org.furylike.serializer.compat;
