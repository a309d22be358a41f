package org.furylike.serializer.jdk;

import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.lang.invoke.MethodHandle;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.furylike.exception.FuryException;
import org.furylike.memory.RawFieldAccess;

/**
 * The default serializable fields of one class of a JDK module (private fields that reflection
 * cannot open without {@code --add-opens}), read and set without warnings: before JDK 24 by field
 * offset ({@link RawFieldAccess}), from JDK 24 through the default {@code writeObject}/{@code
 * readObject} handles of {@code sun.reflect.ReflectionFactory} ({@link FieldCapture}). Only fields
 * backed by a real, non-transient instance field are covered ({@code serialPersistentFields} that
 * name no field are left out). {@link #of} returns null when the JVM offers neither way.
 */
final class JdkLayerFields {
  private final Class<?> cls;
  private final String[] names;
  private final Class<?>[] types;
  private final RawFieldAccess[] raw;
  private final MethodHandle defaultWrite;
  private final MethodHandle defaultRead;

  private JdkLayerFields(Class<?> cls, List<Field> fields, MethodHandle write, MethodHandle read) {
    this.cls = cls;
    int n = fields.size();
    this.names = new String[n];
    this.types = new Class<?>[n];
    this.raw = write == null ? new RawFieldAccess[n] : null;
    for (int i = 0; i < n; i++) {
      Field f = fields.get(i);
      names[i] = f.getName();
      types[i] = f.getType();
      if (raw != null) {
        raw[i] = RawFieldAccess.of(f);
      }
    }
    this.defaultWrite = write;
    this.defaultRead = read;
  }

  /** The fields of {@code cls}, a serializable class; null when they cannot be reached here. */
  static JdkLayerFields of(Class<?> cls) {
    List<Field> fields = backedFields(cls);
    if (fields.isEmpty()) {
      return new JdkLayerFields(cls, fields, null, null);
    }
    if (RawFieldAccess.available()) {
      return new JdkLayerFields(cls, fields, null, null);
    }
    MethodHandle write = SerialInstantiator.defaultWriteObject(cls);
    MethodHandle read = SerialInstantiator.defaultReadObject(cls);
    return write == null || read == null ? null : new JdkLayerFields(cls, fields, write, read);
  }

  private static List<Field> backedFields(Class<?> cls) {
    List<Field> out = new ArrayList<>();
    ObjectStreamClass osc = ObjectStreamClass.lookup(cls);
    if (osc == null) {
      return out;
    }
    for (ObjectStreamField sf : osc.getFields()) {
      try {
        Field f = cls.getDeclaredField(sf.getName());
        int mod = f.getModifiers();
        if (f.getType() == sf.getType() && !Modifier.isStatic(mod) && !Modifier.isTransient(mod)) {
          out.add(f);
        }
      } catch (NoSuchFieldException e) {
        // a serialPersistentFields entry without a backing field: the class's hooks map it
        // (to the cause, in the JDK's exceptions), which the caller carries itself
        continue;
      }
    }
    return out;
  }

  Class<?> type() {
    return cls;
  }

  /** The field names, in {@code ObjectStreamClass} order. */
  String[] names() {
    return names;
  }

  /** The declared field types, parallel to {@link #names()}. */
  Class<?>[] types() {
    return types;
  }

  /** The index of field {@code name}, or -1. */
  int indexOf(String name) {
    for (int i = 0; i < names.length; i++) {
      if (names[i].equals(name)) {
        return i;
      }
    }
    return -1;
  }

  /** The field values of {@code obj}, boxed, parallel to {@link #names()}. */
  Object[] get(Object obj) {
    if (names.length == 0) {
      return new Object[0];
    }
    if (raw != null) {
      Object[] values = new Object[names.length];
      for (int i = 0; i < values.length; i++) {
        values[i] = raw[i].get(obj);
      }
      return values;
    }
    FieldCapture.Out out = FieldCapture.output(this);
    invoke(defaultWrite, obj, out);
    return out.values();
  }

  /** Sets the fields named in {@code values} (a value must fit its field's type). */
  void set(Object obj, Map<String, Object> values) {
    if (values.isEmpty()) {
      return;
    }
    if (raw != null) {
      for (int i = 0; i < names.length; i++) {
        if (values.containsKey(names[i])) {
          raw[i].set(obj, values.get(names[i]));
        }
      }
      return;
    }
    invoke(defaultRead, obj, FieldCapture.input(this, obj, values));
  }

  private void invoke(MethodHandle h, Object obj, Object stream) {
    try {
      h.invoke(obj, stream);
    } catch (RuntimeException e) {
      throw e;
    } catch (Throwable t) {
      if (t instanceof Error) {
        throw (Error) t;
      }
      throw new FuryException("cannot transfer the fields of " + cls.getName(), t);
    }
  }
}
