package org.furylike.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.grpc.KnownLength;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.FuryException;
import org.furylike.grpc.Shop.PlaceOrder;
import org.junit.jupiter.api.Test;

/** The marshaller without a transport: sizes, stream kinds and the promised statuses. */
class FuryMarshallerTest {
  private final ThreadSafeFury fury = Fury.builder().buildThreadSafeFury();
  private final FuryMarshaller<PlaceOrder> orders;

  FuryMarshallerTest() {
    Shop.register(fury);
    orders = FuryMarshaller.of(fury, PlaceOrder.class);
  }

  @Test
  void streamAnnouncesItsLengthAndParsesBack() throws IOException {
    PlaceOrder order = Shop.order(3, 14);
    InputStream stream = orders.stream(order);
    assertInstanceOf(KnownLength.class, stream);
    assertEquals(fury.serialize(order).length, stream.available());
    assertEquals(order, orders.parse(stream));
  }

  @Test
  void parsesAStreamOfUnknownLength() {
    PlaceOrder order = Shop.order(5, 6);
    assertEquals(order, orders.parse(new ByteArrayInputStream(fury.serialize(order))));
  }

  @Test
  void aMessageOfAnotherTypeIsInvalidArgument() {
    byte[] quote = fury.serialize(Shop.price(Shop.order(1, 2)));
    StatusRuntimeException e =
        assertThrows(
            StatusRuntimeException.class, () -> orders.parse(new ByteArrayInputStream(quote)));
    assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode());
    assertInstanceOf(FuryException.class, e.getCause());
  }

  @Test
  void aFailingTransportStreamIsInternal() {
    InputStream broken =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("connection reset");
          }
        };
    StatusRuntimeException e =
        assertThrows(StatusRuntimeException.class, () -> orders.parse(broken));
    assertEquals(Status.Code.INTERNAL, e.getStatus().getCode());
    assertInstanceOf(IOException.class, e.getCause());
  }
}
