package org.furylike.benchmark.firstuse;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import org.apache.fory.Fory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Int64Encoding;
import org.apache.fory.config.Language;
import org.apache.fory.logging.LoggerFactory;
import org.furylike.Fury;
import org.furylike.config.FuryBuilder;

/**
 * The serializers a first-use sample can measure. Every peer requires class registration, writes
 * the same schema-consistent, non-reference-tracked format it would in production, and is built
 * from scratch inside the timed {@link #build(List)} call.
 */
public enum FirstUsePeer {
  /** fury-like with nothing but registration set: whatever the builder's defaults are. */
  FURY_LIKE_DEFAULT("fury-like, default settings"),
  /** fury-like with synchronous compilation: the first use of a class waits for its compile. */
  FURY_LIKE_SYNC("fury-like, synchronous compilation"),
  /** fury-like with asynchronous compilation chosen explicitly. */
  FURY_LIKE_ASYNC("fury-like, asynchronous compilation"),
  /** Apache Fory 1.6.0 with synchronous code generation. */
  FORY_SYNC("Apache Fory 1.6.0, synchronous"),
  /** Apache Fory 1.6.0 with {@code withAsyncCompilation(true)}. */
  FORY_ASYNC("Apache Fory 1.6.0, async"),
  /** Kryo 5 with its reflective {@code FieldSerializer} (no code generation), for reference. */
  KRYO("Kryo 5.6.2 (no codegen)");

  private final String label;

  FirstUsePeer(String label) {
    this.label = label;
  }

  /** Whether this is fury-like, which must print nothing on first use (other peers may). */
  public boolean isFuryLike() {
    return this == FURY_LIKE_DEFAULT || this == FURY_LIKE_SYNC || this == FURY_LIKE_ASYNC;
  }

  /** The row label of the report. */
  public String label() {
    return label;
  }

  /** Settings that must not be timed (logging switched off so that nothing reaches stderr). */
  void prepare() {
    if (this == FORY_SYNC || this == FORY_ASYNC) {
      LoggerFactory.disableLogging();
    }
  }

  /** A new serializer of this kind with {@code classes} registered: the timed set-up. */
  Codec build(List<Class<?>> classes) {
    switch (this) {
      case FURY_LIKE_DEFAULT:
        return furyLike(Fury.builder(), classes);
      case FURY_LIKE_SYNC:
        return furyLike(Fury.builder().withAsyncCompilation(false), classes);
      case FURY_LIKE_ASYNC:
        return furyLike(Fury.builder().withAsyncCompilation(true), classes);
      case FORY_SYNC:
        return fory(false, classes);
      case FORY_ASYNC:
        return fory(true, classes);
      case KRYO:
        return kryo(classes);
      default:
        throw new IllegalStateException("no codec for " + this);
    }
  }

  /** Serialize and deserialize of one peer. */
  interface Codec {
    byte[] serialize(Object value);

    Object deserialize(byte[] bytes);
  }

  private static Codec furyLike(FuryBuilder builder, List<Class<?>> classes) {
    Fury fury = builder.build();
    for (Class<?> cls : classes) {
      fury.register(cls);
    }
    return new Codec() {
      @Override
      public byte[] serialize(Object value) {
        return fury.serialize(value);
      }

      @Override
      public Object deserialize(byte[] bytes) {
        return fury.deserialize(bytes);
      }
    };
  }

  private static Codec fory(boolean async, List<Class<?>> classes) {
    Fory fory =
        Fory.builder()
            .withLanguage(Language.JAVA)
            .requireClassRegistration(true)
            .withRefTracking(false)
            .withCodegen(true)
            .withAsyncCompilation(async)
            .withIntCompressed(true)
            .withLongCompressed(Int64Encoding.TAGGED)
            .withCompatibleMode(CompatibleMode.SCHEMA_CONSISTENT)
            .build();
    for (Class<?> cls : classes) {
      fory.register(cls);
    }
    return new Codec() {
      @Override
      public byte[] serialize(Object value) {
        return fory.serialize(value);
      }

      @Override
      public Object deserialize(byte[] bytes) {
        return fory.deserialize(bytes);
      }
    };
  }

  private static Codec kryo(List<Class<?>> classes) {
    Kryo kryo = new Kryo();
    kryo.setRegistrationRequired(true);
    kryo.setReferences(false);
    kryo.register(ArrayList.class);
    kryo.register(HashMap.class);
    kryo.register(int[].class);
    for (Class<?> cls : classes) {
      kryo.register(cls);
    }
    Output output = new Output(1024, -1);
    return new Codec() {
      @Override
      public byte[] serialize(Object value) {
        output.reset();
        kryo.writeClassAndObject(output, value);
        return output.toBytes();
      }

      @Override
      public Object deserialize(byte[] bytes) {
        return kryo.readClassAndObject(new Input(bytes));
      }
    };
  }
}
