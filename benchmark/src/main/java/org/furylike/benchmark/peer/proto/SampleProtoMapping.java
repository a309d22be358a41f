package org.furylike.benchmark.peer.proto;

import com.google.protobuf.InvalidProtocolBufferException;
import org.furylike.benchmark.data.Sample;
import org.furylike.benchmark.proto.SampleMsg;

/**
 * Converts {@link Sample} to and from {@link SampleMsg}. Arrays are copied element by element
 * through the primitive accessors (protobuf's {@code addAll} would box every element); a null boxed
 * field or string is an absent optional field.
 */
final class SampleProtoMapping implements ProtoMapping<Sample, SampleMsg> {
  @Override
  public SampleMsg toMessage(Sample s) {
    SampleMsg.Builder b =
        SampleMsg.newBuilder()
            .setIntValue(s.intValue)
            .setLongValue(s.longValue)
            .setFloatValue(s.floatValue)
            .setDoubleValue(s.doubleValue)
            .setShortValue(s.shortValue)
            .setCharValue(s.charValue)
            .setBooleanValue(s.booleanValue);
    setBoxed(b, s);
    setArrays(b, s);
    if (s.string != null) {
      b.setString(s.string);
    }
    return b.build();
  }

  private static void setBoxed(SampleMsg.Builder b, Sample s) {
    if (s.intBoxed != null) {
      b.setIntBoxed(s.intBoxed);
    }
    if (s.longBoxed != null) {
      b.setLongBoxed(s.longBoxed);
    }
    if (s.floatBoxed != null) {
      b.setFloatBoxed(s.floatBoxed);
    }
    if (s.doubleBoxed != null) {
      b.setDoubleBoxed(s.doubleBoxed);
    }
    if (s.shortBoxed != null) {
      b.setShortBoxed(s.shortBoxed);
    }
    if (s.charBoxed != null) {
      b.setCharBoxed(s.charBoxed);
    }
    if (s.booleanBoxed != null) {
      b.setBooleanBoxed(s.booleanBoxed);
    }
  }

  private static void setArrays(SampleMsg.Builder b, Sample s) {
    for (int v : s.intArray) {
      b.addIntArray(v);
    }
    for (long v : s.longArray) {
      b.addLongArray(v);
    }
    for (float v : s.floatArray) {
      b.addFloatArray(v);
    }
    for (double v : s.doubleArray) {
      b.addDoubleArray(v);
    }
    for (short v : s.shortArray) {
      b.addShortArray(v);
    }
    for (char v : s.charArray) {
      b.addCharArray(v);
    }
    for (boolean v : s.booleanArray) {
      b.addBooleanArray(v);
    }
  }

  @Override
  public Sample fromMessage(SampleMsg m) {
    Sample s = new Sample();
    s.intValue = m.getIntValue();
    s.longValue = m.getLongValue();
    s.floatValue = m.getFloatValue();
    s.doubleValue = m.getDoubleValue();
    s.shortValue = (short) m.getShortValue();
    s.charValue = (char) m.getCharValue();
    s.booleanValue = m.getBooleanValue();
    s.intBoxed = m.hasIntBoxed() ? m.getIntBoxed() : null;
    s.longBoxed = m.hasLongBoxed() ? m.getLongBoxed() : null;
    s.floatBoxed = m.hasFloatBoxed() ? m.getFloatBoxed() : null;
    s.doubleBoxed = m.hasDoubleBoxed() ? m.getDoubleBoxed() : null;
    s.shortBoxed = m.hasShortBoxed() ? (short) m.getShortBoxed() : null;
    s.charBoxed = m.hasCharBoxed() ? (char) m.getCharBoxed() : null;
    s.booleanBoxed = m.hasBooleanBoxed() ? m.getBooleanBoxed() : null;
    readArrays(s, m);
    s.string = m.hasString() ? m.getString() : null;
    return s;
  }

  private static void readArrays(Sample s, SampleMsg m) {
    int[] ints = new int[m.getIntArrayCount()];
    for (int i = 0; i < ints.length; i++) {
      ints[i] = m.getIntArray(i);
    }
    s.intArray = ints;
    long[] longs = new long[m.getLongArrayCount()];
    for (int i = 0; i < longs.length; i++) {
      longs[i] = m.getLongArray(i);
    }
    s.longArray = longs;
    float[] floats = new float[m.getFloatArrayCount()];
    for (int i = 0; i < floats.length; i++) {
      floats[i] = m.getFloatArray(i);
    }
    s.floatArray = floats;
    double[] doubles = new double[m.getDoubleArrayCount()];
    for (int i = 0; i < doubles.length; i++) {
      doubles[i] = m.getDoubleArray(i);
    }
    s.doubleArray = doubles;
    short[] shorts = new short[m.getShortArrayCount()];
    for (int i = 0; i < shorts.length; i++) {
      shorts[i] = (short) m.getShortArray(i);
    }
    s.shortArray = shorts;
    char[] chars = new char[m.getCharArrayCount()];
    for (int i = 0; i < chars.length; i++) {
      chars[i] = (char) m.getCharArray(i);
    }
    s.charArray = chars;
    boolean[] booleans = new boolean[m.getBooleanArrayCount()];
    for (int i = 0; i < booleans.length; i++) {
      booleans[i] = m.getBooleanArray(i);
    }
    s.booleanArray = booleans;
  }

  @Override
  public SampleMsg parse(byte[] bytes) throws InvalidProtocolBufferException {
    return SampleMsg.parseFrom(bytes);
  }
}
