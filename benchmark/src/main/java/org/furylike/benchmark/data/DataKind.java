package org.furylike.benchmark.data;

import java.util.function.Supplier;

/** The benchmark objects. Each constant builds a fresh, identically populated instance. */
public enum DataKind {
  /** {@link Sample}: primitives, boxed primitives, primitive arrays and a string. */
  SAMPLE(Sample.class, BenchData::sample),
  /** {@link MediaContent}: the jvm-serializers object graph of strings, ints, enums and lists. */
  MEDIA_CONTENT(MediaContent.class, BenchData::mediaContent),
  /** {@link Struct}: a wide object of 120 primitive fields. */
  STRUCT(Struct.class, BenchData::struct),
  /** {@link Order} with one line pointing back at it: needs reference tracking. */
  ORDER_1(Order.class, () -> BenchShapes.order(1), true),
  /** {@link Order} with 100 lines pointing back at it: needs reference tracking. */
  ORDER_100(Order.class, () -> BenchShapes.order(100), true),
  /** {@link NameRecord} with a 10-character name and three ints. */
  RECORD_10(NameRecord.class, () -> BenchShapes.record(10)),
  /** {@link NameRecord} with a 100-character name and three ints. */
  RECORD_100(NameRecord.class, () -> BenchShapes.record(100)),
  /** {@link NameRecord} with a 1,000-character name and three ints. */
  RECORD_1000(NameRecord.class, () -> BenchShapes.record(1000)),
  /**
   * {@link NameRecord} with a 100-character name outside Latin-1 (Greek, Cyrillic and CJK), which
   * strings hold and travel as UTF-16.
   */
  RECORD_UTF16_100(NameRecord.class, () -> BenchShapes.unicodeRecord(100)),
  /** {@link SmallThings}: a list of 100 small objects. */
  LIST_100(SmallThings.class, () -> BenchShapes.smallThings(100)),
  /** MEDIA_CONTENT's values in {@link MediaContentBean}: private fields, getters and setters. */
  MEDIA_CONTENT_BEAN(MediaContentBean.class, BenchShapes::mediaContentBean),
  /**
   * {@link UserProfile}: a bean with string-keyed maps, a set, boxed values, an {@code Instant} and
   * a list of boxed longs.
   */
  USER_PROFILE(UserProfile.class, BenchShapes::userProfile),
  /**
   * {@link ResultPage}: 20 rows as {@code Map<String, String>} in a list and an index of lists of
   * boxed ints in a map: containers inside containers.
   */
  RESULT_PAGE(ResultPage.class, BenchShapes::resultPage);

  private final Class<?> type;
  private final Supplier<Object> factory;
  private final boolean refTracking;

  DataKind(Class<?> type, Supplier<Object> factory) {
    this(type, factory, false);
  }

  DataKind(Class<?> type, Supplier<Object> factory, boolean refTracking) {
    this.type = type;
    this.factory = factory;
    this.refTracking = refTracking;
  }

  /** The class of the object. */
  public Class<?> type() {
    return type;
  }

  /** A new populated instance; equal to every other instance this method returns. */
  public Object create() {
    return factory.get();
  }

  /**
   * Whether the object's graph shares references (see {@link SharedReferences}), so the peers that
   * can track references must run with tracking on to write it at all.
   */
  public boolean refTracking() {
    return refTracking;
  }
}
