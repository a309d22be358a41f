package org.furylike.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.logging.Level;
import java.util.logging.Logger;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.pool.FuryPool;
import org.furylike.rpc.Shop.PlaceOrder;
import org.furylike.rpc.Shop.Quote;
import org.junit.jupiter.api.Test;

/**
 * A real gRPC server on loopback whose messages are plain Java objects marshalled by a pooled
 * {@link ThreadSafeFury}; concurrent clients (sharing a per-thread {@code ThreadSafeFury}) check
 * every answer. The service and its method descriptors are built by hand: no IDL.
 */
class GrpcThreadSafeFuryTest {
  private static final String SERVICE = "furylike.test.Shop";
  private static final int CLIENT_THREADS = 8;
  private static final int CALLS_PER_CLIENT = 200;
  private static final int SERVER_POOL_MAX = 4;
  private static final long TIMEOUT_SECONDS = 60;

  static {
    // Keep the shaded Netty off sun.misc.Unsafe and native transports, which newer JDKs warn
    // about; plain NIO is all a loopback test needs. Read when Netty's classes load, so set here.
    System.setProperty("io.grpc.netty.shaded.io.netty.noUnsafe", "true");
    System.setProperty("io.grpc.netty.shaded.io.netty.transport.noNative", "true");
  }

  /** The shop's methods, bound to the marshallers of one side (client or server). */
  private static final class Methods {
    final MethodDescriptor<PlaceOrder, Quote> quote;
    final MethodDescriptor<PlaceOrder, PlaceOrder> echo;

    Methods(ThreadSafeFury fury) {
      FuryMarshaller<PlaceOrder> orders = new FuryMarshaller<>(fury, PlaceOrder.class);
      quote = unary("Quote", orders, new FuryMarshaller<>(fury, Quote.class));
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

  @Test
  void concurrentClientsGetEveryAnswerRight() throws Exception {
    ThreadSafeFury serverFury = Fury.builder().buildThreadSafeFuryPool(1, SERVER_POOL_MAX);
    Shop.register(serverFury);
    ThreadSafeFury clientFury = Fury.builder().buildThreadSafeFury();
    Shop.register(clientFury);
    Methods client = new Methods(clientFury);

    ExecutorService serverExecutor = Executors.newFixedThreadPool(8);
    Server server =
        NettyServerBuilder.forAddress(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0))
            .executor(serverExecutor)
            .addService(shopService(new Methods(serverFury)))
            .build()
            .start();
    ManagedChannel channel =
        NettyChannelBuilder.forAddress("127.0.0.1", server.getPort()).usePlaintext().build();
    ExecutorService clients = Executors.newFixedThreadPool(CLIENT_THREADS);
    Logger grpcLog = Logger.getLogger("io.grpc.internal.SerializingExecutor");
    Level logLevel = grpcLog.getLevel();
    try {
      List<Future<Integer>> results = new ArrayList<>();
      for (int c = 0; c < CLIENT_THREADS; c++) {
        int id = c;
        results.add(clients.submit(() -> runClient(channel, client, id)));
      }
      int verified = 0;
      for (Future<Integer> f : results) {
        verified += getWithin(f);
      }
      assertEquals(CLIENT_THREADS * CALLS_PER_CLIENT, verified);
      grpcLog.setLevel(Level.OFF); // the expected failure below would print a stack trace
      assertRejectsGarbage(channel);
      // the server still answers after rejecting a bad message
      PlaceOrder after = Shop.order(99, 1);
      assertEquals(Shop.price(after), call(channel, client.quote, after));
    } finally {
      clients.shutdownNow();
      channel.shutdown();
      assertTrue(channel.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS));
      server.shutdown();
      assertTrue(server.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS));
      serverExecutor.shutdown();
      assertTrue(serverExecutor.awaitTermination(TIMEOUT_SECONDS, TimeUnit.SECONDS));
      grpcLog.setLevel(logLevel);
    }
    assertTrue(server.isTerminated());
    assertTrue(channel.isTerminated());
    FuryPool pool = (FuryPool) serverFury;
    assertTrue(pool.getCreatedCount() <= SERVER_POOL_MAX, "created " + pool.getCreatedCount());
    assertEquals(pool.getCreatedCount(), pool.getIdleCount(), "every member came back");
  }

  /** One client thread: alternates pricing and echo calls, checking every answer. */
  private static int runClient(ManagedChannel channel, Methods m, int client) {
    int verified = 0;
    for (int i = 0; i < CALLS_PER_CLIENT; i++) {
      PlaceOrder order = Shop.order(client, i);
      if ((i & 1) == 0) {
        assertEquals(Shop.price(order), call(channel, m.quote, order), "client " + client);
      } else {
        assertEquals(order, call(channel, m.echo, order), "client " + client);
      }
      verified++;
    }
    return verified;
  }

  private static <Q, R> R call(ManagedChannel channel, MethodDescriptor<Q, R> method, Q request) {
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
    } catch (java.util.concurrent.TimeoutException e) {
      throw new AssertionError("a client did not finish within " + TIMEOUT_SECONDS + " s", e);
    }
  }

  /**
   * Bytes that are no Fury message make the server's marshaller throw; gRPC closes that call with
   * UNKNOWN (it does not pass on a status thrown while parsing a request) and logs the cause.
   */
  private static void assertRejectsGarbage(ManagedChannel channel) {
    MethodDescriptor<byte[], byte[]> raw = unary("Quote", new RawBytes(), new RawBytes());
    StatusRuntimeException e =
        assertThrows(
            StatusRuntimeException.class, () -> call(channel, raw, new byte[] {0x13, 0x7f, 0x7f}));
    assertEquals(Status.Code.UNKNOWN, e.getStatus().getCode(), e.toString());
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
