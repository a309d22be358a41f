package org.furylike.serializer.jdk;

import java.io.ObjectStreamClass;
import java.io.ObjectStreamField;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.furylike.exception.FuryException;
import org.furylike.meta.FieldDescriptor;
import org.furylike.meta.FieldOrder;
import org.furylike.resolver.ClassResolver;
import org.furylike.serializer.FieldSet;

/**
 * One serializable class layer of a hooked class: its serializable fields (as {@code
 * ObjectStreamClass} defines them, {@code serialPersistentFields} included) in the compact field
 * order, and its {@code writeObject}/{@code readObject}/{@code readObjectNoData}, made callable.
 */
final class LayerPlan {
  private final Class<?> cls;
  private final List<FieldDescriptor> descriptors;
  private final FieldSet fields;
  private final Map<String, Integer> indexByName = new HashMap<>();
  private final Method writeObject;
  private final Method readObject;
  private final Method readObjectNoData;

  LayerPlan(ClassResolver resolver, JdkHooks.Layer layer) {
    this.cls = layer.cls;
    this.descriptors = FieldOrder.ofLayer(serialFields(cls));
    this.fields = new FieldSet(resolver, descriptors, true);
    for (int i = 0; i < descriptors.size(); i++) {
      indexByName.put(descriptors.get(i).name(), i);
    }
    this.writeObject = accessible(layer.writeObject);
    this.readObject = accessible(layer.readObject);
    this.readObjectNoData = accessible(layer.readObjectNoData);
  }

  private static List<Field> serialFields(Class<?> cls) {
    ObjectStreamClass osc = ObjectStreamClass.lookup(cls);
    List<Field> out = new ArrayList<>();
    for (ObjectStreamField f : osc.getFields()) {
      Field field;
      try {
        field = cls.getDeclaredField(f.getName());
      } catch (NoSuchFieldException e) {
        field = null;
      }
      if (field == null || field.getType() != f.getType()) {
        throw new FuryException(
            "serialPersistentFields of "
                + cls.getName()
                + " names "
                + f.getName()
                + ", which is not a field of type "
                + f.getType().getName()
                + " in that class; fields without a backing field are not supported");
      }
      out.add(field);
    }
    return out;
  }

  private static Method accessible(Method m) {
    if (m == null) {
      return null;
    }
    try {
      m.setAccessible(true);
      return m;
    } catch (RuntimeException e) {
      throw new FuryException(
          "the serialization hook "
              + m.getDeclaringClass().getName()
              + "."
              + m.getName()
              + " cannot be called: its module does not open "
              + m.getDeclaringClass().getPackageName()
              + "; register a custom serializer for the class",
          e);
    }
  }

  Class<?> type() {
    return cls;
  }

  String name() {
    return cls.getName();
  }

  FieldSet fields() {
    return fields;
  }

  List<FieldDescriptor> descriptors() {
    return descriptors;
  }

  /** The wire index of field {@code name}, or -1 if the layer has no such serializable field. */
  int indexOf(String name) {
    Integer i = indexByName.get(name);
    return i == null ? -1 : i;
  }

  boolean hasWriteObject() {
    return writeObject != null;
  }

  boolean hasReadObject() {
    return readObject != null;
  }

  boolean hasReadObjectNoData() {
    return readObjectNoData != null;
  }

  void callWriteObject(Object obj, HookOutput out) {
    invoke(writeObject, obj, out);
  }

  void callReadObject(Object obj, HookInput in) {
    invoke(readObject, obj, in);
  }

  void callReadObjectNoData(Object obj) {
    invoke(readObjectNoData, obj);
  }

  private void invoke(Method m, Object target, Object... args) {
    try {
      m.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw HookFailures.of(cls, m.getName(), e.getCause());
    } catch (IllegalAccessException e) {
      throw HookFailures.of(cls, m.getName(), e);
    }
  }
}
