package org.furylike.benchmark.peer.flat;

import com.google.flatbuffers.FlatBufferBuilder;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.furylike.benchmark.data.Customer;
import org.furylike.benchmark.data.Order;
import org.furylike.benchmark.data.OrderLine;
import org.furylike.benchmark.fbs.FbCustomer;
import org.furylike.benchmark.fbs.FbDecimal;
import org.furylike.benchmark.fbs.FbOrder;
import org.furylike.benchmark.fbs.FbOrderLine;
import org.furylike.benchmark.fbs.FbOrderT;

/**
 * Writes {@link Order} into a flatbuffer and reads it back. Flatbuffers has no shared references,
 * so a line's back-reference to its order is not written: on read, the mapping sets every line's
 * {@code order} to the order being built, which restores the graph the serializers with reference
 * tracking write. A {@link BigDecimal} travels as its unscaled value's bytes and its scale. The
 * fields of the benchmark order are never null.
 */
final class OrderFlatMapping implements FlatMapping<Order, FbOrderT> {
  @Override
  public int write(FlatBufferBuilder b, Order o) {
    int customer = writeCustomer(b, o.customer);
    int subtotal = writeDecimal(b, o.subtotal);
    int tax = writeDecimal(b, o.tax);
    int total = writeDecimal(b, o.total);
    int[] offsets = new int[o.lines.size()];
    for (int i = 0; i < offsets.length; i++) {
      offsets[i] = writeLine(b, o.lines.get(i));
    }
    int lines = FbOrder.createLinesVector(b, offsets);
    FbOrder.startFbOrder(b);
    FbOrder.addId(b, o.id);
    FbOrder.addPlacedAt(b, o.placedAt);
    FbOrder.addCustomer(b, customer);
    FbOrder.addSubtotal(b, subtotal);
    FbOrder.addTax(b, tax);
    FbOrder.addTotal(b, total);
    FbOrder.addLines(b, lines);
    return FbOrder.endFbOrder(b);
  }

  private static int writeCustomer(FlatBufferBuilder b, Customer c) {
    int name = b.createString(c.name);
    int email = b.createString(c.email);
    int city = b.createString(c.city);
    FbCustomer.startFbCustomer(b);
    FbCustomer.addId(b, c.id);
    FbCustomer.addName(b, name);
    FbCustomer.addEmail(b, email);
    FbCustomer.addCity(b, city);
    FbCustomer.addTier(b, c.tier);
    return FbCustomer.endFbCustomer(b);
  }

  private static int writeLine(FlatBufferBuilder b, OrderLine line) {
    int product = b.createString(line.product);
    int price = writeDecimal(b, line.price);
    FbOrderLine.startFbOrderLine(b);
    FbOrderLine.addProduct(b, product);
    FbOrderLine.addQuantity(b, line.quantity);
    FbOrderLine.addPrice(b, price);
    return FbOrderLine.endFbOrderLine(b);
  }

  private static int writeDecimal(FlatBufferBuilder b, BigDecimal d) {
    int unscaled = FbDecimal.createUnscaledVector(b, d.unscaledValue().toByteArray());
    FbDecimal.startFbDecimal(b);
    FbDecimal.addUnscaled(b, unscaled);
    FbDecimal.addScale(b, d.scale());
    return FbDecimal.endFbDecimal(b);
  }

  @Override
  public Order read(ByteBuffer bb) {
    FbOrder f = FbOrder.getRootAsFbOrder(bb);
    Order o = new Order();
    o.id = f.id();
    o.placedAt = f.placedAt();
    o.customer = readCustomer(f.customer());
    FbDecimal decimal = new FbDecimal();
    o.subtotal = readDecimal(f.subtotal(decimal));
    o.tax = readDecimal(f.tax(decimal));
    o.total = readDecimal(f.total(decimal));
    int n = f.linesLength();
    List<OrderLine> lines = new ArrayList<>(n);
    FbOrderLine fl = new FbOrderLine();
    for (int i = 0; i < n; i++) {
      f.lines(fl, i);
      OrderLine line = new OrderLine();
      line.order = o;
      line.product = fl.product();
      line.quantity = fl.quantity();
      line.price = readDecimal(fl.price(decimal));
      lines.add(line);
    }
    o.lines = lines;
    return o;
  }

  private static Customer readCustomer(FbCustomer f) {
    Customer c = new Customer();
    c.id = f.id();
    c.name = f.name();
    c.email = f.email();
    c.city = f.city();
    c.tier = f.tier();
    return c;
  }

  private static BigDecimal readDecimal(FbDecimal f) {
    byte[] unscaled = new byte[f.unscaledLength()];
    for (int i = 0; i < unscaled.length; i++) {
      unscaled[i] = f.unscaled(i);
    }
    return new BigDecimal(new BigInteger(unscaled), f.scale());
  }

  @Override
  public int pack(FlatBufferBuilder b, FbOrderT message) {
    return FbOrder.pack(b, message);
  }

  @Override
  public FbOrderT unpack(ByteBuffer bb) {
    return FbOrder.getRootAsFbOrder(bb).unpack();
  }
}
