package org.furylike.serializer.jdk;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.furylike.context.ReadContext;
import org.furylike.context.WriteContext;
import org.furylike.exception.DeserializationException;
import org.furylike.memory.FieldAccessor;
import org.furylike.meta.FieldDescriptor;

/**
 * The default fields of a hooked layer in compatible mode, matched by name as the JDK matches them:
 * a count, then per field its name and its value as a full slot (primitives boxed). A reader sets
 * the fields it has, ignores the others, and leaves absent ones at their defaults ({@code
 * GetField.defaulted} says which).
 */
final class NamedFields {
  private NamedFields() {}

  static void write(WriteContext ctx, LayerPlan layer, Object[] values) {
    List<FieldDescriptor> ds = layer.descriptors();
    ctx.buffer().writeVarUint32(values.length);
    for (int i = 0; i < values.length; i++) {
      ctx.writeString(ds.get(i).name());
      ctx.writeRef(values[i]);
    }
  }

  /** Reads the fields as name to value. */
  static Map<String, Object> read(ReadContext ctx, String layerName) {
    int n = ctx.readLength(2, "fields of " + layerName);
    Map<String, Object> values = new HashMap<>();
    for (int i = 0; i < n; i++) {
      String name = ctx.readString();
      values.put(name, ctx.readRef());
    }
    return values;
  }

  static boolean fits(Class<?> type, Object v) {
    if (!type.isPrimitive()) {
      return v == null || type.isInstance(v);
    }
    return v != null
        && java.lang.invoke.MethodType.methodType(type).wrap().returnType() == v.getClass();
  }

  /** Sets the fields of {@code obj} the layer has; a value of an unfitting type fails. */
  static void apply(LayerPlan layer, Object obj, Map<String, Object> values) {
    for (FieldDescriptor d : layer.descriptors()) {
      if (!values.containsKey(d.name())) {
        continue;
      }
      Object v = values.get(d.name());
      if (!fits(d.type(), v)) {
        throw new DeserializationException(
            "field "
                + d.name()
                + " of "
                + layer.name()
                + " is a "
                + d.type().getName()
                + " but the stream has "
                + (v == null ? "null" : "a " + v.getClass().getName()));
      }
      // one write per field and object: reflection, without making a variable handle each time
      FieldAccessor.reflective(d.field()).putObjectOrPrimitive(obj, v);
    }
  }
}
