package org.furylike.benchformat.data;

import java.util.Objects;

/** One image of a {@link MediaContent}. */
public class Image {
  public String uri;
  public String title;
  public int width;
  public int height;
  public String size;

  public Image() {}

  public Image(String uri, String title, int width, int height, String size) {
    this.uri = uri;
    this.title = title;
    this.width = width;
    this.height = height;
    this.size = size;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Image)) {
      return false;
    }
    Image i = (Image) o;
    return width == i.width
        && height == i.height
        && Objects.equals(uri, i.uri)
        && Objects.equals(title, i.title)
        && Objects.equals(size, i.size);
  }

  @Override
  public int hashCode() {
    return Objects.hash(uri, title, width, height, size);
  }
}
