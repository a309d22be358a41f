package org.furylike.meta;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * The one deterministic field order shared by the interpreter and generated serializers: primitive
 * fields first, widest first, then by name; then every other field by name. Fields of the same name
 * declared in several classes of a hierarchy are ordered superclass first.
 */
public final class FieldOrder {
  private static final ClassValue<List<FieldDescriptor>> CACHE =
      new ClassValue<>() {
        @Override
        protected List<FieldDescriptor> computeValue(Class<?> type) {
          return compute(type, Object.class);
        }
      };

  private static final Comparator<FieldDescriptor> ORDER = new Order();

  /**
   * Primitives first, widest first, then by name, then superclass first. A plain class rather than
   * composed comparators, whose lambdas cost a first serialize in a fresh JVM several milliseconds.
   */
  private static final class Order implements Comparator<FieldDescriptor> {
    @Override
    public int compare(FieldDescriptor a, FieldDescriptor b) {
      // a non-primitive's width is 0, so widest first also puts primitives first
      int c = Integer.compare(b.primitiveWidth(), a.primitiveWidth());
      if (c == 0) {
        c = a.name().compareTo(b.name());
      }
      return c != 0 ? c : Integer.compare(a.layer(), b.layer());
    }
  }

  private FieldOrder() {}

  /**
   * The serializable fields of {@code cls} and its superclasses, in wire order.
   *
   * @param cls the class
   * @return its fields in wire order
   */
  public static List<FieldDescriptor> of(Class<?> cls) {
    return CACHE.get(cls);
  }

  /**
   * The serializable fields declared in {@code cls} and its superclasses below {@code stopAt}
   * (exclusive), in wire order. Used for user subclasses of JDK collections and maps.
   *
   * @param cls the class
   * @param stopAt the first superclass whose fields are left out
   * @return the fields in wire order
   */
  public static List<FieldDescriptor> below(Class<?> cls, Class<?> stopAt) {
    return compute(cls, stopAt);
  }

  /**
   * The given fields of one class, as one layer, in wire order. Used for a class layer whose
   * serializable fields are chosen by {@code serialPersistentFields}.
   *
   * @param declared the fields of one class
   * @return the fields in wire order
   */
  public static List<FieldDescriptor> ofLayer(List<Field> declared) {
    List<FieldDescriptor> fields = new ArrayList<>();
    for (Field f : declared) {
      fields.add(new FieldDescriptor(f, 0));
    }
    fields.sort(ORDER);
    return Collections.unmodifiableList(fields);
  }

  private static List<FieldDescriptor> compute(Class<?> cls, Class<?> stopAt) {
    List<Class<?>> layers = new ArrayList<>();
    for (Class<?> c = cls; c != null && c != stopAt && c != Object.class; c = c.getSuperclass()) {
      layers.add(c);
    }
    Collections.reverse(layers);
    List<FieldDescriptor> fields = new ArrayList<>();
    for (int layer = 0; layer < layers.size(); layer++) {
      for (Field f : layers.get(layer).getDeclaredFields()) {
        int m = f.getModifiers();
        if (Modifier.isStatic(m) || Modifier.isTransient(m)) {
          continue;
        }
        fields.add(new FieldDescriptor(f, layer));
      }
    }
    fields.sort(ORDER);
    return Collections.unmodifiableList(fields);
  }
}
