/**
 * gRPC marshalling of plain Java messages with fury-like, without an IDL: {@link
 * org.furylike.grpc.FuryMarshaller} for a {@code MethodDescriptor}'s request and response, and
 * {@link org.furylike.grpc.FuryGrpc#rejectBadRequests} so that a request that is not a valid
 * message ends the call with {@code INVALID_ARGUMENT}. grpc-java is a {@code provided} dependency.
 */
package org.furylike.grpc;
