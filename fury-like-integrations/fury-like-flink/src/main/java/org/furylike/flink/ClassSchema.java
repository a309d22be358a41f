package org.furylike.flink;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The serialized shape of one class as a snapshot records it: the class name and, for every
 * instance field that fury-like writes (not static, not transient, including inherited ones), its
 * declaring class, name and type. Fields are kept sorted, because fury-like's wire order follows
 * names and types, not declaration order.
 */
final class ClassSchema {
  final String className;

  /** "DeclaringClass.field" to the field's generic type name. */
  final Map<String, String> fields;

  ClassSchema(String className, Map<String, String> fields) {
    this.className = className;
    this.fields = fields;
  }

  /** The schema of {@code cls} as loaded now. */
  static ClassSchema of(Class<?> cls) {
    Map<String, String> fields = new TreeMap<>();
    if (!cls.isEnum() && !cls.isArray() && !cls.isPrimitive()) {
      for (Class<?> c = cls; c != null && c != Object.class; c = c.getSuperclass()) {
        for (Field f : c.getDeclaredFields()) {
          int m = f.getModifiers();
          if (!Modifier.isStatic(m) && !Modifier.isTransient(m)) {
            fields.put(c.getSimpleName() + "." + f.getName(), f.getGenericType().getTypeName());
          }
        }
      }
    }
    return new ClassSchema(cls.getName(), fields);
  }

  void write(DataOutputView out) throws IOException {
    out.writeUTF(className);
    out.writeInt(fields.size());
    for (Map.Entry<String, String> e : fields.entrySet()) {
      out.writeUTF(e.getKey());
      out.writeUTF(e.getValue());
    }
  }

  static ClassSchema read(DataInputView in) throws IOException {
    String name = in.readUTF();
    int n = in.readInt();
    if (n < 0 || n > 65_536) {
      throw new IOException("class schema of " + name + " claims " + n + " fields");
    }
    Map<String, String> fields = new TreeMap<>();
    for (int i = 0; i < n; i++) {
      fields.put(in.readUTF(), in.readUTF());
    }
    return new ClassSchema(name, fields);
  }

  /** Fields whose type differs between {@code this} (old) and {@code newer}, described. */
  List<String> typeChanges(ClassSchema newer) {
    List<String> out = new ArrayList<>();
    for (Map.Entry<String, String> e : fields.entrySet()) {
      String now = newer.fields.get(e.getKey());
      if (now != null && !now.equals(e.getValue())) {
        out.add(e.getKey() + " changed type from " + e.getValue() + " to " + now);
      }
    }
    return out;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ClassSchema
        && ((ClassSchema) o).className.equals(className)
        && ((ClassSchema) o).fields.equals(fields);
  }

  @Override
  public int hashCode() {
    return Objects.hash(className, fields);
  }

  @Override
  public String toString() {
    return className + fields;
  }
}
