package org.furylike.benchmark.firstuse;

/**
 * What one fresh JVM measured for one peer and one class: milliseconds for {@code build()} plus
 * registration, for the first serialize of the class and for the first deserialize of its bytes,
 * then serializations per millisecond in successive windows.
 *
 * @param peer the peer measured
 * @param fields the number of fields of the class serialized
 * @param buildMs the serializer's construction and the registration of every class
 * @param firstSerializeMs the first serialize of the class, its serializer's set-up included
 * @param firstDeserializeMs the first deserialize of those bytes
 * @param windowMs the length of one window of the curve
 * @param opsPerMs serializations per millisecond in each window, from the end of the first
 *     deserialize on
 * @param bytes the serialized size (also keeps the measured work from being optimised away)
 * @param stderr what the child JVM wrote to its standard error (set by the driver; only peers other
 *     than fury-like may write anything)
 */
public record FirstUseSample(
    FirstUsePeer peer,
    int fields,
    double buildMs,
    double firstSerializeMs,
    double firstDeserializeMs,
    int windowMs,
    double[] opsPerMs,
    int bytes,
    String stderr) {

  /** The prefix of the one line a child prints to its standard output. */
  public static final String LINE_PREFIX = "firstuse-sample ";

  /** This sample with the child's standard error output recorded. */
  public FirstUseSample withStderr(String text) {
    return new FirstUseSample(
        peer,
        fields,
        buildMs,
        firstSerializeMs,
        firstDeserializeMs,
        windowMs,
        opsPerMs,
        bytes,
        text);
  }
}
