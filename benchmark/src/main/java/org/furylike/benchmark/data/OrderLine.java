package org.furylike.benchmark.data;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.Objects;

/**
 * One line of an {@link Order}: a product, a quantity and a unit price, with a back-reference to
 * the order that holds it (a cycle: serializers need reference tracking to write it).
 */
public final class OrderLine implements Serializable {
  private static final long serialVersionUID = 1L;

  /** The order holding this line; the same instance as the order whose list holds it. */
  public Order order;

  public String product;
  public int quantity;
  public BigDecimal price;

  /** An empty line. */
  public OrderLine() {}

  /**
   * Compares product, quantity, price and the id of the order pointed at; comparing the whole order
   * would recurse through the cycle. {@link Order#sharedReferencesIntact()} checks identity.
   */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof OrderLine)) {
      return false;
    }
    OrderLine l = (OrderLine) o;
    return quantity == l.quantity
        && Objects.equals(product, l.product)
        && Objects.equals(price, l.price)
        && Objects.equals(orderId(), l.orderId());
  }

  private Long orderId() {
    return order == null ? null : order.id;
  }

  @Override
  public int hashCode() {
    return Objects.hash(product, quantity, price, orderId());
  }

  @Override
  public String toString() {
    return "OrderLine{order="
        + orderId()
        + ", product="
        + product
        + ", quantity="
        + quantity
        + ", price="
        + price
        + "}";
  }
}
