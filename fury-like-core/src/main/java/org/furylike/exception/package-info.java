/**
 * Every failure the library reports: {@link org.furylike.exception.FuryException} and its
 * subclasses, whose messages name what failed, where (class, field path, byte offset) and why.
 * Public API: catch {@code FuryException}, or a subclass to tell input errors ({@link
 * org.furylike.exception.DeserializationException}), refused classes ({@link
 * org.furylike.exception.InsecureException}) and exceeded limits ({@link
 * org.furylike.exception.LimitExceededException}) apart.
 */
package org.furylike.exception;
