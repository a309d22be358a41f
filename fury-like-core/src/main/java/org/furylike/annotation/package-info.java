/**
 * Annotations the library uses on itself. {@link org.furylike.annotation.GeneratedCodeApi} marks
 * members that generated source calls by name; it documents an internal contract and is not meant
 * for user code.
 */
package org.furylike.annotation;
