/**
 * Internal, not API: an indent-aware Java source writer, a name scope, the Janino compiler wrapper
 * and the code-generation log ({@link org.furylike.codegen.CompileLog}, whose logger name is
 * documented in {@code docs/logging.md}). Knows nothing about serializers. Public only because the
 * code generators of the core and format modules use it; it may change in any release.
 */
package org.furylike.codegen;
