/**
 * Internal, not API: field descriptors, the deterministic field order, generic type descriptions
 * and class schemas ({@code TypeDef}) with their wire encoding. Public only because other packages
 * of the library and generated serializers use them; they may change in any release.
 */
package org.furylike.meta;
