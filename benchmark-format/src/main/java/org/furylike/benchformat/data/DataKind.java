package org.furylike.benchformat.data;

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
}
