package org.furylike.benchformat.peer;

import com.google.flatbuffers.FlatBufferBuilder;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchformat.data.Image;
import org.furylike.benchformat.data.Media;
import org.furylike.benchformat.data.MediaContent;
import org.furylike.benchformat.data.Sample;
import org.furylike.benchformat.data.SmallList;
import org.furylike.benchformat.data.SmallRecord;
import org.furylike.benchformat.fbs.FbImage;
import org.furylike.benchformat.fbs.FbMedia;
import org.furylike.benchformat.fbs.FbMediaContent;
import org.furylike.benchformat.fbs.FbSample;
import org.furylike.benchformat.fbs.FbSmall;
import org.furylike.benchformat.fbs.FbSmallList;

/** Conversions between the benchmark objects and their Flatbuffers tables. */
final class FlatbuffersObjects {
  private FlatbuffersObjects() {}

  private static int str(FlatBufferBuilder b, String s) {
    return s == null ? 0 : b.createString(s);
  }

  static int sample(FlatBufferBuilder b, Sample s) {
    int string = str(b, s.string);
    int ints = FbSample.createIntArrayVector(b, s.intArray);
    int longs = FbSample.createLongArrayVector(b, s.longArray);
    int floats = FbSample.createFloatArrayVector(b, s.floatArray);
    int doubles = FbSample.createDoubleArrayVector(b, s.doubleArray);
    int shorts = FbSample.createShortArrayVector(b, s.shortArray);
    int bools = FbSample.createBooleanArrayVector(b, s.booleanArray);
    return FbSample.createFbSample(
        b,
        s.intValue,
        s.longValue,
        s.floatValue,
        s.doubleValue,
        s.shortValue,
        s.booleanValue,
        s.boxedInt,
        s.boxedLong,
        s.boxedFloat,
        s.boxedDouble,
        s.boxedShort,
        s.boxedBoolean,
        ints,
        longs,
        floats,
        doubles,
        shorts,
        bools,
        string);
  }

  static Sample sample(FbSample f) {
    Sample s = new Sample();
    s.intValue = f.intValue();
    s.longValue = f.longValue();
    s.floatValue = f.floatValue();
    s.doubleValue = f.doubleValue();
    s.shortValue = f.shortValue();
    s.booleanValue = f.booleanValue();
    s.boxedInt = f.boxedInt();
    s.boxedLong = f.boxedLong();
    s.boxedFloat = f.boxedFloat();
    s.boxedDouble = f.boxedDouble();
    s.boxedShort = f.boxedShort();
    s.boxedBoolean = f.boxedBoolean();
    s.intArray = new int[f.intArrayLength()];
    for (int i = 0; i < s.intArray.length; i++) {
      s.intArray[i] = f.intArray(i);
    }
    s.longArray = new long[f.longArrayLength()];
    for (int i = 0; i < s.longArray.length; i++) {
      s.longArray[i] = f.longArray(i);
    }
    s.floatArray = new float[f.floatArrayLength()];
    for (int i = 0; i < s.floatArray.length; i++) {
      s.floatArray[i] = f.floatArray(i);
    }
    s.doubleArray = new double[f.doubleArrayLength()];
    for (int i = 0; i < s.doubleArray.length; i++) {
      s.doubleArray[i] = f.doubleArray(i);
    }
    s.shortArray = new short[f.shortArrayLength()];
    for (int i = 0; i < s.shortArray.length; i++) {
      s.shortArray[i] = f.shortArray(i);
    }
    s.booleanArray = new boolean[f.booleanArrayLength()];
    for (int i = 0; i < s.booleanArray.length; i++) {
      s.booleanArray[i] = f.booleanArray(i);
    }
    s.string = f.string();
    return s;
  }

  static int media(FlatBufferBuilder b, MediaContent c) {
    int[] images = new int[c.images.size()];
    for (int i = 0; i < images.length; i++) {
      Image im = c.images.get(i);
      images[i] =
          FbImage.createFbImage(
              b, str(b, im.uri), str(b, im.title), im.width, im.height, str(b, im.size));
    }
    int imageVector = FbMediaContent.createImagesVector(b, images);
    Media m = c.media;
    int[] persons = new int[m.persons.size()];
    for (int i = 0; i < persons.length; i++) {
      persons[i] = b.createString(m.persons.get(i));
    }
    int media =
        FbMedia.createFbMedia(
            b,
            str(b, m.uri),
            str(b, m.title),
            m.width,
            m.height,
            str(b, m.format),
            m.duration,
            m.size,
            m.bitrate,
            m.hasBitrate,
            FbMedia.createPersonsVector(b, persons),
            str(b, m.player),
            str(b, m.copyright));
    return FbMediaContent.createFbMediaContent(b, media, imageVector);
  }

  static MediaContent media(FbMediaContent f) {
    FbMedia fm = f.media();
    Media m = new Media();
    m.uri = fm.uri();
    m.title = fm.title();
    m.width = fm.width();
    m.height = fm.height();
    m.format = fm.format();
    m.duration = fm.duration();
    m.size = fm.size();
    m.bitrate = fm.bitrate();
    m.hasBitrate = fm.hasBitrate();
    m.persons = new ArrayList<>(fm.personsLength());
    for (int i = 0; i < fm.personsLength(); i++) {
      m.persons.add(fm.persons(i));
    }
    m.player = fm.player();
    m.copyright = fm.copyright();
    MediaContent c = new MediaContent();
    c.media = m;
    c.images = new ArrayList<>(f.imagesLength());
    FbImage fi = new FbImage();
    for (int i = 0; i < f.imagesLength(); i++) {
      f.images(fi, i);
      c.images.add(new Image(fi.uri(), fi.title(), fi.width(), fi.height(), fi.size()));
    }
    return c;
  }

  static int list(FlatBufferBuilder b, SmallList l) {
    int[] items = new int[l.items.size()];
    for (int i = 0; i < items.length; i++) {
      SmallRecord r = l.items.get(i);
      items[i] = FbSmall.createFbSmall(b, r.id, str(b, r.name), r.score, r.timestamp);
    }
    return FbSmallList.createFbSmallList(b, FbSmallList.createItemsVector(b, items));
  }

  static SmallList list(FbSmallList f) {
    SmallList l = new SmallList();
    List<SmallRecord> items = new ArrayList<>(f.itemsLength());
    FbSmall fs = new FbSmall();
    for (int i = 0; i < f.itemsLength(); i++) {
      f.items(fs, i);
      SmallRecord r = new SmallRecord();
      r.id = fs.id();
      r.name = fs.name();
      r.score = fs.score();
      r.timestamp = fs.timestamp();
      items.add(r);
    }
    l.items = items;
    return l;
  }
}
