/**
 * Internal, not API: serializer plans and the emitters that turn a plan into Java source, the
 * compile-and-fall-back path and the background compiler. Public only because the facade and
 * generated serializers use them. {@code JitCompiler.plan} and {@code JitCompiler.source} print
 * what would be generated for a class, for diagnosis; their output format may change in any
 * release.
 */
package org.furylike.jit;
