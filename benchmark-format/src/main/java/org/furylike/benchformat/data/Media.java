package org.furylike.benchformat.data;

import java.util.List;
import java.util.Objects;

/** The media of a {@link MediaContent}. */
public class Media {
  public String uri;
  public String title;
  public int width;
  public int height;
  public String format;
  public long duration;
  public long size;
  public int bitrate;
  public boolean hasBitrate;
  public List<String> persons;
  public String player;
  public String copyright;

  @Override
  public boolean equals(Object o) {
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
        && Objects.equals(player, m.player)
        && Objects.equals(copyright, m.copyright);
  }

  @Override
  public int hashCode() {
    return Objects.hash(uri, duration, persons);
  }
}
