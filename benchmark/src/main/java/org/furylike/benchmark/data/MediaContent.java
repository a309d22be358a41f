package org.furylike.benchmark.data;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/** A media object with its images: the "MediaContent" object of the jvm-serializers benchmark. */
public final class MediaContent implements Serializable {
  private static final long serialVersionUID = 1L;

  public Media media;
  public List<Image> images;

  /** An empty media content. */
  public MediaContent() {}

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof MediaContent)) {
      return false;
    }
    MediaContent c = (MediaContent) o;
    return Objects.equals(media, c.media) && Objects.equals(images, c.images);
  }

  @Override
  public int hashCode() {
    return Objects.hash(media, images);
  }

  @Override
  public String toString() {
    return "MediaContent{media=" + media + ", images=" + images + "}";
  }
}
