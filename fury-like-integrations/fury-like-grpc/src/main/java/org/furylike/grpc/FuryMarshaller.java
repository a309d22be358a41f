package org.furylike.grpc;

import io.grpc.KnownLength;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;
import org.furylike.ThreadSafeFury;
import org.furylike.exception.FuryException;

/**
 * A gRPC {@link MethodDescriptor.Marshaller} for plain Java messages serialized by a {@link
 * ThreadSafeFury}: no IDL, the message classes are registered on the {@code ThreadSafeFury} in the
 * same order on client and server.
 *
 * <p>gRPC calls {@link #stream} and {@link #parse} from its transport and executor threads at the
 * same time, so one marshaller (and one {@code ThreadSafeFury}, ideally a pool) serves every call.
 * The stream returned by {@link #stream} implements {@link KnownLength}, so gRPC frames the bytes
 * without buffering them again; {@link #parse} reads a {@code KnownLength} input into one array of
 * exactly that size.
 *
 * <h2>Errors</h2>
 *
 * <p>Bytes that are no valid message of the expected type raise a {@link FuryException}, which
 * {@link #parse} turns into a {@link StatusRuntimeException} with status {@link
 * Status.Code#INVALID_ARGUMENT} whose cause is the {@code FuryException}. What the peer then sees
 * is up to gRPC:
 *
 * <ul>
 *   <li>on a server, gRPC itself closes a call whose request does not parse as {@code UNKNOWN};
 *       wrap the service with {@link FuryGrpc#rejectBadRequests} and the client receives {@code
 *       INVALID_ARGUMENT} with the fury-like message as description;
 *   <li>on a client, gRPC cancels a call whose response does not parse and reports {@code
 *       CANCELLED} ("Failed to read message"), with the {@code INVALID_ARGUMENT} exception as its
 *       cause.
 * </ul>
 *
 * <p>An {@link IOException} from the transport's stream becomes {@link Status.Code#INTERNAL}.
 *
 * @param <T> the message type
 */
public final class FuryMarshaller<T> implements MethodDescriptor.Marshaller<T> {
  private final ThreadSafeFury fury;
  private final Class<T> type;

  private FuryMarshaller(ThreadSafeFury fury, Class<T> type) {
    this.fury = Objects.requireNonNull(fury, "fury");
    this.type = Objects.requireNonNull(type, "type");
  }

  /**
   * A marshaller for messages of {@code type}; {@code type} (and the classes it holds) must be
   * registered on {@code fury} unless class registration is off.
   *
   * @param <T> the message type
   * @param fury the serializer shared by every call
   * @param type the message class
   * @return the marshaller
   */
  public static <T> FuryMarshaller<T> of(ThreadSafeFury fury, Class<T> type) {
    return new FuryMarshaller<>(fury, type);
  }

  /** {@return the message class this marshaller reads and writes} */
  public Class<T> messageType() {
    return type;
  }

  /** Serializes {@code value} into a stream that tells gRPC its length. */
  @Override
  public InputStream stream(T value) {
    return new SizedStream(fury.serialize(value));
  }

  /**
   * Reads one whole message from {@code stream}.
   *
   * @throws StatusRuntimeException {@code INVALID_ARGUMENT} if the bytes are no {@code T}, {@code
   *     INTERNAL} if the stream fails
   */
  @Override
  public T parse(InputStream stream) {
    byte[] bytes;
    try {
      bytes = readAll(stream);
    } catch (IOException e) {
      throw Status.INTERNAL
          .withDescription("reading a " + type.getName() + " message failed")
          .withCause(e)
          .asRuntimeException();
    }
    try {
      return fury.deserialize(bytes, type);
    } catch (FuryException e) {
      throw invalidArgument(type, e);
    }
  }

  /** The status this module promises for a message that fury-like cannot read. */
  static StatusRuntimeException invalidArgument(Class<?> type, FuryException e) {
    return Status.INVALID_ARGUMENT
        .withDescription("bad " + type.getName() + " message: " + e.getMessage())
        .withCause(e)
        .asRuntimeException();
  }

  private static byte[] readAll(InputStream stream) throws IOException {
    if (!(stream instanceof KnownLength)) {
      return stream.readAllBytes();
    }
    int length = stream.available();
    byte[] bytes = stream.readNBytes(length);
    if (bytes.length != length || stream.read() != -1) {
      throw new IOException("message stream did not hold the " + length + " bytes it announced");
    }
    return bytes;
  }

  /** Tells gRPC the message size up front, so it frames the bytes without copying them again. */
  private static final class SizedStream extends ByteArrayInputStream implements KnownLength {
    SizedStream(byte[] bytes) {
      super(bytes);
    }
  }
}
