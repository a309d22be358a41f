package org.furylike.meta;

import java.util.Objects;
import org.furylike.memory.MemoryBuffer;

/**
 * How a class schema names its class: the registered id when there is one (writer and reader
 * register the same ids), and always the class name, for diagnostics and unregistered classes.
 */
public final class ClassIdentity {
  private final int registeredId;
  private final String name;

  public ClassIdentity(int registeredId, String name) {
    this.registeredId = registeredId;
    this.name = Objects.requireNonNull(name);
  }

  /** The registered id, or -1 when the class travels by name. */
  public int registeredId() {
    return registeredId;
  }

  public String name() {
    return name;
  }

  void write(MemoryBuffer b, SchemaNames names) {
    b.writeVarUint32(registeredId + 1);
    names.writeClass(b, name);
  }

  static ClassIdentity read(MemoryBuffer b, SchemaNames names) {
    int id = b.readVarUint32() - 1;
    return new ClassIdentity(id, names.readClass(b));
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
    return registeredId >= 0 ? name + "#" + registeredId : name;
  }
}
