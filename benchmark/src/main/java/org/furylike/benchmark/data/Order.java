package org.furylike.benchmark.data;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.List;
import java.util.Objects;

/**
 * An order graph that needs reference tracking: a customer, {@link BigDecimal} amounts, the time it
 * was placed (epoch milliseconds) and lines that each point back at this order.
 */
public final class Order implements Serializable, SharedReferences {
  private static final long serialVersionUID = 1L;

  public long id;
  public Customer customer;
  public BigDecimal subtotal;
  public BigDecimal tax;
  public BigDecimal total;

  /** When the order was placed, in milliseconds since the epoch. */
  public long placedAt;

  public List<OrderLine> lines;

  /** An empty order. */
  public Order() {}

  /** Whether every line points back at this very instance. */
  @Override
  public boolean sharedReferencesIntact() {
    if (lines == null) {
      return true;
    }
    for (OrderLine line : lines) {
      if (line.order != this) {
        return false;
      }
    }
    return true;
  }

  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof Order)) {
      return false;
    }
    Order x = (Order) o;
    return id == x.id
        && placedAt == x.placedAt
        && Objects.equals(customer, x.customer)
        && Objects.equals(subtotal, x.subtotal)
        && Objects.equals(tax, x.tax)
        && Objects.equals(total, x.total)
        && Objects.equals(lines, x.lines);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, customer, subtotal, tax, total, placedAt, lines);
  }

  @Override
  public String toString() {
    return "Order{id="
        + id
        + ", customer="
        + customer
        + ", subtotal="
        + subtotal
        + ", tax="
        + tax
        + ", total="
        + total
        + ", placedAt="
        + placedAt
        + ", lines="
        + lines
        + "}";
  }
}
