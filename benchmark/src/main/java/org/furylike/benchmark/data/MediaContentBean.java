package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * {@link MediaContent} written the way most application classes are: private fields behind getters
 * and setters, and a class that is not final.
 */
public class MediaContentBean implements Serializable {
  private static final long serialVersionUID = 1L;

  private MediaBean media;
  private List<ImageBean> images;

  /** An empty media content. */
  public MediaContentBean() {}

  public MediaBean getMedia() {
    return media;
  }

  public void setMedia(MediaBean media) {
    this.media = media;
  }

  public List<ImageBean> getImages() {
    return images;
  }

  public void setImages(List<ImageBean> images) {
    this.images = images;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (o == null || o.getClass() != getClass()) {
      return false;
    }
    MediaContentBean c = (MediaContentBean) o;
    return Objects.equals(media, c.media) && Objects.equals(images, c.images);
  }

  @Override
  public int hashCode() {
    return Objects.hash(media, images);
  }

  @Override
  public String toString() {
    return "MediaContentBean{media=" + media + ", images=" + images + "}";
  }
}
