package org.furylike.flink;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;
import org.furylike.Fury;
import org.furylike.ThreadSafeFury;
import org.furylike.config.CompatibleMode;
import org.furylike.exception.DeserializationException;

/**
 * A Flink {@link TypeSerializer} for user classes, backed by fury-like in compatible mode: keyed
 * state, operator state and records exchanged between tasks. Each value is one self-contained
 * fury-like message (a four-byte length, then the bytes) that carries the schemas of its classes,
 * so state written by one version of a class is read by the next: fields added, removed or
 * reordered. Its {@link FuryTypeSerializerSnapshot} records the class schemas and the registration
 * order, and tells Flink when a restored job can use the state as is, must migrate it, or cannot
 * read it.
 *
 * <p>The serializer registers {@code type} and then the extra classes, in that order; classes that
 * are neither registered nor built in are refused (fury-like's registration rule). Use it through
 * {@link FuryTypeInfo} (or a {@link FuryTypeInfoFactory}).
 *
 * <p>The serializer holds a thread-safe fury-like instance, so {@link #duplicate()} returns {@code
 * this}.
 *
 * @param <T> the serialized type
 */
public final class FuryTypeSerializer<T> extends TypeSerializer<T> {
  private static final long serialVersionUID = 1L;
  private static final int CHUNK = 64 * 1024;

  /** The serialized type. */
  private final Class<T> type;

  /** The registered classes in registration order, {@code type} first. */
  private final List<Class<?>> registered;

  private transient volatile ThreadSafeFury fury;

  /**
   * A serializer for {@code type}, registering {@code type} and then {@code classes}.
   *
   * @param type the value class
   * @param classes further classes its values hold, registered in this order
   */
  public FuryTypeSerializer(Class<T> type, Class<?>... classes) {
    this(type, Arrays.asList(classes));
  }

  /**
   * A serializer for {@code type}, registering {@code type} and then {@code classes}.
   *
   * @param type the value class
   * @param classes further classes its values hold, registered in this order
   */
  public FuryTypeSerializer(Class<T> type, List<Class<?>> classes) {
    this.type = type;
    List<Class<?>> all = new ArrayList<>();
    all.add(type);
    for (Class<?> c : classes) {
      if (!all.contains(c)) {
        all.add(c);
      }
    }
    this.registered = Collections.unmodifiableList(all);
  }

  /** {@return the serialized type} */
  public Class<T> getType() {
    return type;
  }

  /** {@return the registered classes in registration order, {@link #getType()} first} */
  public List<Class<?>> getRegisteredClasses() {
    return registered;
  }

  private ThreadSafeFury fury() {
    ThreadSafeFury f = fury;
    if (f == null) {
      synchronized (this) {
        f = fury;
        if (f == null) {
          ClassLoader loader = type.getClassLoader();
          f =
              Fury.builder()
                  .withCompatibleMode(CompatibleMode.COMPATIBLE)
                  .withClassLoader(
                      loader != null ? loader : FuryTypeSerializer.class.getClassLoader())
                  .buildThreadSafeFury();
          for (Class<?> c : registered) {
            f.register(c);
          }
          fury = f;
        }
      }
    }
    return f;
  }

  @Override
  public boolean isImmutableType() {
    return false;
  }

  @Override
  public TypeSerializer<T> duplicate() {
    return this;
  }

  /** Returns null: values are created by {@link #deserialize}, never reused. */
  @Override
  public T createInstance() {
    return null;
  }

  @Override
  public T copy(T from) {
    return from == null ? null : fury().copy(from);
  }

  @Override
  public T copy(T from, T reuse) {
    return copy(from);
  }

  @Override
  public int getLength() {
    return -1;
  }

  @Override
  public void serialize(T record, DataOutputView target) throws IOException {
    byte[] bytes = fury().serialize(record);
    target.writeInt(bytes.length);
    target.write(bytes);
  }

  @Override
  public T deserialize(DataInputView source) throws IOException {
    return fury().deserialize(readFrame(source), type);
  }

  @Override
  public T deserialize(T reuse, DataInputView source) throws IOException {
    return deserialize(source);
  }

  @Override
  public void copy(DataInputView source, DataOutputView target) throws IOException {
    byte[] frame = readFrame(source);
    target.writeInt(frame.length);
    target.write(frame);
  }

  /** Reads one length-prefixed value, growing the array with the bytes actually read. */
  private static byte[] readFrame(DataInputView source) throws IOException {
    int length = source.readInt();
    if (length < 1) {
      throw new DeserializationException(
          "invalid fury-like value length " + length + " in Flink data");
    }
    byte[] bytes = new byte[Math.min(length, CHUNK)];
    int filled = 0;
    while (filled < length) {
      if (filled == bytes.length) {
        bytes = Arrays.copyOf(bytes, (int) Math.min(length, bytes.length * 2L));
      }
      source.readFully(bytes, filled, bytes.length - filled);
      filled = bytes.length;
    }
    return bytes;
  }

  @Override
  public TypeSerializerSnapshot<T> snapshotConfiguration() {
    return new FuryTypeSerializerSnapshot<>(this);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof FuryTypeSerializer
        && ((FuryTypeSerializer<?>) o).type == type
        && ((FuryTypeSerializer<?>) o).registered.equals(registered);
  }

  @Override
  public int hashCode() {
    return type.hashCode() * 31 + registered.hashCode();
  }

  @Override
  public String toString() {
    return "FuryTypeSerializer(" + type.getName() + ", " + registered.size() + " classes)";
  }
}
