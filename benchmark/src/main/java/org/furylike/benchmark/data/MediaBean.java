package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** {@link Media} with private fields behind getters and setters, in a class that is not final. */
public class MediaBean implements Serializable {
  private static final long serialVersionUID = 1L;

  private String uri;
  private String title;
  private int width;
  private int height;
  private String format;
  private long duration;
  private long size;
  private int bitrate;
  private boolean hasBitrate;
  private List<String> persons;
  private Media.Player player;
  private String copyright;

  /** An empty media object. */
  public MediaBean() {}

  public String getUri() {
    return uri;
  }

  public void setUri(String uri) {
    this.uri = uri;
  }

  /** May be null. */
  public String getTitle() {
    return title;
  }

  public void setTitle(String title) {
    this.title = title;
  }

  public int getWidth() {
    return width;
  }

  public void setWidth(int width) {
    this.width = width;
  }

  public int getHeight() {
    return height;
  }

  public void setHeight(int height) {
    this.height = height;
  }

  public String getFormat() {
    return format;
  }

  public void setFormat(String format) {
    this.format = format;
  }

  public long getDuration() {
    return duration;
  }

  public void setDuration(long duration) {
    this.duration = duration;
  }

  public long getSize() {
    return size;
  }

  public void setSize(long size) {
    this.size = size;
  }

  public int getBitrate() {
    return bitrate;
  }

  public void setBitrate(int bitrate) {
    this.bitrate = bitrate;
  }

  public boolean isHasBitrate() {
    return hasBitrate;
  }

  public void setHasBitrate(boolean hasBitrate) {
    this.hasBitrate = hasBitrate;
  }

  public List<String> getPersons() {
    return persons;
  }

  public void setPersons(List<String> persons) {
    this.persons = persons;
  }

  public Media.Player getPlayer() {
    return player;
  }

  public void setPlayer(Media.Player player) {
    this.player = player;
  }

  /** May be null. */
  public String getCopyright() {
    return copyright;
  }

  public void setCopyright(String copyright) {
    this.copyright = copyright;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || o.getClass() != getClass()) {
      return false;
    }
    MediaBean m = (MediaBean) o;
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
    return "MediaBean{uri="
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
