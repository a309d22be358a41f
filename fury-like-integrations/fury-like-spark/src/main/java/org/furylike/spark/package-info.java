/**
 * A Spark serializer backed by fury-like ({@link org.furylike.spark.FurySparkSerializer}), enabled
 * with {@code spark.serializer} and configured through {@code spark.furylike.*} properties, with
 * {@link org.furylike.spark.FuryRegistrator} for registrations made in code. Spark is a {@code
 * provided} dependency.
 */
package org.furylike.spark;
