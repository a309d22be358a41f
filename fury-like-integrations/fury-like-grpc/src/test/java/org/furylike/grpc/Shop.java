package org.furylike.grpc;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.furylike.ThreadSafeFury;

/** The messages of a small shop service: plain Java objects, no IDL. */
final class Shop {
  private Shop() {}

  enum Currency {
    EUR,
    USD,
    JPY
  }

  record OrderLine(String sku, int quantity, long unitPriceCents) {}

  /** The request: what a customer wants to buy. */
  static final class PlaceOrder {
    long orderId;
    String customer;
    Currency currency;
    List<OrderLine> lines = new ArrayList<>();
    Map<String, String> metadata = new HashMap<>();

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof PlaceOrder)) {
        return false;
      }
      PlaceOrder x = (PlaceOrder) o;
      return orderId == x.orderId
          && Objects.equals(customer, x.customer)
          && currency == x.currency
          && lines.equals(x.lines)
          && metadata.equals(x.metadata);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(orderId);
    }

    @Override
    public String toString() {
      return "PlaceOrder#" + orderId + lines;
    }
  }

  /** The response: the priced order. */
  static final class Quote {
    long orderId;
    String customer;
    Currency currency;
    long subtotalCents;
    long discountCents;
    long totalCents;
    int itemCount;
    List<String> notes = new ArrayList<>();

    @Override
    public boolean equals(Object o) {
      if (!(o instanceof Quote)) {
        return false;
      }
      Quote x = (Quote) o;
      return orderId == x.orderId
          && Objects.equals(customer, x.customer)
          && currency == x.currency
          && subtotalCents == x.subtotalCents
          && discountCents == x.discountCents
          && totalCents == x.totalCents
          && itemCount == x.itemCount
          && notes.equals(x.notes);
    }

    @Override
    public int hashCode() {
      return Long.hashCode(orderId);
    }

    @Override
    public String toString() {
      return "Quote#" + orderId + " total=" + totalCents + " " + currency;
    }
  }

  /** Registers the message classes; client and server call this in the same order. */
  static void register(ThreadSafeFury fury) {
    fury.register(Currency.class);
    fury.register(OrderLine.class);
    fury.register(PlaceOrder.class);
    fury.register(Quote.class);
  }

  /** The business logic: deterministic, so a client can check every answer. */
  static Quote price(PlaceOrder order) {
    Quote q = new Quote();
    q.orderId = order.orderId;
    q.customer = order.customer;
    q.currency = order.currency;
    for (OrderLine line : order.lines) {
      q.subtotalCents += line.unitPriceCents() * line.quantity();
      q.itemCount += line.quantity();
      if (line.quantity() >= 10) {
        q.notes.add("bulk:" + line.sku());
      }
    }
    q.discountCents = q.itemCount >= 20 ? q.subtotalCents / 10 : 0;
    q.totalCents = q.subtotalCents - q.discountCents;
    if (order.metadata.containsKey("coupon")) {
      q.notes.add("coupon ignored: " + order.metadata.get("coupon"));
    }
    return q;
  }

  /** A request made from {@code client} and {@code call}, different for every pair. */
  static PlaceOrder order(int client, int call) {
    PlaceOrder o = new PlaceOrder();
    o.orderId = client * 1_000_000L + call;
    o.customer = call % 5 == 0 ? null : "client-" + client + "/\u00e9\u20ac";
    o.currency = Currency.values()[(client + call) % 3];
    for (int i = 0; i <= call % 7; i++) {
      o.lines.add(new OrderLine("sku-" + (call * 31 + i), 1 + (call + i) % 13, 99L * (i + 1)));
    }
    o.metadata.put("client", Integer.toString(client));
    if (call % 3 == 0) {
      o.metadata.put("coupon", "C" + call);
    }
    return o;
  }
}
