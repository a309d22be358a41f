package org.furylike.benchmark.data;

import java.util.ArrayList;
import java.util.List;

/**
 * The fixed benchmark objects. Every call returns a new object graph with the same values, so a
 * peer's round trip can be compared with a fresh copy of its input.
 */
public final class BenchData {
  private BenchData() {}

  /** Every class that can appear in a benchmark object graph, in a fixed registration order. */
  public static List<Class<?>> classesToRegister() {
    return List.of(
        Sample.class,
        Media.class,
        Media.Player.class,
        Image.class,
        Image.Size.class,
        MediaContent.class,
        Struct.class,
        Customer.class,
        Order.class,
        OrderLine.class,
        NameRecord.class,
        SmallThing.class,
        SmallThings.class,
        MediaBean.class,
        ImageBean.class,
        MediaContentBean.class,
        UserProfile.class,
        ResultPage.class);
  }

  /** The SAMPLE object: one value of every kind, arrays mixing negative, zero and positive. */
  public static Sample sample() {
    Sample s = new Sample();
    s.intValue = 123;
    s.longValue = 1_230_000L;
    s.floatValue = 12.345f;
    s.doubleValue = 1.234567;
    s.shortValue = 12_345;
    s.charValue = '!';
    s.booleanValue = true;

    s.intBoxed = 321;
    s.longBoxed = 3_210_000L;
    s.floatBoxed = 54.321f;
    s.doubleBoxed = 7.654321;
    s.shortBoxed = 32_100;
    s.charBoxed = '$';
    s.booleanBoxed = Boolean.FALSE;

    s.intArray = new int[] {-1234, -123, -12, -1, 0, 1, 12, 123, 1234};
    s.longArray =
        new long[] {-123_400L, -12_300L, -1200L, -100L, 0L, 100L, 1200L, 12_300L, 123_400L};
    s.floatArray = new float[] {-12.34f, -12.3f, -12.0f, -1.0f, 0.0f, 1.0f, 12.0f, 12.3f, 12.34f};
    s.doubleArray = new double[] {-1.234, -1.23, -12.0, -1.0, 0.0, 1.0, 12.0, 1.23, 1.234};
    s.shortArray = new short[] {-1234, -123, -12, -1, 0, 1, 12, 123, 1234};
    s.charArray = "asdfASDF".toCharArray();
    s.booleanArray = new boolean[] {true, false, false, true};

    s.string = "Here is a string of some length, to make the sample realistic.";
    return s;
  }

  /**
   * The MEDIA_CONTENT object with the values of the jvm-serializers benchmark: one video with two
   * people and two images. The images carry no media reference and the copyright is null, as there.
   */
  public static MediaContent mediaContent() {
    Media media = new Media();
    media.uri = "http://javaone.com/keynote.mpg";
    media.title = "Javaone Keynote";
    media.width = 640;
    media.height = 480;
    media.format = "video/mpg4";
    media.duration = 18_000_000L;
    media.size = 58_982_400L;
    media.bitrate = 262_144;
    media.hasBitrate = true;
    media.persons = new ArrayList<>(List.of("Bill Gates", "Steve Jobs"));
    media.player = Media.Player.JAVA;
    media.copyright = null;

    List<Image> images = new ArrayList<>();
    images.add(image("http://javaone.com/keynote_large.jpg", 1024, 768, Image.Size.LARGE));
    images.add(image("http://javaone.com/keynote_small.jpg", 320, 240, Image.Size.SMALL));

    MediaContent content = new MediaContent();
    content.media = media;
    content.images = images;
    return content;
  }

  private static Image image(String uri, int width, int height, Image.Size size) {
    Image image = new Image();
    image.uri = uri;
    image.title = "Javaone Keynote";
    image.width = width;
    image.height = height;
    image.size = size;
    image.media = null;
    return image;
  }

  /** The STRUCT object: 120 primitive fields with fixed values. */
  public static Struct struct() {
    return Struct.populated();
  }
}
