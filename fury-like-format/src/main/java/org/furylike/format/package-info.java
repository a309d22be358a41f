/**
 * The row format: objects of a class as rows that can be read field by field in place, without
 * building the object. {@link org.furylike.format.RowEncoders} gives the {@link
 * org.furylike.format.RowEncoder} of a class; {@link org.furylike.format.BinaryRow}, {@link
 * org.furylike.format.BinaryArray} and {@link org.furylike.format.BinaryMap} read rows in place;
 * {@link org.furylike.format.RowWriter} builds rows without a class; {@link
 * org.furylike.format.RowSchema} describes a row's layout and {@link
 * org.furylike.format.RowProjection} reads rows written with another version of a schema; {@link
 * org.furylike.format.GenericRows} reads and writes rows as plain values.
 *
 * <p>Internal, not API, though public because the classes generated per user class call them:
 * {@code RowLayout}, {@code RowMemory}, {@code RowArrays}, {@code ValueCodec}, {@code StructCodec}
 * and {@code RowConstants}, and the {@code readValue}, {@code nullWord} and {@code slot} methods of
 * {@code BinaryRow}. They may change in any release.
 */
package org.furylike.format;
