/**
 * Conversion between batches of rows and Apache Arrow vectors ({@link
 * org.furylike.format.arrow.RowArrow}). Arrow is an optional dependency: this package needs {@code
 * org.apache.arrow:arrow-vector} and an Arrow allocator implementation on the class path.
 */
package org.furylike.format.arrow;
