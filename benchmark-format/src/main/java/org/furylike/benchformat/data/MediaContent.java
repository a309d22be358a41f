package org.furylike.benchformat.data;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/** A media record with two images: the nested benchmark object. */
public class MediaContent {
  public Media media;
  public List<Image> images;

  /** The benchmark instance. */
  public static MediaContent create() {
    Media m = new Media();
    m.uri = "http://javaone.com/keynote.ogg";
    m.title = null;
    m.width = 641;
    m.height = 481;
    m.format = "video/theora\u1234";
    m.duration = 18000001;
    m.size = 58982401;
    m.bitrate = 0;
    m.hasBitrate = false;
    m.persons = new ArrayList<>(Arrays.asList("Bill Gates, Jr.", "Steven Jobs"));
    m.player = "FLASH";
    m.copyright = "Copyright (c) 2009, Scooby Dooby Doo";
    MediaContent c = new MediaContent();
    c.media = m;
    c.images =
        new ArrayList<>(
            Arrays.asList(
                new Image(
                    "http://javaone.com/keynote_huge.jpg",
                    "Javaone Keynote\u1234",
                    32000,
                    24000,
                    "LARGE"),
                new Image(
                    "http://javaone.com/keynote_large.jpg", "Javaone Keynote", 1024, 768, "LARGE"),
                new Image(
                    "http://javaone.com/keynote_small.jpg", "Javaone Keynote", 320, 240, "SMALL")));
    return c;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MediaContent
        && Objects.equals(media, ((MediaContent) o).media)
        && Objects.equals(images, ((MediaContent) o).images);
  }

  @Override
  public int hashCode() {
    return Objects.hash(media, images);
  }
}
