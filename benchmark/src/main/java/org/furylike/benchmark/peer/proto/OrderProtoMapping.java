package org.furylike.benchmark.peer.proto;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchmark.data.Customer;
import org.furylike.benchmark.data.Order;
import org.furylike.benchmark.data.OrderLine;
import org.furylike.benchmark.proto.CustomerMsg;
import org.furylike.benchmark.proto.DecimalMsg;
import org.furylike.benchmark.proto.OrderLineMsg;
import org.furylike.benchmark.proto.OrderMsg;

/**
 * Converts {@link Order} to and from {@link OrderMsg}. Protobuf has no references, so a line's
 * back-reference to its order is not written: on read, the mapping sets every line's {@code order}
 * to the order being built, which restores the graph the serializers with reference tracking write.
 * A {@link BigDecimal} travels as its unscaled value's bytes and its scale. The fields of the
 * benchmark order are never null.
 */
final class OrderProtoMapping implements ProtoMapping<Order, OrderMsg> {
  @Override
  public OrderMsg toMessage(Order o) {
    OrderMsg.Builder b =
        OrderMsg.newBuilder()
            .setId(o.id)
            .setCustomer(toMessage(o.customer))
            .setSubtotal(decimal(o.subtotal))
            .setTax(decimal(o.tax))
            .setTotal(decimal(o.total))
            .setPlacedAt(o.placedAt);
    for (OrderLine line : o.lines) {
      b.addLines(
          OrderLineMsg.newBuilder()
              .setProduct(line.product)
              .setQuantity(line.quantity)
              .setPrice(decimal(line.price)));
    }
    return b.build();
  }

  private static CustomerMsg toMessage(Customer c) {
    return CustomerMsg.newBuilder()
        .setId(c.id)
        .setName(c.name)
        .setEmail(c.email)
        .setCity(c.city)
        .setTier(c.tier)
        .build();
  }

  private static DecimalMsg decimal(BigDecimal d) {
    return DecimalMsg.newBuilder()
        .setUnscaled(ByteString.copyFrom(d.unscaledValue().toByteArray()))
        .setScale(d.scale())
        .build();
  }

  @Override
  public Order fromMessage(OrderMsg m) {
    Order o = new Order();
    o.id = m.getId();
    o.customer = fromMessage(m.getCustomer());
    o.subtotal = decimal(m.getSubtotal());
    o.tax = decimal(m.getTax());
    o.total = decimal(m.getTotal());
    o.placedAt = m.getPlacedAt();
    int n = m.getLinesCount();
    List<OrderLine> lines = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      OrderLineMsg lm = m.getLines(i);
      OrderLine line = new OrderLine();
      line.order = o;
      line.product = lm.getProduct();
      line.quantity = lm.getQuantity();
      line.price = decimal(lm.getPrice());
      lines.add(line);
    }
    o.lines = lines;
    return o;
  }

  private static Customer fromMessage(CustomerMsg m) {
    Customer c = new Customer();
    c.id = m.getId();
    c.name = m.getName();
    c.email = m.getEmail();
    c.city = m.getCity();
    c.tier = m.getTier();
    return c;
  }

  private static BigDecimal decimal(DecimalMsg m) {
    return new BigDecimal(new BigInteger(m.getUnscaled().toByteArray()), m.getScale());
  }

  @Override
  public OrderMsg parse(byte[] bytes) throws InvalidProtocolBufferException {
    return OrderMsg.parseFrom(bytes);
  }
}
