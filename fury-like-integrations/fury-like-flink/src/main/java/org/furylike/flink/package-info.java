/**
 * Apache Flink type serialization backed by fury-like in compatible mode, for keyed and operator
 * state and for records exchanged between tasks. Declare a type with {@link
 * org.furylike.flink.FuryTypeInfo} where Flink takes type information, or name a {@link
 * org.furylike.flink.FuryTypeInfoFactory} subclass in the class's {@code @TypeInfo} annotation (or
 * in Flink's serialization configuration); {@link org.furylike.flink.FuryTypeSerializerSnapshot}
 * tells Flink on restore whether old state can be used as is, must be migrated, or cannot be read.
 * Flink is a {@code provided} dependency.
 */
package org.furylike.flink;
