package org.furylike.benchmark.peer.proto;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;

/**
 * Converts one benchmark object to and from its protobuf message, the way a user who keeps POJOs in
 * the application would write it by hand.
 */
interface ProtoMapping<P, M extends MessageLite> {
  /** Builds the message holding every field of {@code pojo}. */
  M toMessage(P pojo);

  /** Builds the object from every field of {@code message}. */
  P fromMessage(M message);

  /** Parses a message of this mapping's type. */
  M parse(byte[] bytes) throws InvalidProtocolBufferException;
}
