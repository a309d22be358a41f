package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.BooleanVector;
import com.google.flatbuffers.DoubleVector;
import com.google.flatbuffers.FlatBufferBuilder;
import com.google.flatbuffers.FloatVector;
import com.google.flatbuffers.IntVector;
import com.google.flatbuffers.LongVector;
import com.google.flatbuffers.ShortVector;
import java.nio.ByteBuffer;
import org.furylike.benchmark.data.Sample;
import org.furylike.benchmark.fbs.FbSample;
import org.furylike.benchmark.fbs.FbSampleT;

/**
 * Writes {@link Sample} into a flatbuffer and reads it back.
 *
 * <p>The boxed fields are optional scalars. flatc 2.0.8's Java builder methods skip a value equal
 * to the field's default unless {@code forceDefaults} is on, and its generated {@code pack} unboxes
 * null; so both directions here switch {@code forceDefaults} on for the boxed fields that are
 * present and leave absent ones out. Fields are added widest first, as flatc's own create methods
 * do.
 */
final class SampleFlatMapping implements FlatMapping<Sample, FbSampleT> {
  @Override
  public int write(FlatBufferBuilder b, Sample s) {
    int intArray = FbSample.createIntArrayVector(b, s.intArray);
    int longArray = FbSample.createLongArrayVector(b, s.longArray);
    int floatArray = FbSample.createFloatArrayVector(b, s.floatArray);
    int doubleArray = FbSample.createDoubleArrayVector(b, s.doubleArray);
    int shortArray = FbSample.createShortArrayVector(b, s.shortArray);
    int charArray = charVector(b, s.charArray);
    int booleanArray = FbSample.createBooleanArrayVector(b, s.booleanArray);
    int string = s.string == null ? 0 : b.createString(s.string);

    FbSample.startFbSample(b);
    b.forceDefaults(true);
    if (s.longBoxed != null) {
      FbSample.addLongBoxed(b, s.longBoxed);
    }
    if (s.doubleBoxed != null) {
      FbSample.addDoubleBoxed(b, s.doubleBoxed);
    }
    b.forceDefaults(false);
    FbSample.addLongValue(b, s.longValue);
    FbSample.addDoubleValue(b, s.doubleValue);
    b.forceDefaults(true);
    if (s.intBoxed != null) {
      FbSample.addIntBoxed(b, s.intBoxed);
    }
    if (s.floatBoxed != null) {
      FbSample.addFloatBoxed(b, s.floatBoxed);
    }
    b.forceDefaults(false);
    FbSample.addIntValue(b, s.intValue);
    FbSample.addFloatValue(b, s.floatValue);
    FbSample.addIntArray(b, intArray);
    FbSample.addLongArray(b, longArray);
    FbSample.addFloatArray(b, floatArray);
    FbSample.addDoubleArray(b, doubleArray);
    FbSample.addShortArray(b, shortArray);
    FbSample.addCharArray(b, charArray);
    FbSample.addBooleanArray(b, booleanArray);
    FbSample.addString(b, string);
    b.forceDefaults(true);
    if (s.shortBoxed != null) {
      FbSample.addShortBoxed(b, s.shortBoxed);
    }
    if (s.charBoxed != null) {
      FbSample.addCharBoxed(b, s.charBoxed);
    }
    if (s.booleanBoxed != null) {
      FbSample.addBooleanBoxed(b, s.booleanBoxed);
    }
    b.forceDefaults(false);
    FbSample.addShortValue(b, s.shortValue);
    FbSample.addCharValue(b, s.charValue);
    FbSample.addBooleanValue(b, s.booleanValue);
    return FbSample.endFbSample(b);
  }

  private static int charVector(FlatBufferBuilder b, char[] chars) {
    b.startVector(2, chars.length, 2);
    for (int i = chars.length - 1; i >= 0; i--) {
      b.addShort((short) chars[i]);
    }
    return b.endVector();
  }

  @Override
  public Sample read(ByteBuffer bb) {
    FbSample f = FbSample.getRootAsFbSample(bb);
    Sample s = new Sample();
    s.intValue = f.intValue();
    s.longValue = f.longValue();
    s.floatValue = f.floatValue();
    s.doubleValue = f.doubleValue();
    s.shortValue = f.shortValue();
    s.charValue = (char) f.charValue();
    s.booleanValue = f.booleanValue();
    s.intBoxed = f.hasIntBoxed() ? f.intBoxed() : null;
    s.longBoxed = f.hasLongBoxed() ? f.longBoxed() : null;
    s.floatBoxed = f.hasFloatBoxed() ? f.floatBoxed() : null;
    s.doubleBoxed = f.hasDoubleBoxed() ? f.doubleBoxed() : null;
    s.shortBoxed = f.hasShortBoxed() ? f.shortBoxed() : null;
    s.charBoxed = f.hasCharBoxed() ? (char) f.charBoxed() : null;
    s.booleanBoxed = f.hasBooleanBoxed() ? f.booleanBoxed() : null;
    readArrays(f, s);
    s.string = f.string();
    return s;
  }

  private static void readArrays(FbSample f, Sample s) {
    IntVector ints = f.intArrayVector();
    s.intArray = new int[ints.length()];
    for (int i = 0; i < s.intArray.length; i++) {
      s.intArray[i] = ints.get(i);
    }
    LongVector longs = f.longArrayVector();
    s.longArray = new long[longs.length()];
    for (int i = 0; i < s.longArray.length; i++) {
      s.longArray[i] = longs.get(i);
    }
    FloatVector floats = f.floatArrayVector();
    s.floatArray = new float[floats.length()];
    for (int i = 0; i < s.floatArray.length; i++) {
      s.floatArray[i] = floats.get(i);
    }
    DoubleVector doubles = f.doubleArrayVector();
    s.doubleArray = new double[doubles.length()];
    for (int i = 0; i < s.doubleArray.length; i++) {
      s.doubleArray[i] = doubles.get(i);
    }
    ShortVector shorts = f.shortArrayVector();
    s.shortArray = new short[shorts.length()];
    for (int i = 0; i < s.shortArray.length; i++) {
      s.shortArray[i] = shorts.get(i);
    }
    ShortVector chars = f.charArrayVector();
    s.charArray = new char[chars.length()];
    for (int i = 0; i < s.charArray.length; i++) {
      s.charArray[i] = (char) chars.get(i);
    }
    BooleanVector booleans = f.booleanArrayVector();
    s.booleanArray = new boolean[booleans.length()];
    for (int i = 0; i < s.booleanArray.length; i++) {
      s.booleanArray[i] = booleans.get(i);
    }
  }

  @Override
  public int pack(FlatBufferBuilder b, FbSampleT m) {
    int intArray = m.getIntArray() == null ? 0 : FbSample.createIntArrayVector(b, m.getIntArray());
    int longArray =
        m.getLongArray() == null ? 0 : FbSample.createLongArrayVector(b, m.getLongArray());
    int floatArray =
        m.getFloatArray() == null ? 0 : FbSample.createFloatArrayVector(b, m.getFloatArray());
    int doubleArray =
        m.getDoubleArray() == null ? 0 : FbSample.createDoubleArrayVector(b, m.getDoubleArray());
    int shortArray =
        m.getShortArray() == null ? 0 : FbSample.createShortArrayVector(b, m.getShortArray());
    int charArray =
        m.getCharArray() == null ? 0 : FbSample.createCharArrayVector(b, m.getCharArray());
    int booleanArray =
        m.getBooleanArray() == null ? 0 : FbSample.createBooleanArrayVector(b, m.getBooleanArray());
    int string = m.getString() == null ? 0 : b.createString(m.getString());

    FbSample.startFbSample(b);
    b.forceDefaults(true);
    if (m.getLongBoxed() != null) {
      FbSample.addLongBoxed(b, m.getLongBoxed());
    }
    if (m.getDoubleBoxed() != null) {
      FbSample.addDoubleBoxed(b, m.getDoubleBoxed());
    }
    b.forceDefaults(false);
    FbSample.addLongValue(b, m.getLongValue());
    FbSample.addDoubleValue(b, m.getDoubleValue());
    b.forceDefaults(true);
    if (m.getIntBoxed() != null) {
      FbSample.addIntBoxed(b, m.getIntBoxed());
    }
    if (m.getFloatBoxed() != null) {
      FbSample.addFloatBoxed(b, m.getFloatBoxed());
    }
    b.forceDefaults(false);
    FbSample.addIntValue(b, m.getIntValue());
    FbSample.addFloatValue(b, m.getFloatValue());
    FbSample.addIntArray(b, intArray);
    FbSample.addLongArray(b, longArray);
    FbSample.addFloatArray(b, floatArray);
    FbSample.addDoubleArray(b, doubleArray);
    FbSample.addShortArray(b, shortArray);
    FbSample.addCharArray(b, charArray);
    FbSample.addBooleanArray(b, booleanArray);
    FbSample.addString(b, string);
    b.forceDefaults(true);
    if (m.getShortBoxed() != null) {
      FbSample.addShortBoxed(b, m.getShortBoxed());
    }
    if (m.getCharBoxed() != null) {
      FbSample.addCharBoxed(b, m.getCharBoxed());
    }
    if (m.getBooleanBoxed() != null) {
      FbSample.addBooleanBoxed(b, m.getBooleanBoxed());
    }
    b.forceDefaults(false);
    FbSample.addShortValue(b, m.getShortValue());
    FbSample.addCharValue(b, m.getCharValue());
    FbSample.addBooleanValue(b, m.getBooleanValue());
    return FbSample.endFbSample(b);
  }

  @Override
  public FbSampleT unpack(ByteBuffer bb) {
    return FbSample.getRootAsFbSample(bb).unpack();
  }
}
