package org.furylike.benchmark.peer;

import java.util.function.Function;
import org.furylike.benchmark.data.DataKind;
import org.furylike.benchmark.peer.flat.FlatbuffersCodec;
import org.furylike.benchmark.peer.proto.ProtobufCodec;
import org.furylike.config.CompatibleMode;

/**
 * The peers the benchmarks compare, each with its display name and codec factory. Adding a peer is
 * one constant here; the benchmarks, the smoke test and the report pick it up from this list.
 */
public enum Peer {
  /**
   * fury-like, schema-consistent mode, registration on, generated code; reference tracking on only
   * for objects that share references ({@link DataKind#refTracking()}), as for every peer.
   */
  FURY_LIKE("fury-like", kind -> new FuryLikeCodec(CompatibleMode.SCHEMA_CONSISTENT, true, kind)),
  /**
   * As {@link #FURY_LIKE} with the class-version check off ({@code withClassVersionCheck(false)}):
   * Apache Fory's default, so messages carry no class-version hashes; gives the check's cost.
   */
  FURY_LIKE_UNCHECKED(
      "fury-like-unchecked", kind -> new FuryLikeCodec(kind, b -> b.withClassVersionCheck(false))),
  /**
   * As {@link #FURY_LIKE} with the default asynchronous compilation: the interpreter serves the
   * first calls and the generated serializers take over behind the swap once compiled (the
   * benchmark's warm-up covers the compile); gives the steady-state cost of the default.
   */
  FURY_LIKE_ASYNC(
      "fury-like-async", kind -> new FuryLikeCodec(kind, b -> b.withAsyncCompilation(true))),
  /** As {@link #FURY_LIKE} with {@code withChecksum(true)}: a CRC32C per message. */
  FURY_LIKE_CHECKSUM(
      "fury-like-checksum", kind -> new FuryLikeCodec(kind, b -> b.withChecksum(true))),
  /**
   * As {@link #FURY_LIKE} with registration not required and no class registered: classes travel by
   * name, as for users who do not register.
   */
  FURY_LIKE_UNREGISTERED("fury-like-unregistered", FuryLikeCodec::unregistered),
  /** As {@link #FURY_LIKE} with code generation off: the interpreted serializers. */
  FURY_LIKE_INTERPRETER(
      "fury-like-interpreter",
      kind -> new FuryLikeCodec(CompatibleMode.SCHEMA_CONSISTENT, false, kind)),
  /**
   * As {@link #FURY_LIKE} in compatible mode, steady state of a connection: writer and reader each
   * keep one schema context, and a first message has already carried the schemas.
   */
  FURY_LIKE_COMPATIBLE("fury-like-compatible", FuryLikeCompatibleCodec::new),
  /**
   * As {@link #FURY_LIKE} in compatible mode with every message standing alone: no schema context,
   * each message carries its schemas; separate writer and reader.
   */
  FURY_LIKE_COMPATIBLE_MSG("fury-like-compatible-msg", FuryLikeCompatibleMessageCodec::new),
  /** protobuf-java; converts the POJO to and from the generated message inside the timed call. */
  PROTOBUF("protobuf", kind -> new ProtobufCodec(kind, false)),
  /** protobuf-java on a prebuilt message: serializes the message, deserialize returns a message. */
  PROTOBUF_MSG("protobuf-msg", kind -> new ProtobufCodec(kind, true)),
  /** flatbuffers-java; builds from the POJO and reads back into a POJO inside the timed call. */
  FLATBUFFERS("flatbuffers", kind -> new FlatbuffersCodec(kind, false)),
  /** flatbuffers-java on flatc's object API: packs a prebuilt FbXxxT, unpacks into one. */
  FLATBUFFERS_MSG("flatbuffers-msg", kind -> new FlatbuffersCodec(kind, true)),
  /** Apache Fory 1.6.0, Java mode, registration on, schema-consistent, settings as fury-like's. */
  FORY("fory", ForyCodec::schemaConsistent),
  /** Apache Fory 1.6.0 as {@link #FORY} with registration not required and no class registered. */
  FORY_UNREGISTERED("fory-unregistered", ForyCodec::unregistered),
  /**
   * Apache Fory 1.6.0 as {@link #FORY} in compatible mode with every message standing alone (scoped
   * meta share: each message carries its class definitions); separate writer and reader.
   */
  FORY_COMPATIBLE("fory-compatible", ForyCodec::compatible),
  /** Kryo 5, registration on, references as the object needs. */
  KRYO("kryo", KryoCodec::new),
  /** java.io object streams. */
  JDK("jdk", kind -> new JdkCodec());

  private final String displayName;
  private final Function<DataKind, Codec> factory;

  Peer(String displayName, Function<DataKind, Codec> factory) {
    this.displayName = displayName;
    this.factory = factory;
  }

  /** The name used in tables and charts. */
  public String displayName() {
    return displayName;
  }

  /**
   * A new codec of this peer for {@code kind}, configured explicitly. Peers with class registration
   * register every benchmark class, whatever the object.
   */
  public Codec create(DataKind kind) {
    return factory.apply(kind);
  }

  /** The peer whose constant name or display name is {@code name}. */
  public static Peer byName(String name) {
    for (Peer p : values()) {
      if (p.name().equals(name) || p.displayName.equals(name)) {
        return p;
      }
    }
    throw new IllegalArgumentException("unknown peer " + name);
  }
}
