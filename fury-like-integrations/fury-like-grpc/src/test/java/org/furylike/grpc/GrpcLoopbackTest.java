package org.furylike.grpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Server;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.netty.shaded.io.grpc.netty.NettyChannelBuilder;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.ServerCalls;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.FuryException;
import org.furylike.grpc.Shop.PlaceOrder;
import org.furylike.grpc.Shop.Quote;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A real gRPC server on loopback whose messages are plain Java objects marshalled by a pooled
 * {@link ThreadSafeFury}; concurrent clients (sharing a per-thread {@code ThreadSafeFury}) check
 * every answer, and bad bytes in either direction produce the statuses {@link FuryMarshaller}
 * documents. The service and its method descriptors are built by hand: no IDL.
 */
class GrpcLoopbackTest {
  private static final String SERVICE = "furylike.test.Shop";
  private static final int CLIENT_THREADS = 8;
  private static final int CALLS_PER_CLIENT = 200;
  private static final long TIMEOUT_SECONDS = 60;
  private static final byte[] GARBAGE = {0x13, 0x7f, 0x7f};

  static {
    // Keep the shaded Netty off sun.misc.Unsafe and native transports, which newer JDKs warn
    // about; plain NIO is all a loopback test needs. Read when Netty's classes load, so set here.
    System.setProperty("io.grpc.netty.shaded.io.netty.noUnsafe", "true");
    System.setProperty("io.grpc.netty.shaded.io.netty.transport.noNative", "true");
  }

  private final Logger grpcLog = Logger.getLogger("io.grpc");
  private Level logLevel;
  private ExecutorService serverExecutor;
  private Server server;
  private ManagedChannel channel;

  /** The shop's methods, bound to the marshallers of one side (client or server). */
  private static final class Methods {
    final MethodDescriptor<PlaceOrder, Quote> quote;
    final MethodDescriptor<PlaceOrder, PlaceOrder> echo;

    Methods(ThreadSafeFury fury) {
      FuryMarshaller<PlaceOrder> orders = FuryMarshaller.of(fury, PlaceOrder.class);
      quote = unary("Quote", orders, FuryMarshaller.of(fury, Quote.class));
      echo = unary("Echo", orders, orders);
    }
  }

  private static <Q, R> MethodDescriptor<Q, R> unary(
      String name,
      MethodDescriptor.Marshaller<Q> request,
      MethodDescriptor.Marshaller<R> response) {
    return MethodDescriptor.<Q, R>newBuilder()
        .setType(MethodDescriptor.MethodType.UNARY)
        .setFullMethodName(MethodDescriptor.generateFullMethodName(SERVICE, name))
        .setRequestMarshaller(request)
        .setResponseMarshaller(response)
        .build();
  }

  private static ServerServiceDefinition shopService(Methods m) {
    return ServerServiceDefinition.builder(SERVICE)
        .addMethod(
            m.quote,
            ServerCalls.asyncUnaryCall(
                (order, answer) -> {
                  answer.onNext(Shop.price(order));
                  answer.onCompleted();
                }))
        .addMethod(
            m.echo,
            ServerCalls.asyncUnaryCall(
                (order, answer) -> {
                  answer.onNext(order);
                  answer.onCompleted();
                }))
        .build();
  }

  @BeforeEach
  void quietGrpc() {
    logLevel = grpcLog.getLevel();
    serverExecutor = Executors.newFixedThreadPool(8);
  }

  @AfterEach
  void stop() throws InterruptedException {
    try {
      if (channel != null) {
        channel.shutdown();
        assertTrue(channel.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS));
      }
      if (server != null) {
        server.shutdown();
        assertTrue(server.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS));
      }
      serverExecutor.shutdown();
      assertTrue(serverExecutor.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS));
    } finally {
      grpcLog.setLevel(logLevel);
    }
  }

  private void start(ServerServiceDefinition service) throws IOException {
    server =
        NettyServerBuilder.forAddress(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0))
            .executor(serverExecutor)
            .addService(service)
            .build()
            .start();
    channel = NettyChannelBuilder.forAddress("127.0.0.1", server.getPort()).usePlaintext().build();
  }

  private static ThreadSafeFury serverFury() {
    ThreadSafeFury fury = Fury.builder().buildThreadSafeFuryPool(1, 4);
    Shop.register(fury);
    return fury;
  }

  private static ThreadSafeFury clientFury() {
    ThreadSafeFury fury = Fury.builder().buildThreadSafeFury();
    Shop.register(fury);
    return fury;
  }

  @Test
  void concurrentClientsGetEveryAnswerRightAndGarbageIsInvalidArgument() throws Exception {
    start(FuryGrpc.rejectBadRequests(shopService(new Methods(serverFury()))));
    Methods client = new Methods(clientFury());
    ExecutorService clients = Executors.newFixedThreadPool(CLIENT_THREADS);
    try {
      List<Future<Integer>> results = new ArrayList<>();
      for (int c = 0; c < CLIENT_THREADS; c++) {
        int id = c;
        results.add(clients.submit(() -> runClient(client, id)));
      }
      int verified = 0;
      for (Future<Integer> f : results) {
        verified += getWithin(f);
      }
      assertEquals(CLIENT_THREADS * CALLS_PER_CLIENT, verified);
    } finally {
      clients.shutdownNow();
    }
    StatusRuntimeException e = callWithGarbage();
    assertEquals(Status.Code.INVALID_ARGUMENT, e.getStatus().getCode(), e.toString());
    assertTrue(
        e.getStatus().getDescription().startsWith("bad " + PlaceOrder.class.getName()),
        e.getStatus().getDescription());
    // the server still answers after rejecting a bad message
    PlaceOrder after = Shop.order(99, 1);
    assertEquals(Shop.price(after), call(client.quote, after));
  }

  @Test
  void withoutTheWrapperGrpcReportsUnknown() throws Exception {
    start(shopService(new Methods(serverFury())));
    grpcLog.setLevel(Level.OFF); // gRPC logs the parse failure with a stack trace
    StatusRuntimeException e = callWithGarbage();
    assertEquals(Status.Code.UNKNOWN, e.getStatus().getCode(), e.toString());
  }

  @Test
  void aClientThatCannotReadTheResponseSeesCancelledWithInvalidArgumentCause() throws Exception {
    MethodDescriptor<byte[], byte[]> garbageServer = unary("Quote", new RawBytes(), new RawBytes());
    start(
        ServerServiceDefinition.builder(SERVICE)
            .addMethod(
                garbageServer,
                ServerCalls.asyncUnaryCall(
                    (request, answer) -> {
                      answer.onNext(GARBAGE);
                      answer.onCompleted();
                    }))
            .build());
    Methods client = new Methods(clientFury());
    StatusRuntimeException e =
        assertThrows(StatusRuntimeException.class, () -> call(client.quote, Shop.order(1, 1)));
    assertEquals(Status.Code.CANCELLED, e.getStatus().getCode(), e.toString());
    StatusRuntimeException cause = assertInstanceOf(StatusRuntimeException.class, e.getCause());
    assertEquals(Status.Code.INVALID_ARGUMENT, cause.getStatus().getCode());
    assertInstanceOf(FuryException.class, cause.getCause());
  }

  /** One client thread: alternates pricing and echo calls, checking every answer. */
  private int runClient(Methods m, int client) {
    int verified = 0;
    for (int i = 0; i < CALLS_PER_CLIENT; i++) {
      PlaceOrder order = Shop.order(client, i);
      if ((i & 1) == 0) {
        assertEquals(Shop.price(order), call(m.quote, order), "client " + client);
      } else {
        assertEquals(order, call(m.echo, order), "client " + client);
      }
      verified++;
    }
    return verified;
  }

  private StatusRuntimeException callWithGarbage() {
    MethodDescriptor<byte[], byte[]> raw = unary("Quote", new RawBytes(), new RawBytes());
    return assertThrows(StatusRuntimeException.class, () -> call(raw, GARBAGE));
  }

  private <Q, R> R call(MethodDescriptor<Q, R> method, Q request) {
    return ClientCalls.blockingUnaryCall(
        channel,
        method,
        CallOptions.DEFAULT.withDeadlineAfter(TIMEOUT_SECONDS, TimeUnit.SECONDS),
        request);
  }

  private static int getWithin(Future<Integer> f) throws InterruptedException {
    try {
      return f.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
    } catch (ExecutionException e) {
      throw new AssertionError("a client failed: " + e.getCause(), e.getCause());
    } catch (TimeoutException e) {
      throw new AssertionError("a client did not finish within " + TIMEOUT_SECONDS + " s", e);
    }
  }

  private static final class RawBytes implements MethodDescriptor.Marshaller<byte[]> {
    @Override
    public InputStream stream(byte[] value) {
      return new ByteArrayInputStream(value);
    }

    @Override
    public byte[] parse(InputStream stream) {
      try {
        return stream.readAllBytes();
      } catch (IOException e) {
        throw new IllegalStateException(e);
      }
    }
  }
}
