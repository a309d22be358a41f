package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.Objects;

/** {@link Image} with private fields behind getters and setters, in a class that is not final. */
public class ImageBean implements Serializable {
  private static final long serialVersionUID = 1L;

  private String uri;
  private String title;
  private int width;
  private int height;
  private Image.Size size;
  private MediaBean media;

  /** An empty image. */
  public ImageBean() {}

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

  public Image.Size getSize() {
    return size;
  }

  public void setSize(Image.Size size) {
    this.size = size;
  }

  /** The media the image belongs to; may be null (it is in the benchmark data). */
  public MediaBean getMedia() {
    return media;
  }

  public void setMedia(MediaBean media) {
    this.media = media;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || o.getClass() != getClass()) {
      return false;
    }
    ImageBean i = (ImageBean) o;
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
    return "ImageBean{uri="
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
