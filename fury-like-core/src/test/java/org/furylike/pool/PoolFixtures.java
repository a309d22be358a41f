package org.furylike.pool;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.furylike.ThreadSafeFury;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.serializer.builtin.ImmutableSerializer;

/** Value classes and a generator of mixed object graphs for the thread-safety tests. */
final class PoolFixtures {
  private PoolFixtures() {}

  enum Status {
    NEW,
    PAID,
    SHIPPED
  }

  record Item(String sku, int quantity, long priceCents) {}

  /** An immutable value written by a hand-made serializer (see {@link MoneySerializer}). */
  static final class Money {
    final String currency;
    final long cents;

    Money(String currency, long cents) {
      this.currency = currency;
      this.cents = cents;
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Money
          && ((Money) o).cents == cents
          && ((Money) o).currency.equals(currency);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(cents) * 31 + currency.hashCode();
    }

    @Override
    public String toString() {
      return cents + " " + currency;
    }
  }

  /** Counts its instances so tests can see one serializer per member. */
  static final class MoneySerializer extends ImmutableSerializer<Money> {
    static final AtomicInteger CREATED = new AtomicInteger();

    MoneySerializer() {
      super(Money.class);
      CREATED.incrementAndGet();
    }

    @Override
    public void write(WriteContext ctx, Money value) {
      if ((value.cents & 63) == 0) {
        // Lets a virtual thread unmount while it holds a pooled instance, so that others contend.
        Thread.yield();
      }
      ctx.writeString(value.currency);
      ctx.writeInt64(value.cents);
    }

    @Override
    public Money read(ReadContext ctx) {
      String currency = ctx.readString();
      return new Money(currency, ctx.readInt64());
    }
  }

  static final class Order {
    long id;
    String customer;
    Status status;
    List<Item> items = new ArrayList<>();
    Map<String, Integer> tags = new HashMap<>();
    int[] codes;
    Money total;

    /** With reference tracking, the same object as {@code items.get(0)}. */
    Item featured;

    Object extra;

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Order)) {
        return false;
      }
      Order x = (Order) o;
      return id == x.id
          && Objects.equals(customer, x.customer)
          && status == x.status
          && items.equals(x.items)
          && tags.equals(x.tags)
          && Arrays.equals(codes, x.codes)
          && Objects.equals(total, x.total)
          && Objects.equals(featured, x.featured)
          && Objects.deepEquals(extra, x.extra);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(id);
    }

    @Override
    public String toString() {
      return "Order#" + id + items;
    }
  }

  /** Registers the fixture classes, always in the same order. */
  static void registerAll(ThreadSafeFury fury) {
    fury.register(Status.class);
    fury.register(Item.class);
    fury.register(Order.class);
    fury.registerSerializer(Money.class, config -> new MoneySerializer());
  }

  /** A deterministic mixed graph for {@code seed}: orders, lists, maps, sets, arrays, scalars. */
  static Object graph(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    switch (r.nextInt(6)) {
      case 0:
        return order(r);
      case 1:
        {
          List<Object> list = new ArrayList<>();
          int n = r.nextInt(12);
          for (int i = 0; i < n; i++) {
            list.add(i % 3 == 0 ? order(r) : i % 3 == 1 ? item(r) : "s" + r.nextInt());
          }
          return list;
        }
      case 2:
        {
          Map<String, Object> map = new HashMap<>();
          map.put("order", order(r));
          map.put("money", new Money("EUR", r.nextLong()));
          map.put("count", r.nextInt());
          map.put("none", null);
          return map;
        }
      case 3:
        {
          Set<Item> set = new HashSet<>();
          for (int i = r.nextInt(8); i > 0; i--) {
            set.add(item(r));
          }
          return set;
        }
      case 4:
        return r.nextBoolean() ? "\u00e9t\u00e9 \u20ac" + r.nextInt() : (Object) r.nextLong();
      default:
        return new Object[] {item(r), Status.values()[r.nextInt(3)], new long[] {r.nextLong()}};
    }
  }

  static Order order(SplittableRandom r) {
    Order o = new Order();
    o.id = r.nextLong();
    o.customer = r.nextBoolean() ? null : "customer-" + r.nextInt(1000);
    o.status = Status.values()[r.nextInt(3)];
    for (int i = 1 + r.nextInt(6); i > 0; i--) {
      o.items.add(item(r));
    }
    o.tags.put("priority", r.nextInt(5));
    o.tags.put("region", r.nextInt(100));
    o.codes = r.ints(r.nextInt(10)).toArray();
    o.total = new Money(r.nextBoolean() ? "EUR" : "USD", r.nextLong(1_000_000));
    o.featured = o.items.get(0);
    o.extra = r.nextBoolean() ? new Money("GBP", 5) : (Object) r.nextInt();
    return o;
  }

  static Item item(SplittableRandom r) {
    return new Item("sku-" + r.nextInt(10_000), r.nextInt(100), r.nextLong());
  }
}
