package org.furylike.grpc;

import io.grpc.ForwardingServerCallListener;
import io.grpc.Metadata;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import org.furylike.exception.FuryException;

/**
 * Server-side helpers for services whose messages travel through {@link FuryMarshaller}.
 *
 * <pre>{@code
 * ThreadSafeFury fury = Fury.builder().buildThreadSafeFuryPool(2, 16);
 * fury.register(PlaceOrder.class);
 * MethodDescriptor<PlaceOrder, Quote> quote = MethodDescriptor.<PlaceOrder, Quote>newBuilder()
 *     .setType(MethodDescriptor.MethodType.UNARY)
 *     .setFullMethodName("shop.Shop/Quote")
 *     .setRequestMarshaller(FuryMarshaller.of(fury, PlaceOrder.class))
 *     .setResponseMarshaller(FuryMarshaller.of(fury, Quote.class))
 *     .build();
 * ServerServiceDefinition shop = ServerServiceDefinition.builder("shop.Shop")
 *     .addMethod(quote, ServerCalls.asyncUnaryCall(handler))
 *     .build();
 * server.addService(FuryGrpc.rejectBadRequests(shop));
 * }</pre>
 */
public final class FuryGrpc {
  private FuryGrpc() {}

  /**
   * Returns {@code service} changed so that a request which fury-like cannot read closes the call
   * with {@link Status.Code#INVALID_ARGUMENT} (description: what was wrong with the bytes) instead
   * of the {@code UNKNOWN} that gRPC uses for any request that fails to parse. The call's handler
   * is not invoked for the bad message, and the server keeps serving other calls.
   *
   * <p>Requests are parsed inside the call's listener instead of by the transport (gRPC's {@link
   * ServerInterceptors#useInputStreamMessages}), which is what lets the status through; other
   * failures keep gRPC's own handling.
   *
   * @param service the service definition, with fury-like marshallers
   * @return the changed definition, to add to the server instead of {@code service}
   */
  public static ServerServiceDefinition rejectBadRequests(ServerServiceDefinition service) {
    return ServerInterceptors.intercept(
        ServerInterceptors.useInputStreamMessages(service), new BadRequestInterceptor());
  }

  /** Closes a call whose request parsing raised the status {@link FuryMarshaller} promises. */
  private static final class BadRequestInterceptor implements ServerInterceptor {
    @Override
    public <Q, R> ServerCall.Listener<Q> interceptCall(
        ServerCall<Q, R> call, Metadata headers, ServerCallHandler<Q, R> next) {
      return new Listener<>(next.startCall(call, headers), call);
    }
  }

  private static final class Listener<Q>
      extends ForwardingServerCallListener.SimpleForwardingServerCallListener<Q> {
    private final ServerCall<Q, ?> call;
    private boolean rejected;

    Listener(ServerCall.Listener<Q> delegate, ServerCall<Q, ?> call) {
      super(delegate);
      this.call = call;
    }

    @Override
    public void onMessage(Q message) {
      if (rejected) {
        return;
      }
      try {
        super.onMessage(message);
      } catch (StatusRuntimeException e) {
        if (!(e.getCause() instanceof FuryException)
            || e.getStatus().getCode() != Status.Code.INVALID_ARGUMENT) {
          throw e;
        }
        rejected = true;
        call.close(e.getStatus(), new Metadata());
      }
    }

    @Override
    public void onHalfClose() {
      if (!rejected) {
        super.onHalfClose();
      }
    }

    @Override
    public void onReady() {
      if (!rejected) {
        super.onReady();
      }
    }
  }
}
