package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.Objects;

/** A still image of a {@link MediaContent}, shaped as in the jvm-serializers benchmark. */
public final class Image implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The size class of the image. */
  public enum Size {
    SMALL,
    LARGE
  }

  public String uri;

  /** May be null. */
  public String title;

  public int width;
  public int height;
  public Size size;

  /** The media the image belongs to; may be null (it is in the benchmark data). */
  public Media media;

  /** An empty image. */
  public Image() {}

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Image)) {
      return false;
    }
    Image i = (Image) o;
    return width == i.width
        && height == i.height
        && Objects.equals(uri, i.uri)
        && Objects.equals(title, i.title)
        && size == i.size
        && Objects.equals(media, i.media);
  }

  @Override
  public int hashCode() {
    return Objects.hash(uri, title, width, height, size, media);
  }

  @Override
  public String toString() {
    return "Image{uri="
        + uri
        + ", title="
        + title
        + ", "
        + width
        + "x"
        + height
        + ", size="
        + size
        + ", media="
        + media
        + "}";
  }
}
