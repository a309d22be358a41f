package org.furylike.rpc;

import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.FuryException;

/**
 * A gRPC marshaller that carries plain Java objects serialized by a {@link ThreadSafeFury}. gRPC
 * calls {@code stream} and {@code parse} from its transport and executor threads concurrently, so
 * one marshaller (and one {@code ThreadSafeFury}) serves every call.
 *
 * @param <T> the message type
 */
final class FuryMarshaller<T> implements MethodDescriptor.Marshaller<T> {
  private final ThreadSafeFury fury;
  private final Class<T> type;

  FuryMarshaller(ThreadSafeFury fury, Class<T> type) {
    this.fury = fury;
    this.type = type;
  }

  @Override
  public InputStream stream(T value) {
    return new SizedStream(fury.serialize(value));
  }

  @Override
  public T parse(InputStream stream) {
    try {
      return fury.deserialize(stream.readAllBytes(), type);
    } catch (IOException e) {
      throw Status.INTERNAL
          .withDescription("reading a " + type.getSimpleName() + " failed")
          .withCause(e)
          .asRuntimeException();
    } catch (FuryException e) {
      // A client sees this status when a response is bad; a server closes the call as UNKNOWN.
      throw Status.INVALID_ARGUMENT
          .withDescription("bad " + type.getSimpleName() + ": " + e.getMessage())
          .withCause(e)
          .asRuntimeException();
    }
  }

  /** Tells gRPC the message size up front, so it frames the bytes without copying them again. */
  private static final class SizedStream extends ByteArrayInputStream implements KnownLength {
    SizedStream(byte[] bytes) {
      super(bytes);
    }
  }
}
