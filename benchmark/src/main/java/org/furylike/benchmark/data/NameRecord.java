package org.furylike.benchmark.data;

import java.io.Serializable;

/**
 * A small Java record dominated by its string: a name (10, 100 or 1,000 ASCII characters in the
 * benchmark objects) and three ints. Equality, hash code and {@code toString} are the record's.
 *
 * @param name the name
 * @param count a small count
 * @param delta a negative number
 * @param code a number that needs several varint bytes
 */
public record NameRecord(String name, int count, int delta, int code) implements Serializable {}
