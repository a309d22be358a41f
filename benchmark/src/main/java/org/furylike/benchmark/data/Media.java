package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** The video described by a {@link MediaContent}, shaped as in the jvm-serializers benchmark. */
public final class Media implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The program that plays the media. */
  public enum Player {
    JAVA,
    FLASH
  }

  public String uri;

  /** May be null. */
  public String title;

  public int width;
  public int height;
  public String format;
  public long duration;
  public long size;
  public int bitrate;
  public boolean hasBitrate;
  public List<String> persons;
  public Player player;

  /** May be null. */
  public String copyright;

  /** An empty media object. */
  public Media() {}

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Media)) {
      return false;
    }
    Media m = (Media) o;
    return width == m.width
        && height == m.height
        && duration == m.duration
        && size == m.size
        && bitrate == m.bitrate
        && hasBitrate == m.hasBitrate
        && Objects.equals(uri, m.uri)
        && Objects.equals(title, m.title)
        && Objects.equals(format, m.format)
        && Objects.equals(persons, m.persons)
        && player == m.player
        && Objects.equals(copyright, m.copyright);
  }

  @Override
  public int hashCode() {
    return Objects.hash(uri, title, width, height, format, duration, size, persons, player);
  }

  @Override
  public String toString() {
    return "Media{uri="
        + uri
        + ", title="
        + title
        + ", "
        + width
        + "x"
        + height
        + ", format="
        + format
        + ", duration="
        + duration
        + ", size="
        + size
        + ", bitrate="
        + bitrate
        + ", hasBitrate="
        + hasBitrate
        + ", persons="
        + persons
        + ", player="
        + player
        + ", copyright="
        + copyright
        + "}";
  }
}
