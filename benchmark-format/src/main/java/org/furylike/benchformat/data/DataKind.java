package org.furylike.benchformat.data;

import java.util.List;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The benchmark objects and what "one top-level field" and "one field of one nested element" mean
 * for each: SAMPLE {@code longValue} and {@code longArray[1]}; MEDIA_CONTENT {@code media.duration}
 * (the scalar one hop in) and {@code images[1].title}; LIST the item count and {@code
 * items[50].name}.
 */
public enum DataKind {
  SAMPLE(Sample.class),
  MEDIA_CONTENT(MediaContent.class),
  LIST(SmallList.class);

  private final Class<?> type;

  DataKind(Class<?> type) {
    this.type = type;
  }

  public Class<?> type() {
    return type;
  }

  /** A new benchmark instance. */
  public Object create() {
    switch (this) {
      case SAMPLE:
        return Sample.create();
      case MEDIA_CONTENT:
        return MediaContent.create();
      default:
        return SmallList.create();
    }
  }

  /** The top-level field's value in {@code o}, as the benchmark reads it. */
  public Object topField(Object o) {
    switch (this) {
      case SAMPLE:
        return ((Sample) o).longValue;
      case MEDIA_CONTENT:
        return ((MediaContent) o).media.duration;
      default:
        return (long) ((SmallList) o).items.size();
    }
  }

  /** The nested element field's value in {@code o}. */
  public Object nestedField(Object o) {
    switch (this) {
      case SAMPLE:
        return ((Sample) o).longArray[1];
      case MEDIA_CONTENT:
        return ((MediaContent) o).images.get(1).title;
      default:
        return ((SmallList) o).items.get(50).name;
    }
  }

  /**
   * Touches every value of a decoded object and sinks it into {@code bh}: each element of every
   * list and each field of each element. A decoder that builds list elements only when they are
   * first read (Apache Fory's row format returns such lists) thereby does the same work as one that
   * builds them eagerly, so whole-object decode figures compare fully built objects. Returns the
   * number of list elements visited.
   */
  public int consume(Object o, Blackhole bh) {
    switch (this) {
      case SAMPLE:
        bh.consume(o);
        return 0;
      case MEDIA_CONTENT:
        return consumeMedia((MediaContent) o, bh);
      default:
        return consumeList(((SmallList) o).items, bh);
    }
  }

  private static int consumeMedia(MediaContent c, Blackhole bh) {
    bh.consume(c.media);
    List<String> persons = c.media.persons;
    int n = persons.size();
    for (int i = 0; i < n; i++) {
      bh.consume(persons.get(i));
    }
    List<Image> images = c.images;
    for (int i = 0; i < images.size(); i++) {
      Image im = images.get(i);
      bh.consume(im.uri);
      bh.consume(im.title);
      bh.consume(im.width);
      bh.consume(im.height);
      bh.consume(im.size);
    }
    return n + images.size();
  }

  private static int consumeList(List<SmallRecord> items, Blackhole bh) {
    int n = items.size();
    for (int i = 0; i < n; i++) {
      SmallRecord r = items.get(i);
      bh.consume(r.id);
      bh.consume(r.name);
      bh.consume(r.score);
      bh.consume(r.timestamp);
    }
    return n;
  }

  /** How many list elements {@link #consume} visits in the benchmark instance. */
  public int elementCount() {
    switch (this) {
      case SAMPLE:
        return 0;
      case MEDIA_CONTENT:
        MediaContent c = MediaContent.create();
        return c.media.persons.size() + c.images.size();
      default:
        return SmallList.SIZE;
    }
  }
}
