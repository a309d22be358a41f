package org.furylike.meta;

import java.util.Objects;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.MemoryBuffer;

/**
 * How a class schema names its class: the registered id when there is one (writer and reader
 * register the same ids), and always the class name, for diagnostics and unregistered classes.
 */
public final class ClassIdentity {
  private static final int MAX_NAME = 1024;

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

  public void write(MemoryBuffer b) {
    b.writeVarUint32(registeredId + 1);
    MetaStrings.write(b, name);
  }

  public static ClassIdentity read(MemoryBuffer b) {
    int at = b.readerIndex();
    int id = b.readVarUint32() - 1;
    String name = MetaStrings.read(b, MAX_NAME);
    if (name.isEmpty()) {
      throw new DeserializationException("empty class name in schema at offset " + at);
    }
    return new ClassIdentity(id, name);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ClassIdentity
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
