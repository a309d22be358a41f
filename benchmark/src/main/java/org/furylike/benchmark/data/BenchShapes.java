package org.furylike.benchmark.data;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The fixed benchmark objects of the shapes applications write beyond the classic benchmark objects
 * of {@link BenchData}: an order graph with back-references, small string-heavy records, a list of
 * small objects and bean-style classes. Every call returns a new graph with the same values.
 */
public final class BenchShapes {
  private static final String NAME_TEXT =
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. ";

  /** Text outside Latin-1: Greek, Cyrillic and CJK words (every string built from it is UTF-16). */
  private static final String UNICODE_TEXT = "Αθήνα Θεσσαλονίκη Москва Київ 東京都 上海市 서울 ";

  private BenchShapes() {}

  /**
   * An order of {@code lineCount} lines, each pointing back at the order. Amounts are {@link
   * BigDecimal}s with two decimals: unit prices, their subtotal, a 20% tax and the total.
   */
  public static Order order(int lineCount) {
    Order order = new Order();
    order.id = 1_000_042L;
    order.placedAt = 1_700_000_000_000L;
    order.customer = customer();
    List<OrderLine> lines = new ArrayList<>(lineCount);
    BigDecimal subtotal = BigDecimal.ZERO.setScale(2);
    for (int i = 0; i < lineCount; i++) {
      OrderLine line = new OrderLine();
      line.order = order;
      line.product = "Stainless steel bottle, model " + (100 + i);
      line.quantity = 1 + i % 5;
      line.price = BigDecimal.valueOf(1999 + 37L * i, 2);
      subtotal = subtotal.add(line.price.multiply(BigDecimal.valueOf(line.quantity)));
      lines.add(line);
    }
    order.lines = lines;
    order.subtotal = subtotal;
    order.tax = subtotal.multiply(new BigDecimal("0.20")).setScale(2, RoundingMode.HALF_EVEN);
    order.total = subtotal.add(order.tax);
    return order;
  }

  private static Customer customer() {
    Customer c = new Customer();
    c.id = 77_001L;
    c.name = "Ada Lovelace";
    c.email = "ada.lovelace@example.com";
    c.city = "London";
    c.tier = 3;
    return c;
  }

  /** A record whose name has {@code nameLength} ASCII characters, with three fixed ints. */
  public static NameRecord record(int nameLength) {
    StringBuilder name = new StringBuilder(nameLength);
    while (name.length() < nameLength) {
      name.append(NAME_TEXT, 0, Math.min(NAME_TEXT.length(), nameLength - name.length()));
    }
    return new NameRecord(name.toString(), 7, -42, 1_234_567);
  }

  /**
   * A record whose name has {@code nameLength} characters of {@link #UNICODE_TEXT}, with the same
   * three ints as {@link #record}.
   */
  public static NameRecord unicodeRecord(int nameLength) {
    StringBuilder name = new StringBuilder(nameLength);
    while (name.length() < nameLength) {
      name.append(UNICODE_TEXT, 0, Math.min(UNICODE_TEXT.length(), nameLength - name.length()));
    }
    return new NameRecord(name.toString(), 7, -42, 1_234_567);
  }

  /** A holder of {@code count} small objects with distinct values. */
  public static SmallThings smallThings(int count) {
    List<SmallThing> things = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      SmallThing t = new SmallThing();
      t.a = i;
      t.b = (i * 31) % 1000 - 500;
      t.c = 1000 + i;
      t.id = 10_000_000_000L + 7919L * i;
      t.weight = 0.5 + i * 0.25;
      t.tag = "thing-" + i;
      things.add(t);
    }
    SmallThings holder = new SmallThings();
    holder.things = things;
    return holder;
  }

  /** The values of {@link BenchData#mediaContent()} in the bean-style classes. */
  public static MediaContentBean mediaContentBean() {
    MediaContent source = BenchData.mediaContent();
    MediaContentBean bean = new MediaContentBean();
    bean.setMedia(mediaBean(source.media));
    List<ImageBean> images = new ArrayList<>();
    for (Image image : source.images) {
      images.add(imageBean(image));
    }
    bean.setImages(images);
    return bean;
  }

  private static MediaBean mediaBean(Media m) {
    MediaBean b = new MediaBean();
    b.setUri(m.uri);
    b.setTitle(m.title);
    b.setWidth(m.width);
    b.setHeight(m.height);
    b.setFormat(m.format);
    b.setDuration(m.duration);
    b.setSize(m.size);
    b.setBitrate(m.bitrate);
    b.setHasBitrate(m.hasBitrate);
    b.setPersons(new ArrayList<>(m.persons));
    b.setPlayer(m.player);
    b.setCopyright(m.copyright);
    return b;
  }

  private static ImageBean imageBean(Image i) {
    ImageBean b = new ImageBean();
    b.setUri(i.uri);
    b.setTitle(i.title);
    b.setWidth(i.width);
    b.setHeight(i.height);
    b.setSize(i.size);
    b.setMedia(i.media == null ? null : mediaBean(i.media));
    return b;
  }

  /**
   * A page of 20 result rows (id, name, city and status columns, strings) and an index of 10 keys
   * to three to five ints each; fixed values.
   */
  public static ResultPage resultPage() {
    String[] cities = {"London", "Paris", "Berlin", "Madrid", "Rome"};
    String[] statuses = {"active", "pending", "closed"};
    ResultPage p = new ResultPage();
    p.query = "select id, name, city, status from accounts where region = 'EU' limit 20";
    p.total = 1_284L;
    p.rows = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      Map<String, String> row = new HashMap<>();
      row.put("id", Integer.toString(100_000 + i * 37));
      row.put("name", "account holder " + i);
      row.put("city", cities[i % cities.length]);
      row.put("status", statuses[i % statuses.length]);
      p.rows.add(row);
    }
    p.index = new HashMap<>();
    for (int k = 0; k < 10; k++) {
      List<Integer> ids = new ArrayList<>();
      for (int j = 0; j < 3 + k % 3; j++) {
        ids.add(100_000 + (k * 7 + j * 3) % 20 * 37);
      }
      p.index.put("bucket-" + k, ids);
    }
    return p;
  }

  /**
   * A user profile with 8 string attributes, 5 counters, 6 tags and 10 recent visit times, in the
   * JDK's {@code HashMap}, {@code HashSet} and {@code ArrayList}.
   */
  public static UserProfile userProfile() {
    UserProfile p = new UserProfile();
    p.setId(4_210_337L);
    p.setUsername("ada_lovelace");
    p.setEmail("ada.lovelace@example.com");
    p.setCreatedAt(Instant.ofEpochSecond(1_700_000_000L, 123_456_789));
    p.setActive(true);
    p.setAge(36);
    p.setRating(4.75);
    Map<String, String> attributes = new HashMap<>();
    attributes.put("locale", "en_GB");
    attributes.put("timezone", "Europe/London");
    attributes.put("theme", "dark");
    attributes.put("plan", "premium");
    attributes.put("referrer", "newsletter-2023-11");
    attributes.put("country", "GB");
    attributes.put("currency", "GBP");
    attributes.put("device", "desktop");
    p.setAttributes(attributes);
    Map<String, Integer> counters = new HashMap<>();
    counters.put("logins", 1_204);
    counters.put("orders", 37);
    counters.put("reviews", 12);
    counters.put("returns", 1);
    counters.put("tickets", 3);
    p.setCounters(counters);
    Set<String> tags = new HashSet<>();
    for (String t : new String[] {"early-adopter", "mathematics", "poetry", "vip", "beta", "uk"}) {
      tags.add(t);
    }
    p.setTags(tags);
    List<Long> visits = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      visits.add(1_700_000_000_000L + 86_400_000L * i + 1_234L * i);
    }
    p.setRecentVisits(visits);
    return p;
  }
}
