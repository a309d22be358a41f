package org.furylike.meta;

import java.util.Objects;
import java.util.function.IntFunction;
import org.furylike.memory.MemoryBuffer;

/**
 * How a class schema names its class: the registered id when there is one (writer and reader
 * register the same ids), else the class name. On the wire a class with a registered id carries no
 * name; the reader names it after its own class registered with that id ({@link #named}).
 */
public final class ClassIdentity {
  private final int registeredId;
  private final String name;

  /** {@link #key()}, made on first use (a benign race: every thread makes an equal string). */
  private String key;

  /**
   * Creates an identity.
   *
   * @param registeredId the registered id, or -1 when the class travels by name
   * @param name the class name
   */
  public ClassIdentity(int registeredId, String name) {
    this.registeredId = registeredId;
    this.name = Objects.requireNonNull(name);
  }

  /** {@return the registered id, or -1 when the class travels by name} */
  public int registeredId() {
    return registeredId;
  }

  /** {@return the class name (as the writer or, after {@link #named}, the reader names it)} */
  public String name() {
    return name;
  }

  /** Writes the registered id + 1, then the name only for a class without a registered id. */
  void write(MemoryBuffer b, SchemaNames names) {
    b.writeVarUint32(registeredId + 1);
    if (registeredId < 0) {
      names.writeClass(b, name);
    }
  }

  /** Reads an identity; one with a registered id has an empty name until the reader names it. */
  static ClassIdentity read(MemoryBuffer b, SchemaNames names) {
    int id = b.readVarUint32() - 1;
    return new ClassIdentity(id, id >= 0 ? "" : names.readClass(b));
  }

  /** This identity with the name the reader gives its registered id (when it had none). */
  ClassIdentity named(IntFunction<String> registeredName) {
    if (registeredId < 0 || !name.isEmpty()) {
      return this;
    }
    return new ClassIdentity(registeredId, registeredName.apply(registeredId));
  }

  /** {@return a key naming the class: its registered id when it has one, else its name} */
  public String key() {
    String k = key;
    return k != null ? k : makeKey();
  }

  private String makeKey() {
    String k = registeredId >= 0 ? "#" + registeredId : name;
    key = k;
    return k;
  }

  @Override
  public boolean equals(Object o) {
    return o == this
        || o instanceof ClassIdentity
            && ((ClassIdentity) o).registeredId == registeredId
            && ((ClassIdentity) o).name.equals(name);
  }

  @Override
  public int hashCode() {
    return name.hashCode() * 31 + registeredId;
  }

  @Override
  public String toString() {
    return registeredId >= 0 ? (name.isEmpty() ? "class " : name) + "#" + registeredId : name;
  }
}
